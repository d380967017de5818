/**
 * Two-factor attempts are counted per account and address (decision 0058): wrong codes from one
 * address (10 in 15 minutes) stop that address, never the owner's right code or a recovery code
 * from another address; wrong codes from many addresses (50 together) stop browsers new to the
 * account, never one that signed in before; a right code of a time step already used has its own
 * sentence.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generate } from 'otplib';
import { TWO_FACTOR_MSG } from '@wbn/contract';
import { twoFactorRepo } from './two-factor.repo.js';
import { bearer, cookieValue, createTestApp, exchangeSignIn, registerUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The defaults: 10 wrong codes per account and address, 50 per account, in 15 minutes.
  t = await createTestApp({ RATE_LIMIT_TWO_FACTOR_PER_15_MIN: '10', RATE_LIMIT_TWO_FACTOR_ACCOUNT_CEILING: '50' });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** A database as slow as one across a network: reading the account's second factor takes 20 ms, so simultaneous answers overlap. */
function slowDatabase() {
  const of = twoFactorRepo.of.bind(twoFactorRepo);
  vi.spyOn(twoFactorRepo, 'of').mockImplementation(async (db, userId) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return of(db, userId);
  });
}

const PASSWORD = 'two-factor-limits-1';
type Res = { status: number; body: any; headers: Record<string, unknown> };
const now = () => Math.floor(Date.now() / 1000);
/** The code of the app's next time step (the current one was spent turning it on). */
const nextCode = (secret: string) => generate({ secret, epoch: now() + 30 });
/** A code that is none of the ones the server accepts now. */
async function wrongCode(secret: string) {
  const valid = new Set(await Promise.all([-30, 0, 30].map((s) => generate({ secret, epoch: now() + s }))));
  for (let n = 0; ; n += 1) {
    const c = String(n).padStart(6, '0');
    if (!valid.has(c)) return c;
  }
}

const login = (email: string, remoteAddress: string, device?: string) =>
  t.request({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress,
    headers: device ? { cookie: `wbn_device=${device}` } : {},
  });
const answer = (challenge: string, code: string, remoteAddress: string, device?: string) =>
  t.request({
    method: 'POST',
    url: '/auth/login/2fa',
    payload: { challenge, code },
    remoteAddress,
    headers: device ? { cookie: `wbn_device=${device}` } : {},
  });
async function challengeFrom(email: string, remoteAddress: string, device?: string) {
  const res = await login(email, remoteAddress, device);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.twoFactorRequired).toBe(true);
  return res.body.data.challenge as string;
}
/** `n` wrong codes from `address`, a fresh challenge every five (a challenge ends after five). */
async function fail(email: string, secret: string, address: string, n: number) {
  for (let i = 0; i < n; i += 5) {
    const challenge = await challengeFrom(email, address);
    for (let j = i; j < Math.min(n, i + 5); j += 1)
      expect((await answer(challenge, await wrongCode(secret), address)).body.error.fields).toEqual({
        code: TWO_FACTOR_MSG.badCodeOrRecovery,
      });
  }
}
const expectLimited = (res: Res) => {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.error.message).toBe(TWO_FACTOR_MSG.tooManyCodes);
};

/** A member with two-factor sign-in on: their key, recovery codes, and the device cookie of the browser they signed in with. */
async function member() {
  const u = await registerUser(t, { password: PASSWORD });
  const first = await t.request({
    method: 'POST',
    url: '/auth/login',
    payload: { email: u.email, password: PASSWORD },
    remoteAddress: '192.0.2.10',
  });
  const laptop = cookieValue(first.headers, 'wbn_device')!;
  const setup = await t.request({ method: 'POST', url: '/api/user/2fa/setup', headers: bearer(u.token) });
  const secret = setup.body.data.secret as string;
  const on = await t.request({
    method: 'POST',
    url: '/api/user/2fa/enable',
    payload: { code: await generate({ secret }) },
    headers: bearer(u.token),
  });
  expect(on.status).toBe(200);
  return { u, secret, laptop, recoveryCodes: on.body.data.recoveryCodes as string[] };
}

