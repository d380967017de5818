/**
 * Proving an address (decision 0028), as people meet it, with a real SMTP server: registration
 * e-mails a link; until it is opened the account may read and edit its profile but may not create a
 * business, post, comment, send an inquiry or accept an invitation, and each refusal says why;
 * the link proves the address once; an account left unproven is removed and its address freed, so
 * whoever registers someone else's address first cannot take that person's invitations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED, VERIFY_EMAIL_MSG } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type SignedIn, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { freePort } from '../../test/server-process.js';
import { startSmtpSink, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { loadConfig } from '../../config.js';

const PUBLIC_URL = 'https://wbn.example';
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink(await freePort());
  // SMTP_URL set and REQUIRE_EMAIL_VERIFICATION unset: proof is required, as in a real deployment.
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    MAIL_TRANSPORT: 'smtp',
    RATE_LIMIT_VERIFY_EMAIL_PER_HOUR: '3',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The link of the latest verification e-mail to `email`, after `since` messages. */
async function linkFor(email: string, since = 0) {
  const mail = await waitFor(
    `the verification e-mail to ${email}`,
    () => smtp.mails.slice(since).findLast((m) => m.to === email && m.body.includes('/verify-email?token=')),
    20_000,
  );
  expect(mail.headers.get('subject')).toBe('Confirm your e-mail address for WBN Miami');
  return /https:\/\/wbn\.example\/verify-email\?token=([\w-]+)/.exec(mail.body)![1];
}

const verify = (token: unknown) => t.request({ method: 'POST', url: '/auth/verify-email', payload: { token } });
const profile = async (u: SignedIn) =>
  (await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(u.token) })).body.data;

/** What an unproven account is refused, each with the same 403 that says why. */
async function expectRefusedUntilVerified(u: SignedIn, businessID: string) {
  const tries = [
    {
      method: 'POST' as const,
      url: '/api/business/profile/create',
      payload: {
        companyName: 'Too Soon Ltd',
        categories: ['0001.0001-01'],
        businessType: 'MA',
        country: 'US',
        state: 'US-FL',
        shortDescription: 'Not yet.',
      },
    },
    {
      method: 'POST' as const,
      url: '/api/social/posts/make-post',
      payload: { content: 'Hello network', timelineID: u.userID, timelineType: 'user' },
    },
    {
      method: 'POST' as const,
      url: '/api/social/comments/make-comment',
      payload: { resourceType: 'business', resourceID: businessID, content: 'Nice company' },
    },
    {
      method: 'POST' as const,
      url: '/api/business/request',
      payload: { to: businessID, subject: 'Prices', message: 'What is your price for 500 valves?' },
    },
  ];
  for (const attempt of tries) {
    const res = await t.request({ ...attempt, headers: bearer(u.token) });
    expect(res.status, attempt.url).toBe(403);
    expect(res.body.error, attempt.url).toMatchObject({ name: EMAIL_NOT_VERIFIED, message: VERIFY_EMAIL_MSG.required });
  }
}

