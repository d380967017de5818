/**
 * The search box before its suggestions have arrived (decision 0088): their chunk is held here
 * until the test lets it through. What is typed meanwhile stays in the box, and once the
 * suggestions are there they show for the whole text, with the list's keys and ARIA state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { SUGGEST_DEBOUNCE_MS } from '../api/get-suggestions';
import { SearchTextBox } from './search-text-box';

const chunk = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./search-suggestions', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Box() {
  const [text, setText] = useState('');
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()}>
      <SearchTextBox value={text} onChange={setText} business="MA" countries="global" />
    </form>
  );
}

function renderBox() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).startsWith('/api/search/suggest')) {
      return json({
        success: true,
        data: {
          companies: [
            { businessID: '00000000-0000-4000-8000-000000000001', companyName: 'Andes Automation', country: 'Peru' },
          ],
          products: [],
          industries: [],
        },
      });
    }
    return json({ success: false, error: { name: 'NotFound', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/', element: <Box /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    suggestCalls: () => fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/search/suggest')),
  };
}

const box = () => screen.getByRole('combobox', { name: 'Search text' }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchTextBox before its suggestions arrive', () => {
  it('keeps the text typed meanwhile and then suggests for all of it', async () => {
    const { suggestCalls } = renderBox();
    act(() => box().focus()); // asks for the suggestions
    fireEvent.change(box(), { target: { value: 'a' } });
    fireEvent.change(box(), { target: { value: 'au' } });
    // Well past the debounce: with the suggestions still on their way, nothing asks and no list shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS * 2)));
    fireEvent.change(box(), { target: { value: 'aut' } });
    expect(box().value).toBe('aut');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(suggestCalls()).toEqual([]);

    chunk.arrive();
    const option = await screen.findByRole('option', { name: /Andes Automation/ });
    expect(suggestCalls()).toEqual(['/api/search/suggest?q=aut']);
    expect(box().value).toBe('aut');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('1 suggestion. Use the arrow keys to choose it.');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
