/**
 * npm run bench:load [-- --users 200 --seconds 60 --runs 2]
 *
 * A mixed workload against one API process on PostgreSQL: virtual users who browse
 * pages (home, a business page, a product page, About Us), search (businesses, products),
 * read (a business profile, their newsfeed, their notifications) and write (a post, a profile
 * edit, a like). Each virtual user signs up first, then loops with no think time. It prints the
 * error rate and p50/p95 per route for each run, and the server's memory (RSS) at the start and
 * end of every run, so two runs in a row show whether memory stays flat.
 * Needs the web build (`npm run build`). PostgreSQL: BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/wbn_bench_load, recreated with the demo data).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';

const { values } = parseArgs({ options: { users: { type: 'string', default: '200' }, seconds: { type: 'string', default: '60' }, runs: { type: 'string', default: '2' } } });
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const base = `http://127.0.0.1:${PORT}`;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wbn_bench_load';
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One connection per virtual user, kept alive (a browser's behaviour); no pipelining.
setGlobalDispatcher(new Agent({ connections: USERS + 10, pipelining: 1, keepAliveTimeout: 30_000 }));

const log = (...a: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const guard = setTimeout(() => {
  console.error('benchmark stopped after 30 minutes');
  process.exit(1);
}, 30 * 60_000);

async function recreateDatabase() {
  const u = new URL(pgUrl);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

type Json = Record<string, unknown>;
type Sample = { route: string; ms: number; ok: boolean };

async function signUp(i: number) {
  const email = `load-${Date.now()}-${i}@example.com`;
  const reg = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'load-password-1', firstName: 'Load', lastName: `User${i}`, acceptTerms: true }),
  });
  const cookie = (reg.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const code = ((await reg.json()) as { data: { code: string } }).data.code;
  const s = await fetch(`${base}/auth/get-session`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ token: code }) });
  return ((await s.json()) as { data: { token: string; userID: string } }).data;
}

async function main() {
  log(`recreating ${pgUrl} and starting the server (demo data)`);
  await recreateDatabase();
  const server = spawn(process.execPath, [path.join(apiRoot, 'dist/main.js')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      // One address asks for everything: the per-address read limit would measure itself.
      RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: pgUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // A benchmark's server takes test cards and keeps mail in the outbox on purpose (config.ts deploymentProblems).
      PAYMENTS_PROVIDER: 'sandbox',
      MAIL_TRANSPORT: 'outbox',
      RATE_LIMIT_REGISTER_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      RATE_LIMIT_POSTS_PER_HOUR: '1000000',
      RATE_LIMIT_COMMENTS_PER_HOUR: '1000000',
      DATA_DIR: path.join(apiRoot, '../../data/bench-load'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; i < 600; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    // What the users will look at: the demo's businesses and products.
    const found = (await (await fetch(`${base}/api/search/business`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 20 }) })).json()) as { data: { results: { businessProfile: { businessID: string; general: { companyName: string } } }[] } };
    const businesses = found.data.results.map((r) => r.businessProfile);
    const products: { productID: string; name: string; company: string }[] = [];
    for (const b of businesses.slice(0, 10)) {
      const list = (await (await fetch(`${base}/api/product/by-business?bid=${b.businessID}`)).json()) as { data: { data: { productID: string; name: string }[] } };
      for (const p of list.data.data) products.push({ ...p, company: b.general.companyName });
    }
    const { businessPath, productPath } = await import('@wbn/contract');
    log(`signing up ${USERS} virtual users`);
    const sessions: { token: string; userID: string }[] = [];
    for (let i = 0; i < USERS; i += 20) sessions.push(...(await Promise.all(Array.from({ length: Math.min(20, USERS - i) }, (_, k) => signUp(i + k)))));

    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
    type Step = { route: string; run: (s: { token: string; userID: string }) => Promise<Response> };
    const auth = (s: { token: string }) => ({ authorization: `Bearer ${s.token}` });
    const json = (s: { token: string }, method: string, body: Json) => ({ method, headers: { ...auth(s), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const steps: [number, Step][] = [
      [3, { route: 'page /', run: () => fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } }) }],
      [3, { route: 'page business', run: () => { const b = pick(businesses); return fetch(base + businessPath(b.general.companyName, b.businessID), { headers: { 'accept-encoding': 'br' } }); } }],
      [3, { route: 'page product', run: () => { const p = pick(products); return fetch(base + productPath(p.company, p.name, p.productID), { headers: { 'accept-encoding': 'br' } }); } }],
      [1, { route: 'page /about-us', run: () => fetch(`${base}/about-us`, { headers: { 'accept-encoding': 'br' } }) }],
      [3, { route: 'search business', run: () => fetch(`${base}/api/search/business`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ textQuery: pick(['valves', 'food', 'automation', 'textile', '']), businessType: 'MA', country: 'global', skip: 0, size: 5 }) }) }],
      [2, { route: 'search product', run: () => fetch(`${base}/api/search/product`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ textQuery: pick(['pump', 'sensor', 'fabric', 'oil']), skip: 0, size: 5 }) }) }],
      [3, { route: 'read business', run: (s) => fetch(`${base}/api/business/profile/${pick(businesses).businessID}`, { headers: auth(s) }) }],
      [2, { route: 'read newsfeed', run: (s) => fetch(`${base}/api/newsfeed/load`, { headers: auth(s) }) }],
      [1, { route: 'read notifications', run: (s) => fetch(`${base}/api/notifications/unread-count`, { headers: auth(s) }) }],
      [1, { route: 'write post', run: (s) => fetch(`${base}/api/social/posts/make-post`, json(s, 'POST', { content: `Load test post at ${Date.now()}`, timelineID: s.userID, timelineType: 'user' })) }],
      [1, { route: 'write profile', run: (s) => fetch(`${base}/api/user/profile`, json(s, 'PUT', { city: pick(['Miami', 'Lima', 'Milan', 'Lyon']) })) }],
      [1, { route: 'write like', run: (s) => fetch(`${base}/api/social/reaction/react/business`, json(s, 'POST', { resourceID: pick(businesses).businessID, reactionType: 'like' })) }],
    ];
    const weighted = steps.flatMap(([w, s]) => Array.from({ length: w }, () => s));

    for (let run = 1; run <= RUNS; run++) {
      const samples: Sample[] = [];
      const errors = new Map<string, number>();
      const rssStart = rssMb(server.pid!);
      let peak = rssStart;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 500);
      const end = Date.now() + SECONDS * 1000;
      log(`run ${run}: ${USERS} users for ${SECONDS} s (server RSS ${rssStart} MB)`);
      await Promise.all(
        sessions.map(async (s) => {
          while (Date.now() < end) {
            const step = pick(weighted);
            const t0 = performance.now();
            let ok = false;
            try {
              const res = await step.run(s);
              await res.arrayBuffer();
              ok = res.status < 400;
              if (!ok) errors.set(`${step.route} ${res.status}`, (errors.get(`${step.route} ${res.status}`) ?? 0) + 1);
            } catch (e) {
              const key = `${step.route} ${String((e as Error).cause ?? e)}`.slice(0, 120);
              errors.set(key, (errors.get(key) ?? 0) + 1);
            }
            samples.push({ route: step.route, ms: performance.now() - t0, ok });
          }
        }),
      );
      clearInterval(sampler);
      const rssEnd = rssMb(server.pid!);
      const failed = samples.filter((x) => !x.ok).length;
      console.log(`\nrun ${run}: ${samples.length} requests in ${SECONDS} s (${Math.round(samples.length / SECONDS)} req/s), errors ${failed} (${((failed / samples.length) * 100).toFixed(2)}%), server RSS ${rssStart} → ${rssEnd} MB (peak ${peak} MB)`);
      console.log('route                 count    p50 ms   p95 ms   p99 ms');
      for (const route of steps.map(([, s]) => s.route)) {
        const ms = samples.filter((x) => x.route === route).map((x) => x.ms).sort((a, b) => a - b);
        const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]?.toFixed(0) ?? '-';
        console.log(`${route.padEnd(20)} ${String(ms.length).padStart(6)} ${q(0.5).padStart(9)} ${q(0.95).padStart(8)} ${q(0.99).padStart(8)}`);
      }
      if (errors.size) console.log('errors:', Object.fromEntries(errors));
    }
  } finally {
    server.kill('SIGTERM');
    clearTimeout(guard);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
