/**
 * npm run bench:catalogue [-- --db pglite|postgres|both] [--rows N] [--json FILE]
 *
 * Catalogues in bulk (decision 0037) on a fresh, migrated database: a business with N products
 * (default 5,000; made directly, since no membership lists that many through the form), then
 * - export: the catalogue as CSV and as XLSX (time, bytes);
 * - dry run: the CSV with every description changed, checked row by row (time);
 * - apply: the same file written (N updates, one transaction, each with its product.updated
 *   event for one listener, as the webhooks module listens) (time);
 * - re-import of the export (everything unchanged) (time);
 * and the process's peak resident memory over the run, sampled every 50 ms.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the
 * server; the benchmark creates and drops a database of its own there.
 * Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
 * `--json FILE` writes { results: [ { db, rows, exportCsv: { ms }, exportXlsx: { ms }, dryRun: { ms }, apply: { ms }, reimportUnchanged: { ms }, peakRssMb } ] }.
 */
import { parseArgs } from 'node:util';
import { freshDatabase } from './fresh-database.js';
import { jsonOption, writeFigures } from './bench-output.js';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { seedReferenceData } from '../src/seed/reference.js';
import { createJobQueue } from '../src/core/jobs.js';
import { createEventBus } from '../src/core/events.js';
import { createCatalogueService } from '../src/modules/products/catalogue.service.js';
import { readSheet } from '../src/modules/products/catalogue-file.js';
import type { BusinessWithCategories } from '../src/core/collaborators.js';
import * as t from '../src/db/schema/index.js';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, rows: { type: 'string', default: '5000' }, ...jsonOption },
});
const ROWS = Number(values.rows);
const kinds =
  values.db === 'both'
    ? (['pglite', 'postgres'] as const)
    : ([values.db === 'postgres' ? 'postgres' : 'pglite'] as const);
const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: 'silent',
  silent() {},
} as unknown as FastifyBaseLogger;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const guard = setTimeout(() => {
  console.error('benchmark stopped after 20 minutes');
  process.exit(1);
}, 20 * 60_000);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const out = await work();
  return [out, round(performance.now() - started)];
}

async function run(kind: 'pglite' | 'postgres') {
  const { database, drop } = await freshDatabase(kind, 'catalogue', 4);
  const db = database.db;
  try {
    await seedReferenceData(db);
    const [user] = await db
      .insert(t.users)
      .values({ email: 'bench@example.test', passwordHash: 'x', emailVerifiedAt: new Date() })
      .returning({ id: t.users.id });
    const [biz] = await db
      .insert(t.businesses)
      .values({
        ownerId: user.id,
        key: 'bench-catalogue',
        companyName: 'Bench Catalogue',
        shortDescription: 'Bench',
        businessTypeCode: 'MA',
        countryCode: 'US',
        subscription: 'platinum',
      })
      .returning();
    await db.execute(sql`
      insert into products (business_id, sku, name, description, keywords, specs, lead_time, stock)
      select ${biz.id}::uuid, 'SKU-' || g, 'Product ' || g, 'Description of product ' || g, '["valve","steel"]'::jsonb,
             jsonb_build_array(jsonb_build_object('key', 'Size', 'value', 'DN' || (g % 200))), (g % 30) || ' days', g % 7 <> 0
      from generate_series(1, ${ROWS}) g`);

    const queue = createJobQueue({
      db,
      log: quiet,
      concurrency: 1,
      pollMs: 60_000,
      backoffBaseMs: 1000,
      backoffMaxMs: 60_000,
    });
    const events = createEventBus(queue);
    events.on('product.updated', 'bench', async () => undefined);
    events.on('product.created', 'bench', async () => undefined);
    const business: BusinessWithCategories = { ...biz, categoryIds: [] };
    const catalogue = createCatalogueService({
      db,
      businesses: { load: async () => business, requireManager: async () => 'owner' },
      events,
      invalidate: async () => undefined,
    });

    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const [csv, exportCsvMs] = await timed(() => catalogue.export(user.id, biz.id, 'csv'));
    const [xlsx, exportXlsxMs] = await timed(() => catalogue.export(user.id, biz.id, 'xlsx'));
    const [sheet, readXlsxMs] = await timed(() => readSheet(xlsx.body));
    const changed = Buffer.from(
      csv.body.toString('utf8').replace(/Description of product (\d+)/g, 'New description of product $1'),
    );
    const [dry, dryRunMs] = await timed(() => catalogue.import(user.id, biz.id, changed, true));
    const [applied, applyMs] = await timed(() => catalogue.import(user.id, biz.id, changed, false));
    const [again, reimportMs] = await timed(() => catalogue.import(user.id, biz.id, changed, false));
    clearInterval(sampler);
    const jobs = Number(
      ((await db.execute(sql`select count(*)::int as n from jobs`)) as unknown as { rows: { n: number }[] }).rows[0].n,
    );
    return {
      db: kind,
      rows: ROWS,
      exportCsv: { ms: exportCsvMs, bytes: csv.body.length },
      exportXlsx: { ms: exportXlsxMs, bytes: xlsx.body.length, readBackMs: readXlsxMs, rowsRead: sheet.rows.length },
      dryRun: { ms: dryRunMs, counts: dry.counts },
      apply: { ms: applyMs, counts: applied.counts, eventJobs: jobs },
      reimportUnchanged: { ms: reimportMs, counts: again.counts },
      peakRssMb: round(peak / 1024 / 1024),
    };
  } finally {
    await database.close();
    await drop();
  }
}

const results = [];
for (const kind of kinds) {
  const r = await run(kind);
  console.log(
    `${r.db}: ${r.rows} rows — export CSV ${r.exportCsv.ms} ms (${round(r.exportCsv.bytes / 1024)} KB), XLSX ${r.exportXlsx.ms} ms (${round(r.exportXlsx.bytes / 1024)} KB, read back ${r.exportXlsx.readBackMs} ms); ` +
      `dry run ${r.dryRun.ms} ms; apply ${r.apply.ms} ms (${r.apply.counts.update} updates, ${r.apply.eventJobs} event jobs); re-import unchanged ${r.reimportUnchanged.ms} ms; peak RSS ${r.peakRssMb} MB`,
  );
  results.push(r);
}
writeFigures(values.json, { benchmark: 'catalogue', results });
clearTimeout(guard);
