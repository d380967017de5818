import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SESSION_KEYS } from '@wbn/contract/constants';
import { SessionProvider, useSession } from './session-context';
import { getBrowserSessionManager } from './session';
import type { UserProfile } from '@wbn/contract/schemas';

function Probe() {
  const s = useSession();
  return <p data-testid="probe">{`${s.status}|${s.userID ?? '-'}|${s.profile?.firstName ?? '-'}`}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('renders status loading on the server (and so on the first client render), whatever is stored', () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.tokenExpire, String(Date.now() + 60_000));
    const html = renderToString(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(html).toContain('loading|-|-');
  });

  it('hydrates the server HTML without a mismatch, then resolves to member', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.tokenExpire, String(Date.now() + 60_000));
    localStorage.setItem(SESSION_KEYS.userID, 'u1');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          ({
            ok: true,
            status: 200,
            json: async () => ({ success: true, data: { userID: 'u1', firstName: 'Ana' } }),
          }) as Response,
      ),
    );
    const app = (
      <SessionProvider>
        <Probe />
      </SessionProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    // The browser already knows the session (e.g. a remount): hydration must still start from 'loading'.
    await getBrowserSessionManager().init();
    expect(getBrowserSessionManager().getSnapshot().status).toBe('member');
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));
    await vi.waitFor(() => expect(container.textContent).toBe('member|u1|Ana'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('resolves to member with the fetched profile in the browser', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.tokenExpire, String(Date.now() + 60_000));
    localStorage.setItem(SESSION_KEYS.userID, 'u1');
    const fetch = vi.fn(
      async () =>
        ({
          ok: true,
          status: 200,
          json: async () => ({ success: true, data: { userID: 'u1', firstName: 'Ana' } }),
        }) as Response,
    );
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      render(
        <SessionProvider>
          <Probe />
        </SessionProvider>,
      );
    });
    await vi.waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('member|u1|Ana'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/profile',
      expect.objectContaining({ headers: { authorization: 'Bearer tok' } }),
    );
  });

  it('renders the member the page was rendered for on the server and in the first browser render, with no mismatch (decision 0047)', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.tokenExpire, String(Date.now() + 60_000));
    localStorage.setItem(SESSION_KEYS.userID, 'u1');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          ({
            ok: true,
            status: 200,
            json: async () => ({ success: true, data: { userID: 'u1', firstName: 'Ana' } }),
          }) as Response,
      ),
    );
    const rendered = { userID: 'u1', profile: { userID: 'u1', firstName: 'Ana' } as UserProfile };
    const app = (
      <SessionProvider rendered={rendered}>
        <Probe />
      </SessionProvider>
    );
    const html = renderToString(app);
    expect(html).toContain('member|u1|Ana');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));
    expect(container.textContent).toBe('member|u1|Ana');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('useSession outside a provider reports loading', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('loading|-|-');
  });
});
