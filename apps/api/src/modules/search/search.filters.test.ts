/**
 * Filters with counts on the business search (decision 0080), through the API on a set whose answer
 * is known: each filter keeps exactly the businesses it should, each facet count equals the
 * total_results of choosing it, a chosen facet keeps its other values' counts (disjunctive), the
 * request without the new fields answers as before, and bad filters are a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SEARCH_FACET_CAP,
  SEARCH_FILTER_FACETS,
  SEARCH_FILTER_MAX_VALUES,
  type BusinessSearchResponse,
  type SearchFacets,
  type SearchFilterFacet,
} from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;

/** The set: what each business is, as the filters see it. */
type Spec = {
  name: string;
  type?: string;
  country: string;
  categories: string[];
  verified: boolean;
  tier: 'standard' | 'gold' | 'premium' | 'platinum';
  employees?: { min: number; max: number };
  cm: boolean;
  languages: string[];
  incoterms: string[];
  currencies: string[];
  payments: string[];
};
const WORD = 'zyntherm';
const SET: Spec[] = [
  {
    name: 'Alpha Valves',
    country: 'US',
    categories: ['0001.0001-01'],
    verified: true,
    tier: 'gold',
    employees: { min: 60, max: 150 },
    cm: true,
    languages: ['en', 'es'],
    incoterms: ['FOB', 'EXW'],
    currencies: ['USD'],
    payments: ['T/T'],
  },
  {
    name: 'Beta Pumps',
    country: 'US',
    categories: ['0002.0002-01'],
    verified: false,
    tier: 'standard',
    employees: { min: 5, max: 9 },
    cm: false,
    languages: ['en'],
    incoterms: ['EXW'],
    currencies: ['USD', 'EUR'],
    payments: ['L/C'],
  },
  {
    name: 'Gamma Motoren',
    country: 'DE',
    categories: ['0001.0001-02'],
    verified: true,
    tier: 'premium',
    employees: { min: 150, max: 600 },
    cm: true,
    languages: ['de', 'en'],
    incoterms: ['FOB'],
    currencies: ['EUR'],
    payments: ['T/T', 'L/C'],
  },
  {
    name: 'Delta Bombas',
    country: 'MX',
    categories: ['0001.0001-01', '0002.0002-01'],
    verified: false,
    tier: 'gold',
    cm: false,
    languages: ['es'],
    incoterms: ['CIF'],
    currencies: ['MXN', 'USD'],
    payments: ['T/T'],
  },
  {
    name: 'Epsilon Controls',
    country: 'DE',
    categories: ['0001.0001-01'],
    verified: false,
    tier: 'standard',
    employees: { min: 2000, max: 8000 },
    cm: false,
    languages: ['de'],
    incoterms: [],
    currencies: [],
    payments: [],
  },
  // Another type: never in a search for manufacturers.
  {
    name: 'Zeta Trading',
    type: 'DI',
    country: 'US',
    categories: ['0001.0001-01'],
    verified: true,
    tier: 'gold',
    employees: { min: 60, max: 150 },
    cm: true,
    languages: ['en'],
    incoterms: ['FOB'],
    currencies: ['USD'],
    payments: ['T/T'],
  },
];
const MANUFACTURERS = SET.filter((s) => !s.type);
const BANDS: [string, number, number][] = [
  ['1-10', 1, 10],
  ['11-50', 11, 50],
  ['51-200', 51, 200],
  ['201-500', 201, 500],
  ['501-1000', 501, 1000],
  ['1001-5000', 1001, 5000],
  ['5001+', 5001, Infinity],
];
/** Each business's values of a facet, as the answer spells them. */
const industryOf = (c: string) => c.slice(0, 4);
function valuesOf(s: Spec, facet: SearchFilterFacet, categoryIds: Map<string, string[]>): string[] {
  switch (facet) {
    case 'industries':
      return [industryOf(s.categories[0])];
    case 'categories':
      return categoryIds.get(s.name)!;
    case 'countries':
      return [s.country];
    case 'verified':
      return [String(s.verified)];
    case 'tiers':
      return [s.tier];
    case 'employees':
      return s.employees
        ? BANDS.filter(([, lo, hi]) => s.employees!.min <= hi && s.employees!.max >= lo).map(([v]) => v)
        : [];
    case 'contractManufacturing':
      return [String(s.cm)];
    case 'languages':
      return s.languages.map((v) => v.toLowerCase());
    case 'incoterms':
      return s.incoterms.map((v) => v.toLowerCase());
    case 'paymentCurrencies':
      return s.currencies.map((v) => v.toLowerCase());
    case 'paymentTypes':
      return s.payments.map((v) => v.toLowerCase());
    default:
      // Decision 0081's facets: search.facets.test.ts.
      return [];
  }
}
/** The facets of decision 0080, whose values this set spells out (decision 0081's: search.facets.test.ts). */
const FACETS_0080 = SEARCH_FILTER_FACETS.slice(0, SEARCH_FILTER_FACETS.indexOf('paymentTypes') + 1);
const BOOLEAN_FACETS: SearchFilterFacet[] = ['verified', 'contractManufacturing', 'repliesFast'];
const filterOf = (facet: SearchFilterFacet, value: string) =>
  BOOLEAN_FACETS.includes(facet)
    ? { [facet]: value === 'true' }
    : facet === 'foundedBefore'
      ? { [facet]: Number(value) }
      : { [facet]: [value] };

