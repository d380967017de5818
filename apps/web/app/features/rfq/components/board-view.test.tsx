/** The /rfqs board as the server renders it and the browser completes it: the empty state, the cards, "Show more", and a member's "My requests". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { RFQ_PATHS, RFQ_TEXT } from '@wbn/contract/constants';
import type { RfqList } from '@wbn/contract/schemas';
import { readBoardParams } from '../lib/board-params';
import { USER_ID, ok, summary } from '../test-data';
import { BoardView } from './board-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INDUSTRIES = [{ value: '0005', label: 'Industrial supplies' }];
const COUNTRIES = [{ value: 'US', label: 'United States' }];

/** Records the API calls; answers the next board page and the member's requests. */
function server() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/rfq/mine')
        return ok({
          data: [summary({ rfqID: 'mine-1', title: 'Cotton tote bags', status: 'awarded' })],
          nextCursor: null,
        });
      return ok({ data: [summary({ rfqID: 'page-2', title: 'Corrugated boxes' })], nextCursor: null });
    }),
  );
  return calls;
}

function open(page: RfqList | null, { search = '', userID = null as string | null } = {}) {
  const params = readBoardParams(new URLSearchParams(search));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: RFQ_PATHS.board,
      Component: () => (
        <BoardView params={params} page={page} industries={INDUSTRIES} countries={COUNTRIES} userID={userID} />
      ),
    },
    { path: RFQ_PATHS.create, Component: () => <h1>New</h1> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[`${RFQ_PATHS.board}${search}`]} />
    </QueryClientProvider>,
  );
}

describe('BoardView', () => {
  it('says when no open request matches, with the way to post one', () => {
    open({ data: [], nextCursor: null });
    expect(screen.getByRole('heading', { level: 1, name: RFQ_TEXT.boardTitle })).toBeTruthy();
    expect(screen.getByText(RFQ_TEXT.emptyBoard)).toBeTruthy();
    const posts = screen.getAllByRole('link', { name: RFQ_TEXT.postButton });
    expect(posts.map((a) => a.getAttribute('href'))).toEqual([RFQ_PATHS.create, RFQ_PATHS.create]);
    // Nothing narrowed the board: no "Clear the filters".
    expect(screen.queryByRole('link', { name: RFQ_TEXT.clearFilters })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers to clear the filters when the search found nothing, and keeps them in the form', () => {
    open({ data: [], nextCursor: null }, { search: '?q=valves&industry=0005&country=US' });
    expect(screen.getByText(RFQ_TEXT.emptyBoard)).toBeTruthy();
    expect(screen.getByRole('link', { name: RFQ_TEXT.clearFilters }).getAttribute('href')).toBe(RFQ_PATHS.board);
    const search = within(screen.getByRole('search', { name: RFQ_TEXT.searchLabel }));
    expect((search.getByLabelText(RFQ_TEXT.searchLabel) as HTMLInputElement).value).toBe('valves');
    expect((search.getByLabelText(RFQ_TEXT.industryLabel) as HTMLSelectElement).value).toBe('0005');
    expect((search.getByLabelText(RFQ_TEXT.destinationLabel) as HTMLSelectElement).value).toBe('US');
  });

  it('shows each request as a card linking to its page, and reads the next page by cursor', async () => {
    const calls = server();
    open({ data: [summary()], nextCursor: 'c2' }, { search: '?q=valves' });
    const card = screen.getByRole('article', { name: 'Stainless steel ball valves DN50' });
    expect(within(card).getByRole('link', { name: 'Stainless steel ball valves DN50' }).getAttribute('href')).toBe(
      RFQ_PATHS.one(summary().rfqID),
    );
    expect(card.textContent).toContain('1,000 pieces');
    expect(card.textContent).toContain('United States');
    expect(card.textContent).toContain('May 1, 2030');
    expect(card.textContent).toContain('Ana Ruiz');
    expect(card.textContent).toContain('3 quotes');
    expect(within(card).getByText('Valves')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Corrugated boxes' })).toBeTruthy();
    expect(calls).toEqual(['/api/rfq?q=valves&size=20&cursor=c2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('gives a member a "My requests" tab, read in the browser, with each request’s status', async () => {
    const calls = server();
    open({ data: [summary()], nextCursor: null }, { userID: USER_ID });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      [RFQ_TEXT.openBoard, 'true'],
      [RFQ_TEXT.mine, 'false'],
    ]);
    expect(calls).toEqual([]);
    // The arrow keys move between the tabs.
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    const mine = await screen.findByRole('article', { name: 'Cotton tote bags' });
    expect(within(mine).getByText('Awarded')).toBeTruthy();
    expect(screen.getByRole('tab', { name: RFQ_TEXT.mine }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: RFQ_TEXT.mine })).toBeTruthy();
    await waitFor(() => expect(calls).toEqual(['/api/rfq/mine?size=20']));
  });
});
