/** The saved searches page's list: the empty state, each search in words with a link that runs it, its frequency changed in place, a delete asked once more. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { SAVED_SEARCH_MSG, SAVED_SEARCH_TEXT as T, SITE_PATHS } from '@wbn/contract/constants';
import type { SavedSearch } from '@wbn/contract/schemas';
import { ok, savedSearch, USER_ID } from '../test-data';
import SavedSearchesList from './saved-searches-list';

vi.mock('~/lib/session-context', () => ({
  useSession: () => ({ status: 'member', userID: USER_ID, profile: null, logout: () => {} }),
}));
vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server double for the list, PATCH and DELETE; every call is recorded with its body. */
function server(start: SavedSearch[]) {
  let searches = start;
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text();
      calls.push({ method: req.method, path, ...(text ? { body: JSON.parse(text) } : {}) });
      const id = path.split('/').pop()!;
      if (req.method === 'GET') return ok({ data: searches, nextCursor: null });
      if (req.method === 'PATCH') {
        searches = searches.map((s) => (s.savedSearchID === id ? { ...s, ...JSON.parse(text) } : s));
        return ok({
          savedSearchID: id,
          message: SAVED_SEARCH_MSG.updated,
          savedSearch: searches.find((s) => s.savedSearchID === id),
        });
      }
      searches = searches.filter((s) => s.savedSearchID !== id);
      return ok({ message: SAVED_SEARCH_MSG.deleted });
    }),
  );
  return calls;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([{ path: '/saved-searches', Component: SavedSearchesList }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/saved-searches']} />
    </QueryClientProvider>,
  );
}

const OTHER = '00000000-0000-4000-8000-0000000005e2';

describe('SavedSearchesList', () => {
  it('says how to save a first search when there is none', async () => {
    server([]);
    open();
    expect(await screen.findByText(T.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.startSearching }).getAttribute('href')).toBe(SITE_PATHS.searchResult);
  });

  it('lists each search in words with a link that runs it, and what waits for the next summary', async () => {
    server([
      savedSearch({ pendingMatches: 3 }),
      savedSearch({
        savedSearchID: OTHER,
        title: 'Products',
        description: 'Products, worldwide',
        searchPath: '/search-result?business=PR&countries=global&search=',
        frequency: 'instant',
      }),
    ]);
    open();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'ball valve' })).toBeTruthy();
    expect(within(rows[0]!).getByText('Manufacturers matching “ball valve”, in Germany')).toBeTruthy();
    expect(within(rows[0]!).getByText(T.pending(3))).toBeTruthy();
    expect(
      within(rows[0]!)
        .getByRole('link', { name: `${T.runSearch}: ball valve` })
        .getAttribute('href'),
    ).toBe('/search-result?business=MA&countries=DE&search=ball+valve');
    expect(screen.getByText(T.count(2))).toBeTruthy();
  });

  it('changes how often a search alerts, in place', async () => {
    const calls = server([savedSearch()]);
    open();
    const select = (await screen.findByRole('combobox', { name: new RegExp(T.frequencyLabel) })) as HTMLSelectElement;
    expect(select.value).toBe('daily');
    fireEvent.change(select, { target: { value: 'weekly' } });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: `/api/user/saved-searches/${savedSearch().savedSearchID}`,
        body: { frequency: 'weekly' },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: new RegExp(T.frequencyLabel) }) as HTMLSelectElement).value).toBe(
        'weekly',
      ),
    );
  });

  it('deletes a search only once the member confirms', async () => {
    const calls = server([savedSearch()]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: T.deleteButton('ball valve') }));
    const dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: T.deleteButton('ball valve') }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: T.deleteTitle })).getByRole('button', { name: T.deleteConfirm }),
    );
    expect(await screen.findByText(T.emptyTitle)).toBeTruthy();
    expect(calls).toContainEqual({ method: 'DELETE', path: `/api/user/saved-searches/${savedSearch().savedSearchID}` });
  });
});
