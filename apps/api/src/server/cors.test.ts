/**
 * Cross-origin reads (decision 0054): a public read (GET or HEAD with no cookie, no Authorization
 * header, no API key) answers `Access-Control-Allow-Origin: *`, from the route and from the cache
 * alike; the same read with the session cookie, or with a session's token, does not; a key route
 * answers any origin for its key, never with a cookie; `Access-Control-Allow-Credentials` is never
 * sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../test/test-app.js';
import { createBusiness, createProduct } from '../test/factories.js';

let t: TestApp;
let token: string;
let productID: string;
let businessID: string;
let key: string;
const ORIGIN = { origin: 'https://elsewhere.example' };

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).token;
  businessID = (await createBusiness(t, token, { companyName: 'Open Reads Co' })).businessID;
  productID = ((await createProduct(t, token, businessID, { name: 'Open valve' })).body.data as { productID: string })
    .productID;
  key = (
    await t.request({
      method: 'POST',
      url: `/api/business/profile/${businessID}/api-keys`,
      payload: { name: 'ERP', scopes: ['catalogue:read'] },
      headers: bearer(token),
    })
  ).body.data.secret as string;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { ...ORIGIN, ...headers } });
const session = () => ({ cookie: `wbn_page=${token}` });

describe('cross-origin reads', () => {
  it('GET /api/product/{id} without credentials answers Access-Control-Allow-Origin: *, from the route and from the cache', async () => {
    for (const round of ['route', 'cache']) {
      const res = await get(`/api/product/${productID}`);
      expect(res.statusCode, round).toBe(200);
      expect(res.headers['access-control-allow-origin'], round).toBe('*');
      expect(res.headers['access-control-allow-credentials'], round).toBeUndefined();
      expect(res.headers['x-api-cache'], round).toBe(round === 'cache' ? 'hit' : 'miss');
    }
    const head = await get(`/api/product/${productID}`, {}, 'HEAD');
    expect(head.headers['access-control-allow-origin']).toBe('*');
  });

  it('the same read with the session cookie, or with a session token, has no Access-Control-Allow-Origin', async () => {
    const withCookie = await get(`/api/product/${productID}`, session());
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['access-control-allow-origin']).toBeUndefined();
    expect(withCookie.headers['access-control-allow-credentials']).toBeUndefined();
    // Any cookie at all, and the session's token in the header.
    expect(
      (await get(`/api/product/${productID}`, { cookie: 'something=else' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const withToken = await get(`/api/product/${productID}`, bearer(token));
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('every kind of public read answers any origin, and nothing but reads does', async () => {
    for (const url of [
      `/api/business/profile/${businessID}`,
      `/api/product/by-business?bid=${businessID}`,
      '/api/catsys/industry',
      '/api/health',
      '/api/openapi.json',
      '/api/no-such-thing',
      '/robots.txt',
    ]) {
      const res = await get(url);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(
        (await get(url, session())).headers['access-control-allow-origin'],
        `${url} with a cookie`,
      ).toBeUndefined();
    }
    const write = await t.app.inject({ method: 'POST', url: '/api/business/request', headers: ORIGIN, payload: {} });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a key route answers any origin for its key, and not when the request also carries a cookie', async () => {
    const url = `/api/product/by-business?bid=${businessID}`;
    expect((await get(url, bearer(key))).headers['access-control-allow-origin']).toBe('*');
    const both = await get(url, { ...bearer(key), ...session() });
    expect(both.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/product',
      headers: { ...ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const preflightWithCookie = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/product',
      headers: { ...ORIGIN, ...session(), 'access-control-request-method': 'POST' },
    });
    expect(preflightWithCookie.headers['access-control-allow-origin']).toBeUndefined();
    for (const res of [preflight, both]) expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
