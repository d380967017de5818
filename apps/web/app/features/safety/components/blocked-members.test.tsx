/** The settings' blocked members as a member uses them: the rows, the next page, Unblock removing its row, the empty list. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { SAFETY_MSG } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { BlockedMembers } from './blocked-members';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ANA = '00000000-0000-4000-8000-0000000000a1';
const OWNER = '00000000-0000-4000-8000-0000000000a2';
const LUIS = '00000000-0000-4000-8000-0000000000a3';
const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const block = (userID: string, name: string, over: object = {}) => ({
  userID,
  name,
  photo: null,
  business: null,
  blockedAt: '2026-03-04T15:05:00.000Z',
  ...over,
});

/** A server double for /api/user/blocks: two pages of blocks (the second after cursor 'c1'), unblocking; records the calls. */
function server() {
  let blocks = [
    block(ANA, 'Ana Gómez'),
    block(OWNER, 'Keystone Valves', { business: { businessID: BUSINESS, companyName: 'Keystone Valves' } }),
    block(LUIS, 'Luis Ortega'),
  ];
  const calls: string[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      calls.push(`${req.method} ${url.pathname}${url.search}`);
      if (req.method === 'DELETE') {
        const id = decodeURIComponent(url.pathname.split('/').pop()!);
        const gone = blocks.find((b) => b.userID === id);
        if (!gone) return json({ success: false, error: { name: 'NotFound', message: SAFETY_MSG.notBlocked } }, 404);
        blocks = blocks.filter((b) => b !== gone);
        return json({ success: true, data: { message: SAFETY_MSG.unblocked(gone.name) } });
      }
      // Pages of two: the first, then the rest after the cursor.
      const page = url.searchParams.get('cursor') === 'c1' ? blocks.slice(2) : blocks.slice(0, 2);
      return json({
        success: true,
        data: { data: page, nextCursor: !url.searchParams.get('cursor') && blocks.length > 2 ? 'c1' : null },
      });
    }),
  );
  return calls;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/settings',
      Component: () => (
        <QueryClientProvider client={client}>
          <BlockedMembers />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/settings']} />);
}

const rows = () => within(screen.getByRole('list', { name: 'Blocked members' })).getAllByRole('listitem');

describe('BlockedMembers', () => {
  it('lists whom the member blocked, with the day and the company page, and shows more on demand', async () => {
    const calls = server();
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]).getByText('Ana Gómez')).toBeTruthy();
    expect(within(rows()[0]).getByText('Blocked on Mar 4, 2026')).toBeTruthy();
    expect(within(rows()[1]).getByRole('link', { name: 'Keystone Valves' }).getAttribute('href')).toContain(BUSINESS);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]).getByText('Luis Ortega')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls).toEqual(['GET /api/user/blocks?size=20', 'GET /api/user/blocks?size=20&cursor=c1']);
  });

  it('unblocks a member: the call, the toast, and the row leaves the list', async () => {
    const calls = server();
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Ana Gómez' }));
    await waitFor(() => expect(screen.queryByText('Ana Gómez')).toBeNull());
    expect(calls).toContain(`DELETE /api/user/blocks/${ANA}`);
    expect(toast.success).toHaveBeenCalledWith(SAFETY_MSG.unblocked('Ana Gómez'));
    expect(screen.getByRole('button', { name: 'Unblock Keystone Valves' })).toBeTruthy();
  });

  it('says so when nobody is blocked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: { data: [], nextCursor: null } }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    open();
    expect(await screen.findByText(SAFETY_MSG.noBlocks)).toBeTruthy();
  });

  it('says what went wrong when the list cannot be read, with a way to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              error: { name: 'TooManyRequests', message: 'Too many requests, try again in a minute.' },
            }),
            { status: 429, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests, try again in a minute.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
