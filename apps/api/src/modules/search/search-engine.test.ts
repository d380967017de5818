/**
 * The search port (decision 0020): the service finds through the engine it is given, so another
 * engine is one module. The engine here ranks ids by itself, as an external index would, and
 * reads the rows through the repos.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { createSearchService } from './search.service.js';
import type { SearchEngine } from './search-engine.js';
import { directoryRepo } from '../../core/directory.repo.js';

let t: TestApp;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-search-engine-test-${process.pid}` });
  const owner = await registerUser(t, { firstName: 'Iris', lastName: 'Navarro' });
  for (const companyName of ['Alpha Valves', 'Beta Valves', 'Gamma Pumps'])
    ids.push((await createBusiness(t, owner.token, { companyName, businessType: 'MA' })).businessID);
});
afterAll(() => t.close());

/** An "external index": names in memory, matched by substring, best (last created) first. */
function memoryEngine(calls: unknown[]): SearchEngine {
  const db = t.database.db;
  const names = new Map<string, string>();
  return {
    name: 'memory',
    async businesses(q) {
      calls.push(q);
      const hits = [...ids]
        .reverse()
        .filter((id) => (names.get(id) ?? '').toLowerCase().includes(q.text.toLowerCase()));
      return { rows: await directoryRepo.businesses(db, hits.slice(q.skip, q.skip + q.size)), total: hits.length };
    },
    products: async () => ({ rows: [], total: 0 }),
    members: async () => ({ rows: [], total: 0 }),
    countsByKind: async (q) => ({
      businessTypes: q.types.map((type) => ({ type, total: 0, capped: false })),
      products: { total: 0, capped: false },
      members: { total: 0, capped: false },
    }),
    suggestCompanies: async (text) =>
      [...names]
        .filter(([, n]) => n.toLowerCase().includes(text))
        .map(([id, n]) => ({ id, company_name: n, country_code: 'US' })),
    suggestProducts: async () => [],
    async changed(tags) {
      for (const tag of tags) {
        const id = /^business:(.+)$/.exec(tag)?.[1];
        if (id) names.set(id, (await directoryRepo.businesses(db, [id]))[0]?.companyName ?? '');
      }
    },
  };
}

describe('the search port', () => {
  it('answers a business search with the engine’s ranking and total, presented as the PostgreSQL engine’s are', async () => {
    const calls: unknown[] = [];
    const engine = memoryEngine(calls);
    await engine.changed(ids.map((id) => `business:${id}`));
    const search = createSearchService({ db: t.database.db, engine, industryTree: async () => [] });
    const found = await search.businesses({
      textQuery: 'valves',
      businessType: 'MA',
      country: 'global',
      skip: 0,
      size: 10,
    });
    expect(found.total_results).toBe(2);
    expect(found.results.map((r) => r.businessProfile.general.companyName)).toEqual(['Beta Valves', 'Alpha Valves']);
    expect(calls).toEqual([{ text: 'valves', type: 'MA', country: null, skip: 0, size: 10 }]);
    expect((await search.suggest('pumps')).companies.map((c) => c.companyName)).toEqual(['Gamma Pumps']);
  });
});
