/**
 * No N+1 queries: every list endpoint sends the same number of SQL statements
 * whether its page holds 2 items or 10. Each request runs in its own async context, so the
 * count is the statements of that request only (not a timer's, not another request's).
 *
 * The world: an owner with a business, 7 products (the standard tier's cap), 10 members, 10 followers who each post,
 * comment, like, favorite, ask for a connection and send an inquiry (10 threads, 10 messages in
 * one), each with a business of their own; the owner posts 10 times and follows the 10 people
 * (their posts fill the owner's newsfeed).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, bearer, type TestApp } from './test-app.js';
import { addMember, createBusiness, createProduct } from './factories.js';
import { generousLimits, post, type Member } from '../modules/social/social-test-kit.js';

const counting = new AsyncLocalStorage<{ n: number }>();
let t: TestApp;
let owner: Member;
let businessID: string;
let threadID: string;
let postID: string;
const people: Member[] = [];

/** The SQL statements one request sends, and its answer. */
async function statements(url: string, token: string | undefined, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const box = { n: 0 };
  const res = await counting.run(box, () => t.request({ method, url, payload, headers: token ? bearer(token) : {} }));
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return { n: box.n, body: res.body };
}

/** Grows the world to `k` of everything (from the current count). */
async function grow(k: number) {
  while (people.length < k) {
    const i = people.length;
    const p = await registerUser(t, { firstName: 'Query', lastName: `Counter${i}` });
    people.push(p);
    // The standard tier holds 7 products: 2 → 7 for that list.
    if (i < 7)
      await createProduct(t, owner.token, businessID, { name: `Valve model ${i}` }).then((r) =>
        expect(r.status).toBe(201),
      );
    const ok = async (url: string, payload: object, token: string) => {
      const r = await t.request({ method: 'POST', url, payload, headers: bearer(token) });
      expect(r.status, `${url}: ${JSON.stringify(r.body).slice(0, 200)}`).toBeLessThan(300);
    };
    const own = await createBusiness(t, p.token, { companyName: `Valve Trading ${i}` });
    await ok('/api/business/favorites', { businessID: own.businessID }, owner.token);
    await ok('/api/social/follow/business', { resourceID: businessID }, p.token);
    await ok('/api/social/follow/user', { resourceID: p.userID }, owner.token);
    await post(t, p, `Post number ${i} about valves`);
    await post(t, owner, `Owner news number ${i}`);
    await ok(
      '/api/social/comments/make-comment',
      { resourceID: postID, resourceType: 'post', content: `Comment ${i}` },
      p.token,
    );
    await ok('/api/social/reaction/react/post', { resourceID: postID }, p.token);
    await ok('/api/business/favorites', { businessID }, p.token);
    await ok('/api/social/connections', { businessID }, p.token);
    const sent = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: businessID, subject: 'Price request', message: `Quote for ${i} valves` },
      headers: bearer(p.token),
    });
    expect(sent.status).toBe(201);
    const msg = await t.request({
      method: 'POST',
      url: `/api/business/request/${threadID}/send-message?bid=${businessID}`,
      payload: { content: `Reply ${i}` },
      headers: bearer(owner.token),
    });
    expect(msg.status).toBe(201);
    await addMember(t, owner.token, businessID, p, 'member');
  }
}

