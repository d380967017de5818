/**
 * Proven address first (decisions 0028, 0060): asking a business to connect, reporting, and
 * declining an invitation need a proven e-mail address, as sending an inquiry and accepting an
 * invitation do. An unproven account gets the inquiry's refusal (403 EmailNotVerified, the same
 * sentence) on each, and nothing is written; once proven, each goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED, VERIFY_EMAIL_MSG } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { businessInvitations, connections, reports, users } from '../../db/schema/index.js';

type Person = Awaited<ReturnType<typeof registerUser>>;
type Res = { status: number; body: any };
let t: TestApp;
let owner: Person;
let businessID: string;
let postID: string;

const prove = (u: Person) =>
  t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, u.userID));
const count = async (table: typeof connections | typeof reports) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  owner = await registerUser(t, { firstName: 'Olive', lastName: 'Owner' });
  await prove(owner);
  businessID = (await createBusiness(t, owner.token, { companyName: 'Proven Valves' })).businessID;
  postID = (
    await t.request({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content: 'Valves in stock', timelineID: owner.userID, timelineType: 'user' },
      headers: bearer(owner.token),
    })
  ).body.data.postID;
});
afterAll(() => t?.close());

/** An invitation to `who`'s e-mail from the owner; its id. */
async function invite(who: Person) {
  const res = await t.request({
    method: 'POST',
    url: `/api/business/profile/${businessID}/members`,
    payload: { email: who.email, role: 'member' },
    headers: bearer(owner.token),
  });
  expect(res.status).toBe(201);
  const [row] = await t.database.db
    .select({ id: businessInvitations.id })
    .from(businessInvitations)
    .where(eq(businessInvitations.email, who.email.toLowerCase()));
  return row!.id;
}

const refusedLikeAnInquiry = (res: Res, inquiry: Res) => {
  expect(inquiry.status).toBe(403);
  expect(res.status).toBe(403);
  expect(res.body.error).toMatchObject({ name: EMAIL_NOT_VERIFIED, message: VERIFY_EMAIL_MSG.required });
  expect({ name: res.body.error.name, message: res.body.error.message }).toEqual({
    name: inquiry.body.error.name,
    message: inquiry.body.error.message,
  });
};

const rows: {
  action: string;
  send: (who: Person, prepared: string | undefined) => Promise<Res>;
  prepare?: (who: Person) => Promise<string>;
  written?: () => Promise<number>;
  ok: number;
}[] = [
  {
    action: 'asking a business to connect',
    send: (who) =>
      t.request({
        method: 'POST',
        url: '/api/social/connections',
        payload: { businessID },
        headers: bearer(who.token),
      }),
    written: () => count(connections),
    ok: 201,
  },
  {
    action: 'reporting a post',
    send: (who) =>
      t.request({
        method: 'POST',
        url: '/api/reports',
        payload: { targetType: 'post', targetID: postID, reason: 'spam' },
        headers: bearer(who.token),
      }),
    written: () => count(reports),
    ok: 201,
  },
  {
    action: 'declining an invitation',
    prepare: invite,
    send: (who, id) =>
      t.request({ method: 'POST', url: `/api/business/invitations/${id}/decline`, headers: bearer(who.token) }),
    ok: 200,
  },
];

describe('a proven address first', () => {
  it.each(rows.map((r) => [r.action, r] as const))(
    '%s: refused as an inquiry is while unproven, allowed once proven',
    async (_action, row) => {
      const who = await registerUser(t);
      const prepared = await row.prepare?.(who);
      const inquiry = await t.request({
        method: 'POST',
        url: '/api/business/request',
        payload: { to: businessID, subject: 'Prices', message: 'Your price list, please.' },
        headers: bearer(who.token),
      });
      const before = await row.written?.();
      refusedLikeAnInquiry(await row.send(who, prepared), inquiry);
      if (row.written) expect(await row.written()).toBe(before);

      await prove(who);
      const allowed = await row.send(who, prepared);
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(row.ok);
    },
  );
});
