import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX_LENGTH, INQUIRY_SUBJECT_MAX_LENGTH, REQUEST_MSG } from '@wbn/contract';
import { inquiryMessages, inquiryRequests } from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../test/test-app.js';
import { addMember } from '../../test/factories.js';
import { cast, inquiry, open, requestCalls, requestsTestApp, UNKNOWN_ID, type Cast } from './requests-test-kit.js';

let t: TestApp;
let c: Cast;
let call: ReturnType<typeof requestCalls>;

beforeAll(async () => {
  t = await requestsTestApp();
  c = await cast(t);
  call = requestCalls(t);
});
afterAll(() => t.close());

const rows = async () => {
  const [r] = await t.database.db.select({ n: count() }).from(inquiryRequests);
  const [m] = await t.database.db.select({ n: count() }).from(inquiryMessages);
  return { threads: Number(r.n), messages: Number(m.n) };
};
/** Expects a 4xx whose error names `field` in a sentence of our own. */
const refused = (res: { status: number; body: any }, status: number, field: string, message?: string) => {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.error.fields).toHaveProperty(field);
  if (message) expect(res.body.error.message).toBe(message);
  expect(res.body.error.message).not.toMatch(/invalid input|expected string|received/i);
};

describe('refused inquiries write nothing', () => {
  it('needs a session', async () => {
    const res = await call.send(undefined, inquiry(c.seller));
    expect(res.status).toBe(401);
    for (const r of [
      await call.list(undefined),
      await call.summary(undefined),
      await call.messages(undefined, UNKNOWN_ID),
      await call.write(undefined, UNKNOWN_ID, 'x'),
      await call.end(undefined, UNKNOWN_ID),
    ])
      expect(r.status).toBe(401);
  });

  it('refuses every bad field with a sentence naming it', async () => {
    const before = await rows();
    refused(await call.send(c.ana.token, { subject: 'Other', message: 'x' }), 400, 'to');
    refused(await call.send(c.ana.token, { to: 'not-an-id', subject: 'x', message: 'x' }), 400, 'to');
    refused(await call.send(c.ana.token, { to: c.seller, message: 'Hi' }), 400, 'subject', REQUEST_MSG.subjectRequired);
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { subject: '   ' })),
      400,
      'subject',
      REQUEST_MSG.subjectRequired,
    );
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { subject: 'Other' })),
      400,
      'subject',
      REQUEST_MSG.subjectOtherRequired,
    );
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { subject: 's'.repeat(INQUIRY_SUBJECT_MAX_LENGTH + 1) })),
      400,
      'subject',
      REQUEST_MSG.subjectTooLong,
    );
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { message: '' })),
      400,
      'message',
      REQUEST_MSG.messageRequired,
    );
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { message: 'm'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })),
      400,
      'message',
      REQUEST_MSG.messageTooLong,
    );
    refused(await call.send(c.ana.token, inquiry(c.seller, { message: 'nul \u0000 here' })), 400, 'message');
    refused(await call.send(c.ana.token, inquiry(c.seller, { subject: 42 })), 400, 'subject');
    refused(await call.send(c.ana.token, inquiry(UNKNOWN_ID)), 404, 'to', REQUEST_MSG.businessNotFound);
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { from: c.samBiz })),
      403,
      'from',
      REQUEST_MSG.notYourBusiness,
    );
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { from: UNKNOWN_ID })),
      403,
      'from',
      REQUEST_MSG.notYourBusiness,
    );
    // A plain member of a business does not write as it (owners and admins do).
    refused(
      await call.send(c.mia.token, inquiry(c.buyerBiz, { from: c.seller })),
      403,
      'from',
      REQUEST_MSG.notYourBusiness,
    );
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { productID: UNKNOWN_ID })),
      404,
      'productID',
      REQUEST_MSG.productNotFound,
    );
    refused(
      await call.send(c.ana.token, inquiry(c.seller, { productID: c.otherProduct })),
      400,
      'productID',
      REQUEST_MSG.productOfAnotherBusiness,
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses an inquiry to a business one belongs to, as oneself or as that business', async () => {
    const before = await rows();
    for (const who of [c.olga, c.adam, c.mia])
      refused(await call.send(who.token, inquiry(c.seller)), 400, 'to', REQUEST_MSG.ownBusiness);
    refused(await call.send(c.olga.token, inquiry(c.seller, { from: c.seller })), 400, 'to', REQUEST_MSG.ownBusiness);
    expect(await rows()).toEqual(before);
  });

  it('limits new inquiries per sender, with a sentence and Retry-After, and writes nothing over the limit', async () => {
    const limited = await requestsTestApp({ RATE_LIMIT_INQUIRIES_PER_HOUR: '2' });
    try {
      const lc = await cast(limited);
      const lcall = requestCalls(limited);
      expect((await lcall.send(lc.ana.token, inquiry(lc.seller))).status).toBe(201);
      expect((await lcall.send(lc.ana.token, inquiry(lc.seller))).status).toBe(201);
      const third = await lcall.send(lc.ana.token, inquiry(lc.seller));
      expect(third.status).toBe(429);
      expect(third.body.error.message).toBe(REQUEST_MSG.tooManyInquiries);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lcall.list(lc.ana.token)).body.data.total).toBe(2);
      expect((await lcall.send(lc.bea.token, inquiry(lc.seller))).status).toBe(201); // another sender has their own budget
    } finally {
      await limited.close();
    }
  });

  it('limits chat messages per minute as well as per hour: a burst into one thread is refused past the minute', async () => {
    const limited = await requestsTestApp({ RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '3' });
    try {
      const lc = await cast(limited);
      const lcall = requestCalls(limited);
      const rid = (await lcall.send(lc.ana.token, inquiry(lc.seller))).body.data.request.requestID as string;
      for (let i = 0; i < 3; i++) expect((await lcall.write(lc.ana.token, rid, `Message ${i}`)).status).toBe(201);
      const burst = await lcall.write(lc.ana.token, rid, 'One too many');
      expect(burst.status).toBe(429);
      expect(burst.body.error.message).toBe(REQUEST_MSG.tooManyMessages);
      expect(Number(burst.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(String(burst.headers.ratelimit)).toMatch(/"chat-messages-minute";r=0;t=\d+/);
      const thread = (await lcall.messages(lc.ana.token, rid)).body.data;
      expect(JSON.stringify(thread)).not.toContain('One too many');
    } finally {
      await limited.close();
    }
  });

  it('writes the thread and its first message together or not at all', async () => {
    const db = t.database.db;
    await db.execute(
      sql`create function wbn_test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await db.execute(
      sql`create trigger wbn_test_fail before insert on inquiry_messages for each row execute function wbn_test_fail()`,
    );
    const before = await rows();
    try {
      const res = await call.send(c.ana.token, inquiry(c.seller));
      expect(res.status).toBe(500);
      expect(await rows()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger wbn_test_fail on inquiry_messages`);
      await db.execute(sql`drop function wbn_test_fail()`);
    }
  });
});

