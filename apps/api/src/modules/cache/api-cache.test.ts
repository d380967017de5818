/**
 * The cache of public API reads (decision 0019): anonymous reads come from the cache, and every
 * write that changes what they show is visible on the very next read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';

let t: TestApp;
let owner: { token: string };
let businessID: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  businessID = (await createBusiness(t, owner.token, { companyName: 'Cachet Pumps' })).businessID;
});
afterAll(() => t?.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, headers: token ? bearer(token) : {} });
const emptySearch = (kind: 'business' | 'product') =>
  t.request({
    method: 'POST',
    url: `/api/search/${kind}`,
    payload: { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 20 },
  });

describe('public API reads from the cache', () => {
  it('answers a business from the cache until its owner edits it, then shows the edit at once', async () => {
    const url = `/api/business/profile/${businessID}`;
    expect((await get(url)).headers['x-api-cache']).toBe('miss');
    const hit = await get(url);
    expect(hit.headers['x-api-cache']).toBe('hit');
    expect(hit.body.data.general.companyName).toBe('Cachet Pumps');

    const edit = await t.request({
      method: 'PUT',
      url,
      payload: { general: { shortDescription: 'Pumps rebuilt in Miami since 1990.' } },
      headers: bearer(owner.token),
    });
    expect(edit.status).toBe(200);
    const after = await get(url);
    expect(after.headers['x-api-cache']).toBe('miss');
    expect(after.body.data.general.shortDescription).toBe('Pumps rebuilt in Miami since 1990.');
  });

  it('never serves or keeps a signed-in read (it carries the caller’s role)', async () => {
    const url = `/api/business/profile/${businessID}`;
    await get(url);
    const mine = await get(url, owner.token);
    expect(mine.headers['x-api-cache']).toBeUndefined();
    expect(mine.body.session).toBe('owner');
    expect((await get(url)).body.session).toBe('none');
  });

  it('shows a new product in the business’s list, in the empty search, and an edit and removal of it, on the next read', async () => {
    const list = `/api/product/by-business?bid=${businessID}`;
    const before = (await get(list)).body.data;
    await emptySearch('product');
    expect((await emptySearch('product')).headers['x-api-cache']).toBe('hit');

    const created = await createProduct(t, owner.token, businessID, { name: 'Cachet centrifugal pump' });
    expect(created.status).toBe(201);
    const productID = created.body.data.productID as string;
    const names = (body: unknown) => JSON.stringify(body);
    expect(names((await get(list)).body.data)).toContain('Cachet centrifugal pump');
    expect(names((await get(list)).body.data)).not.toEqual(names(before));
    expect(names((await emptySearch('product')).body.data)).toContain('Cachet centrifugal pump');

    const url = `/api/product/${productID}`;
    await get(url);
    expect((await get(url)).headers['x-api-cache']).toBe('hit');
    const edit = await t.request({
      method: 'PUT',
      url,
      payload: { description: 'Stainless, 40 m head.' },
      headers: bearer(owner.token),
    });
    expect(edit.status).toBe(200);
    const edited = await get(url);
    expect(edited.headers['x-api-cache']).toBe('miss');
    expect(edited.body.data.description).toBe('Stainless, 40 m head.');
    const removed = await t.request({ method: 'DELETE', url, headers: bearer(owner.token) });
    expect(removed.status).toBe(200);
    expect((await get(url)).status).toBe(404);
    expect(names((await get(list)).body.data)).not.toContain('Cachet centrifugal pump');
  });

  it('shows a new business in the empty business search and the latest businesses on the next read', async () => {
    await emptySearch('business');
    await get('/api/search/business/last-registered');
    expect((await get('/api/search/business/last-registered')).headers['x-api-cache']).toBe('hit');
    const other = await registerUser(t);
    await createBusiness(t, other.token, { companyName: 'Brand New Valves' });
    expect(JSON.stringify((await emptySearch('business')).body.data)).toContain('Brand New Valves');
    expect(JSON.stringify((await get('/api/search/business/last-registered')).body.data)).toContain('Brand New Valves');
  });

  it('does not cache a search with words (its results depend on the whole vocabulary)', async () => {
    const search = () =>
      t.request({
        method: 'POST',
        url: '/api/search/business',
        payload: { textQuery: 'pumps', businessType: 'MA', country: 'global', skip: 0, size: 20 },
      });
    await search();
    expect((await search()).headers['x-api-cache']).toBeUndefined();
  });
});
