/**
 * The settings' sessions list as a member uses it: each session named by device and browser with its address and
 * first and last seen, this device first and marked, the others by last activity; another device signed out with one
 * click, then everywhere else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionsList } from './components/sessions-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2026-11-20T10:00:00.000Z';
const session = (id: string, over: object = {}) => ({
  sessionID: id,
  browser: 'Chrome 131',
  system: 'Windows 10',
  device: 'Windows computer',
  ip: '198.51.100.1',
  createdAt: at,
  lastSeenAt: at,
  current: false,
  ...over,
});

/** A server double for /api/user/sessions: answers the list, ends sessions, records the calls. */
function server() {
  let open = [
    session('s-old', { ip: '198.51.100.3' }),
    session('s-here', { current: true }),
    session('s-phone', {
      browser: 'Safari 18',
      system: 'iOS 18.1',
      device: 'iPhone',
      ip: '198.51.100.2',
      createdAt: '2026-11-21T09:30:00.000Z',
      lastSeenAt: '2026-11-22T10:00:00.000Z',
    }),
  ];
  const calls: string[] = [];
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const { pathname } = new URL(req.url);
      calls.push(`${req.method} ${pathname}`);
      if (req.method === 'GET') return json({ data: open, nextCursor: null });
      if (req.method === 'DELETE') {
        open = open.filter((s) => !pathname.endsWith(s.sessionID));
        return json({ message: 'Signed out on that device.' });
      }
      const ended = open.filter((s) => !s.current).length;
      open = open.filter((s) => s.current);
      return json({ message: `Signed out on ${ended} other devices.`, ended });
    }),
  );
  return calls;
}

const renderList = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionsList />
    </QueryClientProvider>,
  );

describe('SessionsList', () => {
  it('shows this device first and marked, signs out another, then everywhere else', async () => {
    const calls = server();
    renderList();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('This device')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    // The phone was seen last: it comes next, named by device and browser, with its facts.
    expect(within(rows[1]).getByText('iPhone · Safari 18')).toBeTruthy();
    expect(within(rows[1]).getByText('198.51.100.2')).toBeTruthy();
    expect(within(rows[1]).getByText('First seen')).toBeTruthy();
    expect(within(rows[1]).getByText('Last seen')).toBeTruthy();
    expect(within(rows[1]).getByText(/^Nov 21, .*(AM|PM)$/)).toBeTruthy();
    expect(within(rows[2]).getByText('198.51.100.3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out iPhone, Safari 18' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toContain('DELETE /api/user/sessions/s-phone');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('POST /api/user/sessions/end-others');
    expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy();
  });
});
