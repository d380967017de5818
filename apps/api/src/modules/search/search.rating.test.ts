/**
 * Search by rating (decision 0077), through the API with reviews written after real trade: each
 * result carries its rating (the average from three public reviews on, null below), `minRating`
 * keeps the businesses rated at least that, `sort: 'rating'` lists only rated businesses, the
 * highest average first, then more reviews. A report, a staff's hiding, restoring or dismissing, and
 * a report's 48 hours running out move the rating search reads; bad values are a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REVIEW_LIMITS, SEARCH_RATING_TEXT, type BusinessSearchResponse } from '@wbn/contract';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { makeStaff } from '../../test/access-matrix.world.js';
import { open, requestCalls, requestsTestApp } from '../requests/requests-test-kit.js';
import { RATINGS_DUE_JOB, RATINGS_RECOUNT_JOB } from '../reviews/reviews.ratings.js';

type Person = Awaited<ReturnType<typeof registerUser>>;
type Supplier = { p: Person; businessID: string; name: string };

let t: TestApp;
let staff: Person;
const co: Record<'top' | 'many' | 'few' | 'mid' | 'two' | 'none', Supplier> = {} as never;
/** The reviews written, by business: [author, reviewID][]. */
const written: Record<string, { author: Person; reviewID: string }[]> = {};

const call = (method: 'GET' | 'POST', url: string, who: Person | null, payload?: unknown) =>
  t.request({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: who ? bearer(who.token) : {},
  });
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

/** A conversation both sides wrote in over three days: the member may review the supplier. */
async function trade(who: Person, s: Supplier) {
  const rid = await open(t, who.token, {
    to: s.businessID,
    subject: 'receiving the full price list',
    message: 'Hello, could you send your price list for solar inverters?',
  });
  expect((await requestCalls(t).write(s.p.token, rid, 'Here it is, valid until June.', s.businessID)).status).toBe(201);
  await exec(
    sql`update inquiry_messages set created_at = created_at - make_interval(days => 3) where request_id = ${rid}::uuid and side = 'S'`,
  );
}

