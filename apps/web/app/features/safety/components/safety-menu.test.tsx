/** The "…" menu of a member's page as a member uses it with the keyboard: Block (asked once more), then Unblock; Report opens its dialog. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SAFETY_MSG } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { SafetyMenu } from './safety-menu';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ANA = '00000000-0000-4000-8000-0000000000a1';
const ANA_BLOCK = {
  userID: ANA,
  name: 'Ana Gómez',
  photo: null,
  business: null,
  blockedAt: '2026-03-04T15:05:00.000Z',
};

/** A server double for /api/user/blocks: Ana is not blocked until POST, and is again after DELETE. */
function server() {
  let blocked = false;
  const calls: { call: string; body?: unknown }[] = [];
  const json = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      const body = req.method === 'POST' ? await req.json() : undefined;
      calls.push({ call: `${req.method} ${url.pathname}${url.search}`, ...(body ? { body } : {}) });
      if (req.method === 'POST') {
        blocked = true;
        return json({ message: SAFETY_MSG.blocked('Ana Gómez'), block: ANA_BLOCK });
      }
      if (req.method === 'DELETE') {
        blocked = false;
        return json({ message: SAFETY_MSG.unblocked('Ana Gómez') });
      }
      return json({ data: blocked ? [ANA_BLOCK] : [], nextCursor: null });
    }),
  );
  return calls;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // A newsfeed page the viewer had read: a block reads it again.
  client.setQueryData(['social', 'posts', 'feed'], { pages: [], pageParams: [] });
  render(
    <QueryClientProvider client={client}>
      <SafetyMenu
        label="More actions for Ana Gómez"
        report={{ target: { type: 'user', id: ANA }, label: 'Report member', subject: 'Ana Gómez' }}
        block={{ target: { userID: ANA }, name: 'Ana Gómez', checkBlocked: true }}
      />
    </QueryClientProvider>,
  );
  return client;
}

const trigger = () => screen.getByRole('button', { name: 'More actions for Ana Gómez' });
const openMenu = () => fireEvent.keyDown(trigger(), { key: 'Enter' });

describe('SafetyMenu', () => {
  it('blocks after asking once more, reads the newsfeed again, then offers Unblock', async () => {
    const calls = server();
    const client = open();
    await waitFor(() => expect(calls.map((c) => c.call)).toContain(`GET /api/user/blocks?userID=${ANA}&size=1`));
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block Ana Gómez' }));

    const dialog = await screen.findByRole('dialog', { name: 'Block Ana Gómez?' });
    expect(dialog.textContent).toContain('They are not told that you blocked them.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Block' })));
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({ call: 'POST /api/user/blocks', body: { userID: ANA } });
    expect(toast.success).toHaveBeenCalledWith(SAFETY_MSG.blocked('Ana Gómez'));
    expect(client.getQueryState(['social', 'posts', 'feed'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(trigger()));

    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unblock Ana Gómez' }));
    await waitFor(() => expect(calls.map((c) => c.call)).toContain(`DELETE /api/user/blocks/${ANA}`));
    expect(toast.success).toHaveBeenCalledWith(SAFETY_MSG.unblocked('Ana Gómez'));
  });

  it('opens the report dialog from Report member', async () => {
    server();
    open();
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report member' }));
    expect(await screen.findByRole('dialog', { name: 'Report this member' })).toBeTruthy();
  });
});
