/**
 * npm run bench:feed [-- --db postgres|pglite] [--users N --businesses N --follows N --posts N] [--readers N] [--seconds S] [--json FILE]
 *
 * Generates a deterministic social network (default 10,000 users each following 200 businesses and
 * people, 5,000 businesses, 500,000 posts; kept between runs), measures the raw SQL time of a first
 * newsfeed page and of a deep cursor page (the 20th), then drives GET /api/newsfeed/load with
 * autocannon at concurrency 8 as 200 (`--readers`) different signed-in members and prints p50/p95/p99, throughput
 * the API process's CPU time per request (with PGlite, the database's too: the figure that does not
 * depend on what else the machine runs) and the server's peak memory (after one unmeasured warm-up
 * pass per kind). PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wbn_bench_feed).
 * Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
 * `--json FILE` writes { p50, p95, p99, requestsPerSecond, errors, cpuMsPerRequest } of the first page
 * (ms), every page's figures under `pages`, and `size` { users, businesses, follows, posts, readers }.
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
import { seedReferenceData } from '../src/seed/reference.js';
import { generateUsers } from '../src/seed/generator.js';
import { generateCompanies } from '../src/seed/companies.js';
import { users } from '../src/db/schema/index.js';
import { postsRepo } from '../src/modules/social/posts.repo.js';
import { encodeCursor } from '../src/modules/social/posts.service.js';
import { authRepo } from '../src/modules/auth/auth.repo.js';
import { createTokenSigner } from '../src/modules/auth/tokens.js';
import { stopGroups } from './bench-kit.js';
import { jsonOption, perSecond, round, runFor, writeFigures } from './bench-output.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    users: { type: 'string', default: '10000' },
    businesses: { type: 'string', default: '5000' },
    follows: { type: 'string', default: '200' },
    posts: { type: 'string', default: '500000' },
    seconds: { type: 'string', default: '10' },
    readers: { type: 'string', default: '200' },
    ...jsonOption,
  },
});
const N = {
  users: Number(values.users),
  businesses: Number(values.businesses),
  follows: Number(values.follows),
  posts: Number(values.posts),
};
const SECONDS = Number(values.seconds);
const PAGE = 10;
const DEEP_PAGE = 20;
const READERS = Number(values.readers);
const kind = values.db === 'pglite' ? 'pglite' : 'postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const base = `http://127.0.0.1:${PORT}`;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wbn_bench_feed';
const pgliteDir = path.join(process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), 'wbn-bench-feed-pglite'));
const JWT_SECRET = 'bench-feed-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

const guard = setTimeout(() => {
  console.error('benchmark stopped after 90 minutes');
  process.exit(1);
}, 90 * 60_000);

const log = (...a: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const rows = <T>(res: unknown) => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

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

const count = async (db: Database, table: string) =>
  Number(rows<{ n: number }>(await db.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n);
const timed = async (what: string, f: () => Promise<unknown>) => {
  const t0 = Date.now();
  await f();
  log(`${what} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};

async function ensureData(db: Database) {
  await db.migrate();
  await seedReferenceData(db.db);
  if ((await count(db, 'posts')) >= N.posts) {
    log(
      `data already there: ${await count(db, 'users')} users, ${await count(db, 'follows')} follows, ${await count(db, 'posts')} posts`,
    );
    return;
  }
  log('generating data (first run only)...');
  await db.db.execute(sql`truncate businesses, users, posts, follows cascade`);
  await timed(`${N.users} users`, () => generateUsers(db.db, { users: N.users, seed: 5, passwordHash: 'not-a-login' }));
  const owners = (await db.db.select({ id: users.id }).from(users).limit(5000)).map((u) => u.id);
  await timed(`${N.businesses} businesses`, () =>
    generateCompanies(db.db, {
      ownerIds: owners,
      businesses: N.businesses,
      productsPerBusiness: [0, 0],
      seed: 9,
      paidEvery: 7,
    }),
  );
  // Everyone who can be followed or post, numbered: users first, then businesses.
  await db.db.execute(sql`drop table if exists bench_actors`);
  await db.db.execute(sql`create table bench_actors as
    select row_number() over (order by kind, id) - 1 as n, id, kind, owner from (
      select id, 'user' as kind, id as owner from users
      union all select id, 'business', owner_id from businesses) a`);
  await db.db.execute(sql`create index on bench_actors (n)`);
  const actors = await count(db, 'bench_actors');
  // Each user follows N.follows actors spread over the whole set (two business follows for one person).
  await timed(`${N.users * N.follows} follows`, () =>
    db.db.execute(sql`
      insert into follows (follower_key, follower_type, follower_user_id, target_id, target_type)
      select u.id, 'user', u.id, a.id, a.kind
      from (select id, row_number() over (order by id) as i from users) u
      cross join generate_series(1, ${N.follows}::int) k
      join bench_actors a on a.n = (u.i * 7919 + k * 104729::bigint) % ${actors}::bigint
      where a.id <> u.id
      on conflict do nothing`),
  );
  // Posts spread over all actors and over the last year, in batches.
  const batch = 50_000;
  await timed(`${N.posts} posts`, async () => {
    for (let from = 0; from < N.posts; from += batch) {
      await db.db.execute(sql`
        insert into posts (author_user_id, author_business_id, author_key, timeline_id, timeline_type, content, like_count, comments_count, created_at)
        select a.owner, case when a.kind = 'business' then a.id end, a.id, a.id, a.kind,
          'Benchmark post number ' || g::text || ': new products, trade fairs and export news.', g % 7, g % 3,
          now() - ((g * 7919) % 31536000) * interval '1 second'
        from generate_series(${from}::bigint, ${Math.min(from + batch, N.posts) - 1}::bigint) g
        join bench_actors a on a.n = (g * 2654435761) % ${actors}::bigint`);
    }
  });
  await db.db.execute(sql`vacuum analyze`);
  log(`${await count(db, 'follows')} follows, ${await count(db, 'posts')} posts`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

type Reader = { userId: string; deepCursor: string };

/** The readers, and the cursor of their 20th page (found by walking the feed; a shorter feed's last page at small sizes). */
async function readers(db: Database): Promise<Reader[]> {
  const ids = rows<{ id: string }>(await db.db.execute(sql`select id from users order by id limit ${READERS}`)).map(
    (r) => r.id,
  );
  const out: Reader[] = [];
  for (const userId of ids) {
    let cursor: { createdAt: Date; id: string } | undefined;
    for (let page = 1; page < DEEP_PAGE; page++) {
      const page = await postsRepo.feed(db.db, userId, PAGE, cursor);
      const last = page[page.length - 1];
      if (!last) break;
      cursor = { createdAt: last.createdAt, id: last.id };
    }
    if (cursor) out.push({ userId, deepCursor: encodeCursor(cursor) });
  }
  if (!out.length) throw new Error('no reader has anything in their feed: more --posts or --follows');
  return out;
}

