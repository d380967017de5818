import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { businessPath, productPath, searchPath } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { createMemoryCacheStore } from './cache-store.js';
import { inlineScriptHashes, isCacheablePage, withScriptHashes } from './page-cache.js';
import { needs } from '../../test/suite-needs.js';

describe('which pages are cached', () => {
  it('the public pages, a query only on search results', () => {
    for (const p of [
      '/',
      '/industries',
      '/about-us',
      '/why-WBN',
      '/b2b-tips/export-to-the-world-tip-0',
      '/business/Acme-0b0c4c38-5f43-4a3e-8b6f-2d9d0c6f5a11',
      '/business-product/Acme-PLC-0b0c4c38-5f43-4a3e-8b6f-2d9d0c6f5a11',
    ])
      expect(isCacheablePage(p, ''), p).toBe(true);
    expect(isCacheablePage('/search-result', '?business=MA&search=pump')).toBe(true);
  });
  it('never the account screens, members-only pages, or a public page with a query', () => {
    for (const p of [
      '/auth/login',
      '/auth/register',
      '/SetID',
      '/my-business',
      '/my-messages',
      '/profile',
      '/profile/edit',
      '/newsfeed',
      '/notifications',
      '/business/create',
      '/business/0b0c4c38-5f43-4a3e-8b6f-2d9d0c6f5a11/edit',
      '/staff',
    ])
      expect(isCacheablePage(p, ''), p).toBe(false);
    expect(isCacheablePage('/business/Acme-0b0c4c38-5f43-4a3e-8b6f-2d9d0c6f5a11', '?editMode=1')).toBe(false);
  });
  it('the same pages in every edition, and in none the members-only ones', () => {
    for (const e of ['es', 'it', 'zh']) {
      for (const p of [
        '/',
        '',
        '/about-us',
        '/b2b-tips/export-to-the-world-tip-0',
        '/business/Acme-0b0c4c38-5f43-4a3e-8b6f-2d9d0c6f5a11',
      ])
        expect(isCacheablePage(`/${e}${p}`, ''), `/${e}${p}`).toBe(true);
      expect(isCacheablePage(`/${e}/search-result`, '?business=MA&search=bomba')).toBe(true);
      for (const p of ['/auth/login', '/my-business', '/newsfeed', '/business/create'])
        expect(isCacheablePage(`/${e}${p}`, ''), `/${e}${p}`).toBe(false);
    }
    expect(isCacheablePage('/fr/about-us', '')).toBe(false);
  });
});

