import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { businesses } from '../../db/schema/index.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-search-test-${process.pid}` });
  const owner = await registerUser(t, { firstName: 'Olivia', lastName: 'Quintero' });
  const mk = async (key: string, over: Record<string, unknown>) => {
    ids[key] = (await createBusiness(t, owner.token, over)).businessID;
  };
  // Created in this order: newest last.
  await mk('plain', {
    companyName: 'Harbor Robotics',
    shortDescription: 'Robotic welding cells for car plants.',
    categories: ['0001.0001-02'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
  });
  await mk('gold', {
    companyName: 'Summit Robotics',
    shortDescription: 'Robotic welding cells for car plants.',
    categories: ['0001.0001-02'],
    businessType: 'MA',
    country: 'US',
    state: 'US-TX',
  });
  await mk('mexico', {
    companyName: 'Andes Robotics',
    shortDescription: 'Robotic welding cells for car plants.',
    categories: ['0001.0001-02'],
    businessType: 'MA',
    country: 'MX',
    state: 'MX-NLE',
  });
  await mk('distributor', {
    companyName: 'Pacific Automation Supply',
    shortDescription: 'We distribute sensors and PLCs.',
    categories: ['0001.0001-03'],
    businessType: 'DI',
    country: 'US',
    state: 'US-FL',
  });
  await mk('food', {
    companyName: 'Rio Grains',
    shortDescription: 'Rice and quinoa exporters.',
    categories: ['0011.0011-02'],
    businessType: 'EX',
    country: 'PE',
    state: 'PE-LIM',
  });
  for (let i = 0; i < 4; i++)
    await mk(`co${i}`, {
      companyName: `Advisory Partners ${i}`,
      shortDescription: 'Export consulting.',
      categories: ['0015.0015-01'],
      businessType: 'CO',
      country: 'ES',
      state: 'ES-CT',
    });
  await t.database.db
    .update(businesses)
    .set({ subscription: 'gold', verified: true })
    .where(eq(businesses.id, ids.gold));
  await createProduct(t, owner.token, ids.distributor, {
    name: 'Compact PLC Z-100',
    description: 'A compact controller for small machines.',
    specs: [{ key: 'Protection', value: 'IP67 rated housing' }],
    category: { id: '0001-01' },
    subCategory: { id: '0001-01-01' },
  });
  await createProduct(t, owner.token, ids.food, { name: 'Organic Quinoa', description: 'Andean grain in 25 kg bags.' });
  const other = await registerUser(t, { firstName: 'Bruno', lastName: 'Castellanos' });
  await t.request({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(other.token),
    payload: {
      country: { code: 'IT' },
      companyName: 'Castellanos Imports',
      briefPresentation: 'Importer of machine tools.',
    },
  });
});
afterAll(() => t.close());

