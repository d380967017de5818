/**
 * Search in the editions' languages through the API (decision 0089): a request in Spanish, Italian
 * or Chinese (Accept-Language, as the web app sends an edition's language) finds the businesses,
 * products and counts that the category's English name finds; an English request does not read
 * other languages' names, and the words as typed still find what they found before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { INDUSTRY_TREE } from '../../seed/industry-tree.js';

let t: TestApp;
const ids: Record<string, string> = {};

/** The tree's id of a category by its English name ('0004.0004-03'): the industry key, then the category's place. */
function categoryId(name: string) {
  const industry = INDUSTRY_TREE.find((i) => i.categories.some((c) => c.name === name))!;
  const at = industry.categories.findIndex((c) => c.name === name) + 1;
  return { industry: industry.key, id: `${industry.key}-${String(at).padStart(2, '0')}` };
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerUser(t);
  const valves = categoryId('Industrial Valves');
  const pumps = categoryId('Industrial Pumps');
  // Neither name nor description says "valve": only the category does.
  ids.valves = (
    await createBusiness(t, owner.token, {
      companyName: 'Keystone Flow Works',
      shortDescription: 'Flow control hardware for refineries.',
      categories: [`${valves.industry}.${valves.id}`],
    })
  ).businessID;
  ids.pumps = (
    await createBusiness(t, owner.token, {
      companyName: 'Tidewater Hydraulics',
      shortDescription: 'Hydraulic equipment for ports.',
      categories: [`${pumps.industry}.${pumps.id}`],
    })
  ).businessID;
  // Members' own words in Spanish are still found as typed.
  ids.spanish = (
    await createBusiness(t, owner.token, {
      companyName: 'Grifería Soler',
      shortDescription: 'Fabricantes de grifería y llaves de paso.',
      categories: [`${pumps.industry}.${pumps.id}`],
    })
  ).businessID;
  const product = await createProduct(t, owner.token, ids.valves, {
    name: 'Ball Valve 2in',
    description: 'Full bore, stainless steel.',
  });
  expect(product.status).toBe(201);
});
afterAll(() => t.close());

const search = async (url: string, textQuery: string, lang?: string, extra: Record<string, unknown> = {}) => {
  const res = await t.request({
    method: 'POST',
    url,
    payload: { textQuery, ...extra },
    headers: lang ? { 'accept-language': lang } : {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const businessIds = async (textQuery: string, lang?: string) =>
  (
    (await search('/api/search/business', textQuery, lang)) as {
      results: { businessProfile: { businessID: string } }[];
    }
  ).results.map((r) => r.businessProfile.businessID);
const productNames = async (textQuery: string, lang?: string) =>
  ((await search('/api/search/product', textQuery, lang)) as { results: { name: string }[] }).results.map(
    (p) => p.name,
  );

describe('search in the editions’ languages', () => {
  it('finds the valve makers that "valves" finds by the category’s name in Spanish, Italian and Chinese', async () => {
    const english = await businessIds('valves');
    expect(english).toEqual([ids.valves]);
    for (const [typed, lang] of [
      ['válvulas', 'es'],
      ['valvulas', 'es-419'],
      ['Válvula', 'es-MX,es;q=0.9'],
      ['valvole', 'it-IT'],
      ['阀门', 'zh-CN,zh;q=0.9,en;q=0.8'],
    ])
      expect(await businessIds(typed, lang), `${typed} (${lang})`).toEqual(english);
  });

  it('reads another language’s names only for a request in that language', async () => {
    expect(await businessIds('阀门')).toEqual([]);
    expect(await businessIds('阀门', 'en-US,en;q=0.9')).toEqual([]);
    expect(await businessIds('阀门', 'es')).toEqual([]);
  });

  it('still finds what the words as typed find', async () => {
    expect(await businessIds('grifería', 'es')).toEqual([ids.spanish]);
    // "bombas" names the pumps' category: both businesses in it, not the valve maker.
    const pumps = await businessIds('bombas', 'es');
    expect(pumps).toContain(ids.pumps);
    expect(pumps).toContain(ids.spanish);
    expect(pumps).not.toContain(ids.valves);
  });

  it('finds products by a sub-category’s name, and counts every kind with the same words', async () => {
    expect(await productNames('válvulas de bola', 'es')).toEqual(['Ball Valve 2in']);
    expect(await productNames('球阀', 'zh')).toEqual(['Ball Valve 2in']);
    expect(await productNames('球阀')).toEqual([]);
    const counts = (await search('/api/search/counts', 'valvole', 'it', { country: 'global' })) as {
      counts: { businessType: string; total: number }[];
    };
    expect(counts.counts.find((c) => c.businessType === 'MA')?.total).toBe(1);
    expect(counts.counts.find((c) => c.businessType === 'PR')?.total).toBe(1);
  });
});
