/**
 * Two-factor sign-in (decision 0032), as a member meets it: set-up gives a key and an otpauth://
 * address; a first right code turns it on and answers ten recovery codes; a right password then
 * opens a challenge, not a session; a code of the app completes it once, a recovery code once; a
 * challenge ends after five wrong codes; turning it off asks the password and a code; staff are
 * kept out of the staff area until they turn it on when STAFF_REQUIRE_2FA is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { RECOVERY_CODE_PATTERN, TWO_FACTOR_MSG, TWO_FACTOR_RECOVERY_CODES, TWO_FACTOR_REQUIRED } from '@wbn/contract';
import { bearer, cookieValue, createTestApp, exchangeSignIn, registerUser, type TestApp } from '../../test/test-app.js';
import { loadConfig } from '../../config.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_TWO_FACTOR_PER_15_MIN: '100', STAFF_REQUIRE_2FA: 'true' });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const PASSWORD = 'two-factor-password-1';
const call = (u: { token: string }, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({
    method,
    url: `/api/user/2fa${url}`,
    headers: bearer(u.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const login = (email: string) =>
  t.request({ method: 'POST', url: '/auth/login', payload: { email, password: PASSWORD } });
const second = (challenge: unknown, code: unknown) =>
  t.request({ method: 'POST', url: '/auth/login/2fa', payload: { challenge, code } });

/** Turns two-factor sign-in on for `u`: its key and recovery codes. */
async function turnOn(u: User) {
  const setup = await call(u, 'POST', '/setup');
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data as { secret: string };
  const on = await call(u, 'POST', '/enable', { code: await generate({ secret }) });
  expect(on.status).toBe(200);
  return { secret, recoveryCodes: on.body.data.recoveryCodes as string[] };
}

