/**
 * A search within a business type reads that type's own full-text indexes (migration 0032, decision
 * 0048): every company type has them, so a type added to the contract without its indexes fails
 * here. Whether the planner reads them is measured by bench:search at 1,000,000 businesses (on an
 * empty table any index is as cheap).
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
  it('exist for every company type, for names and for all text', async () => {
    const found = rowsOf<{ name: string }>(await t.database.db.execute(sql`select indexname as name from pg_indexes where tablename = 'businesses'`)).map((r) => r.name);
    for (const type of COMPANY_TYPE_CODES) {
      expect(found).toContain(`businesses_strong_${type.toLowerCase()}_idx`);
      expect(found).toContain(`businesses_search_${type.toLowerCase()}_idx`);
    }
  });
});
