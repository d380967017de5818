/**
 * A block holds on every path to the blocker (decision 0056). One row per write route that reaches
 * another member: the same request by an unblocked member succeeds and reaches the blocker (so the
 * row can fail), and by the blocked member answers the neutral 403 while nothing reaches the
 * blocker: no notification row, no e-mail in the outbox. The blocker (Ann) owns one business and
 * is an admin (not the owner) of another; both count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TOPICS, SAFETY_MSG } from '@wbn/contract';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness, createProduct } from '../../test/factories.js';
import { socialTestApp } from '../social/social-test-kit.js';
import { mailOutbox, notifications } from '../../db/schema/index.js';

type Person = Awaited<ReturnType<typeof registerUser>>;
type Res = { status: number; body: any };
/** Someone who acts: a person and the business they own (to quote and invite from). */
type Actor = Person & { businessID: string };

let t: TestApp;
let ann: Person;
/** What the rows act on, made once before the block. */
const w = {} as {
  annBiz: string;
  annProduct: string;
  adminBiz: string;
  adminProduct: string;
  annPost: string;
  annComment: string;
  rfq: string;
};

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const rfqBody = (over: Record<string, unknown> = {}) => ({
  title: 'Brass gate valves, DN25',
  description: 'Forged brass gate valves, PN16, threaded ends, for a water utility tender in Florida.',
  categories: ['0001.0001-01'],
  quantity: 500,
  unit: 'pieces',
  incoterm: 'FOB',
  destinationCountry: 'US',
  deadline: inDays(14),
  visibility: 'public',
  ...over,
});
const quoteBody = (businessID: string, note = 'Certificates included.') => ({
  businessID,
  unitPrice: 4.2,
  currency: 'USD',
  moq: 100,
  leadTimeDays: 20,
  incoterm: 'FOB',
  validUntil: inDays(30),
  note,
});