describe('Content-Security-Policy of a cached page', () => {
  const b64 = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
  it('hashes every inline script that runs, and the hydration module one of them adds', () => {
    const inner = 'import "/assets/entry.client-x.js";\nwindow.x = "</script>";';
    const adder = `await go();\nconst hydration = document.createElement('script');\nhydration.textContent = ${JSON.stringify(inner).replace(/</g, '\\u003c')};`;
    const html = `<script nonce="n1">a()</script><script type="application/ld+json">{"@type":"Organization"}</script><script src="/x.js"></script><script nonce="n1" type="module" async="">${adder}</script>`;
    expect(inlineScriptHashes(html).sort()).toEqual([b64('a()'), b64(adder), b64(inner)].sort());
  });
  it("puts the page's hashes in script-src and leaves no per-answer nonce in the policy", () => {
    const csp = "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-def';object-src 'none'";
    expect(withScriptHashes(csp, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; style-src 'self';object-src 'none'",
    );
  });
});

describe('the in-memory store', () => {
  it('drops the entries of an invalidated tag, and refuses what was read before an invalidation', async () => {
    const store = createMemoryCacheStore(1024 * 1024);
    const since = await store.epoch();
    expect(await store.set('a', Buffer.from('A'), ['business:1', 'search'], 60, since)).toBe(true);
    expect(await store.set('b', Buffer.from('B'), ['business:2'], 60, since)).toBe(true);
    await store.invalidate(['business:1']);
    expect(await store.get('a')).toBeNull();
    expect((await store.get('b'))?.toString()).toBe('B');
    // A render that began before the invalidation (since) must not store its stale page.
    expect(await store.set('a', Buffer.from('A-old'), ['business:1'], 60, since)).toBe(false);
    expect(await store.set('a', Buffer.from('A-new'), ['business:1'], 60, await store.epoch())).toBe(true);
  });
});

// Through the app with the web build (npm run build; TEST_WEB_BUILD_DIR for another build).
const webBuildDir = path.resolve(
  process.env.TEST_WEB_BUILD_DIR ?? path.join(import.meta.dirname, '../../../../web/build'),
);
const built = existsSync(path.join(webBuildDir, 'server/index.js'));

describe.skipIf(
  !needs('the page cache through the app', `the web build at ${webBuildDir} (npm run build)`, built, 'web-build'),
)('the page cache through the app', () => {
  let t: TestApp;
  let owner: { token: string };
  let business: { businessID: string };
  beforeAll(async () => {
    t = await createTestApp({}, { webBuildDir });
    owner = await registerUser(t);
    business = await createBusiness(t, owner.token, { companyName: 'Cachet Valves' });
  });
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('serves a business page from the cache, with hashes instead of a nonce, an ETag and a CDN-friendly Cache-Control', async () => {
    const url = businessPath('Cachet Valves', business.businessID);
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).toContain('Cachet Valves');
    const second = await page(url);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const csp = String(second.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('nonce-');
    const inline = [...first.body.matchAll(/<script\b(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].length;
    expect(scriptSrc.match(/'sha256-/g)?.length).toBe(inline + 1); // + the hydration module added after the first paint
    const revalidated = await page(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shows an edit of the business on the very next request', async () => {
    const url = businessPath('Cachet Valves', business.businessID);
    await page(url);
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
    const edit = await t.request({
      method: 'PUT',
      url: `/api/business/profile/${business.businessID}`,
      headers: bearer(owner.token),
      payload: { general: { shortDescription: 'Now with stainless steel ball valves.' } },
    });
    expect(edit.status).toBe(200);
    const after = await page(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('Now with stainless steel ball valves.');
  });

  it('shows a new review of the business on the next request', async () => {
    const url = businessPath('Cachet Valves', business.businessID);
    await page(url);
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
    // A trade the platform saw: the buyer's request awarded the business's quote (decision 0073).
    const buyer = await registerUser(t);
    const call = async (url: string, who: { token: string }, payload: object) => {
      const res = await t.request({ method: 'POST', url, headers: bearer(who.token), payload });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return res.body.data;
    };
    const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const rfq = await call('/api/rfq', buyer, {
      title: 'Ball valves for a water plant',
      description: 'Stainless ball valves with test certificates, delivered to Miami.',
      categories: ['0001.0001-01'],
      quantity: 200,
      unit: 'pieces',
      incoterm: 'FOB',
      destinationCountry: 'US',
      deadline,
      visibility: 'public',
    });
    const quote = await call(`/api/rfq/${rfq.rfqID}/quotes`, owner, {
      businessID: business.businessID,
      unitPrice: 12,
      currency: 'USD',
      moq: 50,
      leadTimeDays: 20,
      incoterm: 'FOB',
      validUntil: deadline,
    });
    await call(`/api/rfq/${rfq.rfqID}/award`, buyer, { quoteID: quote.quoteID });
    const text = 'Valves exactly as described and shipped on the agreed day.';
    await call(`/api/business/profile/${business.businessID}/reviews`, buyer, {
      overall: 5,
      quality: 5,
      communication: 5,
      delivery: 5,
      text,
    });
    const after = await page(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain(text);
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
  });

  it('shows a product edit, and a new product in search results, on the next request', async () => {
    const created = await createProduct(t, owner.token, business.businessID, { name: 'Brass Gate Valve' });
    expect(created.status).toBe(201);
    const product = created.body.data as { productID: string };
    const url = productPath('Cachet Valves', 'Brass Gate Valve', product.productID);
    expect((await page(url)).body).toContain('Brass Gate Valve');
    expect((await page(url)).headers['x-page-cache']).toBe('hit');
    const search = searchPath({ business: 'PR', search: 'valve' });
    const before = await page(search);
    expect((await page(search)).headers['x-page-cache']).toBe('hit');

    const edit = await t.request({
      method: 'PUT',
      url: `/api/product/${product.productID}`,
      headers: bearer(owner.token),
      payload: { description: 'Full bore, PN16, forged brass body.' },
    });
    expect(edit.status).toBe(200);
    expect((await page(url)).body).toContain('Full bore, PN16, forged brass body.');

    const another = await createProduct(t, owner.token, business.businessID, { name: 'Brass Check Valve' });
    expect(another.status).toBe(201);
    const again = await page(search);
    expect(again.headers['x-page-cache']).toBe('miss');
    expect(before.body).not.toContain('Brass Check Valve');
    expect(again.body).toContain('Brass Check Valve');
  });

  it('keeps one home page per presentation language', async () => {
    const es = await page('/', { 'accept-language': 'es-MX,es;q=0.9' });
    const en = await page('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(es.body).not.toBe(en.body);
    expect((await page('/', { 'accept-language': 'es-CL' })).body).toBe(es.body);
    expect(String(es.headers.vary)).toMatch(/Accept-Language/);
  });

  it('keeps one copy per encoding and sends each to the browsers that take it', async () => {
    const br = await page('/about-us', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await page('/about-us');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('never caches the account screens or a members-only page, and says so to shared caches', async () => {
    for (const url of ['/auth/login', '/my-business', '/profile/edit', `/business/${business.businessID}/edit`]) {
      const res = await page(url);
      expect(res.headers['x-page-cache'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(String(res.headers['content-security-policy']), url).toMatch(/script-src [^;]*'nonce-/);
    }
  });
});
