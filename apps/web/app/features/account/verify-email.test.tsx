/** /verify-email as a person who opened the e-mailed link sees it: the token is sent once by the page, then success or a clear failure. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { VERIFY_EMAIL_MSG } from '@wbn/contract/constants';
import VerifyEmailPage from '~/routes/verify-email';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mockFetch(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: string, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const open = (url: string) => {
  const Stub = createRoutesStub([{ path: '/verify-email', Component: VerifyEmailPage }]);
  render(<Stub initialEntries={[url]} />);
};

describe('/verify-email', () => {
  it('sends the token once and says the address is confirmed', async () => {
    const fetch = mockFetch(200, { success: true, data: { message: VERIFY_EMAIL_MSG.verified } });
    open('/verify-email?token=abc123');
    expect(await screen.findByText(VERIFY_EMAIL_MSG.verified)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'E-mail address confirmed' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/auth/verify-email');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it("shows the server's reason for a used or expired link, and the way to a new one", async () => {
    mockFetch(400, {
      success: false,
      error: { name: 'InvalidToken', message: VERIFY_EMAIL_MSG.linkInvalid, fields: { token: 'Invalid' } },
    });
    open('/verify-email?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(VERIFY_EMAIL_MSG.linkInvalid);
    expect(screen.getByRole('link', { name: 'Log in to send a new link' })).toBeTruthy();
  });

  it('says an incomplete link is incomplete, and calls nothing', async () => {
    const fetch = mockFetch(200, {});
    open('/verify-email');
    expect((await screen.findByRole('alert')).textContent).toBe(VERIFY_EMAIL_MSG.linkMissing);
    expect(fetch).not.toHaveBeenCalled();
  });
});
