import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SEARCH_PLACEHOLDER, searchPath } from '@wbn/contract/constants';
import { SUGGEST_DEBOUNCE_MS } from '../api/get-suggestions';
import { SearchBar } from './search-bar';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderBar(url: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const u = String(input);
    if (u.startsWith('/api/search/suggest')) {
      return json({
        success: true,
        data: {
          companies: [
            { businessID: '00000000-0000-4000-8000-000000000001', companyName: 'Andes Automation', country: 'Peru' },
          ],
          products: [],
          industries: [{ id: '0001', name: 'Automation', kind: 'industry', path: '0001' }],
        },
      });
    }
    if (u === '/api/ref-data/country')
      return json({ success: true, data: [{ code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' }] });
    return json({ success: false, error: { name: 'NotFound', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  const element = (
    <>
      <SearchBar variant="panel" />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/search-result', element },
      { path: '/industries', element },
      { path: '/business/:slug', element },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetch };
}

const where = () => screen.getByTestId('where').textContent;
const box = () => screen.getByRole('combobox', { name: 'Search text' }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SearchBar', () => {
  it('starts from the defaults MA and global off the results page, with the spec placeholder', () => {
    renderBar('/industries');
    expect(screen.getByRole('button', { name: 'Business type: Manufacturers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Country: Global' })).toBeTruthy();
    expect(box().placeholder).toBe(SEARCH_PLACEHOLDER);
  });

  it('follows the address on the results page and searches on Enter', async () => {
    const { router } = renderBar('/search-result?business=PR&countries=MX&search=valve');
    expect(screen.getByRole('button', { name: 'Business type: Products' })).toBeTruthy();
    expect(box().value).toBe('valve');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Country: Mexico' })).toBeTruthy());

    await act(() => router.navigate('/search-result?business=DI&countries=global&search=pumps'));
    expect(screen.getByRole('button', { name: 'Business type: Distributors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Country: Global' })).toBeTruthy();
    expect(box().value).toBe('pumps');

    fireEvent.change(box(), { target: { value: '  solar  ' } });
    fireEvent.submit(box().form!);
    await waitFor(() => expect(where()).toBe(searchPath({ business: 'DI', countries: 'global', search: 'solar' })));
  });

  it('suggests while typing and opens a chosen company with the keyboard', async () => {
    const { fetch } = renderBar('/industries');
    fireEvent.change(box(), { target: { value: 'au' } });
    const option = await screen.findByRole('option', { name: /Andes Automation/ });
    expect(fetch).toHaveBeenCalledWith('/api/search/suggest?q=au', expect.anything());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: /Automation\s*Industry/ })).toBeTruthy();

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() =>
      expect(where()).toBe(`/business/${encodeURIComponent('Andes-Automation-00000000-0000-4000-8000-000000000001')}`),
    );
  });

  it('does not ask for suggestions below 2 characters; Escape closes the list', async () => {
    const { fetch } = renderBar('/industries');
    const suggestCalls = () => fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/search/suggest'));
    // The suggestions load when the box is first used (decision 0088): focused, it has them before the timers stop.
    act(() => box().focus());
    await screen.findByRole('listbox', { name: 'Suggestions', hidden: true });
    vi.useFakeTimers();
    fireEvent.change(box(), { target: { value: 'a' } });
    // Well past the debounce: one character never asks.
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 5));
    expect(suggestCalls()).toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    // The control: two characters ask once the debounce has run, and not before.
    fireEvent.change(box(), { target: { value: 'au' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1));
    expect(suggestCalls()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(suggestCalls().map(([u]) => u)).toEqual(['/api/search/suggest?q=au']);
    vi.useRealTimers();
    fireEvent.change(box(), { target: { value: 'aut' } });
    await screen.findByRole('option', { name: /Andes Automation/ });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
