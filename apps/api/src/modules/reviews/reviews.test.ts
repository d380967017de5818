/**
 * Reviews tied to real trade (decision 0073), through the API with real trades: an award of a quote
 * and a conversation both sides wrote in over two days let a member review; no trade, their own
 * business, a block either way and a second review within 12 months do not (each with its
 * sentence). Ratings and text are checked by field; the author changes a review for 30 days (staff
 * read the earlier versions); the business's owner or an admin replies once; a report takes a
 * review out of public view until staff decide (48 hours at most); staff hide it with a reason its
 * author reads; a burst waits for staff; the business's team is told of each public review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MODERATION_MSG,
  REVIEW_LIMITS,
  REVIEW_MSG,
  REVIEW_STATUS_TEXT,
  SAFETY_MSG,
  reviewTradeLabel,
  type OwnReview,
  type Review,
  type ReviewEligibility,
  type ReviewList,
} from '@wbn/contract';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { makeStaff } from '../../test/access-matrix.world.js';
import { open, requestCalls, requestsTestApp, UNKNOWN_ID } from '../requests/requests-test-kit.js';

let t: TestApp;
let staff: Person;
type Person = Awaited<ReturnType<typeof registerUser>>;
type Supplier = { p: Person; businessID: string; name: string };

beforeAll(async () => {
  t = await requestsTestApp();
  staff = await registerUser(t, { firstName: 'Stella', lastName: 'Staff' });
  await makeStaff(t, staff.userID);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Person | null, payload?: unknown) =>
  t.request({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: who ? bearer(who.token) : {},
  });
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

const reviewBody = (over: Record<string, unknown> = {}) => ({
  overall: 4,
  quality: 5,
  communication: 4,
  delivery: 3,
  text: 'Valves as described, answers within a day, shipped a week late.',
  ...over,
});
const reviewsUrl = (businessID: string) => `/api/business/profile/${businessID}/reviews`;
const review = (who: Person | null, s: { businessID: string }, over: Record<string, unknown> = {}) =>
  call('POST', reviewsUrl(s.businessID), who, reviewBody(over));
const eligibility = async (who: Person, s: { businessID: string }) =>
  (await call('GET', `${reviewsUrl(s.businessID)}/eligibility`, who)).body.data as ReviewEligibility;
const publicList = async (s: { businessID: string }, query = '') =>
  (await call('GET', `${reviewsUrl(s.businessID)}${query}`, null)).body.data as ReviewList;
const publicIds = async (s: { businessID: string }) => (await publicList(s, '?size=50')).data.map((r) => r.reviewID);
const thisMonth = () => new Date().toISOString().slice(0, 7);

let seq = 0;
async function supplier(firstName: string): Promise<Supplier> {
  seq += 1;
  const p = await registerUser(t, { firstName, lastName: 'Supplier' });
  const name = `${firstName} Valves ${seq}`;
  const b = await createBusiness(t, p.token, { companyName: name });
  return { p, businessID: b.businessID as string, name };
}
const member = (firstName: string) => registerUser(t, { firstName, lastName: 'Buyer' });

/** The buyer posts a request, the supplier quotes, the buyer awards it: a real trade. */
async function award(buyer: Person, s: Supplier) {
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const rfq = await call('POST', '/api/rfq', buyer, {
    title: 'Secret project: 2,000 gate valves for the Lima plant',
    description: 'Full-bore gate valves in 316 stainless steel, PN40. Confidential: for the new plant.',
    categories: ['0001.0001-01'],
    quantity: 2000,
    unit: 'pieces',
    incoterm: 'FOB',
    destinationCountry: 'US',
    deadline,
    visibility: 'public',
  });
  expect(rfq.status, JSON.stringify(rfq.body)).toBe(201);
  const rfqID = rfq.body.data.rfqID as string;
  const quote = await call('POST', `/api/rfq/${rfqID}/quotes`, s.p, {
    businessID: s.businessID,
    unitPrice: 9.5,
    currency: 'USD',
    moq: 100,
    leadTimeDays: 30,
    incoterm: 'FOB',
    validUntil: deadline,
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const awarded = await call('POST', `/api/rfq/${rfqID}/award`, buyer, { quoteID: quote.body.data.quoteID });
  expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
}

/**
 * A conversation of the member with the supplier: the member writes, the supplier answers (when
 * `answered`), and the member's first message is moved `days` back, as if the conversation had
 * lasted that long.
 */
async function talk(who: Person, s: Supplier, o: { days: number; answered?: boolean; from?: string }) {
  const rid = await open(t, who.token, {
    to: s.businessID,
    subject: 'receiving the full price list',
    message: 'Hello, could you send your price list for gate valves?',
    ...(o.from ? { from: o.from } : {}),
  });
  if (o.answered !== false) {
    const answer = await requestCalls(t).write(s.p.token, rid, 'Here it is, prices valid until June.', s.businessID);
    expect(answer.status).toBe(201);
  }
  await exec(
    sql`update inquiry_messages set created_at = created_at - make_interval(days => ${o.days}) where request_id = ${rid}::uuid and side = 'S'`,
  );
  return rid;
}

describe('who may review', () => {
  let ana: Supplier, ben: Supplier;
  beforeAll(async () => {
    ana = await supplier('Ana');
    ben = await supplier('Ben');
  });

  it('takes the review of a buyer whose request awarded the business’s quote, with the trade’s kind and month and nothing of the request', async () => {
    const carla = await member('Carla');
    await award(carla, ana);
    const may = await eligibility(carla, ana);
    const label = reviewTradeLabel('awarded-quote', thisMonth());
    expect(may).toMatchObject({ canReview: true, reason: null, message: REVIEW_MSG.canReview(label), mine: null });
    expect(may.trade).toEqual({ kind: 'awarded-quote', month: thisMonth(), label });

    const res = await review(carla, ana);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.message).toBe(REVIEW_MSG.created);
    const mine = res.body.data.review as OwnReview;
    expect(mine).toMatchObject({
      businessID: ana.businessID,
      author: { userID: carla.userID, name: 'Carla Buyer' },
      ratings: { overall: 4, quality: 5, communication: 4, delivery: 3 },
      trade: { kind: 'awarded-quote', month: thisMonth(), label },
      status: 'published',
      statusText: REVIEW_STATUS_TEXT.published,
      reason: null,
      canEdit: true,
      edited: false,
      reply: null,
    });
    const list = await publicList(ana);
    expect(list.data.map((r) => r.reviewID)).toEqual([mine.reviewID]);
    expect(JSON.stringify(list)).not.toMatch(/Secret project|Lima plant|gate valves/);
    // One review: no average yet (one review does not define a business).
    expect(list.summary).toEqual({
      average: null,
      count: 1,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
    });
    expect(list.nextCursor).toBeNull();
  });

  it('takes the review of a member whose conversation with the business had answers from both sides over two days', async () => {
    const dan = await member('Dan');
    await talk(dan, ben, { days: REVIEW_LIMITS.conversationMinDays + 1 });
    const res = await review(dan, ben, { overall: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.review.trade).toEqual({
      kind: 'conversation',
      month: thisMonth(),
      label: reviewTradeLabel('conversation', thisMonth()),
    });
    // A member of a business that talked with Ben's business counts too: the conversation was their business's.
    const eve = await member('Eve');
    const eveCo = (await createBusiness(t, eve.token, { companyName: 'Eve Imports' })).businessID as string;
    const fay = await member('Fay');
    await addMember(t, eve.token, eveCo, fay, 'member');
    await talk(eve, ben, { days: 3, from: eveCo });
    expect((await eligibility(fay, ben)).canReview).toBe(true);
  });

  it('refuses, with the sentence the page shows, a member without trade: none at all, a one-sided conversation, a short one', async () => {
    const gus = await member('Gus');
    const none = await review(gus, ana);
    expect(none.status).toBe(403);
    expect(none.body.error.message).toBe(REVIEW_MSG.noTrade);
    expect(await eligibility(gus, ana)).toMatchObject({
      canReview: false,
      reason: 'no-trade',
      message: REVIEW_MSG.noTrade,
      trade: null,
    });
    await talk(gus, ana, { days: 5, answered: false });
    expect((await review(gus, ana)).status).toBe(403);
    const hal = await member('Hal');
    await talk(hal, ana, { days: 1 });
    expect((await review(hal, ana)).body.error.message).toBe(REVIEW_MSG.noTrade);
    expect(await publicIds(ana)).toHaveLength(1);
  });

  it('refuses the owner and the members of the business', async () => {
    const own = await review(ana.p, ana);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(REVIEW_MSG.ownBusiness);
    const ida = await member('Ida');
    await addMember(t, ana.p.token, ana.businessID, ida, 'member');
    const mine = await review(ida, ana);
    expect(mine.status).toBe(403);
    expect((await eligibility(ida, ana)).reason).toBe('own-business');
  });

  it('refuses under a block either way, with the neutral sentence', async () => {
    const jon = await member('Jon');
    const kim = await member('Kim');
    await talk(jon, ana, { days: 3 });
    await talk(kim, ana, { days: 3 });
    // The business's owner blocked Jon; Kim blocked the business (its owner).
    expect((await call('POST', '/api/user/blocks', ana.p, { userID: jon.userID })).status).toBe(200);
    expect((await call('POST', '/api/user/blocks', kim, { businessID: ana.businessID })).status).toBe(200);
    for (const who of [jon, kim]) {
      const res = await review(who, ana);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(SAFETY_MSG.notAvailable);
      expect(await eligibility(who, ana)).toMatchObject({ canReview: false, reason: 'blocked' });
    }
    // Unblocked, Kim may review.
    const unblocked = await t.request({
      method: 'DELETE',
      url: `/api/user/blocks/${ana.p.userID}`,
      headers: bearer(kim.token),
    });
    expect(unblocked.status).toBe(200);
    expect((await review(kim, ana)).status).toBe(201);
  });

  it('takes one review per member and business in 12 months, naming when the next one is possible', async () => {
    const lea = await member('Lea');
    await award(lea, ben);
    const first = await review(lea, ben);
    expect(first.status).toBe(201);
    const again = await review(lea, ben);
    expect(again.status).toBe(409);
    const may = await eligibility(lea, ben);
    expect(may).toMatchObject({ canReview: false, reason: 'already-reviewed', message: again.body.error.message });
    expect(may.message).toMatch(/^You reviewed this business on .+\. You can review it again from .+\.$/);
    expect(may.mine?.reviewID).toBe(first.body.data.reviewID);
    const next = new Date(may.nextReviewAt!);
    expect(Math.round((next.getTime() - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(364);
    // A year and a month later (the trade is older too, yet still a trade), another review is taken.
    await exec(
      sql`update business_reviews set created_at = created_at - interval '13 months' where id = ${first.body.data.reviewID}::uuid`,
    );
    expect((await review(lea, ben)).status).toBe(201);
  });
});

describe('what a review holds', () => {
  let s: Supplier;
  let buyer: Person;
  beforeAll(async () => {
    s = await supplier('Mona');
    buyer = await member('Ned');
    await talk(buyer, s, { days: 3 });
  });

  it('refuses bad ratings and text by field name, and writes nothing', async () => {
    const tries: [Record<string, unknown>, string, string?][] = [
      [{ overall: undefined }, 'overall', REVIEW_MSG.rating('overall')],
      [{ overall: 0 }, 'overall', REVIEW_MSG.rating('overall')],
      [{ quality: 6 }, 'quality', REVIEW_MSG.rating('quality')],
      [{ communication: 3.5 }, 'communication', REVIEW_MSG.rating('communication')],
      [{ delivery: '4' }, 'delivery', REVIEW_MSG.rating('delivery')],
      [{ text: 'Too short, really.' }, 'text', REVIEW_MSG.textTooShort],
      [{ text: `   ${'a'.repeat(19)}   ` }, 'text', REVIEW_MSG.textTooShort],
      [{ text: 'x'.repeat(REVIEW_LIMITS.textMaxChars + 1) }, 'text', REVIEW_MSG.textTooLong],
      [{ text: undefined }, 'text'],
      [{ stars: 5 }, ''],
    ];
    for (const [over, field, message] of tries) {
      const res = await review(buyer, s, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      const fields = res.body.error.fields ?? {};
      if (field) expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    const malformed = await t.request({
      method: 'POST',
      url: reviewsUrl(s.businessID),
      payload: '{"overall": ',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await review(null, s)).status).toBe(401);
    expect((await review(buyer, { businessID: UNKNOWN_ID })).status).toBe(404);
    expect((await review(buyer, { businessID: 'not-an-id' })).status).toBe(404);
    expect((await call('GET', reviewsUrl(UNKNOWN_ID), null)).status).toBe(404);
    expect((await call('GET', `${reviewsUrl(s.businessID)}?cursor=forged`, null)).status).toBe(400);
    expect(await publicIds(s)).toEqual([]);
    // Exactly the limits are taken.
    expect((await review(buyer, s, { text: 'a'.repeat(REVIEW_LIMITS.textMinChars) })).status).toBe(201);
  });
});

describe('changing a review', () => {
  let s: Supplier;
  let author: Person, other: Person;
  let reviewID: string;
  beforeAll(async () => {
    s = await supplier('Olga');
    [author, other] = await Promise.all([member('Pia'), member('Quin')]);
    await talk(author, s, { days: 3 });
    reviewID = (await review(author, s)).body.data.reviewID;
  });
  const put = (who: Person, id: string, over: Record<string, unknown> = {}) =>
    call('PUT', `${reviewsUrl(s.businessID)}/${id}`, who, reviewBody(over));

  it('lets its author change it within 30 days, keeping the version it replaces for staff', async () => {
    const res = await put(author, reviewID, { overall: 2, text: 'On second thought: two of the valves leaked.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe(REVIEW_MSG.updated);
    expect(res.body.data.review).toMatchObject({ ratings: { overall: 2 }, edited: true, status: 'published' });
    expect((await publicList(s)).data[0]).toMatchObject({ text: 'On second thought: two of the valves leaked.' });

    const history = await call('GET', `/api/staff/reviews/${reviewID}/history`, staff);
    expect(history.status).toBe(200);
    expect(history.body.data.review.text).toBe('On second thought: two of the valves leaked.');
    expect(history.body.data.versions).toHaveLength(1);
    expect(history.body.data.versions[0]).toMatchObject({ ratings: { overall: 4 }, text: reviewBody().text });
    expect((await call('GET', `/api/staff/reviews/${reviewID}/history`, author)).status).toBe(403);
    expect((await call('GET', `/api/staff/reviews/${UNKNOWN_ID}/history`, staff)).status).toBe(404);
  });

  it('refuses someone else, an unknown review, bad input, and any change after 30 days', async () => {
    const foreign = await put(other, reviewID);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe(REVIEW_MSG.notAuthor);
    expect((await put(s.p, reviewID)).status).toBe(403);
    expect((await put(author, UNKNOWN_ID)).status).toBe(404);
    expect((await put(author, 'nope')).status).toBe(404);
    expect((await put(author, reviewID, { delivery: 9 })).body.error.fields).toEqual({
      delivery: REVIEW_MSG.rating('delivery'),
    });
    // The same review under another business's address is not found.
    const elsewhere = await supplier('Rita');
    expect((await call('PUT', `${reviewsUrl(elsewhere.businessID)}/${reviewID}`, author, reviewBody())).status).toBe(
      404,
    );

    await exec(
      sql`update business_reviews set created_at = created_at - make_interval(days => ${REVIEW_LIMITS.editableDays + 1}) where id = ${reviewID}::uuid`,
    );
    const late = await put(author, reviewID, { overall: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(REVIEW_MSG.editWindowOver);
    expect((await eligibility(author, s)).mine).toMatchObject({ canEdit: false, ratings: { overall: 2 } });
  });
});

describe('the business’s reply', () => {
  let s: Supplier;
  let admin: Person, teamMember: Person, stranger: Person;
  let first: string, second: string;
  beforeAll(async () => {
    s = await supplier('Sara');
    [admin, teamMember, stranger] = await Promise.all([member('Adam'), member('Mia'), member('Sid')]);
    await addMember(t, s.p.token, s.businessID, admin, 'admin');
    await addMember(t, s.p.token, s.businessID, teamMember, 'member');
    const [u1, u2] = await Promise.all([member('Tom'), member('Uma')]);
    await talk(u1, s, { days: 3 });
    await talk(u2, s, { days: 3 });
    first = (await review(u1, s)).body.data.reviewID;
    second = (await review(u2, s)).body.data.reviewID;
    // Uma blocks the admin: he may not answer her.
    expect((await call('POST', '/api/user/blocks', u2, { userID: admin.userID })).status).toBe(200);
  });
  const reply = (who: Person | null, id: string, text = 'Thank you; the late shipment was our carrier’s fault.') =>
    call('POST', `${reviewsUrl(s.businessID)}/${id}/reply`, who, { text });

  it('takes one reply from the owner or an admin, shown under the review', async () => {
    const res = await reply(s.p, first);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.message).toBe(REVIEW_MSG.replied);
    expect(res.body.data.review.reply).toMatchObject({
      text: 'Thank you; the late shipment was our carrier’s fault.',
      business: { businessID: s.businessID, companyName: s.name },
    });
    const shown = (await publicList(s)).data.find((r) => r.reviewID === first) as Review;
    expect(shown.reply?.text).toBe('Thank you; the late shipment was our carrier’s fault.');

    const twice = await reply(admin, first, 'A second answer');
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(REVIEW_MSG.alreadyReplied);
  });

  it('refuses a stranger, a team member who is not an admin, a blocked admin, unknown reviews and an empty text', async () => {
    const strange = await reply(stranger, second);
    expect(strange.status).toBe(403);
    expect(strange.body.error.message).toBe(REVIEW_MSG.managersOnly);
    expect((await reply(teamMember, second)).status).toBe(403);
    const blocked = await reply(admin, second);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.message).toBe(SAFETY_MSG.notAvailable);
    expect((await reply(null, second)).status).toBe(401);
    expect((await reply(s.p, UNKNOWN_ID)).status).toBe(404);
    expect((await reply(s.p, second, '   ')).body.error.fields).toEqual({ text: REVIEW_MSG.replyRequired });
    expect((await publicList(s)).data.find((r) => r.reviewID === second)?.reply).toBeNull();
    expect((await reply(s.p, second)).status).toBe(201);
  });

  it('leaves out, for a signed-in viewer, the reviews of members they blocked; visitors and others still read them', async () => {
    const viewer = await member('Vic');
    const listAs = async (who: Person | null) =>
      ((await call('GET', `${reviewsUrl(s.businessID)}?size=50`, who)).body.data as ReviewList).data.map(
        (r) => r.reviewID,
      );
    expect(await listAs(viewer)).toEqual(expect.arrayContaining([first, second]));
    const uma = (await publicList(s)).data.find((r) => r.reviewID === second)!.author.userID;
    expect((await call('POST', '/api/user/blocks', viewer, { userID: uma })).status).toBe(200);
    const seen = await listAs(viewer);
    expect(seen).toContain(first);
    expect(seen).not.toContain(second);
    expect(await listAs(null)).toEqual(expect.arrayContaining([first, second]));
    expect(await listAs(stranger)).toEqual(expect.arrayContaining([first, second]));
  });
});

describe('reports and staff', () => {
  let s: Supplier;
  let author: Person, reporter: Person;
  let reviewID: string;
  beforeAll(async () => {
    s = await supplier('Vera');
    [author, reporter] = await Promise.all([member('Walt'), member('Xena')]);
    await talk(author, s, { days: 3 });
    reviewID = (await review(author, s, { overall: 1, text: 'They never shipped and kept our deposit.' })).body.data
      .reviewID;
  });
  const report = (who: Person, id = reviewID) =>
    call('POST', '/api/reports', who, { targetType: 'review', targetID: id, reason: 'misleading' });
  const act = (body: Record<string, unknown>) =>
    call('POST', '/api/staff/moderation/actions', staff, { targetType: 'review', targetID: reviewID, ...body });

  it('takes a reported review out of public view until staff decide; the business can still answer; it returns after 48 hours', async () => {
    expect((await report(author)).body.error.fields).toEqual({ targetID: SAFETY_MSG.ownContent });
    // The business itself may report a review of it (staff decide).
    const res = await report(reporter);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await publicIds(s)).toEqual([]);
    expect((await publicList(s)).summary.count).toBe(0);
    expect((await eligibility(author, s)).mine).toMatchObject({
      status: 'pending',
      statusText: REVIEW_STATUS_TEXT.pending,
    });
    // The business answers before it returns.
    const replied = await call('POST', `${reviewsUrl(s.businessID)}/${reviewID}/reply`, s.p, {
      text: 'We refunded the deposit on 3 March.',
    });
    expect(replied.status).toBe(201);
    const queue = await call('GET', '/api/staff/reports?status=open&size=100', staff);
    const group = (queue.body.data.data as { targetType: string; targetID: string; target: { path: string } }[]).find(
      (g) => g.targetID === reviewID,
    );
    expect(group).toMatchObject({ targetType: 'review' });
    expect(group?.target.path).toContain('/business/');

    await exec(
      sql`update reports set created_at = created_at - make_interval(hours => ${REVIEW_LIMITS.reportedHiddenHours + 1}) where target_id = ${reviewID}::uuid`,
    );
    expect(await publicIds(s)).toEqual([reviewID]);
  });

  it('hides a review with a reason its author reads; restoring brings it back', async () => {
    const noReason = await act({ action: 'hide' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ note: MODERATION_MSG.reviewReasonRequired });
    const hidden = await act({ action: 'hide', note: 'It names a private person.' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(await publicIds(s)).toEqual([]);
    expect((await eligibility(author, s)).mine).toMatchObject({
      status: 'hidden',
      statusText: REVIEW_STATUS_TEXT.hidden,
      reason: 'It names a private person.',
    });
    // A hidden review is not answered, nor reported again.
    expect((await report(reporter)).status).toBe(404);
    expect((await act({ action: 'restore' })).status).toBe(200);
    expect(await publicIds(s)).toEqual([reviewID]);
    expect((await eligibility(author, s)).mine).toMatchObject({ status: 'published', reason: null });
  });
});

describe('a burst of reviews, and the business told', () => {
  let s: Supplier;
  let teamMember: Person;
  let reviewers: Person[];
  beforeAll(async () => {
    s = await supplier('Yves');
    teamMember = await member('Zoe');
    await addMember(t, s.p.token, s.businessID, teamMember, 'member');
    reviewers = await Promise.all(
      Array.from({ length: REVIEW_LIMITS.burstCount + 2 }, (_, i) => member(`Rev${String.fromCharCode(65 + i)}`)),
    );
    for (const r of reviewers) await talk(r, s, { days: 3 });
  });

  it(`publishes the first ${REVIEW_LIMITS.burstCount} of a day and makes the next wait for staff, who publish or reject them`, async () => {
    const ids: string[] = [];
    for (const [i, r] of reviewers.entries()) {
      const res = await review(r, s, { overall: (i % 5) + 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.reviewID);
      const waits = i >= REVIEW_LIMITS.burstCount;
      expect(res.body.data.message).toBe(waits ? REVIEW_MSG.createdPending : REVIEW_MSG.created);
      expect(res.body.data.review.status).toBe(waits ? 'pending' : 'published');
    }
    const [sixth, seventh] = ids.slice(REVIEW_LIMITS.burstCount);
    const list = await publicList(s);
    expect(list.data.map((r) => r.reviewID)).toEqual(ids.slice(0, REVIEW_LIMITS.burstCount).reverse());
    // Five reviews rated 1 to 5: the average shows (three reviews or more).
    expect(list.summary).toEqual({ average: 3, count: 5, distribution: { '1': 1, '2': 1, '3': 1, '4': 1, '5': 1 } });
    // Pages by cursor, newest first.
    const page1 = await publicList(s, '?size=2');
    const page2 = await publicList(s, `?size=2&cursor=${page1.nextCursor}`);
    expect([...page1.data, ...page2.data].map((r) => r.reviewID)).toEqual(list.data.slice(0, 4).map((r) => r.reviewID));

    const queue = await call('GET', '/api/staff/reviews?size=50', staff);
    expect(queue.status).toBe(200);
    expect((queue.body.data.data as { reviewID: string }[]).map((r) => r.reviewID)).toEqual([sixth, seventh]);
    expect((await call('GET', '/api/staff/reviews', s.p)).status).toBe(403);
    expect((await call('GET', '/api/staff/reviews', null)).status).toBe(401);

    const decide = (id: string, body: Record<string, unknown>) =>
      call('POST', `/api/staff/reviews/${id}/decision`, staff, body);
    expect((await decide(seventh, { decision: 'reject' })).body.error.fields).toEqual({
      reason: REVIEW_MSG.reasonRequired,
    });
    expect((await decide(seventh, { decision: 'maybe' })).status).toBe(400);
    const published = await decide(sixth, { decision: 'publish' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ message: REVIEW_MSG.published, review: { status: 'published' } });
    const rejected = await decide(seventh, { decision: 'reject', reason: 'One of many copies of the same text.' });
    expect(rejected.body.data.review).toMatchObject({
      status: 'rejected',
      reason: 'One of many copies of the same text.',
    });
    expect((await decide(sixth, { decision: 'reject', reason: 'Too late' })).status).toBe(409);
    expect((await decide(UNKNOWN_ID, { decision: 'publish' })).status).toBe(404);
    expect((await call('POST', `/api/staff/reviews/${sixth}/decision`, s.p, { decision: 'publish' })).status).toBe(403);

    expect(await publicIds(s)).toEqual([sixth, ...ids.slice(0, REVIEW_LIMITS.burstCount).reverse()]);
    const mine = (await eligibility(reviewers[REVIEW_LIMITS.burstCount + 1], s)).mine;
    expect(mine).toMatchObject({
      status: 'rejected',
      statusText: REVIEW_STATUS_TEXT.rejected,
      reason: 'One of many copies of the same text.',
    });
  });

  it('tells the business’s team of each public review, not of one that was rejected', async () => {
    await t.app.jobs.drain();
    for (const who of [s.p, teamMember]) {
      const res = await call('GET', '/api/notifications?size=50', who);
      const told = (
        res.body.data.results as {
          kind: string;
          actorCount: number;
          link: string;
          resource: { type: string; id: string; title: string };
        }[]
      ).filter((n) => n.kind === 'review');
      expect(told).toHaveLength(1);
      // One group per business: the six public reviews' authors.
      expect(told[0]).toMatchObject({
        actorCount: REVIEW_LIMITS.burstCount + 1,
        resource: { type: 'business', id: s.businessID, title: s.name },
      });
      expect(told[0].link).toMatch(/#reviews$/);
    }
  });
});