const raw = (body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/search/business', payload: { businessType: 'MA', size: 50, ...body } });
const search = async (body: Record<string, unknown>) => {
  const res = await raw(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as BusinessSearchResponse & { facets?: SearchFacets };
};
const names = (r: BusinessSearchResponse) => r.results.map((h) => h.businessProfile.general.companyName).sort();
const categoryIds = new Map<string, string[]>();

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-search-filters-test-${process.pid}` });
  for (const s of SET) {
    const p = await registerUser(t, { firstName: s.name.split(' ')[0], lastName: 'Owner' });
    const states = await t.database.db.execute(
      sql`select state_id from states where country_code = ${s.country} order by state_id limit 1`,
    );
    const [state] = rowsOf<{ state_id: string }>(states);
    const b = await createBusiness(t, p.token, {
      companyName: s.name,
      businessType: s.type ?? 'MA',
      country: s.country,
      state: state?.state_id,
      categories: s.categories,
      shortDescription: `${s.name}: ${WORD} parts and assemblies.`,
    });
    const res = await t.request({
      method: 'PUT',
      url: `/api/business/profile/${b.businessID}`,
      headers: bearer(p.token),
      payload: {
        ...(s.employees ? { general: { totalEmployees: s.employees } } : {}),
        factory: { contractManufacturing: s.cm ? ['OEM'] : [] },
        tradeCapabilities: { spokenLanguages: s.languages },
        businessTerms: {
          acceptedDeliveryTerms: s.incoterms,
          acceptedPaymentCurrencies: s.currencies,
          acceptedPaymentTypes: s.payments,
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Verification and membership are written by other modules; the trigger keeps the tokens whoever writes.
    await t.database.db.execute(
      sql`update businesses set verified = ${s.verified}, subscription = ${s.tier} where id = ${b.businessID}::uuid`,
    );
    const cats = await t.database.db.execute(
      sql`select category_id from business_categories where business_id = ${b.businessID}::uuid order by category_id`,
    );
    categoryIds.set(
      s.name,
      rowsOf<{ category_id: string }>(cats).map((r) => r.category_id),
    );
  }
}, 120_000);
afterAll(() => t?.close());

describe('filters', () => {
  it('each filter value keeps exactly the businesses that have it, with and without words', async () => {
    for (const facet of FACETS_0080) {
      const values = new Set(MANUFACTURERS.flatMap((s) => valuesOf(s, facet, categoryIds)));
      if (BOOLEAN_FACETS.includes(facet)) values.add('true').add('false');
      expect(values.size, facet).toBeGreaterThan(1);
      for (const value of values) {
        const expected = MANUFACTURERS.filter((s) => valuesOf(s, facet, categoryIds).includes(value))
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

  it('values of one facet OR together, facets AND together, with the type and the country', async () => {
    expect(names(await search({ filters: { countries: ['US', 'de'] } }))).toEqual([
      'Alpha Valves',
      'Beta Pumps',
      'Epsilon Controls',
      'Gamma Motoren',
    ]);
    expect(names(await search({ filters: { countries: ['US', 'DE'], verified: true } }))).toEqual([
      'Alpha Valves',
      'Gamma Motoren',
    ]);
    expect(names(await search({ filters: { languages: ['ES'], incoterms: ['fob', 'cif'] } }))).toEqual([
      'Alpha Valves',
      'Delta Bombas',
    ]);
    expect(names(await search({ country: 'DE', filters: { contractManufacturing: true } }))).toEqual(['Gamma Motoren']);
    expect(names(await search({ businessType: 'DI', filters: { verified: true } }))).toEqual(['Zeta Trading']);
  });

  // Written here straight to the table, as another module's writer would (the words keep the search out of
  // the cache of empty-query searches, which such a writer's event invalidates).
  it('follows the profile as it changes: a new section or new categories move the business', async () => {
    const before = await search({ textQuery: WORD, filters: { languages: ['fr'] } });
    expect(before.total_results).toBe(0);
    const [row] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from businesses where company_name = 'Epsilon Controls'`),
    );
    await t.database.db.execute(
      sql`update businesses set trade_capabilities = '{"spokenLanguages":["de","FR"]}'::jsonb where id = ${row.id}::uuid`,
    );
    expect(names(await search({ textQuery: WORD, filters: { languages: ['fr'] } }))).toEqual(['Epsilon Controls']);
    await t.database.db.execute(
      sql`insert into business_categories (business_id, category_id, sort) values (${row.id}::uuid, '0002.0002-01', 9)`,
    );
    const withCat = names(await search({ textQuery: WORD, filters: { categories: ['0002.0002-01'] } }));
    expect(withCat).toContain('Epsilon Controls');
    await t.database.db.execute(
      sql`delete from business_categories where business_id = ${row.id}::uuid and category_id = '0002.0002-01'`,
    );
    expect(names(await search({ textQuery: WORD, filters: { categories: ['0002.0002-01'] } }))).not.toContain(
      'Epsilon Controls',
    );
    await t.database.db.execute(
      sql`update businesses set trade_capabilities = '{"spokenLanguages":["de"]}'::jsonb where id = ${row.id}::uuid`,
    );
  });
});

