/**
 * The filters decision 0081 adds (certifications, revenue, foundedBefore, markets, repliesFast) and
 * the product search's filters, through the API on a set whose answer is known: each filter keeps
 * exactly the businesses (products) it should, each count equals the total_results of choosing it,
 * counts stay disjunctive, an expired certificate does not count (and stops counting once its day
 * has come, the daily run moving the day by the app's clock), the database's rules for certificate
 * names and markets are the contract's, bad values are a 400 naming the field, and the plain
 * requests answer as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FOUNDED_BEFORE_YEARS,
  MARKET_REGION_VALUES,
  REVENUE_BANDS,
  SEARCH_FILTER_FACETS,
  marketRegions,
  normaliseCertificateName,
  utcDayAhead,
  type BusinessSearchResponse,
  type ProductSearchResponse,
  type SearchFacets,
  type SearchFilterFacet,
} from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { rowsOf } from '../../db/rows.js';
import { SEARCH_FACET_DAY_JOB } from './search.facet-day.repo.js';

/** How far the app's clock is ahead of the real one (the daily run's day follows it). */
let ahead = 0;
const DAY_MS = 86_400_000;
const clock = () => Date.now() + ahead;
let t: TestApp;

type Cert = { name: string; expiresIn: number };
/** What each business is, as the new filters see it. */
type Spec = {
  name: string;
  country: string;
  certificates: Cert[];
  revenue?: { min: number; max: number };
  founded?: number;
  markets: string[];
  responsiveness?: { rate: number; sample: number };
  /** Its products: name and category ('0001-01' or '0001-02', industry 0001). */
  products: { name: string; category: string }[];
};
const WORD = 'quorvex';
const SET: Spec[] = [
  {
    name: 'Aurora Fittings',
    country: 'US',
    // CE expires in two days: counted now, not once the day has come.
    certificates: [
      { name: 'ISO 9001:2015', expiresIn: 400 },
      { name: 'CE Marking', expiresIn: 2 },
    ],
    revenue: { min: 2_000_000, max: 8_000_000 },
    founded: 1985,
    markets: ['Western Europe', 'North America'],
    responsiveness: { rate: 0.9, sample: 5 },
    products: [
      { name: 'Quorvex ball valve', category: '0001-01' },
      { name: 'Quorvex gate valve', category: '0001-02' },
    ],
  },
  {
    name: 'Boreal Foods',
    country: 'MX',
    // Its ISO 9001 expired last year: it does not count.
    certificates: [
      { name: 'iso9001', expiresIn: -365 },
      { name: 'HACCP', expiresIn: 100 },
    ],
    revenue: { min: 500_000, max: 900_000 },
    founded: 2005,
    markets: ['Latin America'],
    responsiveness: { rate: 0.5, sample: 10 },
    products: [{ name: 'Quorvex dried mango', category: '0001-01' }],
  },
  {
    name: 'Cobalt Kosher Mills',
    country: 'DE',
    certificates: [
      { name: 'Kosher certificate', expiresIn: 30 },
      { name: 'UL Listed', expiresIn: 30 },
    ],
    revenue: { min: 60_000_000, max: 600_000_000 },
    founded: 1940,
    markets: ['Worldwide'],
    // Fast, but on too few requests.
    responsiveness: { rate: 1, sample: 2 },
    products: [{ name: 'Quorvex flour', category: '0001-02' }],
  },
  { name: 'Dune Supplies', country: 'US', certificates: [], markets: [], products: [] },
  {
    name: 'Ember Timber',
    country: 'DE',
    // Expires today: no longer counted on its day.
    certificates: [
      { name: 'FSC Chain of Custody', expiresIn: 50 },
      { name: 'HACCP', expiresIn: 0 },
    ],
    revenue: { min: 10_000_000, max: 10_000_000 },
    founded: 2018,
    markets: ['Asia Pacific'],
    responsiveness: { rate: 0.8, sample: 3 },
    products: [{ name: 'Quorvex plywood', category: '0001-02' }],
  },
];

