/**
 * Input a hostile-input probe once turned into 500s: a NUL character or a lone surrogate in
 * any stored text or id, a NUL in a search suggestion, sitemap files numbered 0, and JSON nested
 * 20,000 deep. Each is now a 4xx with a human sentence naming the field (or a 404), and nothing
 * is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, bearer, type TestApp } from './test-app.js';
import { createBusiness, createProduct, validBusiness } from './factories.js';

let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
let bizId: string;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  bizId = (await createBusiness(t, user.token)).businessID;
  productId = (await createProduct(t, user.token, bizId)).body.data.productID;
});
afterAll(() => t.close());

const NUL = 'ab\u0000cd';
const LONE = 'ab\ud800cd';

/** A 4xx envelope whose message is a sentence and names `field` (when given). */
function expectRefused(res: { status: number; body: any }, field?: string) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.success).toBe(false);
  expect(res.body.error.message).toMatch(/^[A-Z].{10,}/);
  expect(JSON.stringify(res.body)).not.toMatch(
    /stack|at \w+ \(|SQL|syntax error|invalid byte sequence|unsupported Unicode/i,
  );
  if (field) expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
}

type Case = {
  name: string;
  method: 'POST' | 'PUT' | 'GET';
  url: string;
  body: (bad: string) => unknown;
  field: string;
  auth?: boolean;
};
const cases: Case[] = [
  {
    name: 'profile name',
    method: 'PUT',
    url: '/api/user/profile',
    body: (bad) => ({ firstName: bad }),
    field: 'firstName',
    auth: true,
  },
  {
    name: 'profile about text',
    method: 'PUT',
    url: '/api/user/profile',
    body: (bad) => ({ briefPresentation: bad }),
    field: 'briefPresentation',
    auth: true,
  },
  {
    name: 'business creation',
    method: 'POST',
    url: '/api/business/profile/create',
    body: (bad) => validBusiness({ companyName: bad }),
    field: 'companyName',
    auth: true,
  },
  {
    name: 'business section',
    method: 'PUT',
    url: '',
    body: (bad) => ({ general: { shortDescription: bad } }),
    field: 'general.shortDescription',
    auth: true,
  },
  {
    name: 'product',
    method: 'POST',
    url: '/api/product',
    body: (bad) => ({ businessID: bizId, name: bad, description: 'fine' }),
    field: 'name',
    auth: true,
  },
  {
    name: 'register',
    method: 'POST',
    url: '/auth/register',
    body: (bad) => ({
      email: 'x@example.com',
      password: 'long-enough-1',
      firstName: bad,
      lastName: 'B',
      acceptTerms: true,
    }),
    field: 'firstName',
  },
  {
    name: 'need-help',
    method: 'POST',
    url: '/api/needhelp/send',
    body: (bad) => ({ email: 'a@example.com', companyPhone: '+1 305 555 0100', businessName: bad }),
    field: 'businessName',
  },
  {
    name: 'a key of the body',
    method: 'PUT',
    url: '/api/user/profile',
    body: (bad) => ({ [bad]: 'x' }),
    field: 'body',
    auth: true,
  },
];

describe('NUL characters and lone surrogates', () => {
  for (const c of cases) {
    for (const [kind, bad] of [
      ['a NUL', NUL],
      ['a lone surrogate', LONE],
    ] as const) {
      it(`${c.name} with ${kind} is refused naming the field`, async () => {
        const url = c.url || `/api/business/profile/${bizId}`;
        const before = await t.request({ method: 'GET', url: `/api/business/profile/${bizId}` });
        const res = await t.request({
          method: c.method,
          url,
          payload: JSON.stringify(c.body(bad)),
          headers: { 'content-type': 'application/json', ...(c.auth ? bearer(user.token) : {}) },
        });
        expectRefused(res, c.field);
        expect(res.status).toBe(400);
        expect((await t.request({ method: 'GET', url: `/api/business/profile/${bizId}` })).body.data).toEqual(
          before.body.data,
        );
      });
    }
  }

  it('ids and queries with a NUL or a lone surrogate answer 4xx', async () => {
    for (const url of [
      '/api/ref-data/country/US%00/state',
      '/api/business/profile/ab%00cd',
      `/api/product/${productId}%00`,
      '/api/catsys/industry/00%0001/category',
      '/api/social/reaction/summary/%00',
      '/api/search/suggest?q=ab%00cd',
      '/api/search/suggest?q=ab%ED%A0%80cd',
      '/api/business/profile/list-business?userID=%00',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.status, url).toBeLessThan(500);
      if (res.status >= 400) expectRefused(res);
      else expect(url).toContain('%ED%A0%80'); // undecodable bytes become U+FFFD: a valid query, answered
    }
  });
});

describe('other inputs that used to fail', () => {
  it('sitemap files are numbered from 1', async () => {
    for (const url of ['/sitemaps/businesses-0.xml', '/sitemaps/products-0.xml', '/sitemaps/businesses-00000.xml']) {
      expect((await t.request({ method: 'GET', url })).status, url).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/sitemaps/businesses-1.xml' })).status).toBe(200);
  });

  it('JSON nested 20,000 deep is refused before it is parsed', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const url of ['/auth/login', '/api/search/business']) {
      const res = await t.request({
        method: 'POST',
        url,
        payload: deep,
        headers: { 'content-type': 'application/json' },
      });
      expectRefused(res, 'body');
      expect(res.body.error.message).toBe('The request body is nested more than 32 levels deep');
    }
    const objects = `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`;
    expectRefused(
      await t.request({
        method: 'PUT',
        url: '/api/user/profile',
        payload: objects,
        headers: { 'content-type': 'application/json', ...bearer(user.token) },
      }),
      'body',
    );
    // Brackets inside strings are text, not nesting.
    const ok = await t.request({
      method: 'POST',
      url: '/api/search/business',
      payload: JSON.stringify({ textQuery: '[['.repeat(40), businessType: 'MA', country: 'global', skip: 0, size: 5 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('requests the framework used to answer in its own words', () => {
  it('a path with bad percent-encoding answers the envelope with a sentence, not the raw path', async () => {
    for (const url of [
      '/api/ref-data/country/x%ED%BF%BFy/state',
      '/api/business/profile/%E0%A4%A',
      '/api/nothing/%FF',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: {
          name: 'ValidationError',
          message: 'The address contains characters that cannot be read',
          fields: { url: 'Not readable' },
          requestId: res.headers['x-request-id'],
        },
      });
    }
  });

  it('an upload whose body is not the multipart form it claims answers 400 naming the file', async () => {
    const grant = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/user',
      payload: { contentType: 'image/png', fileSize: 1000 },
      headers: bearer(user.token),
    });
    const token = grant.body.data.token as string;
    for (const payload of [
      'abc',
      '--x\r\nContent-Disposition: form-data; name="key"\r\n\r\nv',
      '--x\r\nbroken header\r\n\r\n--x--',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/files/upload',
        payload,
        headers: { ...bearer(user.token), 'x-upload-token': token, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['file']);
    }
  });
});