async function review(who: Person, s: Supplier, overall: number) {
  await trade(who, s);
  const res = await call('POST', `/api/business/profile/${s.businessID}/reviews`, who, {
    overall,
    quality: 4,
    communication: 4,
    delivery: 4,
    text: 'Inverters as described, answers within a day, shipped on time.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  (written[s.businessID] ??= []).push({ author: who, reviewID: res.body.data.reviewID });
}

const search = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/search/business', null, { businessType: 'MA', size: 50, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as BusinessSearchResponse;
};
const names = (r: BusinessSearchResponse) => r.results.map((h) => h.businessProfile.general.companyName);
const ratingOf = (r: BusinessSearchResponse, s: Supplier) =>
  r.results.find((h) => h.businessProfile.businessID === s.businessID)?.businessProfile.rating;
const runJob = async (kind: string) => {
  await t.app.jobs.enqueue(t.database.db, kind, {});
  await t.app.jobs.drain();
};

beforeAll(async () => {
  t = await requestsTestApp();
  staff = await registerUser(t, { firstName: 'Stella', lastName: 'Staff' });
  await makeStaff(t, staff.userID);
  const mk = async (key: keyof typeof co, name: string) => {
    const p = await registerUser(t, { firstName: name.split(' ')[0], lastName: 'Supplier' });
    const b = await createBusiness(t, p.token, { companyName: name, businessType: 'MA' });
    co[key] = { p, businessID: b.businessID as string, name };
  };
  await mk('top', 'Zyloquant Top Solar');
  await mk('many', 'Zyloquant Many Solar');
  await mk('few', 'Zyloquant Few Solar');
  await mk('mid', 'Zyloquant Mid Solar');
  await mk('two', 'Zyloquant Two Solar');
  await mk('none', 'Zyloquant None Solar');
  const buyers = await Promise.all(
    ['Ana', 'Ben', 'Cleo', 'Dov'].map((firstName) => registerUser(t, { firstName, lastName: 'Buyer' })),
  );
  const stars: [keyof typeof co, number[]][] = [
    ['top', [5, 5, 4]], // 4.7 of 3
    ['many', [5, 4, 4, 4]], // 4.25 -> 4.3 of 4
    ['few', [4, 4, 5]], // 4.3 of 3
    ['mid', [3, 3, 4]], // 3.3 of 3
    ['two', [5, 5]], // two reviews: no average
  ];
  for (const [key, list] of stars) for (const [i, n] of list.entries()) await review(buyers[i], co[key], n);
});
afterAll(() => t?.close());

describe('search by rating', () => {
  it('gives each result its rating from three public reviews on, and none below', async () => {
    const r = await search({ textQuery: 'zyloquant' });
    expect(r.total_results).toBe(6);
    expect(ratingOf(r, co.top)).toEqual({ average: 4.7, count: 3 });
    expect(ratingOf(r, co.many)).toEqual({ average: 4.3, count: 4 });
    expect(ratingOf(r, co.few)).toEqual({ average: 4.3, count: 3 });
    expect(ratingOf(r, co.mid)).toEqual({ average: 3.3, count: 3 });
    expect(ratingOf(r, co.two)).toBeNull();
    expect(ratingOf(r, co.none)).toBeNull();
    // The company page's answer carries it too.
    const page = await call('GET', `/api/business/profile/${co.top.businessID}`, null);
    expect(page.body.data.rating).toEqual({ average: 4.7, count: 3 });
  });

  it('sorts by rating: the highest average first, then more reviews; only rated businesses, with or without words', async () => {
    const expected = [co.top.name, co.many.name, co.few.name, co.mid.name];
    for (const textQuery of ['zyloquant', 'solar', '']) {
      const r = await search({ textQuery, sort: 'rating' });
      expect(names(r), textQuery).toEqual(expected);
      expect(r.total_results).toBe(4);
    }
    // Paged: the second page goes on where the first ended.
    const first = await search({ textQuery: 'zyloquant', sort: 'rating', size: 2 });
    const second = await search({ textQuery: 'zyloquant', sort: 'rating', size: 2, skip: 2 });
    expect([...names(first), ...names(second)]).toEqual(expected);
    expect(first.total_results).toBe(4);
    // The default is the usual order, as before (relevance): every match.
    expect((await search({ textQuery: 'zyloquant', sort: 'relevance' })).total_results).toBe(6);
  });

  it('keeps only the businesses whose average reaches minRating (so never one with two reviews)', async () => {
    const four = await search({ textQuery: 'zyloquant', minRating: 4 });
    expect(names(four).sort()).toEqual([co.few.name, co.many.name, co.top.name].sort());
    const one = await search({ textQuery: 'zyloquant', minRating: 1 });
    expect(names(one)).not.toContain(co.two.name);
    expect(one.total_results).toBe(4);
    expect(names(await search({ textQuery: '', minRating: 4, sort: 'rating' }))).toEqual([
      co.top.name,
      co.many.name,
      co.few.name,
    ]);
    expect((await search({ textQuery: '', minRating: 5 })).total_results).toBe(0);
    expect(names(await search({ textQuery: '', minRating: 4 })).sort()).toEqual(
      [co.few.name, co.many.name, co.top.name].sort(),
    );
  });

  it('moves the rating when a review is reported, hidden, restored, dismissed, or its report runs 48 hours', async () => {
    const reporter = await registerUser(t, { firstName: 'Xena', lastName: 'Reporter' });
    const [first] = written[co.top.businessID];
    const act = (action: string, note?: string) =>
      call('POST', '/api/staff/moderation/actions', staff, {
        targetType: 'review',
        targetID: first.reviewID,
        action,
        ...(note ? { note } : {}),
      });
    const reported = await call('POST', '/api/reports', reporter, {
      targetType: 'review',
      targetID: first.reviewID,
      reason: 'misleading',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    await runJob(RATINGS_DUE_JOB);
    // Two public reviews left: no average, out of the rated list.
    let r = await search({ textQuery: 'zyloquant', sort: 'rating' });
    expect(names(r)).not.toContain(co.top.name);
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.top)).toBeNull();

    // Staff dismiss the report: the review is back, and the rating with it.
    expect((await act('dismiss')).status).toBe(200);
    await runJob(RATINGS_DUE_JOB);
    r = await search({ textQuery: 'zyloquant', sort: 'rating' });
    expect(names(r)[0]).toBe(co.top.name);

    // Hidden by staff: out again; restored: back (told by the moderation's event, without waiting for the minute).
    expect((await act('hide', 'It names a private person.')).status).toBe(200);
    await t.app.jobs.drain();
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.top)).toBeNull();
    expect((await act('restore')).status).toBe(200);
    await t.app.jobs.drain();
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.top)).toEqual({ average: 4.7, count: 3 });

    // A report that staff leave undecided holds the review out for 48 hours; then it returns by itself.
    const [, second] = written[co.many.businessID];
    await call('POST', '/api/reports', reporter, { targetType: 'review', targetID: second.reviewID, reason: 'spam' });
    await runJob(RATINGS_DUE_JOB);
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.many)).toEqual({ average: 4.3, count: 3 });
    await exec(
      sql`update reports set created_at = created_at - make_interval(hours => ${REVIEW_LIMITS.reportedHiddenHours}, mins => 1) where target_id = ${second.reviewID}::uuid`,
    );
    await runJob(RATINGS_DUE_JOB);
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.many)).toEqual({ average: 4.3, count: 4 });
  });

  it('recomputes at once when a review is written or changed, and the hourly recount repairs a rating', async () => {
    const eve = await registerUser(t, { firstName: 'Eve', lastName: 'Buyer' });
    await review(eve, co.two, 2); // 5, 5, 2: now rated, 4.0 of 3
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.two)).toEqual({ average: 4, count: 3 });
    const mine = written[co.two.businessID].at(-1)!;
    const changed = await t.request({
      method: 'PUT',
      url: `/api/business/profile/${co.two.businessID}/reviews/${mine.reviewID}`,
      headers: bearer(eve.token),
      payload: {
        overall: 5,
        quality: 5,
        communication: 5,
        delivery: 5,
        text: 'Better than we thought at first, all fine.',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.two)).toEqual({ average: 5, count: 3 });
    // A review gone without a word to the module (an erased author's, by the foreign key): the recount finds it.
    await exec(sql`delete from business_reviews where id = ${mine.reviewID}::uuid`);
    await runJob(RATINGS_RECOUNT_JOB);
    expect(ratingOf(await search({ textQuery: 'zyloquant' }), co.two)).toBeNull();
  });

  it('refuses bad values with a 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await call('POST', '/api/search/business', null, { businessType: 'MA', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields?.[field], JSON.stringify(res.body)).toBe(message);
    };
    for (const minRating of [0, 6, 'x', 3.5]) await bad({ minRating }, 'minRating', SEARCH_RATING_TEXT.minRating);
    await bad({ sort: 'foo' }, 'sort', SEARCH_RATING_TEXT.sort);
  });
});