const call = (who: Person, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.request({ method, url, payload, headers: bearer(who.token) });
const ok = async (res: Promise<Res>) => {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

/**
 * A route that reaches someone. `prepare` runs for each actor before the block (what only that actor
 * can have: their thread, their quote); `send` is the request. `reaches`: what the unblocked request
 * leaves for the blocker (a thread's message is a live event only). `blockedStatus`: the answer of
 * the blocked member when it must not differ from anyone's (an invitation answers the same whether
 * the e-mail has an account).
 */
type Row = {
  route: string;
  prepare?: (who: Actor) => Promise<unknown>;
  send: (who: Actor, prepared: any) => Promise<Res>;
  reaches: { notification: boolean; mail: boolean };
  blockedStatus?: number;
};

const comment =
  (resourceType: string, id: () => string): Row['send'] =>
  (who) =>
    call(who, 'POST', '/api/social/comments/make-comment', {
      resourceType,
      resourceID: id(),
      content: `A word from ${who.firstName}`,
    });
const like =
  (resourceType: string, id: () => string): Row['send'] =>
  (who) =>
    call(who, 'POST', `/api/social/reaction/react/${resourceType}`, { resourceID: id() });
const both = { notification: true, mail: true };

const rows: Row[] = [
  {
    route: 'POST /api/social/follow/user (Ann)',
    send: (who) => call(who, 'POST', '/api/social/follow/user', { resourceID: ann.userID }),
    reaches: both,
  },
  {
    route: 'POST /api/social/follow/business (owned)',
    send: (who) => call(who, 'POST', '/api/social/follow/business', { resourceID: w.annBiz }),
    reaches: both,
  },
  {
    route: 'POST /api/social/follow/business (administered)',
    send: (who) => call(who, 'POST', '/api/social/follow/business', { resourceID: w.adminBiz }),
    reaches: both,
  },
  {
    route: 'POST /api/social/connections (owned)',
    send: (who) => call(who, 'POST', '/api/social/connections', { businessID: w.annBiz }),
    reaches: both,
  },
  {
    route: 'POST /api/social/connections (administered)',
    send: (who) => call(who, 'POST', '/api/social/connections', { businessID: w.adminBiz }),
    reaches: both,
  },
  { route: 'POST /api/social/comments/make-comment (post)', send: comment('post', () => w.annPost), reaches: both },
  {
    route: 'POST /api/social/comments/make-comment (reply to her comment)',
    send: comment('comment', () => w.annComment),
    reaches: both,
  },
  {
    route: 'POST /api/social/comments/make-comment (owned company page)',
    send: comment('business', () => w.annBiz),
    reaches: both,
  },
  {
    route: 'POST /api/social/comments/make-comment (owned product)',
    send: comment('product', () => w.annProduct),
    reaches: both,
  },
  {
    route: 'POST /api/social/comments/make-comment (administered company page)',
    send: comment('business', () => w.adminBiz),
    reaches: both,
  },
  {
    route: 'POST /api/social/comments/make-comment (administered product)',
    send: comment('product', () => w.adminProduct),
    reaches: both,
  },
  { route: 'POST /api/social/reaction/react/post', send: like('post', () => w.annPost), reaches: both },
  { route: 'POST /api/social/reaction/react/comment', send: like('comment', () => w.annComment), reaches: both },
  { route: 'POST /api/social/reaction/react/business (owned)', send: like('business', () => w.annBiz), reaches: both },
  {
    route: 'POST /api/social/reaction/react/product (owned)',
    send: like('product', () => w.annProduct),
    reaches: both,
  },
  {
    route: 'POST /api/social/reaction/react/business (administered)',
    send: like('business', () => w.adminBiz),
    reaches: both,
  },
  {
    route: 'POST /api/social/reaction/react/product (administered)',
    send: like('product', () => w.adminProduct),
    reaches: both,
  },
  {
    route: 'POST /api/business/request (inquiry to the owned business)',
    send: (who) =>
      call(who, 'POST', '/api/business/request', {
        to: w.annBiz,
        subject: 'Prices',
        message: 'Your price list, please.',
      }),
    reaches: both,
  },
  {
    route: 'POST /api/business/request (inquiry to the administered business)',
    send: (who) =>
      call(who, 'POST', '/api/business/request', {
        to: w.adminBiz,
        subject: 'Prices',
        message: 'Your price list, please.',
      }),
    reaches: both,
  },
  {
    route: 'POST /api/business/request/{rid}/send-message',
    prepare: async (who) =>
      (
        await ok(
          call(who, 'POST', '/api/business/request', {
            to: w.annBiz,
            subject: 'Samples',
            message: 'Can you send samples?',
          }),
        )
      ).request.requestID,
    send: (who, rid: string) =>
      call(who, 'POST', `/api/business/request/${rid}/send-message`, { content: 'Any news on the samples?' }),
    reaches: { notification: false, mail: false },
  },
  {
    route: 'POST /api/rfq/{rfqID}/quotes (with a note)',
    send: (who) => call(who, 'POST', `/api/rfq/${w.rfq}/quotes`, quoteBody(who.businessID, 'Call me about this.')),
    reaches: both,
  },
  {
    route: 'PATCH /api/rfq/{rfqID}/quotes/{quoteID} (a new note)',
    prepare: async (who) => {
      const rfq = (await ok(call(ann, 'POST', '/api/rfq', rfqBody({ title: `Steel flanges for ${who.firstName}` }))))
        .rfqID as string;
      return {
        rfq,
        quote: (await ok(call(who, 'POST', `/api/rfq/${rfq}/quotes`, quoteBody(who.businessID)))).quoteID as string,
      };
    },
    send: (who, p: { rfq: string; quote: string }) =>
      call(who, 'PATCH', `/api/rfq/${p.rfq}/quotes/${p.quote}`, { note: 'A new note for you.' }),
    reaches: { notification: false, mail: false },
  },
  {
    route: 'POST /api/rfq (inviting her business to quote)',
    send: (who) =>
      call(
        who,
        'POST',
        '/api/rfq',
        rfqBody({ title: `Copper tubes for ${who.firstName}`, visibility: 'invited', invitedBusinessIDs: [w.annBiz] }),
      ),
    reaches: both,
  },
  {
    route: 'POST /api/rfq/{rfqID}/award (her business’s quote)',
    prepare: async (who) => {
      const rfq = (await ok(call(who, 'POST', '/api/rfq', rfqBody({ title: `Pump seals for ${who.firstName}` }))))
        .rfqID as string;
      return {
        rfq,
        quote: (await ok(call(ann, 'POST', `/api/rfq/${rfq}/quotes`, quoteBody(w.annBiz)))).quoteID as string,
      };
    },
    send: (who, p: { rfq: string; quote: string }) =>
      call(who, 'POST', `/api/rfq/${p.rfq}/award`, { quoteID: p.quote }),
    reaches: both,
  },
  {
    route: 'POST /api/business/profile/{id}/members (inviting her e-mail)',
    send: (who) =>
      call(who, 'POST', `/api/business/profile/${who.businessID}/members`, { email: ann.email, role: 'member' }),
    reaches: both,
    // The inviter's answer is the same whether or not the e-mail has an account (and whatever it thinks of them).
    blockedStatus: 201,
  },
];

let carl: Actor;
let bob: Actor;
const prepared = new Map<string, { carl: unknown; bob: unknown }>();

async function actor(firstName: string): Promise<Actor> {
  const p = await registerUser(t, { firstName, lastName: 'Sender' });
  return { ...p, businessID: (await createBusiness(t, p.token, { companyName: `${firstName} Fittings` })).businessID };
}

beforeAll(async () => {
  t = await socialTestApp({ RATE_LIMIT_INQUIRIES_PER_HOUR: '1000', RATE_LIMIT_INVITES_PER_HOUR: '1000' });
  ann = await registerUser(t, { firstName: 'Ann', lastName: 'Blocker' });
  const olga = await registerUser(t, { firstName: 'Olga', lastName: 'Owner' });
  [carl, bob] = [await actor('Carl'), await actor('Bob')];
  // Ann hears of everything by e-mail at once, so every path that reaches her leaves a mail.
  const channels = Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, 'email']));
  await ok(
    t.request({
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { channels },
      headers: bearer(ann.token),
    }),
  );

  w.annBiz = (await createBusiness(t, ann.token, { companyName: 'Ann Valves' })).businessID;
  w.annProduct = (await createProduct(t, ann.token, w.annBiz)).body.data.productID;
  w.adminBiz = (await createBusiness(t, olga.token, { companyName: 'Olga Pumps' })).businessID;
  await addMember(t, olga.token, w.adminBiz, ann, 'admin');
  w.adminProduct = (await createProduct(t, olga.token, w.adminBiz)).body.data.productID;
  w.annPost = (
    await ok(
      call(ann, 'POST', '/api/social/posts/make-post', {
        content: 'New valves in stock',
        timelineID: ann.userID,
        timelineType: 'user',
      }),
    )
  ).postID;
  const olgaPost = (
    await ok(
      call(olga, 'POST', '/api/social/posts/make-post', {
        content: 'Open day',
        timelineID: olga.userID,
        timelineType: 'user',
      }),
    )
  ).postID;
  w.annComment = (
    await ok(
      call(ann, 'POST', '/api/social/comments/make-comment', {
        resourceType: 'post',
        resourceID: olgaPost,
        content: 'See you there',
      }),
    )
  ).commentID;
  w.rfq = (await ok(call(ann, 'POST', '/api/rfq', rfqBody()))).rfqID;

  for (const row of rows) prepared.set(row.route, { carl: await row.prepare?.(carl), bob: await row.prepare?.(bob) });
  await ok(
    t.request({ method: 'POST', url: '/api/user/blocks', payload: { userID: bob.userID }, headers: bearer(ann.token) }),
  );
  await t.app.jobs.drain();
});
afterAll(() => t?.close());

