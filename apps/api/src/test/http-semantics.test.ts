/**
 * HTTP as clients expect it from any API, held by the app itself (no proxy needed): the media type
 * a route takes (415), the methods a path takes (405 with Allow), unknown API paths (404 in the
 * envelope), and request ids (echoed when well formed, named in every error body).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, bearer, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP semantics', () => {
  it('answers a JSON route sent text/plain with 415 naming the body and the expected type', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({
      name: 'UnsupportedMediaType',
      message: 'Send the request body as application/json',
      fields: { body: 'Expected application/json' },
    });
  });

  it('answers a known path asked with another method 405, with the methods it takes in Allow', async () => {
    const me = await registerUser(t);
    const res = await t.request({ method: 'DELETE', url: '/api/user/profile', headers: bearer(me.token) });
    expect(res.status).toBe(405);
    expect(String(res.headers.allow).split(', ').sort()).toEqual(['GET', 'PUT']);
    expect(res.body.error).toMatchObject({
      name: 'MethodNotAllowed',
      fields: { method: expect.stringContaining('GET') },
    });
    const withParam = await t.request({ method: 'PATCH', url: '/api/product/00000000-0000-4000-8000-000000000001' });
    expect(withParam.status).toBe(405);
    expect(String(withParam.headers.allow)).toContain('GET');
  });

  it('answers an unknown API path 404 in the error envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      error: { name: 'NotFound', message: 'No route GET /api/no-such-thing' },
    });
  });

  it('echoes a well-formed X-Request-Id, replaces a malformed one, and names it in error bodies', async () => {
    const given = await t.request({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'trace-42.abc:def' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42.abc:def');
    expect(given.body.error.requestId).toBe('trace-42.abc:def');
    const bad = await t.request({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'two words\nand a line' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.body.error.requestId).toBe(bad.headers['x-request-id']);
    const fine = await t.request({ method: 'GET', url: '/api/health/live' });
    expect(fine.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