/** The day the certificates are counted on, as days from the real today. */
let countingDay = 0;
/** A business's values of a new facet, as the answer spells them. */
function valuesOf(s: Spec, facet: SearchFilterFacet): string[] {
  switch (facet) {
    case 'certifications':
      return [
        ...new Set(
          s.certificates.filter((c) => c.expiresIn > countingDay).map((c) => normaliseCertificateName(c.name)),
        ),
      ];
    case 'revenue':
      return s.revenue
        ? REVENUE_BANDS.filter((b) => s.revenue!.min < (b.max ?? Infinity) && s.revenue!.max >= b.min).map(
            (b) => b.value,
          )
        : [];
    case 'foundedBefore':
      return s.founded ? FOUNDED_BEFORE_YEARS.filter((y) => s.founded! < y).map(String) : [];
    case 'markets':
      return [...new Set(s.markets.flatMap(marketRegions))];
    case 'repliesFast':
      return [String(!!s.responsiveness && s.responsiveness.rate >= 0.8 && s.responsiveness.sample >= 3)];
    case 'countries':
      return [s.country];
    default:
      throw new Error(facet);
  }
}
const NEW_FACETS: SearchFilterFacet[] = ['certifications', 'revenue', 'foundedBefore', 'markets', 'repliesFast'];
const BOOLEAN_FACETS: SearchFilterFacet[] = ['verified', 'contractManufacturing', 'repliesFast'];
const filterOf = (facet: SearchFilterFacet, value: string) =>
  BOOLEAN_FACETS.includes(facet)
    ? { [facet]: value === 'true' }
    : facet === 'foundedBefore'
      ? { [facet]: Number(value) }
      : { [facet]: [value] };

