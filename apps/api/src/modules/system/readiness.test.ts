/**
 * Readiness reports search's rank indexes (decision 0079): where the database has the `rum`
 * indexes search reads its first pages from (migrations 0034-0036), `search.rankIndexes` is true
 * and there is no warning; without them (PGlite, a PostgreSQL without the extension) it says so in
 * a sentence and stays 200, since search still answers, only slower. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL, where it also drops the extension from its own database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { READINESS_WARNINGS } from '@wbn/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  // No job worker: a background job reading the search tables could deadlock with the test's
  // `drop extension rum cascade`, which locks every index of the extension.
  t = await createTestApp({ JOBS_WORKER: 'false' });
});
afterAll(() => t?.close());

const rumInstalled = async () =>
  Number(
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from pg_extension where extname = 'rum'`),
    )[0].n,
  ) > 0;

async function readiness() {
  const res = await t.request({ method: 'GET', url: '/api/health/ready' });
  return { status: res.status, data: res.body.data, cacheControl: res.headers['cache-control'] };
}

describe('GET /api/health/ready and search rank indexes', () => {
  it('says whether search has its rank indexes, and names what is missing in a sentence without failing', async () => {
    const rum = await rumInstalled();
    // CI's PostgreSQL pass installs Debian's postgresql-15-rum (.ci/run), so there the indexes are promised.
    if (t.database.kind === 'postgres' && process.env.REQUIRE_TEST_SERVERS === '1') expect(rum).toBe(true);
    const r = await readiness();
    expect(r.status).toBe(200);
    expect(r.cacheControl).toBe('no-store');
    expect(r.data).toMatchObject({ status: 'ready', database: true, search: { rankIndexes: rum } });
    expect(r.data.warnings).toEqual(rum ? [] : [READINESS_WARNINGS.searchRankIndexes]);
  });

  it('on the embedded database (no rum) reports the indexes missing and stays ready', async () => {
    if (t.database.kind !== 'pglite') return;
    const r = await readiness();
    expect(r.status).toBe(200);
    expect(r.data.search).toEqual({ rankIndexes: false });
    expect(r.data.warnings[0]).toContain('rum');
  });

  it('on PostgreSQL, once the extension and its indexes are gone, reports them missing and stays ready', async () => {
    if (t.database.kind !== 'postgres' || !(await rumInstalled())) return;
    expect((await readiness()).data.search).toEqual({ rankIndexes: true });
    await t.database.db.execute(sql`drop extension rum cascade`);
    const r = await readiness();
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ status: 'ready', search: { rankIndexes: false } });
    expect(r.data.warnings).toEqual([READINESS_WARNINGS.searchRankIndexes]);
  }, 30_000); // dropping the extension drops its indexes and search functions: seconds on a busy machine
});
