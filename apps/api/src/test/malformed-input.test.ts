/**
 * A table of malformed requests against every endpoint: each answers a 4xx envelope naming
 * the problem, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, bearer, type TestApp } from './test-app.js';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '4096' });
  auth = bearer((await registerUser(t)).token);
});
afterAll(() => t.close());

const JSON_POSTS = [
  '/auth/register',
  '/auth/login',
  '/auth/get-session',
  '/auth/forgot-password',
  '/auth/reset-password',
];
const bodies: [string, string, string?][] = [
  ['malformed JSON', '{"email": '],
  ['a JSON array', '[1,2,3]'],
  ['a JSON number', '42'],
  ['wrong types', '{"email": 5, "password": true, "token": [], "firstName": {}, "lastName": null}'],
  ['prototype poisoning', '{"__proto__": {"admin": true}, "email": "a@b.co"}'],
  ['an oversized body', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5000) })],
  ['form encoding', 'email=a@b.co&password=x', 'application/x-www-form-urlencoded'],
];

describe('malformed input on every endpoint', () => {
  for (const url of [...JSON_POSTS, '/api/user/profile']) {
    for (const [label, payload, type] of bodies) {
      it(`${url} with ${label} answers a clear 4xx`, async () => {
        const res = await t.request({
          method: url === '/api/user/profile' ? 'PUT' : 'POST',
          url,
          payload,
          headers: { 'content-type': type ?? 'application/json', ...(url.startsWith('/api/') ? auth : {}) },
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.success).toBe(false);
        expect(res.body.error.name).toMatch(/^[A-Z][A-Za-z]+$/);
        expect(res.body.error.message.length).toBeGreaterThan(3);
        if (label === 'an oversized body') expect(res.status).toBe(413);
        if (label !== 'an oversized body' && label !== 'form encoding' && res.status === 400)
          expect(res.body.error.fields).toBeTypeOf('object');
      });
    }
  }

  it('drops null fields from bodies as the spec says', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { city: 'Miami', country: null, gender: null },
      headers: auth,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.city).toBe('Miami');
  });

  it('answers unknown API paths with a 404 envelope, and a known path asked with another method with 405', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api/ref-data/country/US/state/extra'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { name: 'NotFound' } });
    }
    const wrong = await t.request({ method: 'DELETE', url: '/api/ref-data/country' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET');
    expect(wrong.body).toMatchObject({ success: false, error: { name: 'MethodNotAllowed' } });
  });

  it('echoes a request id for log correlation', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });
});