describe('verified e-mail', () => {
  it('is required when SMTP is set and REQUIRE_EMAIL_VERIFICATION is not, and off without SMTP (the demo)', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).requireEmailVerification).toBe(true);
    expect(loadConfig({}).requireEmailVerification).toBe(false);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example:587', REQUIRE_EMAIL_VERIFICATION: 'false' }).requireEmailVerification,
    ).toBe(false);
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }).requireEmailVerification).toBe(true);
  });

  it('e-mails a link at registration; until it is opened the account may edit its profile but not act; the link works once', async () => {
    const owner = await registerUser(t, { email: 'first-owner@example.com' });
    await verify(await linkFor(owner.email));
    const business = await createBusiness(t, owner.token);

    const before = smtp.mails.length;
    const newcomer = await registerUser(t, { email: 'newcomer@example.com' });
    const token = await linkFor(newcomer.email, before);
    expect(await profile(newcomer)).toMatchObject({ email: 'newcomer@example.com', emailVerified: false });
    const edit = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { city: 'Doral' },
      headers: bearer(newcomer.token),
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ city: 'Doral', emailVerified: false });
    await expectRefusedUntilVerified(newcomer, business.businessID);

    const done = await verify(token);
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe(VERIFY_EMAIL_MSG.verified);
    expect(await profile(newcomer)).toMatchObject({ emailVerified: true });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/social/posts/make-post',
          payload: { content: 'Hello network', timelineID: newcomer.userID, timelineType: 'user' },
          headers: bearer(newcomer.token),
        })
      ).status,
    ).toBe(201);
    expect((await createBusiness(t, newcomer.token, { companyName: 'Proven Valves' })).businessID).toBeTruthy();

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      name: 'InvalidToken',
      message: VERIFY_EMAIL_MSG.linkInvalid,
      fields: { token: expect.any(String) },
    });
  });

  it('refuses a missing, malformed or unknown token with the field named', async () => {
    for (const token of ['', 42, 'x'.repeat(201)]) {
      const res = await verify(token);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('token');
    }
    const unknown = await verify('no-such-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.name).toBe('InvalidToken');
  });

  it('sends the link again on request, a few times an hour, and says when the address is proven already', async () => {
    const before = smtp.mails.length;
    const u = await registerUser(t, { email: 'lost-the-mail@example.com' });
    const first = await linkFor(u.email, before);
    const resend = () => t.request({ method: 'POST', url: '/auth/verify-email/resend', headers: bearer(u.token) });
    const asked = smtp.mails.length;
    const res = await resend();
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(VERIFY_EMAIL_MSG.sent);
    const second = await linkFor(u.email, asked);
    expect(second).not.toBe(first);
    await resend();
    await resend();
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    expect((await verify(second)).status).toBe(200);
    // The first link still proves nothing more, and asking again says there is nothing to prove.
    expect(
      (await t.request({ method: 'POST', url: '/auth/verify-email/resend', headers: bearer(u.token) })).body.data
        .message,
    ).toBe(VERIFY_EMAIL_MSG.alreadyVerified);
    expect((await t.request({ method: 'POST', url: '/auth/verify-email/resend' })).status).toBe(401);
  });

  it('keeps invitations to an address from whoever registered it first without proving it, and frees the address after seven days', async () => {
    const before = smtp.mails.length;
    const owner = await registerUser(t, { email: 'inviting-owner@example.com' });
    await verify(await linkFor(owner.email, before));
    const { businessID } = await createBusiness(t, owner.token, { companyName: 'Guarded Pumps' });
    const invited = await t.request({
      method: 'POST',
      url: `/api/business/profile/${businessID}/members`,
      payload: { email: 'real-person@example.com', role: 'admin' },
      headers: bearer(owner.token),
    });
    expect(invited.status).toBe(201);
    const [invitation] = (
      await t.request({
        method: 'GET',
        url: `/api/business/profile/${businessID}/invitations`,
        headers: bearer(owner.token),
      })
    ).body.data;

    // Someone who does not own the mailbox registers the address first.
    const squatter = await registerUser(t, { email: 'real-person@example.com' });
    expect(
      (await t.request({ method: 'GET', url: '/api/business/invitations', headers: bearer(squatter.token) })).body.data,
    ).toEqual([]);
    const accept = await t.request({
      method: 'POST',
      url: `/api/business/invitations/${invitation.invitationID}/accept`,
      headers: bearer(squatter.token),
    });
    expect(accept.status).toBe(403);
    expect(accept.body.error.name).toBe(EMAIL_NOT_VERIFIED);
    const team = (
      await t.request({
        method: 'GET',
        url: `/api/business/profile/${businessID}/members`,
        headers: bearer(owner.token),
      })
    ).body.data;
    expect(team.map((m: { email?: string }) => m.email)).not.toContain('real-person@example.com');

    // Seven days on, the unproven account is removed and the real person registers the address.
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '8 days' where lower(email) = 'real-person@example.com'`,
    );
    await t.app.jobs.enqueue(t.database.db, 'auth.remove-unverified', {});
    await t.app.jobs.drain();
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(squatter.token) })).status).toBe(
      401,
    );
    const sinceReal = smtp.mails.length;
    const real = await registerUser(t, { email: 'real-person@example.com' });
    await verify(await linkFor(real.email, sinceReal));
    const mine = (await t.request({ method: 'GET', url: '/api/business/invitations', headers: bearer(real.token) }))
      .body.data;
    expect(mine.map((i: { invitationID: string }) => i.invitationID)).toContain(invitation.invitationID);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/business/invitations/${invitation.invitationID}/accept`,
          headers: bearer(real.token),
        })
      ).status,
    ).toBe(200);
  });

  it('leaves proven accounts alone, however old', async () => {
    const before = smtp.mails.length;
    const old = await registerUser(t, { email: 'old-timer@example.com' });
    await verify(await linkFor(old.email, before));
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '400 days' where lower(email) = 'old-timer@example.com'`,
    );
    await t.app.jobs.enqueue(t.database.db, 'auth.remove-unverified', {});
    await t.app.jobs.drain();
    expect((await profile(old)).email).toBe('old-timer@example.com');
  });
});
