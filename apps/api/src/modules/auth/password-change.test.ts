/**
 * Changing the password from the settings, and the e-mail on a sign-in from a new device
 * (decision 0031), with a real SMTP server: the current password is asked; the other sessions end
 * and this one stays; the owner is told; a browser new to an account that has signed in before
 * brings an e-mail naming it, unless the owner turned that off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_MSG } from '@wbn/contract';
import { bearer, loginUser, registerUser, type TestApp } from '../../test/test-app.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp());
});
afterAll(() => close?.());

const change = (token: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/user/password', payload: payload as object, headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.request({ method: 'POST', url: '/auth/refresh-token', payload: { refreshToken } });
const mailsTo = (email: string, subject: RegExp) =>
  smtp.mails.filter((m) => m.to === email && subject.test(m.headers.get('subject') ?? ''));

describe('changing the password', () => {
  it('asks for the current one, ends every other session, keeps this one, and e-mails the owner', async () => {
    const u = await registerUser(t, { password: 'first-password-1' });
    const other = await loginUser(t, u.email, 'first-password-1');

    expect(
      (await change(u.token, { currentPassword: 'not-it-at-all', newPassword: 'second-password-2' })).body.error.fields,
    ).toEqual({ currentPassword: PASSWORD_CHANGE_MSG.wrongCurrent });
    expect(
      (await change(u.token, { currentPassword: 'first-password-1', newPassword: 'short' })).body.error.fields,
    ).toHaveProperty('newPassword');
    expect(
      (await change(u.token, { currentPassword: 'first-password-1', newPassword: 'first-password-1' })).body.error
        .fields,
    ).toEqual({ newPassword: PASSWORD_CHANGE_MSG.same });
    expect((await change(u.token, { newPassword: 'second-password-2' })).status).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/user/password',
          payload: { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
        })
      ).status,
    ).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(200); // nothing changed yet

    const res = await change(u.token, { currentPassword: 'first-password-1', newPassword: 'second-password-2' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ endedSessions: 1, message: PASSWORD_CHANGE_MSG.changed(1) });
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(other.token) })).status).toBe(
      401,
    );
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(u.token) })).status).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/auth/login',
          payload: { email: u.email, password: 'first-password-1' },
        })
      ).status,
    ).toBe(401);
    await loginUser(t, u.email, 'second-password-2');

    await t.app.jobs.drain();
    const mail = await waitFor(
      'the password-changed e-mail',
      () => mailsTo(u.email, /password was changed/)[0],
      20_000,
    );
    expect(mail.body).toContain('https://wbn.example/auth/forgot-password');
    expect(mail.headers.has('list-unsubscribe')).toBe(false); // a security notice: always sent
  });
});

describe('a sign-in from a new device', () => {
  it('e-mails the owner the browser, system and address; not at registration; not when turned off', async () => {
    const u = await registerUser(t, { password: 'device-password-1' });
    await t.app.jobs.drain();
    expect(mailsTo(u.email, /New sign-in/)).toHaveLength(0);

    const res = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: u.email, password: 'device-password-1' },
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': FIREFOX_LINUX },
    });
    expect(res.status).toBe(200);
    await t.app.jobs.drain();
    const mail = await waitFor('the new-device e-mail', () => mailsTo(u.email, /New sign-in/)[0], 20_000);
    expect(mail.body).toContain('Browser: Firefox 133 on Linux');
    expect(mail.body).toContain('Address: 203.0.113.77');
    expect(mail.body).toContain('https://wbn.example/settings');

    // The same browser again (its device cookie): nothing new.
    const device = /wbn_device=([^;]+)/.exec(String(res.headers['set-cookie']))![1];
    await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: u.email, password: 'device-password-1' },
      headers: { cookie: `wbn_device=${device}` },
    });
    await t.app.jobs.drain();
    expect(mailsTo(u.email, /New sign-in/)).toHaveLength(1);

    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/user/notification-settings',
          payload: { newDeviceEmail: false },
          headers: bearer(u.token),
        })
      ).status,
    ).toBe(200);
    await loginUser(t, u.email, 'device-password-1');
    await t.app.jobs.drain();
    expect(mailsTo(u.email, /New sign-in/)).toHaveLength(1);
  });
});
