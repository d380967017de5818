/**
 * A search within a business type reads that type's own full-text indexes (migrations 0032 and
 * 0033, decision 0048), which hold each business's country too: every company type has them, so a
 * type added to the contract without its indexes fails here, and so does an index whose
 * expression is not the one search.repo matches on (the planner would not read it). Whether the
 * planner reads them is measured by bench:search at 1,000,000 businesses (on an empty table any
 * index is as cheap).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMPANY_TYPE_CODES } from '@wbn/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('full-text indexes per business type', () => {
  it('exist for every company type, for names and for all text, with the country', async () => {
    const rows = rowsOf<{ name: string; def: string }>(
      await t.database.db.execute(
        sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'businesses'`,
      ),
    );
    const defOf = new Map(rows.map((r) => [r.name, r.def]));
    for (const type of COMPANY_TYPE_CODES) {
      for (const [kind, column] of [
        ['strong', 'strong_vector'],
        ['search', 'search_vector'],
      ]) {
        const def = defOf.get(`businesses_${kind}_${type.toLowerCase()}_idx`);
        expect(def, `${kind} index of ${type}`).toBeDefined();
        expect(def).toContain(`((${column} || array_to_tsvector(array_remove(ARRAY[country_code], ''::text))))`);
        expect(def).toContain(`business_type_code = '${type}'::text`);
      }
    }
  });
});

describe('the products rank indexes', () => {
  it('are built wherever the server has the rum extension, one per business rank, on the names vector, carrying the rank key, with the function that reads them', async () => {
    const [rum] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from pg_available_extensions where name = 'rum'`),
    );
    const defs = rowsOf<{ name: string; def: string }>(
      await t.database.db.execute(
        sql`select indexname as name, indexdef as def from pg_indexes where indexname like 'products_strong_rum%' order by indexname`,
      ),
    );
    // CI's PostgreSQL pass installs Debian's postgresql-15-rum (.ci/run), so there the indexes are promised.
    if (t.database.kind === 'postgres' && process.env.REQUIRE_TEST_SERVERS === '1')
      expect(Number(rum.n), 'rum on the test server').toBe(1);
    if (Number(rum.n) === 0)
      return expect(
        defs,
        'no rum here (PGlite, or a server without the extension): the search gathers and sorts',
      ).toEqual([]);
    // Migration 0035 replaced 0034's single index by one per rank (0 to 7: tier * 2 + verified).
    expect(defs.map((d) => d.name)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((r) => `products_strong_rum_r${r}_idx`));
    const [fn] = rowsOf<{ found: boolean }>(
      await t.database.db.execute(sql`select to_regproc('products_ranked_strong') is not null as found`),
    );
    expect(fn.found, 'the function that reads them, highest rank first').toBe(true);
    defs.forEach((d, r) => {
      expect(d.def).toContain('USING rum (strong_vector rum_tsvector_addon_ops, rank_key)');
      expect(d.def).toContain('attach=rank_key');
      expect(d.def).toContain(`(business_rank = ${r})`);
    });
  });
});

describe('the businesses rank indexes', () => {
  it('are built wherever the server has the rum extension, one per company type, on the names vector of its listed businesses, carrying the rank key, with the function that reads them', async () => {
    const [rum] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from pg_extension where extname = 'rum'`),
    );
    const defs = rowsOf<{ name: string; def: string }>(
      await t.database.db.execute(
        sql`select indexname as name, indexdef as def from pg_indexes where indexname like 'businesses_strong_rum%'`,
      ),
    );
    if (t.database.kind === 'postgres' && process.env.REQUIRE_TEST_SERVERS === '1')
      expect(Number(rum.n), 'rum on the test server').toBe(1);
    if (Number(rum.n) === 0) return expect(defs, 'no rum here: a search within a type gathers and sorts').toEqual([]);
    const defOf = new Map(defs.map((d) => [d.name, d.def]));
    for (const type of COMPANY_TYPE_CODES) {
      const def = defOf.get(`businesses_strong_rum_${type.toLowerCase()}_idx`);
      expect(def, `rank index of ${type}`).toBeDefined();
      expect(def).toContain('USING rum (strong_vector rum_tsvector_addon_ops, rank_key)');
      expect(def).toContain('attach=rank_key');
      expect(def).toContain(`business_type_code = '${type}'::text`);
      expect(def).toContain('hidden_at IS NULL');
    }
    expect(defs).toHaveLength(COMPANY_TYPE_CODES.length);
    // The function has a branch for every type: each type's read answers (an unknown type would answer nothing and be read as "no match").
    const src = rowsOf<{ body: string }>(
      await t.database.db.execute(sql`select prosrc as body from pg_proc where proname = 'businesses_ranked_strong'`),
    );
    expect(src).toHaveLength(1);
    for (const type of COMPANY_TYPE_CODES) expect(src[0].body).toContain(`IF t = '${type}' THEN`);
  });
});