const raw = (url: string, body: Record<string, unknown>) => t.request({ method: 'POST', url, payload: body });
const search = async (body: Record<string, unknown>) => {
  const res = await raw('/api/search/business', { businessType: 'MA', size: 50, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as BusinessSearchResponse & { facets?: SearchFacets };
};
const searchProducts = async (body: Record<string, unknown>) => {
  const res = await raw('/api/search/product', { size: 50, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductSearchResponse & { facets?: SearchFacets };
};
const names = (r: BusinessSearchResponse) => r.results.map((h) => h.businessProfile.general.companyName).sort();
const productNames = (r: ProductSearchResponse) => r.results.map((p) => p.name).sort();
const ids = new Map<string, string>();

/** Runs the daily counting-day job now (as the schedule would), with the app's clock. */
async function runDayJob() {
  await t.app.jobs.enqueue(t.database.db, SEARCH_FACET_DAY_JOB, {});
  await t.app.jobs.drain();
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-search-facets-test-${process.pid}` }, { now: clock });
  for (const s of SET) {
    const p = await registerUser(t, { firstName: s.name.split(' ')[0], lastName: 'Owner' });
    const [state] = rowsOf<{ state_id: string }>(
      await t.database.db.execute(
        sql`select state_id from states where country_code = ${s.country} order by state_id limit 1`,
      ),
    );
    const b = await createBusiness(t, p.token, {
      companyName: s.name,
      businessType: 'MA',
      country: s.country,
      state: state?.state_id,
      categories: ['0001.0001-01'],
      shortDescription: `${s.name}: ${WORD} goods for buyers.`,
    });
    ids.set(s.name, b.businessID);
    const res = await t.request({
      method: 'PUT',
      url: `/api/business/profile/${b.businessID}`,
      headers: bearer(p.token),
      payload: {
        general: {
          ...(s.revenue ? { totalAnnualRevenue: s.revenue } : {}),
          ...(s.founded ? { yearStablished: s.founded } : {}),
        },
        tradeCapabilities: { markets: s.markets },
        certificates: s.certificates.map((c) => ({
          name: c.name,
          issueDate: '2020-01-10',
          expireDate: utcDayAhead(c.expiresIn),
        })),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The responsiveness module writes these figures; the trigger keeps the token whoever writes.
    if (s.responsiveness)
      await t.database.db.execute(
        sql`update businesses set responsiveness = ${JSON.stringify({ ...s.responsiveness, medianReplySeconds: 3600 })}::jsonb
            where id = ${b.businessID}::uuid`,
      );
    for (const product of s.products) {
      const r = await createProduct(t, p.token, b.businessID, {
        name: product.name,
        description: `${product.name}, made by ${s.name}.`,
        industry: { id: '0001' },
        category: { id: product.category },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
  }
}, 120_000);
afterAll(() => t?.close());

describe('the new filters on businesses', () => {
  it('each value keeps exactly the businesses that have it, with and without words', async () => {
    for (const facet of NEW_FACETS) {
      const values = new Set(SET.flatMap((s) => valuesOf(s, facet)));
      if (facet === 'repliesFast') values.add('true').add('false');
      expect(values.size, facet).toBeGreaterThan(1);
      for (const value of values) {
        const expected = SET.filter((s) => valuesOf(s, facet).includes(value))
          .map((s) => s.name)
          .sort();
        for (const textQuery of ['', WORD]) {
          const r = await search({ textQuery, filters: filterOf(facet, value) });
          expect(names(r), `${facet}=${value} "${textQuery}"`).toEqual(expected);
          expect(r.total_results, `${facet}=${value}`).toBe(expected.length);
        }
      }
    }
  });

  it('read the certificates and markets as the contract does, and expired certificates do not count', async () => {
    expect(names(await search({ filters: { certifications: ['iso-9001'] } }))).toEqual(['Aurora Fittings']);
    expect(names(await search({ filters: { certifications: ['haccp'] } }))).toEqual(['Boreal Foods']);
    expect(names(await search({ filters: { certifications: ['other', 'kosher'] } }))).toEqual(['Cobalt Kosher Mills']);
    expect(names(await search({ filters: { markets: ['oceania'] } }))).toEqual(['Cobalt Kosher Mills', 'Ember Timber']);
    expect(names(await search({ filters: { foundedBefore: 1950 } }))).toEqual(['Cobalt Kosher Mills']);
    // Exactly 10,000,000 is in the band that starts there, not the one that ends there.
    expect(names(await search({ filters: { revenue: ['5m-10m'] } }))).toEqual(['Aurora Fittings']);
    // The spec's repliesFast and the facet agree.
    expect(names(await search({ repliesFast: true }))).toEqual(names(await search({ filters: { repliesFast: true } })));
  });

  it('the database names certificates and markets as normaliseCertificateName and marketRegions do', async () => {
    const certs = [
      'ISO9001',
      'ISO 9001:2015',
      'iso-9001 certified',
      'ISO 14001',
      'ISO 45001',
      'EN ISO 13485:2016',
      'IATF 16949',
      'ISO/TS 16949',
      'CE Marking',
      'FDA Registered',
      'HACCP',
      'BRCGS',
      'FSC',
      'GOTS',
      'Global Organic Textile Standard',
      'USDA Organic',
      'Halal',
      'Kosher',
      'UL Listed',
      'Certificado de calidad',
      '',
    ];
    for (const name of certs) {
      const [r] = rowsOf<{ v: string }>(await t.database.db.execute(sql`select certificate_standard(${name}) as v`));
      expect(r.v, name).toBe(normaliseCertificateName(name));
    }
    const markets = [
      'North America',
      'South America',
      'Central America',
      'Western Europe',
      'Eastern Europe',
      'Middle East',
      'Africa',
      'East Asia',
      'Southeast Asia',
      'Oceania',
      'Latin America',
      'Asia Pacific',
      'USA',
      'European Union',
      'Worldwide',
      'MENA',
      'Our neighbours',
    ];
    for (const name of markets) {
      const [r] = rowsOf<{ v: string[] | string }>(
        await t.database.db.execute(sql`select market_regions(${name}) as v`),
      );
      const v =
        typeof r.v === 'string'
          ? r.v
              .replace(/^\{|\}$/g, '')
              .split(',')
              .filter(Boolean)
          : r.v;
      expect(v, name).toEqual(marketRegions(name));
    }
  });
});

/** Every value's count equals the total_results of adding that choice to `base` (replacing its facet's choice). */
async function countsMatch(url: 'business' | 'product', base: Record<string, unknown>, textQuery: string) {
  const ask = url === 'business' ? search : searchProducts;
  const r = await ask({ textQuery, filters: base, facets: true });
  expect(Object.keys(r.facets!).sort()).toEqual([...SEARCH_FILTER_FACETS].sort());
  let checked = 0;
  for (const facet of SEARCH_FILTER_FACETS) {
    for (const v of r.facets![facet]) {
      expect(v.label, `${facet}=${v.value}`).toBeTruthy();
      const chosen = await ask({ textQuery, filters: { ...base, ...filterOf(facet, v.value) } });
      expect(v.count, `${url} ${facet}=${v.value} over ${JSON.stringify(base)} "${textQuery}"`).toBe(
        chosen.total_results,
      );
      checked++;
    }
  }
  return { r, checked };
}

describe('counts of the new facets', () => {
  it('each count equals the results its choice leaves, with and without words and other filters', async () => {
    for (const textQuery of ['', WORD])
      for (const base of [{}, { certifications: ['iso-9001', 'haccp'] }, { markets: ['europe'], revenue: ['1m-5m'] }]) {
        const { checked } = await countsMatch('business', base, textQuery);
        expect(checked).toBeGreaterThan(10);
      }
  });

  it('are disjunctive: a chosen value leaves the other values of its facet their counts', async () => {
    const all = await search({ facets: true });
    for (const facet of NEW_FACETS) {
      const first = all.facets![facet][0];
      const chosen = await search({ filters: filterOf(facet, first.value), facets: true });
      expect(chosen.facets![facet], facet).toEqual(all.facets![facet]);
      expect(chosen.total_results).toBe(first.count);
    }
    const labels = Object.fromEntries(all.facets!.markets.map((v) => [v.value, v.label]));
    expect(labels.europe).toBe('Europe');
    expect(all.facets!.foundedBefore.find((v) => v.value === '2000')?.label).toBe('Before 2000');
    expect(all.facets!.certifications.find((v) => v.value === 'iso-9001')?.label).toBe('ISO 9001');
    expect(all.facets!.markets.map((v) => v.value).sort()).toEqual([...MARKET_REGION_VALUES].sort());
  });
});

describe('products', () => {
  it('filter by their business facets and their own category, with counts over products', async () => {
    expect(productNames(await searchProducts({ filters: { categories: ['0001-02'] } }))).toEqual([
      'Quorvex flour',
      'Quorvex gate valve',
      'Quorvex plywood',
    ]);
    expect(
      productNames(
        await searchProducts({ textQuery: WORD, filters: { certifications: ['iso-9001'], categories: ['0001-01'] } }),
      ),
    ).toEqual(['Quorvex ball valve']);
    expect(productNames(await searchProducts({ filters: { countries: ['DE'], repliesFast: true } }))).toEqual([
      'Quorvex plywood',
    ]);
    for (const textQuery of ['', WORD])
      for (const base of [{}, { categories: ['0001-01'] }, { markets: ['asia'], countries: ['DE', 'US'] }]) {
        const { r, checked } = await countsMatch('product', base, textQuery);
        expect(checked).toBeGreaterThan(10);
        // The categories are the products' own: three of the five are in 0001-02, two of them sold to Asia.
        expect(r.facets!.categories.find((v) => v.value === '0001-02')?.count).toBe('markets' in base ? 2 : 3);
      }
  });

  it('follow their business: a change of its profile moves its products', async () => {
    const id = ids.get('Dune Supplies')!;
    const [owner] = rowsOf<{ owner_id: string }>(
      await t.database.db.execute(sql`select owner_id from businesses where id = ${id}::uuid`),
    );
    expect(owner).toBeTruthy();
    await t.database.db.execute(
      sql`insert into products (business_id, name, description, industry_id, category_id)
          values (${id}::uuid, 'Quorvex crate', 'A crate.', '0001', '0001-01')`,
    );
    // With words: out of the cache of empty-query searches, which a write through SQL does not invalidate.
    const inAfrica = async () =>
      productNames(await searchProducts({ textQuery: WORD, filters: { markets: ['africa'] } }));
    expect(await inAfrica()).not.toContain('Quorvex crate');
    await t.database.db.execute(
      sql`update businesses set trade_capabilities = '{"markets":["North Africa"]}'::jsonb where id = ${id}::uuid`,
    );
    expect(await inAfrica()).toContain('Quorvex crate');
    await t.database.db.execute(sql`delete from products where business_id = ${id}::uuid`);
    await t.database.db.execute(sql`update businesses set trade_capabilities = '{}'::jsonb where id = ${id}::uuid`);
  });

  it('answer as before without the new fields', async () => {
    for (const textQuery of ['', WORD]) {
      const plain = await searchProducts({ textQuery });
      expect(plain).not.toHaveProperty('facets');
      expect(Object.keys(plain).sort()).toEqual(['results', 'total_results']);
      expect(plain.total_results).toBe(5);
    }
  });
});

describe('expiry', () => {
  it('a certificate stops counting on its expiry day: the daily run moves the day by the clock', async () => {
    const before = await search({ filters: { certifications: ['ce'] }, facets: true });
    expect(names(before)).toEqual(['Aurora Fittings']);
    expect(before.facets!.certifications.find((v) => v.value === 'ce')?.count).toBe(1);
    // Two days on: CE's expiry day. The run re-touches the businesses whose certificates expired.
    ahead = 2 * DAY_MS;
    countingDay = 2;
    await runDayJob();
    const after = await search({ filters: { certifications: ['ce'] }, facets: true });
    expect(after.total_results).toBe(0);
    expect(after.facets!.certifications.find((v) => v.value === 'ce')?.count).toBe(0);
    expect((await searchProducts({ filters: { certifications: ['ce'] } })).total_results).toBe(0);
    // The others still count, and every count still equals its choice's results.
    expect(names(await search({ filters: { certifications: ['iso-9001'] } }))).toEqual(['Aurora Fittings']);
    const all = await search({ facets: true });
    for (const v of all.facets!.certifications)
      expect(v.count, v.value).toBe((await search({ filters: { certifications: [v.value] } })).total_results);
    // A run again the same day changes nothing; a business written now keeps the day too.
    await runDayJob();
    await t.database.db.execute(
      sql`update businesses set certificates = certificates where id = ${ids.get('Aurora Fittings')!}::uuid`,
    );
    expect((await search({ filters: { certifications: ['ce'] } })).total_results).toBe(0);
  });
});

describe('bad filters', () => {
  it('are a 400 naming the field, on both searches', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: { certifications: ['iso9001'] } }, 'filters.certifications.0'],
      [{ filters: { certifications: [] } }, 'filters.certifications'],
      [{ filters: { revenue: ['5m'] } }, 'filters.revenue.0'],
      [{ filters: { foundedBefore: 1999 } }, 'filters.foundedBefore'],
      [{ filters: { foundedBefore: '2000' } }, 'filters.foundedBefore'],
      [{ filters: { markets: ['mars'] } }, 'filters.markets.0'],
      [{ filters: { repliesFast: 'yes' } }, 'filters.repliesFast'],
      [{ filters: { colour: ['red'] } }, 'filters'],
      [{ facets: 'yes' }, 'facets'],
    ];
    for (const url of ['/api/search/business', '/api/search/product'])
      for (const [body, field] of cases) {
        const res = await raw(url, { ...(url.endsWith('business') ? { businessType: 'MA' } : {}), ...body });
        expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(Object.keys(res.body.error.fields), JSON.stringify(body)).toContain(field);
      }
  });
});
