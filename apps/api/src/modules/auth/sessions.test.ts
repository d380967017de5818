/**
 * Where an account is signed in, as its owner manages it (decision 0030): the list names browser,
 * system, address and times and marks this device; signing out one device refuses its tokens at
 * once; "everywhere else" keeps only this one; nobody reaches another account's sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_MSG } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type SignedIn, type TestApp } from '../../test/test-app.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in from a browser (its user agent) and address, as that browser would. */
async function signInFrom(
  email: string,
  password: string,
  userAgent: string,
  remoteAddress: string,
): Promise<SignedIn> {
  const res = await t.request({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: { 'user-agent': userAgent },
  });
  const browserKey = /wbn_handoff=([^;]+)/.exec(String(res.headers['set-cookie']))![1];
  const s = await t.request({
    method: 'POST',
    url: '/auth/get-session',
    payload: { token: res.body.data.code },
    remoteAddress,
    headers: { 'user-agent': userAgent, cookie: `wbn_handoff=${browserKey}` },
  });
  return { ...s.body.data, refreshToken: /wbn_refresh=([^;]+)/.exec(String(s.headers['set-cookie']))![1] };
}
const list = (token: string) => t.request({ method: 'GET', url: '/api/user/sessions', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.request({ method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });

describe('sessions', () => {
  it('lists where the account is signed in, with device, browser, system, address and times, and marks this device', async () => {
    const u = await registerUser(t, { password: 'sessions-password-1' });
    const laptop = await signInFrom(u.email, 'sessions-password-1', CHROME_WINDOWS, '198.51.100.10');
    await signInFrom(u.email, 'sessions-password-1', SAFARI_IPHONE, '198.51.100.11');
    const res = await list(laptop.token);
    expect(res.status).toBe(200);
    const { data, nextCursor } = res.body.data;
    expect(nextCursor).toBeNull();
    expect(data).toHaveLength(3); // registration, laptop, phone
    const mine = data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({
      browser: 'Chrome 131',
      system: 'Windows 10',
      device: 'Windows computer',
      ip: '198.51.100.10',
      current: true,
    });
    expect(data.find((s: { ip: string }) => s.ip === '198.51.100.11')).toMatchObject({
      browser: 'Safari 18',
      system: 'iOS 18.1',
      device: 'iPhone',
      current: false,
    });
    expect(data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(new Date(mine.lastSeenAt).getTime()).toBeGreaterThanOrEqual(new Date(mine.createdAt).getTime());
  });

  it('signs out one device: its refresh and its access token are refused at once', async () => {
    const u = await registerUser(t, { password: 'sessions-password-2' });
    const laptop = await signInFrom(u.email, 'sessions-password-2', CHROME_WINDOWS, '198.51.100.20');
    const phone = await signInFrom(u.email, 'sessions-password-2', SAFARI_IPHONE, '198.51.100.21');
    const phoneSession = (await list(laptop.token)).body.data.data.find(
      (s: { ip: string }) => s.ip === '198.51.100.21',
    );
    const end = await t.request({
      method: 'DELETE',
      url: `/api/user/sessions/${phoneSession.sessionID}`,
      headers: bearer(laptop.token),
    });
    expect(end.status).toBe(200);
    expect(end.body.data.message).toBe(SESSIONS_MSG.ended);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(phone.token) })).status).toBe(
      401,
    );
    expect((await list(laptop.token)).body.data.data.map((s: { sessionID: string }) => s.sessionID)).not.toContain(
      phoneSession.sessionID,
    );
    // Ended already, or never there: 404 naming the session.
    const again = await t.request({
      method: 'DELETE',
      url: `/api/user/sessions/${phoneSession.sessionID}`,
      headers: bearer(laptop.token),
    });
    expect(again.status).toBe(404);
    expect(again.body.error.fields).toEqual({ sessionID: SESSIONS_MSG.notFound });
    expect(
      (await t.request({ method: 'DELETE', url: '/api/user/sessions/not-a-session', headers: bearer(laptop.token) }))
        .status,
    ).toBe(404);
  });

  it("refuses to end another account's session, which stays open", async () => {
    const victim = await registerUser(t);
    const stranger = await registerUser(t);
    const victimSession = (await list(victim.token)).body.data.data[0];
    const res = await t.request({
      method: 'DELETE',
      url: `/api/user/sessions/${victimSession.sessionID}`,
      headers: bearer(stranger.token),
    });
    expect(res.status).toBe(404);
    expect((await refresh(victim.refreshToken)).status).toBe(200);
    // Each sees only their own.
    expect((await list(stranger.token)).body.data.data.map((s: { sessionID: string }) => s.sessionID)).not.toContain(
      victimSession.sessionID,
    );
    expect((await t.request({ method: 'GET', url: '/api/user/sessions' })).status).toBe(401);
  });

  it('signs out everywhere else, keeping this device', async () => {
    const u = await registerUser(t, { password: 'sessions-password-3' });
    const others = [
      await signInFrom(u.email, 'sessions-password-3', SAFARI_IPHONE, '198.51.100.31'),
      await signInFrom(u.email, 'sessions-password-3', SAFARI_IPHONE, '198.51.100.32'),
    ];
    const here = await signInFrom(u.email, 'sessions-password-3', CHROME_WINDOWS, '198.51.100.30');
    const res = await t.request({ method: 'POST', url: '/api/user/sessions/end-others', headers: bearer(here.token) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ended: 3, message: SESSIONS_MSG.endedOthers(3) }); // registration and the two phones
    for (const o of others) expect((await refresh(o.refreshToken)).status).toBe(401);
    expect((await refresh(u.refreshToken)).status).toBe(401);
    const left = (await list(here.token)).body.data.data;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, ip: '198.51.100.30' });
    expect(
      (await t.request({ method: 'POST', url: '/api/user/sessions/end-others', headers: bearer(here.token) })).body
        .data,
    ).toEqual({ ended: 0, message: SESSIONS_MSG.endedOthers(0) });
  });
});