describe('facet counts', () => {
  /** Every value's count equals the total_results of adding that choice to `base` (replacing its facet's choice). */
  async function countsMatch(base: Record<string, unknown>, textQuery: string) {
    const r = await search({ textQuery, filters: base, facets: true });
    expect(Object.keys(r.facets!).sort()).toEqual([...SEARCH_FILTER_FACETS].sort());
    let checked = 0;
    for (const facet of SEARCH_FILTER_FACETS) {
      for (const v of r.facets![facet]) {
        expect(v.label, `${facet}=${v.value}`).toBeTruthy();
        expect(v.estimated).toBeUndefined();
        const chosen = await search({ textQuery, filters: { ...base, ...filterOf(facet, v.value) } });
        expect(v.count, `${facet}=${v.value} given ${JSON.stringify(base)} "${textQuery}"`).toBe(chosen.total_results);
        checked++;
      }
    }
    return { r, checked };
  }

  it('each count equals the results its choice leaves, without filters and with some, with and without words', async () => {
    const all = await countsMatch({}, '');
    expect(all.r.total_results).toBe(MANUFACTURERS.length);
    expect(all.checked).toBeGreaterThan(25);
    expect(all.r.facets!.countries.map((c) => [c.value, c.label, c.count])).toEqual([
      ['DE', 'Germany', 2],
      ['US', 'United States', 2],
      ['MX', 'Mexico', 1],
    ]);
    expect(all.r.facets!.verified.map((c) => [c.value, c.count])).toEqual([
      ['false', 3],
      ['true', 2],
    ]);
    await countsMatch({ countries: ['US', 'DE'] }, WORD);
    await countsMatch({ verified: true, languages: ['en'] }, '');
  });

  it('are disjunctive: a chosen country leaves the other countries their counts; total_results counts the filtered', async () => {
    const none = await search({ facets: true });
    const us = await search({ facets: true, filters: { countries: ['US'] } });
    expect(us.total_results).toBe(2);
    expect(us.facets!.countries).toEqual(none.facets!.countries);
    // The other facets count within the chosen country.
    expect(us.facets!.tiers.map((c) => [c.value, c.count])).toEqual([
      ['gold', 1],
      ['standard', 1],
    ]);
    // A chosen value no result has still shows, with 0.
    const fr = await search({ facets: true, filters: { countries: ['FR'] } });
    expect(fr.total_results).toBe(0);
    expect(fr.facets!.countries.find((c) => c.value === 'FR')).toMatchObject({ count: 0 });
    expect(fr.facets!.tiers).toEqual([]);
  });
});