type Case = { name: string; call: (size: number) => Promise<{ n: number; body: any }> };
/** How many items an answer lists: `data` itself, or its first list (results, items, messages…). */
function items(body: any): number {
  const d = body.data;
  if (Array.isArray(d)) return d.length;
  const list = Object.values(d ?? {}).find(Array.isArray) as unknown[] | undefined;
  return list?.length ?? 0;
}
const cases: Case[] = [
  {
    name: 'business search',
    call: (size) =>
      statements('/api/search/business', undefined, 'POST', {
        textQuery: 'valve',
        businessType: 'MA',
        country: 'global',
        skip: 0,
        size,
      }),
  },
  {
    name: 'product search',
    call: (size) =>
      statements('/api/search/product', undefined, 'POST', {
        textQuery: 'valve',
        businessType: 'MA',
        country: 'global',
        skip: 0,
        size,
      }),
  },
  {
    name: 'member search',
    call: (size) =>
      statements('/api/user/search', undefined, 'POST', { textQuery: 'Query', country: 'global', skip: 0, size }),
  },
  { name: 'timeline', call: (size) => statements(`/api/timeline/load/${owner.userID}?skip=0&size=${size}`, undefined) },
  { name: 'comments', call: (size) => statements(`/api/social/comments/${postID}?skip=0&size=${size}`, undefined) },
  // Lists without a page size: their length is the world's size.
  { name: 'products of a business', call: () => statements(`/api/product/by-business?bid=${businessID}`, undefined) },
  { name: 'members', call: () => statements(`/api/business/profile/${businessID}/members`, owner.token) },
  { name: 'favorites', call: () => statements('/api/business/favorites', owner.token) },
  { name: 'newsfeed', call: () => statements('/api/newsfeed/load', owner.token) },
  { name: 'notifications', call: () => statements('/api/notifications', owner.token) },
  { name: 'inquiry threads', call: () => statements(`/api/business/request?ubid=${businessID}`, owner.token) },
  {
    name: 'messages of a thread',
    call: () => statements(`/api/business/request/${threadID}/get-messages?bid=${businessID}`, owner.token),
  },
  { name: 'connections', call: () => statements(`/api/social/connections?businessID=${businessID}`, owner.token) },
  { name: 'my businesses', call: () => statements('/api/business/profile/my-list', people[0].token) },
];

beforeAll(async () => {
  t = await createTestApp(
    {
      ...generousLimits,
      RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
      RATE_LIMIT_INVITES_PER_HOUR: '1000',
      PAGE_CACHE: 'false',
    },
    {
      onQuery: () => {
        const box = counting.getStore();
        if (box) box.n += 1;
      },
    },
  );
  owner = await registerUser(t, { firstName: 'Olga', lastName: 'Owner' });
  businessID = (await createBusiness(t, owner.token, { companyName: 'Valvex Query Works' })).businessID;
  postID = await post(t, owner, 'Our new valve line', businessID);
  const buyer = await registerUser(t, { firstName: 'Bruno', lastName: 'Buyer' });
  const first = await t.request({
    method: 'POST',
    url: '/api/business/request',
    payload: { to: businessID, subject: 'Price request', message: 'Opening the thread' },
    headers: bearer(buyer.token),
  });
  expect(first.status).toBe(201);
  threadID = first.body.data.requestID ?? first.body.data.request?.requestID;
  expect(threadID).toBeTruthy();
}, 120_000);
afterAll(() => t?.close());

describe('list endpoints send as many SQL statements for 10 items as for 2', () => {
  it('counts every statement of each list, at 2 and at 10 items', async () => {
    // Each list is asked twice in a row and its second answer counted: the first fills the process's
    // caches (reference data, the caller's open session, kept SESSION_CACHE_SECONDS), so a cache
    // that lapsed while the world grew is not counted as the page's statements.
    const counted = async (c: (typeof cases)[number], k: number) => {
      await c.call(k);
      return c.call(k);
    };
    await grow(2);
    const small = new Map<string, number>();
    for (const c of cases) small.set(c.name, (await counted(c, 2)).n);
    await grow(10);
    const rows: string[] = [];
    const grew: string[] = [];
    for (const c of cases) {
      const r = await counted(c, 10);
      const before = small.get(c.name)!;
      rows.push(
        `${c.name.padEnd(24)} ${String(before).padStart(3)} → ${String(r.n).padStart(3)} statements (${items(r.body)} items)`,
      );
      expect(r.n, `${c.name} sent no SQL: the count is not measuring it`).toBeGreaterThan(0);
      if (r.n > before) grew.push(`${c.name}: ${before} → ${r.n}`);
    }
    console.log(`SQL statements per request, 2 → 10 items:\n${rows.join('\n')}`);
    expect(grew, 'statements grew with the page: an N+1 query').toEqual([]);
  }, 180_000);
});