const business = async (body: Record<string, unknown>) => {
  const res = await t.request({ method: 'POST', url: '/api/search/business', payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    results: { businessProfile: { businessID: string; general: { companyName: string } }; reactions: unknown }[];
    total_results: number;
  };
};
const names = (d: Awaited<ReturnType<typeof business>>) => d.results.map((r) => r.businessProfile.general.companyName);
const product = async (textQuery: string) =>
  (await t.request({ method: 'POST', url: '/api/search/product', payload: { textQuery } })).body.data;

describe('business search', () => {
  it('defaults to manufacturers worldwide and lists everything newest first for an empty query', async () => {
    const d = await business({});
    expect(d.total_results).toBe(3);
    expect(names(d)).toEqual(['Andes Robotics', 'Summit Robotics', 'Harbor Robotics']);
    expect(d.results[0].reactions).toEqual({ reactionCount: { like: 0 } });
  });

  it('filters by business type and country; global means every country', async () => {
    expect(names(await business({ businessType: 'MA', country: 'MX' }))).toEqual(['Andes Robotics']);
    expect((await business({ businessType: 'MA', country: 'global' })).total_results).toBe(3);
    expect(names(await business({ businessType: 'DI', country: 'US', textQuery: 'sensors' }))).toEqual([
      'Pacific Automation Supply',
    ]);
    expect((await business({ businessType: 'MA', country: 'IT', textQuery: 'robotics' })).total_results).toBe(0);
  });

  it('finds words within a type and country through the type’s indexes, where the country is a term no typed word matches', async () => {
    // The type's indexes hold the country as a lexeme (migration 0033): searching its code finds nothing by it.
    expect(names(await business({ businessType: 'MA', country: 'MX', textQuery: 'welding' }))).toEqual([
      'Andes Robotics',
    ]);
    expect(names(await business({ businessType: 'MA', country: 'US', textQuery: 'welding cells' }))).toEqual([
      'Summit Robotics',
      'Harbor Robotics',
    ]);
    expect((await business({ businessType: 'MA', country: 'MX', textQuery: 'mx' })).total_results).toBe(0);
    expect((await business({ businessType: 'MA', country: 'global', textQuery: 'MX' })).total_results).toBe(0);
    // A code in lower case is the same country.
    expect(names(await business({ businessType: 'MA', country: 'mx', textQuery: 'welding' }))).toEqual([
      'Andes Robotics',
    ]);
  });

  it('puts paying and verified members first among equal matches', async () => {
    expect(names(await business({ textQuery: 'robotic welding', country: 'US' }))).toEqual([
      'Summit Robotics',
      'Harbor Robotics',
    ]);
  });

  it('finds businesses by industry and category names', async () => {
    expect(names(await business({ businessType: 'DI', textQuery: 'Automation' }))).toEqual([
      'Pacific Automation Supply',
    ]);
    expect(names(await business({ businessType: 'EX', textQuery: 'Food & Agriculture' }))).toEqual(['Rio Grains']);
    expect(names(await business({ businessType: 'EX', textQuery: 'Grains & Cereals' }))).toEqual(['Rio Grains']);
  });

  it('matches the last word as a prefix and tolerates typos', async () => {
    expect(names(await business({ businessType: 'DI', textQuery: 'pacific autom' }))).toEqual([
      'Pacific Automation Supply',
    ]);
    expect(names(await business({ businessType: 'DI', textQuery: 'pacfic automation' }))).toEqual([
      'Pacific Automation Supply',
    ]);
    expect(names(await business({ businessType: 'EX', textQuery: 'quinao' }))).toEqual(['Rio Grains']);
  });

  it('pages with skip = 5 x (page - 1) and keeps the total', async () => {
    const p1 = await business({ businessType: 'CO', skip: 0, size: 3 });
    const p2 = await business({ businessType: 'CO', skip: 3, size: 3 });
    expect(p1.total_results).toBe(4);
    expect(p2.total_results).toBe(4);
    expect(names(p1)).toEqual(['Advisory Partners 3', 'Advisory Partners 2', 'Advisory Partners 1']);
    expect(names(p2)).toEqual(['Advisory Partners 0']);
    expect((await business({ businessType: 'CO', skip: 5, size: 5 })).results).toEqual([]);
    const page2 = await business({ businessType: 'CO', skip: 5 * (2 - 1), size: 5 });
    expect(page2.total_results).toBe(4);
  });

  it('answers injection-looking and symbol-only queries safely', async () => {
    for (const q of [
      "'; drop table businesses; --",
      'a & b | !c :* <->',
      '%_\\',
      '"unterminated',
      '(((',
      'robotics) | (1=1',
    ]) {
      const d = await business({ textQuery: q });
      expect(d.total_results).toBeGreaterThanOrEqual(0);
    }
    expect((await business({})).total_results).toBe(3); // the table is still there
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ size: 500 }, 'size'],
      [{ skip: -1 }, 'skip'],
      [{ businessType: 'PR' }, 'businessType'],
      [{ businessType: 'mA1' }, 'businessType'],
      [{ country: 'Narnia' }, 'country'],
      [{ textQuery: 'x'.repeat(201) }, 'textQuery'],
      [{ textQuery: 42 }, 'textQuery'],
    ];
    for (const [body, field] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/search/business', payload: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
  });
});

describe('product search', () => {
  it('finds products by name, specs and category, with their business', async () => {
    const byName = await product('compact plc');
    expect(byName.total_results).toBe(1);
    expect(byName.results[0]).toMatchObject({
      name: 'Compact PLC Z-100',
      businessProfile: { companyName: 'Pacific Automation Supply' },
    });
    expect((await product('IP67')).results.map((p: { name: string }) => p.name)).toEqual(['Compact PLC Z-100']);
    expect((await product('Safety PLCs')).total_results).toBe(0);
    expect((await product('Compact PLCs')).results.map((p: { name: string }) => p.name)).toEqual(['Compact PLC Z-100']);
    expect((await product('organc quinoa')).results.map((p: { name: string }) => p.name)).toEqual(['Organic Quinoa']);
    expect((await product('')).total_results).toBe(2);
  });
});

