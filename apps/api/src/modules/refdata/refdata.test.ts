import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, INDUSTRIES } from '@wbn/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { REFERENCE_CACHE_CONTROL } from '../../lib/cache-control.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('lists every ISO 3166-1 country with name and flag emoji, cacheable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ref-data/country' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(REFERENCE_CACHE_CONTROL);
    const list = res.body.data as { code: string; countryName: string; emoji: string }[];
    expect(list.length).toBeGreaterThanOrEqual(245);
    expect(list).toContainEqual({ code: 'US', countryName: 'United States', emoji: '🇺🇸' });
    expect(list.find((c) => c.code === 'IT')?.countryName).toBe('Italy');
    expect(list.every((c) => /^[A-Z]{2}$/.test(c.code) && c.emoji.length > 0)).toBe(true);
  });

  it('lists the states of a country and refuses an unknown one', async () => {
    const us = await t.request({ method: 'GET', url: '/api/ref-data/country/US/state' });
    expect(us.status).toBe(200);
    expect(us.body.data).toContainEqual({ stateID: 'US-FL', stateName: 'Florida', countryCode: 'US' });
    const lower = await t.request({ method: 'GET', url: '/api/ref-data/country/mx/state' });
    expect(lower.body.data.length).toBeGreaterThan(30);
    const unknown = await t.request({ method: 'GET', url: '/api/ref-data/country/QQ/state' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty('code');
    const bad = await t.request({ method: 'GET', url: '/api/ref-data/country/USA1/state' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('code');
  });

  it('serves genders, languages, job positions and the 11 business types', async () => {
    const [g, l, j, b] = await Promise.all(
      ['gender', 'language', 'job-position', 'business-type'].map((p) =>
        t.request({ method: 'GET', url: `/api/ref-data/${p}` }),
      ),
    );
    expect(g.body.data).toContainEqual({ code: 'F', name: 'Female' });
    expect(l.body.data).toContainEqual({ code: 'en', languageName: 'English' });
    expect(l.body.data.length).toBeGreaterThan(150);
    expect(j.body.data.length).toBeGreaterThanOrEqual(20);
    expect(j.body.data[0]).toEqual({ jobPositionID: expect.any(String), name: expect.any(String) });
    expect(b.body.data).toEqual(BUSINESS_TYPES.map((x) => ({ code: x.code, businessTypeName: x.businessTypeName })));
  });
});

describe('industry tree', () => {
  it('lists the 15 industries with keys 0001-0015 in the spec order', async () => {
    const res = await t.request({ method: 'GET', url: '/api/catsys/industry' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(REFERENCE_CACHE_CONTROL);
    expect(res.body.data.map((i: { key: string; name: string }) => ({ key: i.key, name: i.name }))).toEqual(
      INDUSTRIES.map((i) => ({ ...i })),
    );
  });

  it('gives every industry at least 6 categories of at least 3 subcategories', async () => {
    const res = await t.request({ method: 'GET', url: '/api/catsys/industry/full-tree' });
    const tree = res.body.data as {
      key: string;
      description: string;
      categories: { name: string; subCategories: { name: string }[] }[];
    }[];
    expect(tree).toHaveLength(15);
    for (const ind of tree) {
      expect(ind.description.length).toBeGreaterThan(40);
      expect(ind.categories.length).toBeGreaterThanOrEqual(6);
      for (const c of ind.categories) expect(c.subCategories.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists the categories of one industry; unknown and malformed ids are refused', async () => {
    const ok = await t.request({ method: 'GET', url: '/api/catsys/industry/0001/category' });
    expect(ok.status).toBe(200);
    expect(ok.body.data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      subCategories: expect.any(Array),
    });
    const unknown = await t.request({ method: 'GET', url: '/api/catsys/industry/0099/category' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      success: false,
      error: { name: 'NotFound', fields: { id: expect.any(String) } },
    });
    const bad = await t.request({
      method: 'GET',
      url: `/api/catsys/industry/${"'; drop table industries;--"}/category`,
    });
    expect(bad.status).toBe(400);
  });

  it('reports database health', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.data.database.reachable).toBe(true);
  });

  it('serves a generated OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/ref-data/country', '/auth/login', '/api/user/profile']),
    );
  });
});