describe('two-factor sign-in', () => {
  it('sets up with a key and an otpauth:// address, turns on with a first right code and answers ten single-use recovery codes', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    expect((await call(u, 'GET', '')).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await call(u, 'POST', '/enable', { code: '123456' })).body.error.fields).toEqual({
      code: TWO_FACTOR_MSG.setupFirst,
    });

    const setup = await call(u, 'POST', '/setup');
    const { secret, otpauthUrl } = setup.body.data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/WBN%20Miami:${encodeURIComponent(u.email)}?secret=${secret}&issuer=WBN%20Miami`,
    );

    const wrong = await call(u, 'POST', '/enable', {
      code: (Number(await generate({ secret })) ^ 1).toString().padStart(6, '0'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ code: TWO_FACTOR_MSG.badCode });
    expect((await call(u, 'POST', '/enable', { code: 'abc' })).body.error.fields).toHaveProperty('code');
    expect((await call(u, 'GET', '')).body.data.enabled).toBe(false);

    const on = await call(u, 'POST', '/enable', { code: await generate({ secret }) });
    expect(on.status).toBe(200);
    expect(on.body.data.message).toBe(TWO_FACTOR_MSG.enabled);
    const codes = on.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(TWO_FACTOR_RECOVERY_CODES);
    expect(new Set(codes).size).toBe(TWO_FACTOR_RECOVERY_CODES);
    for (const c of codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    expect((await call(u, 'GET', '')).body.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call(u, 'POST', '/setup')).status).toBe(409);
    // Nothing of the key or the codes is stored as given.
    const stored = JSON.stringify(
      await t.database.db.execute(
        sql`select * from two_factor, recovery_codes where two_factor.user_id = ${u.userID}::uuid`,
      ),
    );
    expect(stored).not.toContain(secret);
    for (const c of codes) expect(stored).not.toContain(c);
  });

  it('a right password opens a challenge and no session; a code of the app completes it once, a recovery code once', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    const { secret, recoveryCodes } = await turnOn(u);

    const first = await login(u.email);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(cookieValue(first.headers, 'wbn_handoff')).toBeUndefined();
    const challenge = first.body.data.challenge as string;

    const wrong = await second(challenge, '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ code: TWO_FACTOR_MSG.badCodeOrRecovery });
    expect((await second(challenge, 'not a code')).body.error.fields).toHaveProperty('code');

    // The code of enabling was this very time step: it is spent. The next step's code signs in.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const done = await second(challenge, code);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ userID: u.userID, code: expect.any(String) });
    const session = await exchangeSignIn(t, done);
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(session.token) })).status).toBe(
      200,
    );
    expect((await second(challenge, code)).status).toBe(400); // the challenge is closed

    // The same code again, on a new sign-in: refused (each code once), with its own sentence.
    const again = await login(u.email);
    expect((await second(again.body.data.challenge, code)).body.error.fields).toEqual({
      code: TWO_FACTOR_MSG.codeJustUsed,
    });
    // A recovery code (typed in capitals, with spaces around) works once.
    const withRecovery = await second(again.body.data.challenge, `  ${recoveryCodes[0]!.toUpperCase()} `);
    expect(withRecovery.status).toBe(200);
    const third = await login(u.email);
    expect((await second(third.body.data.challenge, recoveryCodes[0])).status).toBe(400);
    expect((await call(u, 'GET', '')).body.data.recoveryCodesLeft).toBe(9);
  });

  it('a challenge ends after five wrong codes, and an unknown one is refused', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    const { recoveryCodes } = await turnOn(u);
    const { challenge } = (await login(u.email)).body.data;
    for (let i = 0; i < 5; i++) expect((await second(challenge, '111111')).status).toBe(400);
    const late = await second(challenge, recoveryCodes[1]);
    expect(late.status).toBe(400);
    expect(late.body.error.fields).toEqual({ challenge: TWO_FACTOR_MSG.challengeExpired });
    expect((await second('no-such-challenge', recoveryCodes[1])).body.error.fields).toEqual({
      challenge: TWO_FACTOR_MSG.challengeExpired,
    });
    expect((await call(u, 'GET', '')).body.data.recoveryCodesLeft).toBe(10);
  });

  it('turns off with the password and a code; then the password alone signs in again', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    const { recoveryCodes } = await turnOn(u);
    expect(
      (await call(u, 'POST', '/disable', { password: 'not-my-password', code: recoveryCodes[0] })).body.error.fields,
    ).toEqual({ password: TWO_FACTOR_MSG.wrongPassword });
    expect((await call(u, 'POST', '/disable', { password: PASSWORD, code: '000000' })).body.error.fields).toEqual({
      code: TWO_FACTOR_MSG.badCodeOrRecovery,
    });
    expect((await call(u, 'POST', '/disable', { password: PASSWORD })).status).toBe(400);
    expect((await call(u, 'GET', '')).body.data.enabled).toBe(true);
    const off = await call(u, 'POST', '/disable', { password: PASSWORD, code: recoveryCodes[0] });
    expect(off.status).toBe(200);
    expect(off.body.data.message).toBe(TWO_FACTOR_MSG.disabled);
    expect((await call(u, 'GET', '')).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(u.email)).body.data).toEqual({ userID: u.userID, code: expect.any(String) });
    expect((await call(u, 'POST', '/disable', { password: PASSWORD, code: recoveryCodes[1] })).status).toBe(409);
  });

  it('is for signed-in members only', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', '/setup'],
      ['POST', '/enable'],
      ['POST', '/disable'],
    ] as const) {
      expect(
        (await t.request({ method, url: `/api/user/2fa${url}`, payload: method === 'POST' ? {} : undefined })).status,
      ).toBe(401);
    }
  });

  it('keeps staff out of the staff area until they turn it on (STAFF_REQUIRE_2FA; on by default for an https address)', async () => {
    expect(loadConfig({ PUBLIC_URL: 'https://wbn.example' }).staffRequireTwoFactor).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).staffRequireTwoFactor).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://wbn.example', STAFF_REQUIRE_2FA: 'false' }).staffRequireTwoFactor).toBe(
      false,
    );

    const staff = await registerUser(t, { password: PASSWORD });
    await t.database.db.execute(sql`update users set is_staff = true where id = ${staff.userID}::uuid`);
    const refused = await t.request({ method: 'GET', url: '/api/staff/summary', headers: bearer(staff.token) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ name: TWO_FACTOR_REQUIRED, message: TWO_FACTOR_MSG.staffRequired });
    await turnOn(staff);
    expect((await t.request({ method: 'GET', url: '/api/staff/summary', headers: bearer(staff.token) })).status).toBe(
      200,
    );
  });

  it('counts codes per account: past the limit, 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_TWO_FACTOR_PER_15_MIN: '3' });
    try {
      const u = await registerUser(limited, { password: PASSWORD });
      await limited.request({ method: 'POST', url: '/api/user/2fa/setup', headers: bearer(u.token) });
      const tries = [];
      for (let i = 0; i < 4; i++)
        tries.push(
          (
            await limited.request({
              method: 'POST',
              url: '/api/user/2fa/enable',
              payload: { code: '000000' },
              headers: bearer(u.token),
            })
          ).status,
        );
      expect(tries).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
