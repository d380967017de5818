/**
 * The per-address limit on reads, as a client that asks too much meets it: past the limit its
 * reads get 429 with Retry-After and the limit named in RateLimit headers, while other addresses,
 * writes and health checks go on; a page counts once, however many API reads its render makes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPath } from '@wbn/contract';
import { createTestApp, registerUser, type TestApp } from './test-app.js';
import { createBusiness } from './factories.js';
import { needs } from './suite-needs.js';
import { IN_PROCESS_HEADER } from '../core/public-read-limit.js';

const LIMIT = 5;

describe('the per-address read limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_READS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  const read = (remoteAddress: string, url = '/api/ref-data/country', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers reads past the limit 429 with Retry-After and the limit named, and counts each address apart', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const ok = await read('203.0.113.1');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['ratelimit-policy']).toBe(`"public-reads";q=${LIMIT};w=60`);
      expect(ok.headers.ratelimit).toMatch(new RegExp(`^"public-reads";r=${LIMIT - 1 - i};t=\\d+$`));
    }
    const refused = await read('203.0.113.1', '/api/search/business/last-registered');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/^"public-reads";r=0;t=\d+$/);
    expect(refused.json().error).toMatchObject({ name: 'TooManyRequests', requestId: expect.any(String) });

    expect((await read('203.0.113.2')).statusCode).toBe(200);
  });

  it('counts searches, but neither writes nor health checks', async () => {
    const ip = '203.0.113.3';
    for (let i = 0; i < LIMIT; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search/product',
        remoteAddress: ip,
        payload: { textQuery: 'valve', skip: 0, size: 5 },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await read(ip)).statusCode).toBe(429);
    // A sign-in is a write: it meets its own limits, not this one.
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: ip,
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
    });
    expect(login.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('is named in the document: 429 on every read it counts, not on the health checks', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/ref-data/country'].get.responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
    expect(doc.paths['/api/search/product'].post.responses['429']).toBeDefined();
    expect(doc.paths['/sitemap.xml'].get.responses['429']).toBeDefined();
    expect(doc.paths['/api/health/live'].get.responses['429']).toBeUndefined();
  });

  it('does not let a caller skip the count by sending the in-process header', async () => {
    const ip = '203.0.113.4';
    for (let i = 0; i < LIMIT; i++)
      expect((await read(ip, '/api/ref-data/country', { [IN_PROCESS_HEADER]: 'guess' })).statusCode).toBe(200);
    expect((await read(ip, '/api/ref-data/country', { [IN_PROCESS_HEADER]: 'guess' })).statusCode).toBe(429);
  });
});

const webBuildDir = path.resolve(
  process.env.TEST_WEB_BUILD_DIR ?? path.join(import.meta.dirname, '../../../web/build'),
);
const built = existsSync(path.join(webBuildDir, 'server/index.js'));

describe.skipIf(
  !needs('the read limit on pages', `the web build at ${webBuildDir} (npm run build)`, built, 'web-build'),
)('the read limit on pages', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    // No page cache: every visit renders, and each render reads the business, its products and more in process.
    t = await createTestApp({ RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '3', PAGE_CACHE: 'false' }, { webBuildDir });
    const owner = await registerUser(t);
    const business = await createBusiness(t, owner.token, { companyName: 'Limited Pumps' });
    url = businessPath('Limited Pumps', business.businessID);
  });
  afterAll(() => t?.close());

  it('counts a page once, not the reads its server render makes', async () => {
    // From 127.0.0.1, the address in-process calls come from too: were the render's reads counted, the first visit would fail.
    const visit = () =>
      t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'accept-encoding': 'identity' } });
    for (let i = 0; i < 3; i++) {
      const page = await visit();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Limited Pumps');
    }
    expect((await visit()).statusCode).toBe(429);
  });
});
