/**
 * Which security headers an answer carries, by what it is (decisions 0016, 0079): a page all of
 * them; an API answer the policy and nosniff; a script, a style or a picture only nosniff (and
 * Cross-Origin-Resource-Policy), since a browser acts on the others only for a document; an
 * uploaded file keeps its own sandboxing policy (decision 0075).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { needs } from '../test/suite-needs.js';
import { answerKind } from './security-headers.js';

const DOCUMENT_ONLY = [
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'referrer-policy',
  'origin-agent-cluster',
];

describe('what an answer is, by its content type', () => {
  it('pages and what a browser may show as one are documents; scripts, styles, fonts and pictures are not', () => {
    for (const t of ['text/html; charset=utf-8', 'image/svg+xml', 'application/xml', 'application/pdf', 'text/xml'])
      expect(answerKind(t), t).toBe('document');
    for (const t of ['application/json; charset=utf-8', 'application/problem+json'])
      expect(answerKind(t), t).toBe('json');
    for (const t of [
      'text/javascript; charset=utf-8',
      'application/javascript',
      'text/css; charset=utf-8',
      'font/woff2',
      'image/webp',
      'image/png',
      'text/plain; charset=utf-8',
      'application/manifest+json',
      undefined,
    ])
      expect(answerKind(t), String(t)).toBe('subresource');
  });
});

const webBuildDir = path.resolve(
  process.env.TEST_WEB_BUILD_DIR ?? path.join(import.meta.dirname, '../../../web/build'),
);
const built = existsSync(path.join(webBuildDir, 'server/index.js'));

describe.skipIf(!needs('security headers with the web build', `the web build at ${webBuildDir}`, built, 'web-build'))(
  'security headers through the app',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { webBuildDir });
    });
    afterAll(() => t?.close());
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const assets = () => readdirSync(path.join(webBuildDir, 'client/assets'));

    it('a page carries every header, a script and a style only nosniff and CORP, and the same script precompressed too', async () => {
      for (const url of ['/about-us', '/about-us', '/auth/login']) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        for (const h of DOCUMENT_ONLY) expect(page.headers[h], `${url}: ${h}`).toBeDefined();
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['x-frame-options']).toBe('DENY');
        // Headers only browsers no longer in use read (decision 0079).
        for (const h of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies'])
          expect(page.headers[h], `${url}: ${h}`).toBeUndefined();
      }
      const script = assets().find((f) => /^entry\.client-.*\.js$/.test(f))!;
      const style = assets().find((f) => f.endsWith('.css'))!;
      for (const url of [`/assets/${script}`, `/assets/${style}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        for (const h of [...DOCUMENT_ONLY, 'x-dns-prefetch-control', 'strict-transport-security'])
          expect(res.headers[h], `${url}: ${h}`).toBeUndefined();
      }
    });

    it('an API answer keeps the policy that refuses framing, and nosniff, without the headers only a page uses', async () => {
      for (const url of ['/api/ref-data/country', '/api/no-such-route']) {
        const res = await get(url);
        expect(String(res.headers['content-type']), url).toContain('application/json');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
        for (const h of ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'])
          expect(res.headers[h], `${url}: ${h}`).toBeUndefined();
      }
    });

    it("an uploaded PDF keeps its sandboxing policy; an uploaded picture carries that policy and nosniff, nothing of a page's", async () => {
      const dir = path.join('/tmp/wbn-test-data/files/users/security-headers-test');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'sheet.pdf'), '%PDF-1.4\n%%EOF\n');
      writeFileSync(path.join(dir, 'logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
      const pdf = await get('/files/users/security-headers-test/sheet.pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      const png = await get('/files/users/security-headers-test/logo.png');
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
      expect(png.headers['x-content-type-options']).toBe('nosniff');
      for (const h of ['permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect(png.headers[h], h).toBeUndefined();
    });
  },
);
