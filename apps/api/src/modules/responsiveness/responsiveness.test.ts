/**
 * Responsiveness (decision 0039): a business's answers to inquiries and RFQ invitations become
 * its figures on every business answer, as they happen: nothing until 3 requests count; the share
 * answered within 48 hours (an answer after 60 hours does not count as fast; a request still
 * within its 48 hours waits); the median time to the first answer; the buyer's own messages are
 * not answers, and only the business's first message in a thread writes a job; a quote answers an
 * RFQ invitation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { answeredShare, repliesWithin } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0' });
});
afterAll(() => t?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const figures = async (businessID: string) =>
  (await t.request({ method: 'GET', url: `/api/business/profile/${businessID}` })).body.data.responsiveness;
const askedHoursAgo = (requestID: string, hours: number) =>
  t.database.db.execute(
    sql`update reply_clocks set asked_at = now() - ${`${hours} hours`}::interval where subject_id = ${requestID}::uuid`,
  );

describe('responsiveness', () => {
  it('counts answers within 48 hours and the median first reply, from 3 requests on, as they happen', async () => {
    const owner = await registerUser(t, { firstName: 'Olga', lastName: 'Owner' });
    const biz = (await createBusiness(t, owner.token, { companyName: 'Quick Answer Valves' })).businessID as string;
    const buyers = await Promise.all([1, 2, 3, 4].map(() => registerUser(t)));
    const threads: string[] = [];
    for (const b of buyers) {
      const res = await t.request({
        method: 'POST',
        url: '/api/business/request',
        payload: { to: biz, subject: 'receiving the full price list', message: 'Your prices, please.' },
        headers: bearer(b.token),
      });
      expect(res.status).toBe(201);
      threads.push(res.body.data.request.requestID);
    }
    await t.app.jobs.drain();
    expect(await figures(biz)).toBeNull();

    // Asked 3 and 60 hours ago; the fourth just now (still within its 48 hours: not counted yet).
    await askedHoursAgo(threads[1], 3);
    await askedHoursAgo(threads[2], 60);
    const reply = (rid: string, who = owner, bid: string | null = biz) =>
      t.request({
        method: 'POST',
        url: `/api/business/request/${rid}/send-message${bid ? `?bid=${bid}` : ''}`,
        payload: { content: 'Here they are.' },
        headers: bearer(who.token),
      });
    // The buyer writing again is not an answer.
    expect((await reply(threads[0], buyers[0], null)).status).toBe(201);
    expect((await reply(threads[0])).status).toBe(201);
    expect((await reply(threads[1])).status).toBe(201);
    expect((await reply(threads[1])).status).toBe(201); // a second reply changes nothing
    // Only the business's first message in a thread is worth a job; the buyer's messages are not.
    const answerJobs = async (rid: string) => {
      const r = await t.database.db.execute(
        sql`select 1 from jobs where kind = 'inquiry.message.created:responsiveness' and payload->>'requestId' = ${rid}`,
      );
      return ((r as { rows?: unknown[] }).rows ?? (r as unknown[])).length;
    };
    expect([await answerJobs(threads[0]), await answerJobs(threads[1]), await answerJobs(threads[2])]).toEqual([
      1, 1, 0,
    ]);
    await t.app.jobs.drain();

    const f = await figures(biz);
    expect(f).toMatchObject({ sample: 3, rate: 0.6667 });
    // The median of ~0 s and ~3 h.
    expect(f.medianReplySeconds).toBeGreaterThan(5300);
    expect(f.medianReplySeconds).toBeLessThan(5500);
    expect(repliesWithin(f.medianReplySeconds)).toBe('Usually replies within 2 hours');
    expect(answeredShare(f.rate)).toBe('Answers 67% of inquiries within 48 hours');

    // An RFQ invitation answered by a quote counts too.
    const buyer = buyers[3];
    const rfq = await t.request({
      method: 'POST',
      url: '/api/rfq',
      headers: bearer(buyer.token),
      payload: {
        title: 'Valves',
        description: 'Ball valves.',
        categories: ['0001.0001-01'],
        quantity: 10,
        unit: 'pieces',
        incoterm: 'FOB',
        destinationCountry: 'US',
        deadline: inDays(5),
        visibility: 'invited',
        invitedBusinessIDs: [biz],
      },
    });
    expect(rfq.status).toBe(201);
    await t.app.jobs.drain();
    const quote = await t.request({
      method: 'POST',
      url: `/api/rfq/${rfq.body.data.rfqID}/quotes`,
      headers: bearer(owner.token),
      payload: {
        businessID: biz,
        unitPrice: 5,
        currency: 'USD',
        moq: 10,
        leadTimeDays: 10,
        incoterm: 'FOB',
        validUntil: inDays(20),
      },
    });
    expect(quote.status).toBe(201);
    await t.app.jobs.drain();
    expect(await figures(biz)).toMatchObject({ sample: 4, rate: 0.75 });

    // "Replies fast" in search: a business answering all three at once is found; 75% is not enough.
    const quick = await registerUser(t);
    const fast = (await createBusiness(t, quick.token, { companyName: 'Fast Answer Fittings' })).businessID as string;
    for (const b of buyers.slice(0, 3)) {
      const rid = (
        await t.request({
          method: 'POST',
          url: '/api/business/request',
          payload: { to: fast, subject: 'receiving the full price list', message: 'Prices?' },
          headers: bearer(b.token),
        })
      ).body.data.request.requestID;
      expect((await reply(rid, quick, fast)).status).toBe(201);
    }
    await t.app.jobs.drain();
    expect(await figures(fast)).toMatchObject({ sample: 3, rate: 1 });
    const found = async (repliesFast?: boolean) =>
      (
        (
          await t.request({
            method: 'POST',
            url: '/api/search/business',
            payload: {
              textQuery: '',
              businessType: 'MA',
              country: 'global',
              skip: 0,
              size: 50,
              ...(repliesFast === undefined ? {} : { repliesFast }),
            },
          })
        ).body.data.results as { businessProfile: { businessID: string; responsiveness: unknown } }[]
      ).map((r) => r.businessProfile.businessID);
    expect(await found(true)).toEqual([fast]);
    const card = (
      await t.request({
        method: 'POST',
        url: '/api/search/business',
        payload: { textQuery: 'Fast Answer', businessType: 'MA', country: 'global' },
      })
    ).body.data.results[0].businessProfile;
    expect(card).toMatchObject({ businessID: fast, responsiveness: { rate: 1, sample: 3 } });
    expect(await found()).toEqual(expect.arrayContaining([fast, biz]));
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/search/business',
          payload: { textQuery: '', businessType: 'MA', country: 'global', repliesFast: 'yes' },
        })
      ).body.error.fields,
    ).toHaveProperty('repliesFast');
  });

  it('reads hours, then days', () => {
    expect(repliesWithin(60)).toBe('Usually replies within 1 hour');
    expect(repliesWithin(47 * 3600)).toBe('Usually replies within 47 hours');
    expect(repliesWithin(50 * 3600)).toBe('Usually replies within 3 days');
  });
});
