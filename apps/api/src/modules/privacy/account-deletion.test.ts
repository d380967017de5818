/**
 * Leaving the network (decision 0033), with a real SMTP server: asking needs the password (and a
 * code with two-factor sign-in); the owner is e-mailed; the profile says when; keeping the account
 * cancels. With no grace the erasure follows at once: the business the member wrote to keeps the
 * thread, from "Deleted member" with no address; the profile is gone, sessions end, the address
 * is free again; a business with an admin passes to them, one without goes; and no table holds
 * the member's address or name any more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { ACCOUNT_DELETION_MSG, DELETED_MEMBER_NAME } from '@wbn/contract';
import { bearer, createTestApp, loginUser, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { freePort } from '../../test/server-process.js';
import { startSmtpSink, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { rowsOf } from '../../db/rows.js';

const PASSWORD = 'leaving-password-1';
let smtp: SmtpSink;
let later: TestApp;
let now: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink(await freePort());
  const env = {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://wbn.example',
    MAIL_TRANSPORT: 'smtp',
    REQUIRE_EMAIL_VERIFICATION: 'false',
  };
  [later, now] = await Promise.all([createTestApp(env), createTestApp({ ...env, ACCOUNT_DELETION_GRACE_DAYS: '0' })]);
});
afterAll(async () => {
  await later?.close();
  await now?.close();
  await smtp?.close();
});

const leave = (t: TestApp, token: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/user/delete-account', payload: payload as object, headers: bearer(token) });

describe('leaving, with the grace days', () => {
  it('asks for the password (and a code with two-factor), e-mails the owner, shows the date, and keeping the account cancels it', async () => {
    const t = later;
    const u = await registerUser(t, { password: PASSWORD });
    expect(
      (await t.request({ method: 'POST', url: '/api/user/delete-account', payload: { password: PASSWORD } })).status,
    ).toBe(401);
    expect((await leave(t, u.token, { password: 'not-my-password' })).body.error.fields).toEqual({
      password: ACCOUNT_DELETION_MSG.wrongPassword,
    });
    expect((await leave(t, u.token, {})).status).toBe(400);
    // Before asking, reading it tells the grace days (the settings say them up front).
    expect(
      (await t.request({ method: 'GET', url: '/api/user/delete-account', headers: bearer(u.token) })).body.data,
    ).toEqual({ deleteAt: null, graceDays: 14 });

    const res = await leave(t, u.token, { password: PASSWORD });
    expect(res.status).toBe(200);
    const deleteAt = new Date(res.body.data.deleteAt);
    expect(Math.abs(deleteAt.getTime() - Date.now() - 14 * 24 * 3600_000)).toBeLessThan(60_000);
    expect(res.body.data.message).toBe(ACCOUNT_DELETION_MSG.scheduled(deleteAt.toISOString().slice(0, 10)));
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(u.token) })).body.data
        .deletionScheduledFor,
    ).toBe(deleteAt.toISOString());
    await t.app.jobs.drain();
    const mail = await waitFor(
      'the deletion e-mail',
      () => smtp.mails.find((m) => m.to === u.email && /will be deleted/.test(m.headers.get('subject') ?? '')),
      20_000,
    );
    expect(mail.body).toContain('https://wbn.example/settings#leave');

    // Signing in during the grace days works, and keeping the account cancels the erasure.
    const again = await loginUser(t, u.email, PASSWORD);
    expect(
      (await t.request({ method: 'POST', url: '/api/user/delete-account/cancel', headers: bearer(again.token) })).body
        .data.message,
    ).toBe(ACCOUNT_DELETION_MSG.kept);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/delete-account', headers: bearer(again.token) })).body.data,
    ).toEqual({ deleteAt: null, graceDays: 14 });
    expect(
      (await t.request({ method: 'POST', url: '/api/user/delete-account/cancel', headers: bearer(again.token) }))
        .status,
    ).toBe(409);
    await t.app.jobs.drain();
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(again.token) })).status).toBe(
      200,
    );
  });

  it('with two-factor sign-in on, a code is asked as well', async () => {
    const t = later;
    const u = await registerUser(t, { password: PASSWORD });
    const { secret } = (await t.request({ method: 'POST', url: '/api/user/2fa/setup', headers: bearer(u.token) })).body
      .data;
    const codes = (
      await t.request({
        method: 'POST',
        url: '/api/user/2fa/enable',
        payload: { code: await generate({ secret }) },
        headers: bearer(u.token),
      })
    ).body.data.recoveryCodes as string[];
    expect((await leave(t, u.token, { password: PASSWORD })).body.error.fields).toEqual({
      code: ACCOUNT_DELETION_MSG.codeNeeded,
    });
    expect((await leave(t, u.token, { password: PASSWORD, code: '000000' })).body.error.fields).toHaveProperty('code');
    expect((await leave(t, u.token, { password: PASSWORD, code: codes[0] })).status).toBe(200);
  });
});

describe('the erasure (no grace days)', () => {
  it('leaves the thread to the business from "Deleted member", frees the address, hands over or removes the businesses, and keeps no trace of the person', async () => {
    const t = now;
    const lastName = `Leaver${Date.now().toString(36)}`;
    const [leaver, seller, admin] = await Promise.all([
      registerUser(t, { firstName: 'Lea', lastName, password: PASSWORD }),
      registerUser(t, { firstName: 'Sol', lastName: 'Seller' }),
      registerUser(t, { firstName: 'Ada', lastName: 'Admin' }),
    ]);
    // The grace days read are the server's setting (0 here).
    expect(
      (await t.request({ method: 'GET', url: '/api/user/delete-account', headers: bearer(leaver.token) })).body.data,
    ).toEqual({ deleteAt: null, graceDays: 0 });
    const shop = (await createBusiness(t, seller.token, { companyName: 'Staying Valves' })).businessID;
    const alone = (await createBusiness(t, leaver.token, { companyName: 'Alone Trading' })).businessID;
    const shared = (await createBusiness(t, leaver.token, { companyName: 'Shared Trading' })).businessID;
    await addMember(t, leaver.token, shared, admin, 'admin');
    await t.request({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content: 'Goodbye post', timelineID: leaver.userID, timelineType: 'user' },
      headers: bearer(leaver.token),
    });
    const sent = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: shop, subject: 'Valves for Doral', message: 'Lea here: 300 valves, please.' },
      headers: bearer(leaver.token),
    });
    expect(sent.status).toBe(201);
    const rid = sent.body.data.request.requestID as string;
    await t.app.jobs.drain();

    expect((await leave(t, leaver.token, { password: PASSWORD })).status).toBe(200);
    await t.app.jobs.drain();

    // The seller keeps the thread, with its messages, from "Deleted member", and no address.
    const list = await t.request({
      method: 'GET',
      url: `/api/business/request?ubid=${shop}`,
      headers: bearer(seller.token),
    });
    const thread = (list.body.data.results as { requestID: string; from: { name: string } }[]).find(
      (r) => r.requestID === rid,
    )!;
    expect(thread.from.name).toBe(DELETED_MEMBER_NAME);
    const messages = await t.request({
      method: 'GET',
      url: `/api/business/request/${rid}/get-messages?bid=${shop}`,
      headers: bearer(seller.token),
    });
    expect(JSON.stringify(messages.body.data)).toContain('300 valves');
    expect(JSON.stringify([list.body, messages.body])).not.toContain(leaver.email);
    expect(JSON.stringify([list.body, messages.body])).not.toContain(lastName);

    // The person is gone: profile 404, sessions refused, the address free again.
    expect((await t.request({ method: 'GET', url: `/api/user/public-profile/${leaver.userID}` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(leaver.token) })).status).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'POST', url: '/auth/login', payload: { email: leaver.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    await registerUser(t, { email: leaver.email, password: 'a-new-life-password' });

    // The business with an admin passes to them; the one without is gone.
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${alone}` })).status).toBe(404);
    const mine = (
      await t.request({ method: 'GET', url: '/api/business/profile/my-list', headers: bearer(admin.token) })
    ).body.data as { businessID: string; role?: string }[];
    expect(mine.map((b) => b.businessID)).toContain(shared);
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${shared}` })).status).toBe(200);

    // No table but the job and mail logs (the deletion e-mail's own record) holds the person's address or name.
    const tables = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('jobs', 'mail_outbox')`,
      ),
    );
    const holding: string[] = [];
    for (const { name } of tables) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} x where x::text ilike ${`%${lastName}%`} or (x::text ilike ${`%${leaver.email}%`} and ${name} <> 'users')`,
        ),
      );
      if (Number(row?.n) > 0) holding.push(name);
    }
    expect(holding).toEqual([]);
    // The account row that stays (so the thread keeps its sender) has no address of the person.
    const [left] = rowsOf<{ email: string; deleted_at: unknown }>(
      await t.database.db.execute(sql`select email, deleted_at from users where id = ${leaver.userID}::uuid`),
    );
    expect(left!.email).toBe(`deleted-${leaver.userID}@deleted.invalid`);
    expect(left!.deleted_at).toBeTruthy();
  });
});
