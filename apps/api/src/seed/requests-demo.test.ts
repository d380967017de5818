/**
 * The demo seed leaves the demo login a message center in several states, and companies with
 * reviews that rest on real trades (decision 0073), and staff a certificate about to expire
 * (decision 0076).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, type InquiryThread, type RequestSummary, type ReviewList } from '@wbn/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.js';
import { reviewsRepo } from '../modules/reviews/reviews.repo.js';
import { createTestApp, loginUser, bearer, type TestApp } from '../test/test-app.js';
import { createLocalStorage } from '../ports/storage.js';
import { DEMO_LOGIN, DEMO_STAFF_LOGIN, seedDemo } from './demo.js';
import { DEMO_CERTIFICATE_EXPIRES_IN_DAYS } from './certificates-demo.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLocalStorage(`/tmp/wbn-requests-seed-${process.pid}`));
  token = (await loginUser(t, DEMO_LOGIN.email, DEMO_LOGIN.password)).token;
}, 180_000);
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.request({ method: 'GET', url, headers: bearer(token) });
  expect(res.status).toBe(200);
  return res.body.data as T;
};

describe('requests demo seed', () => {
  it('gives the demo login open, ended and unread threads, as itself and as its business', async () => {
    const summary = await get<RequestSummary>('/api/business/request/summary');
    const [self, business] = summary.inboxes;
    expect(self).toMatchObject({ type: 'user', unread: 1 });
    expect(business).toMatchObject({ type: 'business', role: 'owner', unread: 1 });
    expect(summary.total).toBe(2);

    const mine = (await get<{ results: InquiryThread[] }>('/api/business/request')).results;
    expect(mine.map((r) => [r.status, r.unread])).toEqual([
      ['open', 1],
      ['closed', 0],
    ]);
    const biz = (await get<{ results: InquiryThread[] }>(`/api/business/request?ubid=${business.id}`)).results;
    expect(biz).toHaveLength(3);
    const unread = biz.find((r) => r.unread > 0)!;
    expect(unread).toMatchObject({ side: 'R', unread: 2, senderType: 'user', product: { name: expect.any(String) } });
    expect(biz.some((r) => r.side === 'R' && r.senderType === 'business')).toBe(true);
    const sent = biz.find((r) => r.side === 'S')!;
    const convo = await get<{ request: InquiryThread; messages: unknown[] }>(
      `/api/business/request/${sent.requestID}/get-messages?bid=${business.id}`,
    );
    expect(Date.parse(convo.request.readAt.R!)).toBeGreaterThan(Date.parse(convo.request.createdAt)); // the other side has seen it
  });
});

describe('reviews demo seed', () => {
  it('gives one company an average from four reviews (one answered) and another a single review, each resting on an award', async () => {
    const rows = rowsOf<{ business_id: string; author_user_id: string }>(
      await t.database.db.execute(sql`select business_id, author_user_id from business_reviews`),
    );
    const byBusiness = new Map<string, string[]>();
    for (const r of rows) byBusiness.set(r.business_id, [...(byBusiness.get(r.business_id) ?? []), r.author_user_id]);
    expect([...byBusiness.values()].map((a) => a.length).sort()).toEqual([1, 4]);
    for (const [businessId, authors] of byBusiness) {
      const list = (await t.request({ method: 'GET', url: `/api/business/profile/${businessId}/reviews` })).body
        .data as ReviewList;
      expect(list.data).toHaveLength(authors.length);
      expect(list.summary.average === null).toBe(authors.length < REVIEW_LIMITS.averageFromCount);
      for (const author of authors)
        expect(
          (await reviewsRepo.tradeWith(t.database.db, author, businessId, REVIEW_LIMITS.conversationMinDays))?.kind,
        ).toBe('awarded-quote');
    }
    const answered = [...byBusiness.keys()].find((id) => byBusiness.get(id)!.length === 4)!;
    const list = (await t.request({ method: 'GET', url: `/api/business/profile/${answered}/reviews` })).body
      .data as ReviewList;
    expect(list.summary).toMatchObject({ count: 4, average: 4.3, distribution: { '5': 2, '4': 1, '3': 1 } });
    expect(list.data.filter((r) => r.reply)).toHaveLength(1);
  });
});

describe('certificates demo seed', () => {
  it('gives staff one certificate about to expire, in the list they read', async () => {
    const staff = (await loginUser(t, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password)).token;
    const res = await t.request({ method: 'GET', url: '/api/staff/certificate-expiries', headers: bearer(staff) });
    expect(res.status).toBe(200);
    const rows = JSON.stringify(res.body.data);
    const day = new Date(Date.now() + DEMO_CERTIFICATE_EXPIRES_IN_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(rows).toContain(day);
  });
});
