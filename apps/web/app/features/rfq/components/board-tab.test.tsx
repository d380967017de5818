/** The board at `?tab=mine` (the user menu's link): "My requests" when the member has any, else the open requests. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { RFQ_PATHS, RFQ_TEXT } from '@wbn/contract/constants';
import { readBoardParams } from '../lib/board-params';
import { USER_ID, ok, summary } from '../test-data';
import { BoardView } from './board-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOARD = { data: [summary({ rfqID: 'open-1', title: 'Corrugated boxes' })], nextCursor: null };

/** The member's own requests: `mine` of them. */
function server(mine: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/rfq/mine')
        return ok({
          data: Array.from({ length: mine }, (_, i) => summary({ rfqID: `mine-${i}`, title: 'Cotton tote bags' })),
          nextCursor: null,
        });
      return ok(BOARD);
    }),
  );
}

function open(path: string, userID: string | null = USER_ID) {
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: RFQ_PATHS.board,
      Component: () => (
        <BoardView
          params={readBoardParams(new URLSearchParams(search))}
          page={BOARD}
          industries={[]}
          countries={[]}
          userID={userID}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('BoardView at ?tab=mine', () => {
  it('is the user menu’s address', () => {
    expect(RFQ_PATHS.mine).toBe(`${RFQ_PATHS.board}?tab=mine`);
  });

  it('opens “My requests” when the member has requests of their own', async () => {
    server(2);
    open(RFQ_PATHS.mine);
    expect(selected()).toBe(RFQ_TEXT.mine);
    expect(await screen.findAllByText('Cotton tote bags')).toHaveLength(2);
    expect(selected()).toBe(RFQ_TEXT.mine);
    // The other tab is still one press away.
    fireEvent.click(screen.getByRole('tab', { name: RFQ_TEXT.openBoard }));
    expect(selected()).toBe(RFQ_TEXT.openBoard);
    expect(screen.getByText('Corrugated boxes')).toBeTruthy();
  });

  it('opens the open requests when the member has none', async () => {
    server(0);
    open(RFQ_PATHS.mine);
    await waitFor(() => expect(selected()).toBe(RFQ_TEXT.openBoard));
    expect(screen.getByText('Corrugated boxes')).toBeTruthy();
    // Asked for by name, "My requests" still says there are none.
    fireEvent.click(screen.getByRole('tab', { name: RFQ_TEXT.mine }));
    expect(await screen.findByText(RFQ_TEXT.emptyMine)).toBeTruthy();
  });

  it('leaves the plain board on the open requests, and a visitor on the board alone', async () => {
    server(2);
    open(RFQ_PATHS.board);
    expect(selected()).toBe(RFQ_TEXT.openBoard);
    cleanup();
    open(RFQ_PATHS.mine, null);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('Corrugated boxes')).toBeTruthy();
  });
});
