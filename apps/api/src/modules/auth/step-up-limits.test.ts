/**
 * Re-authentication is limited like sign-in (decision 0057): the signed-in steps that ask for the
 * password (and a code) again share one counter of wrong answers per account, 5 a window. The
 * sixth try answers 429 with Retry-After, the right password too, until the window passes; the
 * owner is e-mailed once a window, with no password or code in the mail.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ACCOUNT_DELETION_MSG, PASSWORD_CHANGE_MSG, STEP_UP_MSG, TWO_FACTOR_MSG } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { mailOutbox } from '../../db/schema/index.js';
import { answerOf, clockedAuthService } from './auth-test-kit.js';

type User = Awaited<ReturnType<typeof registerUser>>;
const PASSWORD = 'step-up-password-1';
const WRONG = [
  'guess-one-1',
  'guess-two-2',
  'guess-three-3',
  'guess-four-4',
  'guess-five-5',
  'guess-six-6',
  'guess-seven-7',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_TWO_FACTOR_PER_15_MIN: '100' });
});
afterAll(() => t.close());

const post = (app: TestApp, u: User, url: string, payload: object) =>
  app.request({ method: 'POST', url: `/api/user${url}`, payload, headers: bearer(u.token) });
const leave = (app: TestApp, u: User, password: string, code?: string) =>
  post(app, u, '/delete-account', code ? { password, code } : { password });
const changePassword = (app: TestApp, u: User, currentPassword: string) =>
  post(app, u, '/password', { currentPassword, newPassword: 'a-brand-new-password-9' });
const disable2fa = (app: TestApp, u: User, password: string, code = '000000') =>
  post(app, u, '/2fa/disable', { password, code });
const alerts = async (app: TestApp, u: User) => {
  await app.app.jobs.drain();
  return app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, u.email), eq(mailOutbox.kind, 'step-up-failures')));
};
const expectLimited = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(res.body.error.message).toBe(STEP_UP_MSG.tooMany(Math.ceil(retryAfter / 60)));
};

describe('re-authentication', () => {
  it('holds under simultaneous wrong passwords: of thirty at once at most five are checked, the rest 429', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => changePassword(t, u, `simultaneous-guess-${i}`)),
    );
    const checked = answers.filter((res) => res.status === 400);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const res of checked)
      expect(res.body.error.fields).toEqual({ currentPassword: PASSWORD_CHANGE_MSG.wrongCurrent });
    for (const res of answers.filter((r) => r.status !== 400)) expectLimited(res);
    // The right password waits too, and the owner is e-mailed once.
    expectLimited(await changePassword(t, u, PASSWORD));
    expect(await alerts(t, u)).toHaveLength(1);
  });

  it('answers the sixth wrong password on delete-account 429 with Retry-After, the right one too, and e-mails the owner once', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    for (const wrong of WRONG.slice(0, 5)) {
      const res = await leave(t, u, wrong);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ password: ACCOUNT_DELETION_MSG.wrongPassword });
    }
    expectLimited(await leave(t, u, WRONG[5]));
    // The right password waits too: a guesser learns nothing from which try was answered.
    expectLimited(await leave(t, u, PASSWORD));
    expect(
      (await t.request({ method: 'GET', url: '/api/user/delete-account', headers: bearer(u.token) })).body.data
        .deleteAt,
    ).toBeNull();
    expectLimited(await changePassword(t, u, WRONG[6]));

    const mails = await alerts(t, u);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Wrong passwords/);
    expect(mails[0].text).toContain('5 times');
    for (const secret of [PASSWORD, ...WRONG]) expect(mails[0].text).not.toContain(secret);
  });

  it('shares one counter across the password change, two-factor off and leaving', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    expect((await changePassword(t, u, WRONG[0])).body.error.fields).toEqual({
      currentPassword: PASSWORD_CHANGE_MSG.wrongCurrent,
    });
    expect((await changePassword(t, u, WRONG[1])).status).toBe(400);
    expect((await disable2fa(t, u, WRONG[2])).body.error.fields).toEqual({ password: TWO_FACTOR_MSG.wrongPassword });
    expect((await disable2fa(t, u, WRONG[3])).status).toBe(400);
    expect((await leave(t, u, WRONG[4])).status).toBe(400);
    expectLimited(await changePassword(t, u, WRONG[5]));
    expectLimited(await changePassword(t, u, PASSWORD));
    expectLimited(await disable2fa(t, u, PASSWORD));
    expect(await alerts(t, u)).toHaveLength(1);
  });

  it('counts wrong second-factor codes with the right password, and not a right step', async () => {
    const u = await registerUser(t, { password: PASSWORD });
    const setup = await post(t, u, '/2fa/setup', {});
    const { secret } = setup.body.data as { secret: string };
    expect((await post(t, u, '/2fa/enable', { code: await generate({ secret }) })).status).toBe(200);
    // A success costs nothing: the right password and no code is a question (the code is needed), not a failure.
    expect((await leave(t, u, PASSWORD)).body.error.fields).toEqual({ code: ACCOUNT_DELETION_MSG.codeNeeded });
    for (let i = 0; i < 5; i += 1) {
      const res = await leave(t, u, PASSWORD, 'aaaaa-bbbbb');
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ code: TWO_FACTOR_MSG.badCodeOrRecovery });
    }
    expectLimited(await leave(t, u, PASSWORD, await generate({ secret })));
    expectLimited(await disable2fa(t, u, PASSWORD, await generate({ secret })));
    expect(await alerts(t, u)).toHaveLength(1);
  });

  it('lets the right password through again once the window has passed', async () => {
    // The account service on a clock the test moves across the window (auth-test-kit.ts).
    const { auth, clock } = clockedAuthService(t);
    const u = await registerUser(t, { password: PASSWORD });
    const change = (currentPassword: string) =>
      answerOf(auth.changePassword(u.userID, randomUUID(), currentPassword, 'a-brand-new-password-9'));
    for (const wrong of WRONG.slice(0, 5)) expect((await change(wrong)).status).toBe(400);
    const limited = await change(PASSWORD);
    expect(limited).toEqual({ status: 429, retryAfter: 900 });
    clock.advance(900_000 - 1);
    expect(await change(PASSWORD)).toEqual({ status: 429, retryAfter: 1 });
    clock.advance(1);
    expect((await change(PASSWORD)).status).toBe(200);
  });
});
