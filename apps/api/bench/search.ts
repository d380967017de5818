/**
 * npm run bench:search [-- --db postgres|pglite] [--businesses N --products N --users N] [--seconds S]
 *
 * Generates a deterministic directory (default 100,000 businesses, 500,000 products, 100,000
 * users; kept between runs), measures the raw SQL time of each query kind, then drives the HTTP
 * search endpoints with autocannon at concurrency 8 and prints p50/p95/p99, throughput and the
 * server's peak memory. PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wbn_bench).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/reference.js';
import { generateUsers, countUsers } from '../src/db/seed/generator.js';
import { generateCompanies } from '../src/db/seed/companies.js';
import { users } from '../src/db/schema/index.js';
import { searchRepo, parseQuery, toTsquery, clearSearchCaches } from '../src/modules/search/search.repo.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    businesses: { type: 'string', default: '100000' },
    products: { type: 'string', default: '500000' },
    users: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '8' },
  },
});
const N = { businesses: Number(values.businesses), products: Number(values.products), users: Number(values.users) };
const SECONDS = Number(values.seconds);
const kind = values.db === 'pglite' ? 'pglite' : 'postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const base = `http://127.0.0.1:${PORT}`;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wbn_bench';
const pgliteDir = path.join(process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), 'wbn-bench-pglite'));

const guard = setTimeout(() => {
  console.error('benchmark stopped after 60 minutes');
  process.exit(1);
}, 60 * 60_000);

const log = (...a: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

async function openBenchDb(): Promise<Database> {
  if (kind === 'postgres') {
    const u = new URL(pgUrl);
    const name = u.pathname.slice(1);
    u.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: u.toString() });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${name}`);
    await admin.end();
    return openDatabase({ kind: 'postgres', url: pgUrl, poolSize: 4 });
  }
  return openDatabase({ kind: 'pglite', dataDir: path.join(pgliteDir, 'pglite') });
}

async function ensureData(db: Database) {
  await db.migrate();
  await seedReferenceData(db.db);
  const res = (await db.db.execute(sql`select count(*)::int as n from businesses`)) as unknown as { rows: { n: number }[] };
  const [row] = res.rows;
  const n = Number(row.n);
  if (n >= N.businesses) {
    log(`data already there: ${n} businesses`);
    return;
  }
  log('generating data (first run only)...');
  await db.db.execute(sql`truncate businesses, users cascade`);
  let started = Date.now();
  await generateUsers(db.db, { users: N.users, seed: 1, passwordHash: 'not-a-login' });
  log(`${N.users} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const owners = (await db.db.select({ id: users.id }).from(users).limit(20000)).map((u) => u.id);
  started = Date.now();
  const per = N.products / N.businesses;
  const made = await generateCompanies(db.db, { ownerIds: owners, businesses: N.businesses, productsPerBusiness: [Math.floor(per), Math.ceil(per)], seed: 3, paidEvery: 7 });
  log(`${made.businesses} businesses and ${made.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.db.execute(sql`vacuum analyze`);
  log(`${await countUsers(db.db)} users in the database`);
}

type Kind = { name: string; path: '/api/search/business' | '/api/search/product' | '/api/user/search'; bodies: Record<string, unknown>[] };
const KINDS: Kind[] = [
  { name: 'business: common word', path: '/api/search/business', bodies: ['industrial', 'export', 'supply', 'equipment'].map((q) => ({ textQuery: q, businessType: 'MA', country: 'global', skip: 0, size: 5 })) },
  { name: 'business: rare word', path: '/api/search/business', bodies: ['everest', 'keystone', 'meridian'].map((q) => ({ textQuery: `${q} 4213`, businessType: 'MA', country: 'global', skip: 0, size: 5 })) },
  { name: 'business: two words', path: '/api/search/business', bodies: ['safety sensors', 'solar inverters', 'coffee beans', 'hotel furniture'].map((q) => ({ textQuery: q, businessType: 'DI', country: 'global', skip: 0, size: 5 })) },
  { name: 'business: misspelling', path: '/api/search/business', bodies: ['automaton', 'furnture', 'pharmaceutcal', 'texile'].map((q) => ({ textQuery: q, businessType: 'MA', country: 'global', skip: 0, size: 5 })) },
  { name: 'business: prefix', path: '/api/search/business', bodies: ['autom', 'pneum', 'cosme', 'logis'].map((q) => ({ textQuery: q, businessType: 'EX', country: 'global', skip: 0, size: 5 })) },
  { name: 'business: type + country filter', path: '/api/search/business', bodies: [['robots', 'US'], ['food', 'MX'], ['textile', 'IT'], ['energy', 'CN']].map(([q, c]) => ({ textQuery: q, businessType: 'MA', country: c, skip: 0, size: 5 })) },
  { name: 'business: empty query', path: '/api/search/business', bodies: ['MA', 'DI', 'EX', 'CO'].map((t) => ({ textQuery: '', businessType: t, country: 'global', skip: 0, size: 5 })) },
  {
    // Deep pages inside the results (the pager never asks past the last page): 11,000 manufacturers,
    // ~2,000 "industrial" manufacturers, and a word found in every product.
    name: 'business: deep page (skip 1500–5000)',
    path: '/api/search/business',
    bodies: [
      { textQuery: '', businessType: 'MA', country: 'global', skip: 5000, size: 5 },
      { textQuery: 'industrial', businessType: 'MA', country: 'global', skip: 1500, size: 5 },
    ],
  },
  { name: 'product: deep page (skip 5000)', path: '/api/search/product', bodies: [{ textQuery: 'warranty', skip: 5000, size: 5 }, { textQuery: '', skip: 5000, size: 5 }] },
  { name: 'product: common word', path: '/api/search/product', bodies: ['warranty', 'industrial', 'export'].map((q) => ({ textQuery: q, skip: 0, size: 5 })) },
  { name: 'product: two words + typo', path: '/api/search/product', bodies: ['compact plc', 'sollar panel', 'office chairs'].map((q) => ({ textQuery: q, skip: 0, size: 5 })) },
  { name: 'user: name', path: '/api/user/search', bodies: ['garcia', 'maria rossi', 'chen'].map((q) => ({ textQuery: q, skip: 0, size: 5, limit: 5, country: 'global' })) },
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/**
 * Raw SQL time of the same queries, straight on the database (no HTTP, no presenters), with the
 * kept totals cleared before each query: the cost of a search nobody asked in the last minute.
 */