describe('only the two parties', () => {
  it('answers 404 to anyone else on every thread endpoint, and 403 for an inbox or a bid that is not theirs', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller));
    for (const [who, bid] of [
      [c.sam, undefined],
      [c.sam, c.samBiz],
      [c.sam, c.seller],
      [c.bruno, c.buyerBiz],
      [c.bruno, undefined],
    ] as const) {
      refused(await call.messages(who.token, rid, bid), 404, 'rid', REQUEST_MSG.notFound);
      refused(await call.write(who.token, rid, 'let me in', bid), 404, 'rid');
      refused(await call.end(who.token, rid, bid), 404, 'rid');
      refused(await call.read(who.token, rid, bid), 404, 'rid');
    }
    // Unknown and malformed ids answer the same.
    refused(await call.messages(c.ana.token, UNKNOWN_ID), 404, 'rid');
    refused(await call.messages(c.ana.token, 'x'.repeat(40)), 404, 'rid');
    // A party naming an inbox that is not its side of this thread.
    refused(await call.messages(c.olga.token, rid, c.olga.userID), 403, 'bid', REQUEST_MSG.bidForbidden);
    refused(await call.messages(c.ana.token, rid, c.seller), 403, 'bid', REQUEST_MSG.bidForbidden);
    refused(await call.write(c.ana.token, rid, 'as the seller', c.seller), 403, 'bid');
    refused(await call.messages(c.ana.token, rid, 'not-an-id'), 400, 'bid');
    // Lists: only one's own inbox or a business one belongs to.
    refused(await call.list(c.sam.token, c.seller), 403, 'ubid', REQUEST_MSG.inboxForbidden);
    refused(await call.list(c.sam.token, UNKNOWN_ID), 403, 'ubid');
    refused(await call.list(c.sam.token, c.ana.userID), 403, 'ubid');
    expect((await call.list(c.sam.token)).body.data.total).toBe(0);
    const samSummary = (await call.summary(c.sam.token)).body.data;
    expect(samSummary.inboxes.map((i: { id: string }) => i.id)).toEqual([c.sam.userID, c.samBiz]);
    expect((await call.messages(c.ana.token, rid)).body.data.messages).toHaveLength(1);
  });

  it('a member removed from the business, or who left, loses its threads at once', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller, { message: 'secret price question' }));
    const sentAsBiz = await open(t, c.bea.token, inquiry(c.seller, { from: c.buyerBiz }));
    expect((await call.messages(c.mia.token, rid, c.seller)).status).toBe(200);
    // Olga removes Mia; Bea leaves Bruno Imports.
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/business/profile/${c.seller}/members/${c.mia.userID}`,
          headers: bearer(c.olga.token),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/business/profile/${c.buyerBiz}/members/${c.bea.userID}`,
          headers: bearer(c.bea.token),
        })
      ).status,
    ).toBe(200);
    for (const [who, id, bid] of [
      [c.mia, rid, c.seller],
      [c.mia, rid, undefined],
      [c.bea, sentAsBiz, c.buyerBiz],
      [c.bea, sentAsBiz, undefined],
    ] as const) {
      refused(await call.messages(who.token, id, bid), 404, 'rid');
      refused(await call.write(who.token, id, 'still here?', bid), 404, 'rid');
      refused(await call.end(who.token, id, bid), 404, 'rid');
    }
    refused(await call.list(c.mia.token, c.seller), 403, 'ubid');
    refused(await call.list(c.bea.token, c.buyerBiz), 403, 'ubid');
    expect((await call.summary(c.mia.token)).body.data.inboxes).toHaveLength(1);
    // Back in through a new invitation: access comes back with the membership.
    await addMember(t, c.olga.token, c.seller, c.mia, 'member');
    expect((await call.messages(c.mia.token, rid, c.seller)).status).toBe(200);
  });

  it('refuses empty and over-long chat messages with a sentence naming content', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller));
    refused(await call.write(c.ana.token, rid, '   '), 400, 'content', REQUEST_MSG.contentRequired);
    refused(await call.write(c.ana.token, rid, undefined), 400, 'content');
    refused(
      await call.write(c.ana.token, rid, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)),
      400,
      'content',
      REQUEST_MSG.messageTooLong,
    );
    expect((await call.write(c.ana.token, rid, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).status).toBe(201);
  });
});
