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
    const rows = rowsOf<{ name: string; def: string }>(await t.database.db.execute(sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'businesses'`));
    const defOf = new Map(rows.map((r) => [r.name, r.def]));
    for (const type of COMPANY_TYPE_CODES) {
      for (const [kind, column] of [['strong', 'strong_vector'], ['search', 'search_vector']]) {
        const def = defOf.get(`businesses_${kind}_${type.toLowerCase()}_idx`);
        expect(def, `${kind} index of ${type}`).toBeDefined();
        expect(def).toContain(`((${column} || array_to_tsvector(array_remove(ARRAY[country_code], ''::text))))`);
        expect(def).toContain(`business_type_code = '${type}'::text`);
      }
    }
  });
});

describe('the products rank index', () => {
  it('is built wherever the server has the rum extension, on the names vector, carrying the rank key', async () => {
    const [rum] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from pg_available_extensions where name = 'rum'`));
    const [ix] = rowsOf<{ def: string }>(await t.database.db.execute(sql`select indexdef as def from pg_indexes where indexname = 'products_strong_rum_idx'`));
    // CI's PostgreSQL pass installs Debian's postgresql-15-rum (.ci/run), so there the index is promised.
    if (t.database.kind === 'postgres' && process.env.REQUIRE_TEST_SERVERS === '1') expect(Number(rum.n), 'rum on the test server').toBe(1);
    if (Number(rum.n) === 0) return expect(ix, 'no rum here (PGlite, or a server without the extension): the search gathers and sorts').toBeUndefined();
    expect(ix.def).toContain('USING rum (strong_vector rum_tsvector_addon_ops, rank_key)');
    expect(ix.def).toContain('attach=rank_key');
  });
});