/** Raw SQL time of one page (the walk and the rows with their authors), straight on the database. */
async function rawSql(db: Database, rs: Reader[]) {
  const out: Record<string, { p50: number; p95: number }> = {};
  for (const [name, deep] of [
    ['first page', false],
    [`page ${DEEP_PAGE} (cursor)`, true],
  ] as const) {
    const times: number[] = [];
    for (const r of rs.slice(0, 100)) {
      const [iso, id] = Buffer.from(r.deepCursor, 'base64url').toString().split('|');
      const t0 = performance.now();
      await postsRepo.feed(db.db, r.userId, PAGE + 1, deep ? { createdAt: new Date(iso), id } : undefined);
      times.push(performance.now() - t0);
    }
    out[name] = { p50: pct(times, 50), p95: pct(times, 95) };
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

/** CPU time (ms) used so far by the process tree: on a shared machine, the load-independent cost. */
function cpuMs(pid: number): number {
  let ticks = 0;
  const visit = (p: string) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).forEach(visit);
    } catch {
      /* gone */
    }
  };
  visit(String(pid));
  return ticks * 10; // USER_HZ = 100
}

async function main() {
  const db = await openBenchDb();
  await ensureData(db);
  log('finding deep cursors...');
  const rs = await readers(db);
  log('measuring raw SQL...');
  const raw = await rawSql(db, rs);
  const signer = createTokenSigner(JWT_SECRET, 3 * 3600);
  const tokens = new Map<string, string>();
  for (const r of rs)
    tokens.set(
      r.userId,
      (await signer.sign({ userID: r.userId, sessionId: await authRepo.createSession(db.db, { userId: r.userId }) }))
        .token,
    );
  await db.close();

  log('starting the API...');
  const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      // One address asks for everything: the per-address read limit would measure itself.
      RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      // A benchmark's server takes test cards and keeps mail in the outbox on purpose (config.ts deploymentProblems).
      PAYMENTS_PROVIDER: 'sandbox',
      MAIL_TRANSPORT: 'outbox',
      SEED_DEMO: 'false',
      JWT_SECRET,
      WEB_BUILD_DIR: '/nonexistent',
      ...(kind === 'postgres' ? { DATABASE_URL: pgUrl } : { DATA_DIR: pgliteDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const pages: Record<
    string,
    {
      p50: number;
      p95: number;
      p99: number;
      requestsPerSecond: number;
      errors: number;
      cpuMsPerRequest: number;
      rawSqlP50: number;
      rawSqlP95: number;
    }
  > = {};
  try {
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(
      `\nNewsfeed benchmark — ${kind}, ${N.users} users × ${N.follows} follows, ${N.businesses} businesses, ${N.posts} posts, ${rs.length} readers, concurrency 8, ${SECONDS} s per kind\n`,
    );
    console.log('| page | p50 ms | p95 ms | p99 ms | req/s | API CPU ms/req | raw SQL p50 ms | raw SQL p95 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, deep] of [
      ['first page', false],
      [`page ${DEEP_PAGE} (cursor)`, true],
    ] as const) {
      const times: number[] = [];
      const requests = rs.map((r) => ({
        method: 'GET' as const,
        path: `/api/newsfeed/load?size=${PAGE}${deep ? `&nextID=${r.deepCursor}` : ''}`,
        headers: { authorization: `Bearer ${tokens.get(r.userId)}` },
      }));
      // Warm-up, not measured: every reader's page once, so the server's cache holds what a live
      // server's would (the data was written by this process, the server starts cold).
      await autocannon({ url: base, connections: 8, amount: requests.length, requests });
      const cpu0 = cpuMs(server.pid!);
      const r = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon({ url: base, connections: 8, ...runFor(SECONDS), requests }, (err, result) =>
          err ? reject(err) : resolve(result),
        );
        run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      });
      const perRequest = (cpuMs(server.pid!) - cpu0) / Math.max(1, times.length);
      const [p50, p95, p99] = [50, 95, 99].map((p) => Math.round(pct(times, p)));
      const errs = r.non2xx + r.errors ? ` (${r.non2xx + r.errors} errors)` : '';
      pages[name] = {
        p50,
        p95,
        p99,
        requestsPerSecond: Math.round(perSecond(r)),
        errors: r.non2xx + r.errors,
        cpuMsPerRequest: round(perRequest),
        rawSqlP50: round(raw[name].p50),
        rawSqlP95: round(raw[name].p95),
      };
      console.log(
        `| ${name} | ${p50} | ${p95} | ${p99} | ${Math.round(perSecond(r))}${errs} | ${perRequest.toFixed(1)} | ${raw[name].p50.toFixed(1)} | ${raw[name].p95.toFixed(1)} |`,
      );
    }
    const peak = peakMb(server.pid!);
    console.log(
      `\nAPI server peak memory (VmHWM): ${peak ?? 'n/a'} MB; load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    const first = pages['first page'];
    writeFigures(values.json, {
      benchmark: 'feed',
      database: kind,
      seconds: SECONDS,
      concurrency: 8,
      size: { ...N, readers: rs.length },
      p50: first.p50,
      p95: first.p95,
      p99: first.p99,
      requestsPerSecond: first.requestsPerSecond,
      errors: first.errors,
      cpuMsPerRequest: first.cpuMsPerRequest,
      pages,
      serverPeakMb: peak,
    });
  } finally {
    await stopGroups([server.pid]); // the port and the data directory are free for what comes next
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
