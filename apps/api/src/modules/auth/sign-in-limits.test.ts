/**
 * Sign-in limits that slow the guesser, not the owner (decision 0029), with a real SMTP server:
 * 100 failures spread over 10 addresses do not stop the owner's right password from an eleventh
 * (from a browser they used before at once, from a new one through the e-mailed link), a guesser
 * learns nothing from the answer, one account's failures from one address wait longer and longer,
 * and one guesser behind a shared address does not keep its neighbours out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_MSG, SIGN_IN_LINK_REQUIRED } from '@wbn/contract';
import { cookieValue, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { freePort } from '../../test/server-process.js';
import { startSmtpSink, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { answerOf, clockedAuthService } from './auth-test-kit.js';
import { backoffSeconds } from './auth.service.js';

const PASSWORD = 'the-owners-password-1';
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink(await freePort());
  // The defaults of a real deployment for the limits: 30 failures per address, 10 per pair, 100 per account, in 15 minutes.
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_TRANSPORT: 'smtp',
    PUBLIC_URL: 'https://wbn.example',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    RATE_LIMIT_LOGIN_PER_IP: '30',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '10',
    RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '100',
    // So that the guesser of the first test can make its 100 failures in a test's time; the waits have their own test below.
    RATE_LIMIT_LOGIN_WAIT_AFTER: '10',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const login = (email: string, password: string, remoteAddress: string, deviceId?: string) =>
  t.request({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: deviceId ? { cookie: `wbn_device=${deviceId}` } : {},
  });

describe('sign-in under attack', () => {
  it('100 failures over 10 addresses do not stop the owner from an eleventh: a known browser signs in, a new one by the e-mailed link', async () => {
    const owner = await registerUser(t, { email: 'targeted-owner@example.com', password: PASSWORD });
    // The owner's laptop signed in before: its device cookie.
    const first = await login(owner.email, PASSWORD, '198.51.100.1');
    expect(first.status).toBe(200);
    const laptop = cookieValue(first.headers, 'wbn_device')!;
    expect(laptop).toMatch(/^[\w-]{20,}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/wbn_device=[^;]+;.*HttpOnly/i);

    // The guesser: 10 addresses, 10 wrong passwords each.
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 10; i++) {
        const res = await login(owner.email, `guess-${a}-${i}`, `203.0.113.${a + 1}`);
        expect([401, 403, 429]).toContain(res.status);
      }
    }

    // The owner's laptop, from an eleventh address: signed in at once.
    const fromLaptop = await login(owner.email, PASSWORD, '192.0.2.11', laptop);
    expect(fromLaptop.status).toBe(200);
    expect(fromLaptop.body.data.userID).toBe(owner.userID);

    // A new phone, from a twelfth address: the right password sends the link; the answer names no session.
    const before = smtp.mails.length;
    const fromPhone = await login(owner.email, PASSWORD, '192.0.2.12');
    expect(fromPhone.status).toBe(403);
    expect(fromPhone.body.error).toMatchObject({ name: SIGN_IN_LINK_REQUIRED, message: SIGN_IN_LINK_MSG.required });
    const mail = await waitFor(
      'the sign-in link',
      () => smtp.mails.slice(before).find((m) => m.to === owner.email),
      20_000,
    );
    expect(mail.headers.get('subject')).toBe('Your WBN Miami sign-in link');
    const token = /https:\/\/wbn\.example\/auth\/sign-in-link\?token=([\w-]+)/.exec(mail.body)![1];

    // A guesser from another new address gets the very same answer for a wrong password, and no mail goes out.
    const sentBefore = smtp.mails.length;
    const guess = await login(owner.email, 'still-guessing', '192.0.2.13');
    expect(guess.status).toBe(fromPhone.status);
    expect({ ...guess.body.error, requestId: undefined }).toEqual({ ...fromPhone.body.error, requestId: undefined });

    // The phone opens the link: signed in as login does (a code and the hand-off cookie), once.
    const viaLink = await t.request({
      method: 'POST',
      url: '/auth/login/link',
      payload: { token },
      remoteAddress: '192.0.2.12',
    });
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.data.userID).toBe(owner.userID);
    const browserKey = cookieValue(viaLink.headers, 'wbn_handoff')!;
    const session = await t.request({
      method: 'POST',
      url: '/auth/get-session',
      payload: { token: viaLink.body.data.code },
      headers: { cookie: `wbn_handoff=${browserKey}` },
    });
    expect(session.status).toBe(200);
    expect(session.body.data.token).toBeTruthy();
    const reused = await t.request({ method: 'POST', url: '/auth/login/link', payload: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({
      name: 'InvalidToken',
      message: SIGN_IN_LINK_MSG.linkInvalid,
      fields: { token: expect.any(String) },
    });

    // The phone is a known device now: its next sign-in needs no link.
    const phone = cookieValue(viaLink.headers, 'wbn_device')!;
    expect((await login(owner.email, PASSWORD, '192.0.2.12', phone)).status).toBe(200);
    // Every mail leaves through the job queue (the link above did): once it has run all it holds, none went out.
    await t.app.jobs.drain();
    expect(smtp.mails.length).toBe(sentBefore);
  });

  it('makes one account’s failures from one address wait, with a true Retry-After', async () => {
    const slow = await createTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '10', RATE_LIMIT_LOGIN_WAIT_AFTER: '3' }); // the default waits: from the third failure
    try {
      const u = await registerUser(slow, { email: 'slowed@example.com', password: PASSWORD });
      const attempt = (password: string, remoteAddress = '203.0.113.200') =>
        slow.request({ method: 'POST', url: '/auth/login', payload: { email: u.email, password }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
      const waiting = await attempt(PASSWORD);
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBe(1);
      expect(String(waiting.headers.ratelimit)).toContain('"login-wait-pair"');
      // The doubling: 1, 2, 4… seconds, never past the window.
      expect([3, 4, 5, 6, 12, 40].map((n) => backoffSeconds(n, 3, 900))).toEqual([1, 2, 4, 8, 512, 900]);
      // The owner elsewhere is not slowed.
      expect((await attempt(PASSWORD, '198.51.100.99')).status).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('makes each wait longer than the last: a try after the wait counts again, and the next wait doubles', async () => {
    // The account service on a clock the test moves across the waits (auth-test-kit.ts).
    const { auth, clock } = clockedAuthService(t, { loginPerAccount: 10, loginWaitAfter: 3 });
    const u = await registerUser(t, { email: 'slowed-twice@example.com', password: PASSWORD });
    const attempt = (password: string, ip = '203.0.113.201') =>
      answerOf(auth.login({ email: u.email, password }, { ip }));
    for (let i = 0; i < 3; i++) expect(await attempt(`wrong-${i}`)).toEqual({ status: 401 });
    expect(await attempt(PASSWORD)).toEqual({ status: 429, retryAfter: 1 });
    clock.advance(999);
    expect(await attempt(PASSWORD)).toEqual({ status: 429, retryAfter: 1 });
    clock.advance(1);
    expect(await attempt('wrong-3')).toEqual({ status: 401 });
    expect(await attempt(PASSWORD)).toEqual({ status: 429, retryAfter: 2 });
    clock.advance(2000);
    expect(await attempt(PASSWORD)).toEqual({ status: 200 });
  });

  it('lets the neighbours of a guesser behind one shared address sign in from their own browsers', async () => {
    const neighbour = await registerUser(t, { email: 'neighbour@example.com', password: PASSWORD });
    const office = '10.20.30.40';
    const mine = cookieValue((await login(neighbour.email, PASSWORD, office)).headers, 'wbn_device')!;
    // One guesser in the office tries 40 accounts.
    for (let i = 0; i < 40; i++) await login(`victim-${i}@example.com`, 'guess', office);
    // The neighbour, from the same address, on the browser they use: in.
    expect((await login(neighbour.email, PASSWORD, office, mine)).status).toBe(200);
    // A colleague on a new browser waits a little or gets the link, never a 15-minute lockout. (Or
    // is in at once: the address's growing waits refuse most of the guesser's tries before they
    // count, so on a slow machine the last wait may have passed and the address not reached its limit.)
    const colleague = await registerUser(t, { email: 'colleague@example.com', password: PASSWORD });
    const res = await login(colleague.email, PASSWORD, office);
    expect([200, 403, 429]).toContain(res.status);
    if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    else if (res.status === 403) expect(res.body.error.name).toBe(SIGN_IN_LINK_REQUIRED);
  });
});
