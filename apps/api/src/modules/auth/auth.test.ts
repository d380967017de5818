import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { desc } from 'drizzle-orm';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { mailOutbox } from '../../db/schema/index.js';

const SECRET = 'test-secret-that-is-long-enough-1234567890';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload: payload as object, headers });
const profile = (token: string) => t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

describe('register', () => {
  it('creates the account and its profile, answering a session in seconds plus a hand-off code', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await post('/auth/register', { email: 'Maria@Example.com', password: 'a-strong-password', firstName: 'Maria', lastName: 'Lopez' });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), userID: expect.any(String), code: expect.any(String) });
    expect(d.tokenExpire).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(d.tokenExpire).toBeLessThan(before + 15 * 60 + 60); // seconds, not milliseconds
    expect(d.refreshTokenExpire).toBeGreaterThan(d.tokenExpire);
    const p = await profile(d.token);
    expect(p.body.data).toMatchObject({ userID: d.userID, firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com' });
  });

  it('refuses a second account for the same e-mail in any letter case', async () => {
    await registerUser(t, { email: 'dup@example.com' });
    const res = await post('/auth/register', { email: 'DUP@example.COM', password: 'another-password', firstName: 'X', lastName: 'Y' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ name: 'EmailTaken', fields: { email: expect.any(String) } });
  });

  it('names the field of every invalid input', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', password: 'long-enough-pw', firstName: 'A', lastName: 'B' }, 'email'],
      [{ email: 'a@b.co', password: 'short', firstName: 'A', lastName: 'B' }, 'password'],
      [{ email: 'a@b.co', password: 'long-enough-pw', firstName: '', lastName: 'B' }, 'firstName'],
      [{ email: 'a@b.co', password: 'long-enough-pw', firstName: 'A' }, 'lastName'],
      [{ email: 'a@b.co', password: 12345678, firstName: 'A', lastName: 'B' }, 'password'],
      [{ email: 'a@b.co', password: 'x'.repeat(129), firstName: 'A', lastName: 'B' }, 'password'],
      [{ email: 'a@b.co', password: 'long-enough-pw', firstName: 'A'.repeat(81), lastName: 'B' }, 'firstName'],
      [[1, 2], 'body'],
      ['"just a string"', 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request({ method: 'POST', url: '/auth/register', payload: payload as object, headers: { 'content-type': 'application/json' } });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
  });
});

describe('login', () => {
  it('logs in with the right password, whatever the e-mail case', async () => {
    const u = await registerUser(t, { email: 'login-ok@example.com', password: 'my-password-1' });
    const res = await post('/auth/login', { email: 'LOGIN-OK@example.com', password: 'my-password-1' });
    expect(res.status).toBe(200);
    expect(res.body.data.userID).toBe(u.userID);
    expect((await profile(res.body.data.token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    await registerUser(t, { email: 'known@example.com', password: 'right-password' });
    const wrong = await post('/auth/login', { email: 'known@example.com', password: 'wrong-password' });
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.name).toBe('InvalidCredentials');
  });
});

describe('hand-off code', () => {
  it('exchanges a code once for a working session', async () => {
    const u = await registerUser(t);
    const first = await post('/auth/get-session', { token: u.code });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userID: u.userID, token: expect.any(String), refreshToken: expect.any(String) });
    expect((await profile(first.body.data.token)).body.data.userID).toBe(u.userID);
    const again = await post('/auth/get-session', { token: u.code });
    expect(again.status).toBe(400);
    expect(again.body.success).toBe(false);
    const bogus = await post('/auth/get-session', { token: 'made-up-code' });
    expect(bogus.body.success).toBe(false);
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
    const otherKey = await new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(u.userID).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await profile(otherKey)).body.error.name).toBe('JsonWebTokenError');
  });
});

describe('refresh tokens', () => {
  it('rotates: the header token gives a new pair and the old one stops working', async () => {
    const u = await registerUser(t);
    const r1 = await post('/auth/refresh-token', undefined, { 'refresh-token': u.refreshToken });
    expect(r1.status).toBe(200);
    expect(r1.body.data).toMatchObject({ token: expect.any(String), tokenExpire: expect.any(Number), refreshToken: expect.any(String), refreshTokenExpire: expect.any(Number) });
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
    const other = await post('/auth/login', { email: u.email, password: 'logout-password' });
    const res = await post('/auth/logout', undefined, { ...bearer(u.token), 'refresh-token': u.refreshToken });
    expect(res.status).toBe(200);
    expect((await profile(u.token)).body.error.name).toBe('SessionError');
    expect((await post('/auth/refresh-token', undefined, { 'refresh-token': u.refreshToken })).status).toBe(401);
    expect((await profile(other.body.data.token)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password once and closes old sessions', async () => {
    const u = await registerUser(t, { email: 'reset-me@example.com', password: 'old-password-1' });
    const res = await post('/auth/forgot-password', { email: 'Reset-Me@example.com' });
    expect(res.status).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail.to).toBe('reset-me@example.com');
    const token = /token=([^\s&]+)/.exec(mail.text)![1];
    const done = await post('/auth/reset-password', { token: decodeURIComponent(token), password: 'new-password-2' });
    expect(done.status).toBe(200);
    expect((await profile(u.token)).body.error.name).toBe('SessionError');
    expect((await post('/auth/login', { email: u.email, password: 'old-password-1' })).status).toBe(401);
    expect((await post('/auth/login', { email: u.email, password: 'new-password-2' })).status).toBe(200);
    const again = await post('/auth/reset-password', { token: decodeURIComponent(token), password: 'third-password-3' });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toHaveProperty('token');
  });

  it('answers alike for an unknown e-mail and sends nothing', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const res = await post('/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('rate limits', () => {
  it('blocks an account after repeated wrong passwords and an IP after too many attempts', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_IP: '8', RATE_LIMIT_REGISTER_PER_IP: '2' });
    try {
      const u = await registerUser(limited, { password: 'the-right-one' });
      const login = (password: string, email = u.email) => limited.request({ method: 'POST', url: '/auth/login', payload: { email, password } });
      for (let i = 0; i < 3; i++) expect((await login('wrong-one')).status).toBe(401);
      const blocked = await login('the-right-one');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.name).toBe('TooManyRequests');
      // other accounts from the same IP still get through until the IP budget runs out
      let last = 0;
      for (let i = 0; i < 6; i++) last = (await login('x-wrong', `someone${i}@example.com`)).status;
      expect(last).toBe(429);
      const register = (n: number) =>
        limited.request({ method: 'POST', url: '/auth/register', payload: { email: `r${n}@example.com`, password: 'password-123', firstName: 'R', lastName: 'One' } });
      expect((await register(1)).status).toBe(201); // the second of two allowed
      const reg = await register(2);
      expect(reg.status).toBe(429);
      expect(reg.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