async function rawSql(db: Database) {
  const out: Record<string, { p50: number; p95: number }> = {};
  for (const k of KINDS) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const b of k.bodies) {
        const words = parseQuery(String(b.textQuery ?? '')).words;
        const tsq = words.length ? toTsquery(words) : null;
        clearSearchCaches(db.db); // the raw figure is the uncached cost
        const t0 = performance.now();
        if (k.path === '/api/search/product') await searchRepo.products(db.db, { tsq, skip: Number(b.skip), size: 5 });
        else if (k.path === '/api/user/search') await searchRepo.users(db.db, { tsq, country: null, skip: 0, size: 5 });
        else {
          const country = b.country === 'global' ? null : String(b.country);
          const r = await searchRepo.businesses(db.db, { tsq, type: String(b.businessType), country, skip: Number(b.skip), size: 5 });
          if (!r.total && words.length) {
            const fixed = await Promise.all(words.map((w) => searchRepo.correctWord(db.db, w)));
            await searchRepo.businesses(db.db, { tsq: toTsquery(fixed, false), type: String(b.businessType), country, skip: 0, size: 5 });
          }
        }
        times.push(performance.now() - t0);
      }
    }
    out[k.name] = { p50: pct(times, 50), p95: pct(times, 95) };
  }
  return out;
}

function peakMb(pid: number): number | null {
  let best = 0;
  const visit = (p: string) => {
    try {
      const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) best = Math.max(best, Number(m[1]) / 1024);
      readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).forEach(visit);
    } catch {
      /* gone */
    }
  };
  visit(String(pid));
  return best ? Math.round(best) : null;
}

async function main() {
  const db = await openBenchDb();
  await ensureData(db);
  log('measuring raw SQL...');
  const raw = await rawSql(db);
  await db.close();

  log('starting the API...');
  const server = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_BUILD_DIR: '/nonexistent', ...(kind === 'postgres' ? { DATABASE_URL: pgUrl } : { DATA_DIR: pgliteDir }) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    for (let i = 0; i < 240; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`\nSearch benchmark — ${kind}, ${N.businesses} businesses / ${N.products} products / ${N.users} users, concurrency 8, ${SECONDS} s per kind\n`);
    console.log('| query kind | p50 ms | p95 ms | p99 ms | req/s | raw SQL p50 ms | raw SQL p95 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const k of KINDS) {
      // Every response's time, for exact percentiles (autocannon's summary has p97.5, not p95).
      const times: number[] = [];
      const r = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(
          {
            url: base,
            connections: 8,
            duration: SECONDS,
            requests: k.bodies.map((b) => ({ method: 'POST' as const, path: k.path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })),
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        );
        run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      });
      const [p50, p95, p99] = [50, 95, 99].map((p) => Math.round(pct(times, p)));
      const errs = r.non2xx + r.errors ? ` (${r.non2xx + r.errors} errors)` : '';
      console.log(`| ${k.name} | ${p50} | ${p95} | ${p99} | ${Math.round(r.requests.average)}${errs} | ${raw[k.name].p50.toFixed(1)} | ${raw[k.name].p95.toFixed(1)} |`);
    }
    console.log(`\nAPI server peak memory (VmHWM): ${peakMb(server.pid!) ?? 'n/a'} MB`);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}

main()
  .then(() => {
    clearTimeout(guard);
    process.exit(0);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
