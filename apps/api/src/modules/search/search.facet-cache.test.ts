/**
 * Facet counts at scale (decision 0086), through the API on PGlite and PostgreSQL (with Redis when
 * TEST_REDIS_URL is set): the counts of a search without words are kept until a write that changes
 * search, so a new business shows in the next count; above SEARCH_FACET_CAP results the counts are
 * the first results' counts scaled to the whole set and marked estimated, smaller sets exact.
 * Requests are signed in, so the cache of public API answers (decision 0019) never answers them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEARCH_FACET_CAP, type BusinessSearchResponse, type SearchFacets } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { rowsOf } from '../../db/rows.js';
import { createPostgresSearchEngine } from './postgres-search-engine.js';
import { createFacetCountCache, type TaggedStore } from './search.facet-cache.js';
import { createSearchService } from './search.service.js';

let t: TestApp;
let token: string;

const search = async (body: Record<string, unknown>) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/search/business',
    headers: bearer(token),
    payload: { businessType: 'MA', size: 5, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as BusinessSearchResponse & { facets: SearchFacets };
};
const countOf = (r: { facets: SearchFacets }, facet: keyof SearchFacets, value: string) =>
  r.facets[facet].find((v) => v.value === value)?.count ?? 0;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-search-facet-cache-test-${process.pid}` });
  token = (await registerUser(t, { firstName: 'Facet', lastName: 'Owner' })).token;
}, 120_000);
afterAll(() => t?.close());

describe('counts of a search without words', () => {
  it('are kept until a write changes search: a new business shows in the next count', async () => {
    const [mx] = rowsOf<{ state_id: string }>(
      await t.database.db.execute(sql`select state_id from states where country_code = 'MX' order by state_id limit 1`),
    );
    const inMexico = { businessType: 'MA', country: 'MX', state: mx.state_id };
    await createBusiness(t, token, { companyName: 'Norte Valves', ...inMexico });
    const browse = { textQuery: '', filters: { countries: ['MX'] }, facets: true };
    const first = await search(browse);
    expect(countOf(first, 'countries', 'MX')).toBe(1);
    // A row written behind the application's back (no invalidation): the kept counts still answer.
    const [owner] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from users limit 1`));
    await t.database.db.execute(sql`
      insert into businesses (owner_id, key, company_name, short_description, business_type_code, country_code)
      values (${owner.id}::uuid, 'quiet-1', 'Quiet Pumps', 'Quietwares', 'MA', 'MX')`);
    expect(countOf(await search(browse), 'countries', 'MX')).toBe(1);
    // The same search with words is counted on every ask.
    expect(countOf(await search({ ...browse, textQuery: 'quietwares' }), 'countries', 'MX')).toBe(1);
    // A business created through the API invalidates search: the next count has both.
    const other = await registerUser(t, { firstName: 'Sur', lastName: 'Owner' });
    await createBusiness(t, other.token, { companyName: 'Sur Bombas', ...inMexico });
    const after = await search(browse);
    expect(countOf(after, 'countries', 'MX')).toBe(3);
    expect(after.total_results).toBe(3);
    // Another choice of filters is counted apart (its own entry).
    expect(
      countOf(await search({ ...browse, filters: { countries: ['MX'], verified: false } }), 'countries', 'MX'),
    ).toBe(3);
  });
});

describe('concurrent asks', () => {
  it('of the same counts not yet kept count once; each answer has them', async () => {
    const entries = new Map<string, Buffer>();
    const store: TaggedStore = {
      get: async (key) => entries.get(key) ?? null,
      set: async (key, value) => !!entries.set(key, value),
      epoch: async () => 0,
    };
    const real = createPostgresSearchEngine(t.database.db);
    let counted = 0;
    const engine = {
      ...real,
      businesses: (q: Parameters<typeof real.businesses>[0]) => {
        if (q.withFacets) counted++;
        return real.businesses(q);
      },
    };
    const search = createSearchService({
      db: t.database.db,
      engine,
      industryTree: async () => [],
      facetCache: createFacetCountCache(store, 60),
    });
    const ask = () =>
      search.businesses({
        textQuery: '',
        businessType: 'MA',
        country: 'global',
        filters: { countries: ['MX'] },
        facets: true,
        skip: 0,
        size: 5,
      });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(counted).toBe(1);
    for (const a of answers) expect(a.facets!.countries.find((v) => v.value === 'MX')?.count).toBe(3);
    await ask();
    expect(counted).toBe(1);
  });
});

describe('above the cap', () => {
  it('scales the first results counts to the whole set and marks them estimated; smaller sets stay exact', async () => {
    const n = Math.round(SEARCH_FACET_CAP * 1.5);
    const [owner] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from users limit 1`));
    // Half in the US, half in Germany; one in three verified.
    await t.database.db.execute(sql`
      insert into businesses (owner_id, key, company_name, short_description, business_type_code, country_code, verified)
      select ${owner.id}::uuid, 'scaled-' || g, 'Scaled ' || g, 'Gearworks of every kind', 'MA',
             case when g % 2 = 0 then 'US' else 'DE' end, g % 3 = 0
      from generate_series(1, ${n}) g`);
    await t.database.db.execute(sql`analyze businesses`);
    const all = await search({ textQuery: 'gearworks', facets: true });
    for (const c of all.facets.countries.filter((v) => ['US', 'DE'].includes(v.value))) {
      expect(c.estimated, c.value).toBe(true);
      // The sample counts about 5,000 of each; scaled to the set, about 7,500.
      expect(c.count, c.value).toBeGreaterThan(n / 2 - n / 10);
      expect(c.count, c.value).toBeLessThan(n / 2 + n / 10);
    }
    // Browsing without words: the same, and kept.
    const browse = await search({ textQuery: '', filters: { countries: ['US', 'DE'] }, facets: true });
    expect(countOf(browse, 'countries', 'US')).toBeGreaterThan(SEARCH_FACET_CAP / 2);
    expect(browse.facets.countries.find((v) => v.value === 'US')?.estimated).toBe(true);
    // Verified: a third of them, under the cap, so the other facets count exactly; the chosen facet is over its own set.
    const verified = await search({ textQuery: 'gearworks', facets: true, filters: { verified: true } });
    expect(verified.facets.countries.some((c) => c.estimated)).toBe(false);
    expect(countOf(verified, 'countries', 'US') + countOf(verified, 'countries', 'DE')).toBe(Math.floor(n / 3));
    expect(verified.facets.verified.every((c) => c.estimated)).toBe(true);
  }, 180_000);
});
