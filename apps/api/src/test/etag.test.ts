/**
 * Validators on reads, as a client that polls the API meets them: a successful GET carries an
 * ETag and says how it may be cached; sending the ETag back answers 304 with no body until the
 * data changes; writes and errors carry none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type SignedIn, type TestApp } from './test-app.js';
import { createBusiness } from './factories.js';
import { ifNoneMatchNames } from '../lib/etag.js';

let t: TestApp;
let owner: SignedIn;
let businessID: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  businessID = (await createBusiness(t, owner.token)).businessID;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('ETag and 304 on reads', () => {
  it('a business page read by a visitor: ETag, no-cache, then 304 with no body until the owner edits it', async () => {
    const url = `/api/business/profile/${businessID}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The strong form of the same tag, and a list that holds it, match too (weak comparison).
    expect((await get(url, { 'if-none-match': etag.slice(2) })).status).toBe(304);
    expect((await get(url, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(url, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);

    const edit = await t.request({
      method: 'PUT',
      url,
      payload: { general: { generalDescription: 'Now with a new description.' } },
      headers: bearer(owner.token),
    });
    expect(edit.status).toBe(200);
    expect(edit.headers.etag).toBeUndefined(); // a write carries no validator
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.data.general.generalDescription).toBe('Now with a new description.');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("a member's own answer is private: no shared cache may keep it", async () => {
    const first = await get('/api/user/profile', bearer(owner.token));
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/user/profile', {
      ...bearer(owner.token),
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('reference data keeps its long cache life and gains a validator', async () => {
    const first = await get('/api/ref-data/country');
    expect(first.headers['cache-control']).toMatch(/max-age=3600/);
    expect((await get('/api/ref-data/country', { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
  });

  it('errors and searches (POST) never answer 304', async () => {
    const missing = await get('/api/business/profile/00000000-0000-4000-8000-000000000001', { 'if-none-match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const search = await t.request({
      method: 'POST',
      url: '/api/search/business',
      payload: { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 5 },
      headers: { 'if-none-match': '*' },
    });
    expect(search.status).toBe(200);
  });

  it('compares tags as RFC 9110 asks (weak comparison, lists, *)', () => {
    expect(ifNoneMatchNames('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchNames('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames('*', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames('"ab"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchNames(undefined, 'W/"a"')).toBe(false);
  });
});
