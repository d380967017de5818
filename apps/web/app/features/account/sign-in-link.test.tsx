/** /auth/sign-in-link as the owner who opened the e-mailed link sees it: the token is sent once, then /SetID/ as after a login, or the reason it failed. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { SIGN_IN_LINK_MSG } from '@wbn/contract/constants';
import SignInLinkPage from '~/routes/auth.sign-in-link';

const realLocation = window.location;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

function mockFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: string, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const open = (url: string) => {
  const Stub = createRoutesStub([{ path: '/auth/sign-in-link', Component: SignInLinkPage }]);
  render(<Stub initialEntries={[url]} />);
};

describe('/auth/sign-in-link', () => {
  it('sends the token once and goes on through /SetID/ with the code', async () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
    const fetch = mockFetch(200, { success: true, data: { userID: 'u1', code: 'one-time-code' } });
    open('/auth/sign-in-link?token=tok123');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/SetID/?token=one-time-code&continue=%2F'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/auth/login/link');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ token: 'tok123' });
  });

  it('shows why a used link fails, with the way back to the login', async () => {
    mockFetch(400, { success: false, error: { name: 'InvalidToken', message: SIGN_IN_LINK_MSG.linkInvalid } });
    open('/auth/sign-in-link?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_LINK_MSG.linkInvalid);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('says an incomplete link is incomplete, and calls nothing', async () => {
    const fetch = mockFetch(200, {});
    open('/auth/sign-in-link');
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_LINK_MSG.linkMissing);
    expect(fetch).not.toHaveBeenCalled();
  });
});
