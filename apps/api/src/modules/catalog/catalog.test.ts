import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { REFERENCE_CACHE_CONTROL } from '../../lib/cache-control.js';
import { IMMUTABLE_CACHE_CONTROL } from './catalog.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the industry tree as a versioned asset (decision 0019)', () => {
  it('names its version in an ETag; at ?v=<that version> browsers may keep it a year', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/catsys/industry/full-tree' });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe(REFERENCE_CACHE_CONTROL);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(plain.body.data).toHaveLength(15);

    const versioned = await t.request({ method: 'GET', url: `/api/catsys/industry/full-tree?v=${etag.slice(1, -1)}` });
    expect(versioned.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(versioned.body).toEqual(plain.body);

    // An old version (a page rendered before a release) gets today's tree, not kept for long.
    const old = await t.request({ method: 'GET', url: '/api/catsys/industry/full-tree?v=0123456789abcdef' });
    expect(old.headers['cache-control']).toBe(REFERENCE_CACHE_CONTROL);
    expect(old.body).toEqual(plain.body);
  });

  it('answers 304 to a browser holding this version, and sends it compressed to one that takes it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree' });
    const etag = String(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/catsys/industry/full-tree',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/catsys/industry/full-tree',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/catsys/industry/full-tree',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/catsys/industry/full-tree',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('answers the tree in an edition with ?lang=, the same ids and order, kept per version and edition', async () => {
    const en = await t.request({ method: 'GET', url: '/api/catsys/industry/full-tree' });
    const version = String(en.headers.etag).slice(1, -1);
    const es = await t.request({ method: 'GET', url: `/api/catsys/industry/full-tree?v=${version}&lang=es` });
    expect(es.status).toBe(200);
    expect(es.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(es.headers.etag).toBe(`"${version}-es"`);
    type Node = {
      id: string;
      key: string;
      name: string;
      categories: { id: string; name: string; subCategories: { id: string; name: string }[] }[];
    };
    const [enTree, esTree] = [en.body.data as Node[], es.body.data as Node[]];
    const ids = (tree: Node[]) =>
      tree.map((i) => [i.id, i.key, i.categories.map((c) => [c.id, c.subCategories.map((s) => s.id)])]);
    expect(ids(esTree)).toEqual(ids(enTree));

    const automation = esTree.find((i) => i.key === '0001')!;
    expect(automation.name).toBe('Automatización');
    const enPlcs = enTree.find((i) => i.key === '0001')!.categories.find((c) => c.name === 'PLCs & Controllers')!;
    const plcs = automation.categories.find((c) => c.id === enPlcs.id)!;
    expect(plcs.name).toBe('PLC y controladores');
    const compact = enPlcs.subCategories.find((s) => s.name === 'Compact PLCs')!;
    expect(plcs.subCategories.find((s) => s.id === compact.id)!.name).toBe('PLC compactos');

    const zh = await t.request({ method: 'GET', url: '/api/catsys/industry/full-tree?lang=zh' });
    expect(zh.body.data[0].name).not.toBe(enTree[0].name);
    // A browser holding this version's Spanish tree keeps it.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/catsys/industry/full-tree?lang=es',
      headers: { 'if-none-match': `"${version}-es"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses an edition it does not have, naming the field', async () => {
    const fr = await t.request({ method: 'GET', url: '/api/catsys/industry/full-tree?lang=fr' });
    expect(fr.status).toBe(400);
    expect(fr.body.error.fields).toHaveProperty('lang');
  });
});