describe('user search', () => {
  it('finds members by name and company without exposing e-mail or phone; filters by country', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/search',
      payload: { textQuery: 'castellanos', skip: 0, size: 5, limit: 5, country: 'global' },
    });
    expect(res.body.data.totalResults).toBe(1);
    const p = res.body.data.profiles[0];
    expect(p).toMatchObject({
      firstName: 'Bruno',
      lastName: 'Castellanos',
      companyName: 'Castellanos Imports',
      country: { code: 'IT' },
    });
    expect(p).not.toHaveProperty('email');
    expect(p).not.toHaveProperty('mobilePhone');
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/user/search',
      payload: { textQuery: 'castellanos', country: 'US' },
    });
    expect(elsewhere.body.data.totalResults).toBe(0);
  });
});

describe('latest registered and suggestions', () => {
  it('lists the latest three of each of MA, DI, EX, CO, newest last', async () => {
    const res = await t.request({ method: 'GET', url: '/api/search/business/last-registered' });
    const list = res.body.data.map(
      (b: { general: { companyName: string; businessType: { code: string } } }) =>
        `${b.general.businessType.code} ${b.general.companyName}`,
    );
    expect(list).toEqual([
      'MA Harbor Robotics',
      'MA Summit Robotics',
      'MA Andes Robotics',
      'DI Pacific Automation Supply',
      'EX Rio Grains',
      'CO Advisory Partners 1',
      'CO Advisory Partners 2',
      'CO Advisory Partners 3',
    ]);
  });

  it('suggests companies, products and industries as the user types', async () => {
    const res = await t.request({ method: 'GET', url: '/api/search/suggest?q=robo' });
    expect(res.body.data.companies.map((c: { companyName: string }) => c.companyName).sort()).toEqual([
      'Andes Robotics',
      'Harbor Robotics',
      'Summit Robotics',
    ]);
    expect(res.body.data.industries[0]).toMatchObject({
      name: expect.stringMatching(/Robot/),
      path: expect.stringContaining('/search-result?'),
    });
    const plc = await t.request({ method: 'GET', url: '/api/search/suggest?q=plc' });
    expect(plc.body.data.products[0]).toMatchObject({
      name: 'Compact PLC Z-100',
      companyName: 'Pacific Automation Supply',
    });
    expect((await t.request({ method: 'GET', url: '/api/search/suggest?q=r' })).body.data).toEqual({
      companies: [],
      products: [],
      industries: [],
    });
    expect((await t.request({ method: 'GET', url: '/api/search/suggest?q=%25_' })).status).toBe(200);
  });
});

describe('counts of the other types', () => {
  const counts = async (body: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/search/counts', payload: body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Object.fromEntries(
      (res.body.data.counts as { businessType: string; total: number; capped: boolean }[]).map((c) => [
        c.businessType,
        c.total,
      ]),
    );
  };

  it('counts every company type, products and members for the same words, in the spec’s type order', async () => {
    const res = await t.request({ method: 'POST', url: '/api/search/counts', payload: { textQuery: 'plc' } });
    expect(res.body.data.counts.map((c: { businessType: string }) => c.businessType)).toEqual([
      'MA',
      'DI',
      'WS',
      'IM',
      'EX',
      'RE',
      'IN',
      'CO',
      'GO',
      'PR',
      'UR',
    ]);
    expect(await counts({ textQuery: 'plc' })).toMatchObject({ MA: 0, DI: 1, PR: 1, UR: 0 });
    // A manufacturer search for quinoa finds nothing; the exporter and its product do.
    expect(await counts({ textQuery: 'quinoa' })).toMatchObject({ MA: 0, EX: 1, PR: 1 });
    expect(await counts({ textQuery: 'castellanos' })).toMatchObject({ UR: 1, MA: 0, PR: 0 });
  });

  it('filters companies and members by country, not products (the product search has no country)', async () => {
    expect(await counts({ textQuery: 'robotic', country: 'MX' })).toMatchObject({ MA: 1 });
    expect(await counts({ textQuery: 'robotic', country: 'global' })).toMatchObject({ MA: 3 });
    expect(await counts({ textQuery: 'quinoa', country: 'US' })).toMatchObject({ EX: 0, PR: 1 });
  });

  it('counts with the closest known words when nothing matches (as the searches do)', async () => {
    expect(await counts({ textQuery: 'quinao' })).toMatchObject({ EX: 1, PR: 1 });
  });

  it('refuses a missing or bad query naming the field', async () => {
    for (const [body, field] of [
      [{}, 'textQuery'],
      [{ textQuery: '  ' }, 'textQuery'],
      [{ textQuery: 'x'.repeat(201) }, 'textQuery'],
      [{ textQuery: 'a', country: 'Narnia' }, 'country'],
    ] as const) {
      const res = await t.request({ method: 'POST', url: '/api/search/counts', payload: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
  });
});