describe("the spec's request", () => {
  it('answers as before without the new fields: no facets key, the same results and total', async () => {
    const plain = await search({ textQuery: WORD });
    expect(Object.keys(plain).sort()).toEqual(['results', 'total_results']);
    expect(plain.total_results).toBe(MANUFACTURERS.length);
    const empty = await search({ textQuery: WORD, filters: {} });
    expect(empty).toEqual(plain);
    const noFacets = await search({ textQuery: WORD, facets: false });
    expect(noFacets).toEqual(plain);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: { colour: ['red'] } }, 'filters'],
      [{ filters: [] }, 'filters'],
      [{ filters: { countries: 'US' } }, 'filters.countries'],
      [{ filters: { countries: ['USA'] } }, 'filters.countries.0'],
      [{ filters: { countries: [] } }, 'filters.countries'],
      [
        { filters: { countries: Array.from({ length: SEARCH_FILTER_MAX_VALUES + 1 }, () => 'US') } },
        'filters.countries',
      ],
      [{ filters: { verified: 'yes' } }, 'filters.verified'],
      [{ filters: { contractManufacturing: 1 } }, 'filters.contractManufacturing'],
      [{ filters: { tiers: ['diamond'] } }, 'filters.tiers.0'],
      [{ filters: { employees: ['7'] } }, 'filters.employees.0'],
      [{ filters: { industries: ['abc'] } }, 'filters.industries.0'],
      [{ filters: { languages: [''] } }, 'filters.languages.0'],
      [{ filters: { incoterms: ['x'.repeat(81)] } }, 'filters.incoterms.0'],
      [{ facets: 'yes' }, 'facets'],
    ];
    for (const [body, field] of cases) {
      const res = await raw(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('above the cap', () => {
  it('counts the first SEARCH_FACET_CAP results and marks the counts estimated; smaller sets stay exact', async () => {
    const [owner] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from users limit 1`));
    await t.database.db.execute(sql`
      insert into businesses (owner_id, key, company_name, short_description, business_type_code, country_code, verified)
      select ${owner.id}::uuid, 'bulk-' || g, 'Bulk ' || g, 'Bulkwares of every kind', 'MA',
             case when g % 2 = 0 then 'US' else 'DE' end, g % 3 = 0
      from generate_series(1, ${SEARCH_FACET_CAP + 1}) g`);
    const all = await search({ textQuery: 'bulkwares', facets: true });
    expect(all.facets!.countries.every((c) => c.estimated)).toBe(true);
    // The sample's counts scaled to the whole set (decision 0086; search.facet-cache.test.ts checks the scale).
    expect(all.facets!.countries.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(SEARCH_FACET_CAP);
    // Verified: 3,333 of them, so the other facets count exactly; the chosen facet counts over all of them.
    const verified = await search({ textQuery: 'bulkwares', facets: true, filters: { verified: true } });
    expect(verified.facets!.countries.some((c) => c.estimated)).toBe(false);
    expect(verified.facets!.countries.reduce((n, c) => n + c.count, 0)).toBe(Math.floor((SEARCH_FACET_CAP + 1) / 3));
    expect(verified.facets!.verified.every((c) => c.estimated)).toBe(true);
  }, 120_000);
});