describe('two-factor attempts', () => {
  it('stop an address after 10 wrong codes, the right one too from there, but not the owner’s code or a recovery code from another address', async () => {
    const { u, secret, recoveryCodes } = await member();
    await fail(u.email, secret, '198.51.100.7', 10);
    const fromAttacker = await challengeFrom(u.email, '198.51.100.7');
    expectLimited(await answer(fromAttacker, await wrongCode(secret), '198.51.100.7'));
    expectLimited(await answer(fromAttacker, await nextCode(secret), '198.51.100.7'));

    // The owner, from another address in a browser new to the account: the right code signs in.
    const owner = await answer(await challengeFrom(u.email, '203.0.113.20'), await nextCode(secret), '203.0.113.20');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    await exchangeSignIn(t, owner);
    // And a recovery code from a third.
    const recovered = await answer(await challengeFrom(u.email, '203.0.113.21'), recoveryCodes[0], '203.0.113.21');
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(200);
  });

  it('stop new browsers after 50 wrong codes over five addresses, never a browser that signed in before', async () => {
    const { u, secret, laptop } = await member();
    for (const address of ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14', '198.51.100.15'])
      await fail(u.email, secret, address, 10);
    // A sixth address has no failures of its own, but the account's ceiling is reached: a new browser waits.
    expectLimited(await answer(await challengeFrom(u.email, '198.51.100.16'), await nextCode(secret), '198.51.100.16'));
    // The owner's laptop signed in before: from yet another address, its right code passes.
    const owner = await answer(
      await challengeFrom(u.email, '203.0.113.30', laptop),
      await nextCode(secret),
      '203.0.113.30',
      laptop,
    );
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it('never stop a browser that signed in before, even after 10 wrong codes from its own address', async () => {
    const { u, secret, laptop } = await member();
    await fail(u.email, secret, '198.51.100.70', 10);
    expectLimited(await answer(await challengeFrom(u.email, '198.51.100.70'), await nextCode(secret), '198.51.100.70'));
    const owner = await answer(
      await challengeFrom(u.email, '198.51.100.70', laptop),
      await nextCode(secret),
      '198.51.100.70',
      laptop,
    );
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it('count two IPv6 addresses of one /64 as one address', async () => {
    const { u, secret } = await member();
    await fail(u.email, secret, '2001:db8:70:1::a', 5);
    await fail(u.email, secret, '2001:db8:70:1:ffff::b', 5);
    expectLimited(
      await answer(await challengeFrom(u.email, '2001:db8:70:1::c'), await nextCode(secret), '2001:db8:70:1::c'),
    );
    // Another /64 is another address.
    const other = await answer(
      await challengeFrom(u.email, '2001:db8:70:2::a'),
      await nextCode(secret),
      '2001:db8:70:2::a',
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('hold under simultaneous wrong codes: at most five per challenge and ten per address are checked, the right code then refused', async () => {
    const { u, secret } = await member();
    const address = '198.51.100.50';
    const challenges = await Promise.all([1, 2, 3].map(() => challengeFrom(u.email, address)));
    slowDatabase();
    // A recovery code that is none of the account's: each one is looked up before it is refused.
    const wrong = 'abcde-fghjk';
    // Ten wrong codes at each of three challenges, all at once.
    const answers = await Promise.all(
      challenges.flatMap((c) =>
        Array.from({ length: 10 }, () => answer(c, wrong, address).then((res) => ({ c, res }))),
      ),
    );
    const checked = answers.filter(
      ({ res }) => res.status === 400 && res.body.error.fields?.code === TWO_FACTOR_MSG.badCodeOrRecovery,
    );
    expect(checked.length).toBeLessThanOrEqual(10);
    for (const c of challenges) expect(checked.filter((a) => a.c === c).length).toBeLessThanOrEqual(5);
    for (const { res } of answers) {
      if (checked.some((a) => a.res === res)) continue;
      if (res.status === 429) expect(res.body.error.message).toBe(TWO_FACTOR_MSG.tooManyCodes);
      else
        expect(res.body.error.fields, JSON.stringify(res.body)).toEqual({ challenge: TWO_FACTOR_MSG.challengeExpired });
    }
    expect(checked.length).toBeGreaterThan(0);
    // However the burst fell (a try that finds its challenge spent is given back, so fewer than ten
    // may have been checked), ten wrong codes in all leave the address waiting, the right code too.
    for (let n = checked.length; n < 10; n += 1) {
      const res = await answer(await challengeFrom(u.email, address), wrong, address);
      expect(res.body.error.fields, JSON.stringify(res.body)).toEqual({ code: TWO_FACTOR_MSG.badCodeOrRecovery });
    }
    expectLimited(await answer(await challengeFrom(u.email, address), await nextCode(secret), address));
  });

  it('end a challenge after five simultaneous wrong codes, the right code too', async () => {
    const { u, secret } = await member();
    const challenge = await challengeFrom(u.email, '198.51.100.60');
    slowDatabase();
    const wrong = 'abcde-fghjk';
    const answers = await Promise.all(Array.from({ length: 30 }, () => answer(challenge, wrong, '198.51.100.60')));
    expect(
      answers.filter((res) => res.body.error?.fields?.code === TWO_FACTOR_MSG.badCodeOrRecovery).length,
    ).toBeLessThanOrEqual(5);
    const right = await answer(challenge, await nextCode(secret), '198.51.100.60');
    expect(right.body.error.fields).toEqual({ challenge: TWO_FACTOR_MSG.challengeExpired });
  });

  it('tells a right code of a time step already used apart from a wrong one, and does not count it', async () => {
    const { u, secret } = await member();
    const code = await nextCode(secret);
    expect((await answer(await challengeFrom(u.email, '203.0.113.40'), code, '203.0.113.40')).status).toBe(200);
    const again = await challengeFrom(u.email, '203.0.113.40');
    const used = await answer(again, code, '203.0.113.40');
    expect(used.status).toBe(400);
    expect(used.body.error.fields).toEqual({ code: TWO_FACTOR_MSG.codeJustUsed });
    // Eleven more of them from the same address: none is a guess, so the address is not stopped.
    for (let i = 0; i < 11; i += 1)
      expect(
        (await answer(await challengeFrom(u.email, '203.0.113.40'), code, '203.0.113.40')).body.error.fields,
      ).toEqual({ code: TWO_FACTOR_MSG.codeJustUsed });
    // The step-up steps say the same: leaving with a used code.
    const leave = await t.request({
      method: 'POST',
      url: '/api/user/delete-account',
      payload: { password: PASSWORD, code },
      headers: bearer(u.token),
    });
    expect(leave.body.error.fields).toEqual({ code: TWO_FACTOR_MSG.codeJustUsed });
  });
});
