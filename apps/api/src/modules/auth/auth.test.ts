import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SignJWT } from 'jose';
import { desc, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_IN_COOKIE } from '@wbn/contract';
import {
  createTestApp,
  registerUser,
  loginUser,
  exchangeSignIn,
  cookieValue,
  bearer,
  type TestApp,
} from '../../test/test-app.js';
import { mailOutbox } from '../../db/schema/index.js';

const SECRET = 'test-secret-that-is-long-enough-1234567890';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload: payload as object, headers });
const profile = (token: string) => t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

const sessionCount = async (userID: string) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from auth_sessions where user_id = ${userID}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0].n,
  );

describe('register', () => {
  it("takes the new account's preferred language from the browser's first edition, and none from a browser without one", async () => {
    const as = async (acceptLanguage: string, email: string) => {
      const res = await post(
        '/auth/register',
        { email, password: 'a-strong-password', firstName: 'Lucía', lastName: 'Gómez', acceptTerms: true },
        { 'accept-language': acceptLanguage },
      );
      expect(res.status).toBe(201);
      return (await profile((await exchangeSignIn(t, res)).token)).body.data.preferredLanguage;
    };
    expect(await as('fr-CA,fr;q=0.9,es-MX;q=0.8,en;q=0.5', 'lucia@example.com')).toMatchObject({ code: 'es' });
    expect(await as('zh-CN,zh;q=0.9', 'wei@example.com')).toMatchObject({ code: 'zh' });
    expect(await as('fr-FR,de;q=0.5', 'amelie@example.com')).toBeNull();
  });

  it('creates the account and answers a hand-off code; the session comes from get-session in seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await post('/auth/register', {
      email: 'Maria@Example.com',
      password: 'a-strong-password',
      firstName: 'Maria',
      lastName: 'Lopez',
      acceptTerms: true,
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual(['code', 'userID']); // no tokens in the answer a page script reads
    const d = await exchangeSignIn(t, res);
    expect(d.tokenExpire).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(d.tokenExpire).toBeLessThan(before + 15 * 60 + 60); // seconds, not milliseconds
    expect(d.refreshTokenExpire).toBeGreaterThan(d.tokenExpire);
    const p = await profile(d.token);
    expect(p.body.data).toMatchObject({
      userID: d.userID,
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.com',
    });
  });

  it('refuses a registration that does not accept the terms, saying so', async () => {
    for (const acceptTerms of [undefined, false, 'yes']) {
      const res = await post('/auth/register', {
        email: `terms-${String(acceptTerms)}@example.com`,
        password: 'a-strong-password',
        firstName: 'T',
        lastName: 'C',
        acceptTerms,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.acceptTerms).toBe('You must accept the Terms and Conditions and the Privacy Policy');
    }
  });

  it('refuses a second account for the same e-mail in any letter case', async () => {
    await registerUser(t, { email: 'dup@example.com' });
    const res = await post('/auth/register', {
      email: 'DUP@example.COM',
      password: 'another-password',
      firstName: 'X',
      lastName: 'Y',
      acceptTerms: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ name: 'EmailTaken', fields: { email: expect.any(String) } });
  });

  it('names the field of every invalid input', async () => {
    const ok = { acceptTerms: true };
    const cases: [unknown, string, string?][] = [
      [
        { email: 'not-an-email', password: 'long-enough-pw', firstName: 'A', lastName: 'B', ...ok },
        'email',
        'Enter a valid e-mail address',
      ],
      [
        { email: 'a@b.co', password: 'short', firstName: 'A', lastName: 'B', ...ok },
        'password',
        'Password must have at least 8 characters',
      ],
      [
        { email: 'a@b.co', password: 'long-enough-pw', firstName: '', lastName: 'B', ...ok },
        'firstName',
        'First name is required',
      ],
      [{ email: 'a@b.co', password: 'long-enough-pw', firstName: 'A', ...ok }, 'lastName', 'Last name is required'],
      [
        { email: 'a@b.co', password: 12345678, firstName: 'A', lastName: 'B', ...ok },
        'password',
        'Password must be text',
      ],
      [{ email: 'a@b.co', password: 'x'.repeat(129), firstName: 'A', lastName: 'B', ...ok }, 'password'],
      [{ email: 'a@b.co', password: 'long-enough-pw', firstName: 'A'.repeat(81), lastName: 'B', ...ok }, 'firstName'],
      [[1, 2], 'body'],
      ['"just a string"', 'body'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/auth/register',
        payload: payload as object,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
      expect(Object.keys(res.body.error.fields)).toContain(field);
      if (message) expect(res.body.error.fields[field]).toBe(message);
      // Never the validation library's own words.
      expect(JSON.stringify(res.body.error)).not.toMatch(/Invalid input|expected \w+, received|Too (small|big)/);
    }
  });
});

describe('login', () => {
  it('logs in with the right password, whatever the e-mail case', async () => {
    const u = await registerUser(t, { email: 'login-ok@example.com', password: 'my-password-1' });
    const res = await post('/auth/login', { email: 'LOGIN-OK@example.com', password: 'my-password-1' });
    expect(res.status).toBe(200);
    expect(res.body.data.userID).toBe(u.userID);
    expect(res.body.data.token).toBeUndefined();
    const s = await exchangeSignIn(t, res);
    expect((await profile(s.token)).status).toBe(200);
  });

  it('makes one session per sign-in, and logout closes it', async () => {
    const u = await registerUser(t, { password: 'one-session-pw' });
    expect(await sessionCount(u.userID)).toBe(1);
    const s = await loginUser(t, u.email, 'one-session-pw');
    expect(await sessionCount(u.userID)).toBe(2); // the registration's and this login's, nothing more
    const out = await post('/auth/logout', undefined, { ...bearer(s.token), cookie: `wbn_refresh=${s.refreshToken}` });
    expect(out.status).toBe(200);
    expect(cookieValue(out.headers, 'wbn_refresh')).toBe(''); // cookie cleared
    expect(cookieValue(out.headers, 'wbn_page')).toBe(''); // and the page cookie
    expect((await post('/auth/refresh-token', undefined, { cookie: `wbn_refresh=${s.refreshToken}` })).status).toBe(
      401,
    );
    expect((await profile(s.token)).body.error.name).toBe('SessionError');
    expect((await profile(u.token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    await registerUser(t, { email: 'known@example.com', password: 'right-password' });
    const wrong = await post('/auth/login', { email: 'known@example.com', password: 'wrong-password' });
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // Alike but for the request id each error names.
    expect({ ...wrong.body, error: { ...wrong.body.error, requestId: 'x' } }).toEqual({
      ...unknown.body,
      error: { ...unknown.body.error, requestId: 'x' },
    });
    expect(wrong.body.error.name).toBe('InvalidCredentials');
  });
});

describe('hand-off code', () => {
  it('exchanges a code once, in the browser that signed in, for the session; the refresh token stays in an HttpOnly cookie', async () => {
    const reg = await post('/auth/register', {
      email: 'handoff@example.com',
      password: 'handoff-password',
      firstName: 'H',
      lastName: 'O',
      acceptTerms: true,
    });
    const code = reg.body.data.code as string;
    const setCookie = String(reg.headers['set-cookie']);
    expect(setCookie).toMatch(/wbn_handoff=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/auth/);
    const browserKey = cookieValue(reg.headers, 'wbn_handoff');

    // A code alone (a link sent to someone else's browser) signs nobody in.
    const elsewhere = await post('/auth/get-session', { token: code });
    expect(elsewhere.status).toBe(400);
    expect((await post('/auth/get-session', { token: code }, { cookie: 'wbn_handoff=someone-elses-key' })).status).toBe(
      400,
    );

    const first = await post('/auth/get-session', { token: code }, { cookie: `wbn_handoff=${browserKey}` });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      userID: reg.body.data.userID,
      token: expect.any(String),
      refreshToken: REFRESH_TOKEN_IN_COOKIE,
    });
    const refreshCookie = (first.headers['set-cookie'] as string[]).find((c) => c.startsWith('wbn_refresh='))!;
    expect(refreshCookie).toMatch(/HttpOnly/i);
    expect(refreshCookie).toMatch(/Path=\/auth/);
    // The page cookie (decision 0047): the access token for page requests, on every path, for as long as the token lives.
    const pageCookie = (first.headers['set-cookie'] as string[]).find((c) => c.startsWith('wbn_page='))!;
    expect(pageCookie).toContain(`wbn_page=${first.body.data.token};`);
    expect(pageCookie).toMatch(/HttpOnly/i);
    expect(pageCookie).toMatch(/SameSite=Lax/i);
    expect(pageCookie).toMatch(/Path=\/;/);
    expect(Number(/Max-Age=(\d+)/.exec(pageCookie)?.[1])).toBeGreaterThan(14 * 60);
    expect(Number(/Max-Age=(\d+)/.exec(pageCookie)?.[1])).toBeLessThanOrEqual(15 * 60);
    expect((await profile(first.body.data.token)).body.data.userID).toBe(reg.body.data.userID);

    const again = await post('/auth/get-session', { token: code }, { cookie: `wbn_handoff=${browserKey}` });
    expect(again.status).toBe(400);
    expect(again.body.success).toBe(false);
    const bogus = await post('/auth/get-session', { token: 'made-up-code' }, { cookie: `wbn_handoff=${browserKey}` });
    expect(bogus.body.success).toBe(false);
  });

  it('refreshes a browser session from its cookie, rotating the cookie and never showing the token', async () => {
    const u = await registerUser(t);
    const r1 = await post('/auth/refresh-token', undefined, {
      cookie: `wbn_refresh=${u.refreshToken}`,
      'refresh-token': REFRESH_TOKEN_IN_COOKIE,
    });
    expect(r1.status).toBe(200);
    expect(r1.body.data.refreshToken).toBe(REFRESH_TOKEN_IN_COOKIE);
    const next = cookieValue(r1.headers, 'wbn_refresh')!;
    expect(next).not.toBe(u.refreshToken);
    expect(cookieValue(r1.headers, 'wbn_page')).toBe(r1.body.data.token); // the page cookie follows the new token
    expect((await profile(r1.body.data.token)).status).toBe(200);
    // A client that holds its refresh token gets no cookie of either kind.
    const held = await post('/auth/refresh-token', undefined, {
      'refresh-token': (await registerUser(t)).refreshToken,
    });
    expect(held.status).toBe(200);
    expect(held.headers['set-cookie']).toBeUndefined();
    expect((await post('/auth/refresh-token', undefined, { cookie: `wbn_refresh=${next}` })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers the spec error names for a missing, tampered and expired token', async () => {
    const u = await registerUser(t);
    expect((await t.request({ method: 'GET', url: '/api/user/profile' })).body.error.name).toBe('TokenNotFound');
    const tampered = u.token.slice(0, -3) + (u.token.endsWith('AAA') ? 'BBB' : 'AAA');
    const bad = await profile(tampered);
    expect(bad.status).toBe(401);
    expect(bad.body.error.name).toBe('JsonWebTokenError');
    expect((await profile('not.a.jwt')).body.error.name).toBe('JsonWebTokenError');
    const [, payloadB64] = u.token.split('.');
    const claims = JSON.parse(Buffer.from(payloadB64, 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.userID)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(SECRET));
    const exp = await profile(expired);
    expect(exp.status).toBe(401);
    expect(exp.body.error.name).toBe('TokenExpiredError');
    const otherKey = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.userID)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await profile(otherKey)).body.error.name).toBe('JsonWebTokenError');
  });
});

describe('refresh tokens', () => {
  it('rotates: the header token gives a new pair and the old one stops working', async () => {
    const u = await registerUser(t);
    const r1 = await post('/auth/refresh-token', undefined, { 'refresh-token': u.refreshToken });
    expect(r1.status).toBe(200);
    expect(r1.body.data).toMatchObject({
      token: expect.any(String),
      tokenExpire: expect.any(Number),
      refreshToken: expect.any(String),
      refreshTokenExpire: expect.any(Number),
    });
    expect(r1.body.data.refreshToken).not.toBe(u.refreshToken);
    expect((await profile(r1.body.data.token)).status).toBe(200);
    const viaBody = await post('/auth/refresh-token', { refreshToken: r1.body.data.refreshToken });
    expect(viaBody.status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const u = await registerUser(t);
    const r1 = await post('/auth/refresh-token', undefined, { 'refresh-token': u.refreshToken });
    const reuse = await post('/auth/refresh-token', undefined, { 'refresh-token': u.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.name).toBe('SessionError');
    // the thief's rotation and the legitimate one are both dead now
    const next = await post('/auth/refresh-token', undefined, { 'refresh-token': r1.body.data.refreshToken });
    expect(next.status).toBe(401);
    const p = await profile(r1.body.data.token);
    expect(p.status).toBe(401);
    expect(p.body.error.name).toBe('SessionError');
  });

  it('refuses a missing or unknown refresh token', async () => {
    const none = await post('/auth/refresh-token');
    expect(none.status).toBe(401);
    expect(none.body.error.name).toBe('TokenNotFound');
    const unknown = await post('/auth/refresh-token', undefined, { 'refresh-token': 'nope' });
    expect(unknown.body.error.name).toBe('SessionError');
  });
});

describe('logout', () => {
  it('closes the session: access and refresh tokens stop working, other sessions stay', async () => {
    const u = await registerUser(t, { password: 'logout-password' });
    const other = await loginUser(t, u.email, 'logout-password');
    const res = await post('/auth/logout', undefined, { ...bearer(u.token), 'refresh-token': u.refreshToken });
    expect(res.status).toBe(200);
    expect((await profile(u.token)).body.error.name).toBe('SessionError');
    expect((await post('/auth/refresh-token', undefined, { 'refresh-token': u.refreshToken })).status).toBe(401);
    expect((await profile(other.token)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password once and closes old sessions', async () => {
    const u = await registerUser(t, { email: 'reset-me@example.com', password: 'old-password-1' });
    const res = await post('/auth/forgot-password', { email: 'Reset-Me@example.com' });
    expect(res.status).toBe(200);
    const mail = await vi.waitFor(async () => {
      const [m] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
      expect(m?.to).toBe('reset-me@example.com');
      return m;
    });
    expect(mail.to).toBe('reset-me@example.com');
    const token = /token=([^\s&]+)/.exec(mail.text)![1];
    const done = await post('/auth/reset-password', { token: decodeURIComponent(token), password: 'new-password-2' });
    expect(done.status).toBe(200);
    expect((await profile(u.token)).body.error.name).toBe('SessionError');
    expect((await post('/auth/login', { email: u.email, password: 'old-password-1' })).status).toBe(401);
    expect((await post('/auth/login', { email: u.email, password: 'new-password-2' })).status).toBe(200);
    const again = await post('/auth/reset-password', {
      token: decodeURIComponent(token),
      password: 'third-password-3',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toHaveProperty('token');
  });

  it('answers alike for an unknown e-mail and sends nothing', async () => {
    await t.app.jobs.drain(); // what earlier sign-ins sent (new-device notices) is out first
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const res = await post('/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    await t.app.jobs.drain(); // the lookup ran as a job and found no account
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('rate limits', () => {
  it('slows a guesser per account and address without locking the owner out, with a true Retry-After', async () => {
    const limited = await createTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_PER_IP: '8',
      RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '6',
      RATE_LIMIT_REGISTER_PER_IP: '2',
      RATE_LIMIT_WINDOW_SECONDS: '900',
    });
    try {
      const u = await registerUser(limited, { password: 'the-right-one' });
      const login = (password: string, email = u.email, remoteAddress = '203.0.113.7') =>
        limited.request({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await login('wrong-one')).status).toBe(401);
      // The attacker's address is slowed for this account, even with the right password...
      const blocked = await login('the-right-one');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.name).toBe('TooManyRequests');
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(850); // the time left of the 15-minute window, not a made-up minute
      expect(retryAfter).toBeLessThanOrEqual(900);
      // ...but the owner, elsewhere, logs in.
      expect((await login('the-right-one', u.email, '198.51.100.20')).status).toBe(200);
      // Spread over many addresses, past the account's ceiling (6 failures) a new device gets in only through an e-mailed link (decision 0029).
      for (let i = 0; i < 3; i++) expect((await login('wrong-again', u.email, `192.0.2.${10 + i}`)).status).toBe(401);
      const stepUp = await login('the-right-one', u.email, '192.0.2.99');
      expect(stepUp.status).toBe(403);
      expect(stepUp.body.error.name).toBe('SignInLinkRequired');
    } finally {
      await limited.close();
    }
  });

  it('counts only failed logins per address, so many people behind one address can sign in', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: '5' });
    try {
      const people = await Promise.all([1, 2, 3].map((n) => registerUser(limited, { password: `password-of-${n}` })));
      for (let round = 0; round < 4; round++) {
        for (const [i, p] of people.entries()) {
          const res = await limited.request({
            method: 'POST',
            url: '/auth/login',
            payload: { email: p.email, password: `password-of-${i + 1}` },
            remoteAddress: '10.0.0.1',
          });
          expect(res.status).toBe(200); // 12 successful logins from one address: none refused
        }
      }
      let last = { status: 0, body: {} as { error?: { name: string } } };
      for (let i = 0; i < 6; i++)
        last = await limited.request({
          method: 'POST',
          url: '/auth/login',
          payload: { email: `nobody${i}@example.com`, password: 'x-wrong' },
          remoteAddress: '10.0.0.1',
        });
      // Past five failures from the address, a new device there gets in only through an e-mailed link (decision 0029).
      expect(last.status).toBe(403);
      expect(last.body.error?.name).toBe('SignInLinkRequired');
    } finally {
      await limited.close();
    }
  });

  it('limits registrations per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REGISTER_PER_IP: '2' });
    try {
      const register = (n: number) =>
        limited.request({
          method: 'POST',
          url: '/auth/register',
          payload: {
            email: `r${n}@example.com`,
            password: 'password-123',
            firstName: 'R',
            lastName: 'One',
            acceptTerms: true,
          },
        });
      expect((await register(1)).status).toBe(201);
      expect((await register(2)).status).toBe(201);
      const reg = await register(3);
      expect(reg.status).toBe(429);
      expect(Number(reg.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens in headers', () => {
  it('accepts only the Bearer scheme', async () => {
    const u = await registerUser(t);
    for (const authorization of [
      u.token,
      `Basic ${u.token}`,
      `Token ${u.token}`,
      `Bearer`,
      `Bearer ${u.token} extra`,
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/user/profile', headers: { authorization } });
      expect(res.status, authorization.slice(0, 12)).toBe(401);
    }
    expect((await profile(u.token)).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers without waiting for the account lookup and the mail, so known and unknown e-mails look alike', async () => {
    // An SMTP server that accepts connections and never answers: a request that waited for the mail would hang.
    const sockets: Socket[] = [];
    const silent = createServer((sock) => sockets.push(sock));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const hanging = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, REQUIRE_EMAIL_VERIFICATION: 'false' });
    try {
      const u = await registerUser(hanging, { email: 'slow-mail@example.com' });
      const known = await hanging.request({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: u.email },
      });
      const unknown = await hanging.request({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'nobody-here@example.com' },
      });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0), { timeout: 5000 }); // the mail did start, afterwards
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
      await hanging.close();
    }
  });
});