/** What reached Ann from `from`: notifications and e-mails, after every job ran. */
async function reachedAnn(from: Person) {
  await t.app.jobs.drain();
  const db = t.database.db;
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, ann.userID), eq(notifications.actorUserId, from.userID)));
  const [m] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, ann.email));
  return { notifications: n.n, mails: m.n };
}

describe('a block holds on every path to the blocker', () => {
  it.each(rows.map((r) => [r.route, r] as const))('%s', async (_route, row) => {
    const p = prepared.get(row.route)!;

    // Without the block: the request goes through and reaches Ann.
    const before = await reachedAnn(carl);
    const allowed = await row.send(carl, p.carl);
    expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
    const after = await reachedAnn(carl);
    if (row.reaches.notification) expect(after.notifications).toBeGreaterThan(before.notifications);
    if (row.reaches.mail) expect(after.mails).toBeGreaterThan(before.mails);

    // The blocked member: the neutral 403 (or the one answer everyone gets), and nothing reaches Ann.
    const was = await reachedAnn(bob);
    const refused = await row.send(bob, p.bob);
    if (row.blockedStatus) expect(refused.status).toBe(row.blockedStatus);
    else {
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.error.message).toBe(SAFETY_MSG.notAvailable);
    }
    expect(await reachedAnn(bob)).toEqual(was);
  });

  it('keeps the blocked member’s invitation out of the blocker’s list of invitations', async () => {
    const mine = await t.request({ method: 'GET', url: '/api/business/invitations', headers: bearer(ann.token) });
    const from = (mine.body.data as { business: { businessID: string } }[]).map((i) => i.business.businessID);
    expect(from).toContain(carl.businessID);
    expect(from).not.toContain(bob.businessID);
  });
});
