/**
 * npm run bench:load [-- --db postgres|pglite] [--processes 1|2] [--users 200] [--seconds 60] [--runs 1] [--think-ms 1000] [--json FILE]
 *
 * Mixed load (decision 0048): virtual users who browse pages (home, a business page, a
 * product page, About Us), search (businesses, products), read (a business profile, their
 * newsfeed, their notifications), write (a post, a profile edit, a like), sign in again (login
 * with their e-mail and password, then the hand-off code for a session, as the web app does),
 * message (one inquiry to a business, then messages in that thread) and quote (requests for
 * quotation). Each virtual user signs up first, then loops, pausing `--think-ms` between actions
 * (default 1,000 ms on average, as a person reading a page would; `--think-ms 0` for a stress run with
 * no pause, where the latency mostly measures the queue: N users over the server's throughput).
 * Buyers and sellers: users 0, 1 (mod 4) are buyers, 2, 3 sellers. A seller creates a business
 * at sign-up (quoting needs a business the caller owns; a new business has the standard tier,
 * QUOTES_PER_MONTH.standard quotes a month, so once those are sent its quote action edits its
 * quotes instead). A buyer posts one public RFQ, then reads its quotes; a seller reads the board
 * and quotes an open request it has not quoted yet. A buyer's inquiry goes to its partner
 * seller's business (user i ^ 3: with two processes, on the other process), whose seller replies
 * in that thread as the business; sellers (and buyers without a partner) write to a demo business.
 *
 * --db postgres (default): BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wbn_bench_load),
 * recreated with the demo data. --processes 2 (PostgreSQL only): two API processes on BENCH_PORT
 * (default 3297) and the next port, sharing the database and Redis (REDIS_URL, default
 * redis://127.0.0.1:6379; keys under a namespace of this run, removed at the end); the first
 * prepares the database, the second starts once it is up (MIGRATE_ON_START=false). Virtual user i
 * keeps to process i % 2, as behind a sticky load balancer.
 * --db pglite: the embedded default as `npm start` runs it, one process on a fresh temporary DATA_DIR
 * (the demo data created first by `main.js --migrate-only` in a process of its own).
 * The servers' rate limits are lifted (one address asks for everything) and e-mail verification is off.
 *
 * Prints per run the requests per second, the errors (any status ≥ 400 that is not an expected
 * refusal, and failed requests), p50/p95/p99 over every request and per route with its statuses,
 * and every API process's memory (RSS, /proc/<pid>/status every 500 ms): start, end and peak.
 * Expected refusals (counted apart): 409 on a quote or its edit (the request closed meanwhile).
 * Bounds (decision 0048): no errors and p95 ≤ 250 ms; the embedded default's RSS ≤ 700 MB at the peak.
 * The two reference runs:
 *   npm run bench:load -- --processes 2 --users 200 --seconds 300
 *   npm run bench:load -- --db pglite --users 50 --seconds 300
 * `--runs 2` runs the same users twice in a row: whether memory stays flat.
 * Needs the API and web builds (`npm run build`).
 * Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
 * `--json FILE` writes the last run's { p50, p95, p99 (ms, every request), errors, refusals,
 * errorRate, requests, requestsPerSecond, routes: { <route>: { count, p50, p95, p99, statuses } } },
 * and db, processes (how many), users, seconds, peakRssMb (the highest RSS of any API process
 * from its start to the end of the benchmark), perProcess: [{ port, startRssMb, peakRssMb,
 * endRssMb }] (the same span) and every run under `runs`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { businessPath, productPath, QUOTES_PER_MONTH } from '@wbn/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';
import { jsonOption, round, writeFigures } from './bench-output.js';
import { NeedsError, pool, removeDataDir, requireRedis, shown } from './bench-kit.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    processes: { type: 'string', default: '1' },
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    runs: { type: 'string', default: '1' },
    /** A person's pause between two actions, on average (each pause is drawn between half and one and a half of it); 0: none. */
    'think-ms': { type: 'string', default: '1000' },
    ...jsonOption,
  },
});
const DB = values.db as 'postgres' | 'pglite';
const PROCESSES = Number(values.processes);
const THINK_MS = Math.max(0, Number(values['think-ms']));
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const RUN = Date.now().toString(36);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wbn_bench_load';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Keys of this run only in the shared Redis (rate limits, caches, the live channel). */
const namespace = `bench-load-${RUN}`;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (...a: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

function checkOptions() {
  if (DB !== 'postgres' && DB !== 'pglite') throw new NeedsError('--db takes postgres or pglite');
  if (PROCESSES !== 1 && PROCESSES !== 2) throw new NeedsError('--processes takes 1 or 2');
  if (DB === 'pglite' && PROCESSES === 2)
    throw new NeedsError('--processes 2 needs --db postgres: the embedded database (PGlite) belongs to one process');
  for (const [name, n] of [
    ['--users', USERS],
    ['--seconds', SECONDS],
    ['--runs', RUNS],
  ] as const) {
    if (!(n > 0) || (name !== '--seconds' && !Number.isInteger(n)))
      throw new NeedsError(`${name} takes a positive number`);
  }
}

// ---- Where the servers keep their data ----
async function recreateDatabase() {
  const u = new URL(pgUrl);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (e) {
    throw new NeedsError(
      `--db postgres needs PostgreSQL: none answers at ${shown(u.toString())} (${(e as Error).message}). Start one, set BENCH_DATABASE_URL, or use --db pglite.`,
    );
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** Removes this run's keys from the shared Redis (its namespace only: nothing else is touched). */
async function cleanRedis() {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

// ---- The API processes ----
type Proc = {
  index: number;
  port: number;
  base: string;
  child: ChildProcess;
  startRssMb: number;
  peakRssMb: number;
  endRssMb: number;
};
const procs: Proc[] = [];
let pgliteDir: string | undefined;
let usesRedis = false;

/** Rate limits lifted: one address asks for everything, and the users write far more than a person would. */
const limitsLifted = {
  RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
  ...Object.fromEntries(
    [
      'LOGIN_PER_IP',
      'LOGIN_PER_ACCOUNT',
      'LOGIN_ACCOUNT_CEILING',
      'LOGIN_WAIT_AFTER',
      'REGISTER_PER_IP',
      'SIGN_IN_LINKS_PER_HOUR',
      'VERIFY_EMAIL_PER_HOUR',
      'TWO_FACTOR_PER_15_MIN',
      'INVITES_PER_HOUR',
      'ENQUIRY_PER_IP',
      'POSTS_PER_HOUR',
      'COMMENTS_PER_HOUR',
      'FOLLOWS_PER_HOUR',
      'CONNECTIONS_PER_HOUR',
      'INQUIRIES_PER_HOUR',
      'CHAT_MESSAGES_PER_HOUR',
      'CHAT_MESSAGES_PER_MINUTE',
    ].map((n) => [`RATE_LIMIT_${n}`, '1000000']),
  ),
};

function startServer(index: number): Proc {
  const port = PORT + index;
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...limitsLifted,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    // A benchmark's server takes test cards and keeps mail in the outbox on purpose (config.ts deploymentProblems).
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_TRANSPORT: 'outbox',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  if (DB === 'pglite') {
    // As `npm start` runs it: the database prepared (migrations, demo data) by a process of its own
    // that exits (scripts/start.mjs), so the server does not keep what seeding made its memory grow.
    Object.assign(env, { DATA_DIR: pgliteDir, SEED_DEMO: 'true' });
    const prepared = spawnSync(process.execPath, [path.join(apiRoot, 'dist/main.js'), '--migrate-only'], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (prepared.status !== 0) throw new Error(`preparing the embedded database failed (exit code ${prepared.status})`);
    env.MIGRATE_ON_START = 'false';
  } else {
    // The files (demo pictures) in one folder for both processes, as on a shared volume.
    Object.assign(env, {
      DATABASE_URL: pgUrl,
      DATA_DIR: path.join(apiRoot, '../../data/bench-load'),
      SEED_DEMO: String(index === 0),
      MIGRATE_ON_START: String(index === 0),
    });
    if (PROCESSES === 2) Object.assign(env, { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: namespace });
  }
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist/main.js')], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'], // its banner names the demo's sign-ins: not for a benchmark's output
  });
  const p: Proc = { index, port, base: `http://127.0.0.1:${port}`, child, startRssMb: 0, peakRssMb: 0, endRssMb: 0 };
  procs.push(p);
  return p;
}

async function waitUp(p: Proc) {
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${p.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (p.child.exitCode !== null)
      throw new Error(`the API process on port ${p.port} exited (code ${p.child.exitCode})`);
    await sleep(250);
  }
  throw new Error(`the API process on port ${p.port} did not start in 5 minutes`);
}

async function stopAll() {
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
          p.child.once('exit', () => resolve());
          p.child.kill('SIGTERM');
          setTimeout(resolve, 10_000).unref();
        }),
    ),
  );
  if (pgliteDir) removeDataDir(pgliteDir);
  if (usesRedis)
    await cleanRedis().catch((e: unknown) =>
      console.error('could not remove the run’s Redis keys:', (e as Error).message),
    );
}

// ---- Memory: every process's RSS every 500 ms ----
const rssMb = (p: Proc) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p.child.pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0; // the process has exited
  }
};
/** The current run's window per process: RSS at its start, its end and its peak. */
let runWindow: { startRssMb: number; peakRssMb: number; endRssMb: number }[] = [];
function sampleMemory() {
  for (const p of procs) {
    const mb = rssMb(p);
    p.peakRssMb = Math.max(p.peakRssMb, mb);
    if (runWindow[p.index]) runWindow[p.index].peakRssMb = Math.max(runWindow[p.index].peakRssMb, mb);
  }
}

// ---- Requests, counted per route with their status ----
type Stats = {
  ms: Map<string, number[]>;
  statuses: Map<string, Map<string, number>>;
  errors: Map<string, number>;
  refusals: Map<string, number>;
  all: number[];
};
/** Where requests are counted: the current run (none during the setup, whose failures stop the benchmark). */
let stats: Stats | undefined;
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

type Answer = { ok: boolean; status: number; res?: Response; body?: ArrayBuffer };
type Json = Record<string, unknown>;
const parse = <T>(a: Answer) => JSON.parse(Buffer.from(a.body!).toString('utf8')) as { data: T };

/** One request of a virtual user, timed (answer read to the end) and counted; `expect`: statuses that are a legal refusal. */
async function hit(route: string, url: string, init?: RequestInit, expect: number[] = []): Promise<Answer> {
  const t0 = performance.now();
  let a: Answer;
  let failure: string | undefined;
  try {
    const res = await fetch(url, init);
    const body = await res.arrayBuffer();
    a = { ok: res.status < 400, status: res.status, res, body };
  } catch (e) {
    a = { ok: false, status: 0 };
    failure = String((e as Error).cause ?? e).slice(0, 100);
  }
  const ms = performance.now() - t0;
  if (!stats) {
    if (!a.ok)
      throw new Error(
        `${route}: ${failure ?? `status ${a.status} ${a.body ? Buffer.from(a.body).toString('utf8').slice(0, 300) : ''}`}`,
      );
    return a;
  }
  const status = failure ? 'failed' : String(a.status);
  let perRoute = stats.ms.get(route);
  if (!perRoute) stats.ms.set(route, (perRoute = []));
  perRoute.push(ms);
  stats.all.push(ms);
  let st = stats.statuses.get(route);
  if (!st) stats.statuses.set(route, (st = new Map()));
  bump(st, status);
  if (!a.ok) bump(expect.includes(a.status) ? stats.refusals : stats.errors, `${route} ${failure ?? a.status}`);
  return a;
}

// ---- The virtual users ----
type User = {
  i: number;
  email: string;
  proc: Proc;
  token: string;
  userID: string;
  /** The browser's device cookie (wbn_device): sign-ins come from a browser the account knows. */
  device: string;
  role: 'buyer' | 'seller';
  /** A seller's business. */
  businessID?: string;
  /** A buyer's partner seller (its inquiry goes to the partner's business). */
  partner?: User;
  /** The thread this user opened with its inquiry. */
  thread?: string;
  /** A seller's threads received by its business (it replies as the business). */
  received: string[];
  /** A buyer's request for quotation, once posted. */
  rfqID?: string;
  /** A seller's quotes: request → quote. */
  quotes: Map<string, string>;
};
const PASSWORD = 'load-password-1';
const cookieOf = (res: Response | undefined, name: string) =>
  (res?.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
const auth = (u: User) => ({ authorization: `Bearer ${u.token}` });
const json = (u: User | undefined, method: string, body: Json, cookie?: string): RequestInit => ({
  method,
  headers: { ...(u ? auth(u) : {}), ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Sign-up, as the web app does it: register answers a one-time code bound to the hand-off cookie; get-session trades it for a session. */
async function signUp(i: number, proc: Proc): Promise<User> {
  const email = `load-${RUN}-${i}@example.com`;
  const reg = await hit(
    'signup register',
    `${proc.base}/auth/register`,
    json(undefined, 'POST', { email, password: PASSWORD, firstName: 'Load', lastName: `User${i}`, acceptTerms: true }),
  );
  const handoff = cookieOf(reg.res, 'wbn_handoff');
  const device = cookieOf(reg.res, 'wbn_device') ?? '';
  const s = await hit(
    'signup get-session',
    `${proc.base}/auth/get-session`,
    json(
      undefined,
      'POST',
      { token: parse<{ code: string }>(reg).data.code },
      [handoff, device].filter(Boolean).join('; '),
    ),
  );
  const session = parse<{ token: string; userID: string }>(s).data;
  const role = (i >> 1) % 2 === 0 ? 'buyer' : 'seller';
  return {
    i,
    email,
    proc,
    token: session.token,
    userID: session.userID,
    device,
    role,
    received: [],
    quotes: new Map(),
  };
}

type Business = { businessID: string; general: { companyName: string } };
type Product = { productID: string; name: string; company: string };
type Step = { action: string; run: (u: User) => Promise<unknown> };

function steps(businesses: Business[], products: Product[]): [number, Step][] {
  const page = (u: User, route: string, p: string) =>
    hit(route, u.proc.base + p, { headers: { 'accept-encoding': 'br' } });
  const rfqBody = (u: User) => ({
    title: `Stainless steel ball valves, DN50 (load ${u.i})`,
    description:
      'Full-bore ball valves in 316 stainless steel, PN40, with ISO 5211 mounting pad. Certificates 3.1 needed.',
    categories: ['0001.0001-01'],
    quantity: 2000,
    unit: 'pieces',
    targetPrice: { min: 8, max: 12.5, currency: 'USD' },
    incoterm: 'FOB',
    destinationCountry: 'US',
    deadline: inDays(14),
    visibility: 'public',
  });
  const quoteFields = () => ({
    unitPrice: round(8 + Math.random() * 4, 2),
    currency: 'USD',
    moq: 500,
    leadTimeDays: 30,
    incoterm: 'FOB',
    validUntil: inDays(30),
  });
  return [
    // Browse
    [3, { action: 'browse', run: (u) => page(u, 'page /', '/') }],
    [
      3,
      {
        action: 'browse',
        run: (u) => {
          const b = pick(businesses);
          return page(u, 'page business', businessPath(b.general.companyName, b.businessID));
        },
      },
    ],
    [
      3,
      {
        action: 'browse',
        run: (u) => {
          const p = pick(products);
          return page(u, 'page product', productPath(p.company, p.name, p.productID));
        },
      },
    ],
    [1, { action: 'browse', run: (u) => page(u, 'page /about-us', '/about-us') }],
    // Search
    [
      3,
      {
        action: 'search',
        run: (u) =>
          hit(
            'search business',
            `${u.proc.base}/api/search/business`,
            json(undefined, 'POST', {
              textQuery: pick(['valves', 'food', 'automation', 'textile', '']),
              businessType: 'MA',
              country: 'global',
              skip: 0,
              size: 5,
            }),
          ),
      },
    ],
    [
      2,
      {
        action: 'search',
        run: (u) =>
          hit(
            'search product',
            `${u.proc.base}/api/search/product`,
            json(undefined, 'POST', { textQuery: pick(['pump', 'sensor', 'fabric', 'oil']), skip: 0, size: 5 }),
          ),
      },
    ],
    // Read
    [
      3,
      {
        action: 'read',
        run: (u) =>
          hit('read business', `${u.proc.base}/api/business/profile/${pick(businesses).businessID}`, {
            headers: auth(u),
          }),
      },
    ],
    [2, { action: 'read', run: (u) => hit('read newsfeed', `${u.proc.base}/api/newsfeed/load`, { headers: auth(u) }) }],
    [
      1,
      {
        action: 'read',
        run: (u) => hit('read notifications', `${u.proc.base}/api/notifications/unread-count`, { headers: auth(u) }),
      },
    ],
    // Post and other writes
    [
      1,
      {
        action: 'post',
        run: (u) =>
          hit(
            'write post',
            `${u.proc.base}/api/social/posts/make-post`,
            json(u, 'POST', { content: `Load test post at ${Date.now()}`, timelineID: u.userID, timelineType: 'user' }),
          ),
      },
    ],
    [
      1,
      {
        action: 'post',
        run: (u) =>
          hit(
            'write profile',
            `${u.proc.base}/api/user/profile`,
            json(u, 'PUT', { city: pick(['Miami', 'Lima', 'Milan', 'Lyon']) }),
          ),
      },
    ],
    [
      1,
      {
        action: 'post',
        run: (u) =>
          hit(
            'write like',
            `${u.proc.base}/api/social/reaction/react/business`,
            json(u, 'POST', { resourceID: pick(businesses).businessID, reactionType: 'like' }),
          ),
      },
    ],
    // Sign in again: the password (argon2id on the server), then the hand-off code for a new session, which the user goes on with.
    [
      1,
      {
        action: 'sign in',
        run: async (u) => {
          const login = await hit(
            'auth login',
            `${u.proc.base}/auth/login`,
            json(undefined, 'POST', { email: u.email, password: PASSWORD }, u.device),
          );
          if (!login.ok) return;
          const handoff = cookieOf(login.res, 'wbn_handoff');
          u.device = cookieOf(login.res, 'wbn_device') ?? u.device;
          const s = await hit(
            'auth get-session',
            `${u.proc.base}/auth/get-session`,
            json(
              undefined,
              'POST',
              { token: parse<{ code: string }>(login).data.code },
              [handoff, u.device].filter(Boolean).join('; '),
            ),
          );
          if (s.ok) u.token = parse<{ token: string }>(s).data.token;
        },
      },
    ],
    // Message: an inquiry once (a buyer to its partner seller's business, else to a demo business), then messages in
    // that thread; a seller also replies, as its business, in the threads its business received.
    [
      2,
      {
        action: 'message',
        run: async (u) => {
          if (!u.thread) {
            const to = u.partner?.businessID ?? pick(businesses).businessID;
            const a = await hit(
              'message inquiry',
              `${u.proc.base}/api/business/request`,
              json(u, 'POST', {
                to,
                subject: 'Asking for the price list',
                message: 'Hello, could you send us your current price list?',
              }),
            );
            if (!a.ok) return;
            u.thread = parse<{ request: { requestID: string } }>(a).data.request.requestID;
            u.partner?.received.push(u.thread);
            return;
          }
          if (u.businessID && u.received.length && Math.random() < 0.5) {
            return hit(
              'message reply (business)',
              `${u.proc.base}/api/business/request/${pick(u.received)}/send-message?bid=${u.businessID}`,
              json(u, 'POST', { content: `Our price list follows (${Date.now()}).` }),
            );
          }
          return hit(
            'message send',
            `${u.proc.base}/api/business/request/${u.thread}/send-message`,
            json(u, 'POST', { content: `A question about delivery times (${Date.now()}).` }),
          );
        },
      },
    ],
    // Quote: a buyer posts one public request, then reads its quotes; a seller reads the board and quotes a request it
    // has not quoted (its tier's monthly allowance), else edits one of its quotes.
    [
      2,
      {
        action: 'quote',
        run: async (u) => {
          if (u.role === 'buyer') {
            if (u.rfqID)
              return hit('rfq read quotes', `${u.proc.base}/api/rfq/${u.rfqID}/quotes`, { headers: auth(u) });
            const a = await hit('rfq post', `${u.proc.base}/api/rfq`, json(u, 'POST', rfqBody(u)));
            if (a.ok) u.rfqID = parse<{ rfqID: string }>(a).data.rfqID;
            return;
          }
          const board = await hit('rfq board', `${u.proc.base}/api/rfq?size=20`, { headers: auth(u) });
          if (!board.ok) return;
          const open = parse<{ data: { rfqID: string }[] }>(board).data.data.filter((r) => !u.quotes.has(r.rfqID));
          if (open.length && u.quotes.size < QUOTES_PER_MONTH.standard) {
            const rfqID = pick(open).rfqID;
            const a = await hit(
              'rfq quote',
              `${u.proc.base}/api/rfq/${rfqID}/quotes`,
              json(u, 'POST', { businessID: u.businessID!, ...quoteFields(), note: 'Includes 3.1 certificates.' }),
              [409],
            );
            if (a.ok) u.quotes.set(rfqID, parse<{ quoteID: string }>(a).data.quoteID);
            return;
          }
          if (!u.quotes.size) return;
          const [rfqID, quoteID] = pick([...u.quotes]);
          return hit(
            'rfq edit quote',
            `${u.proc.base}/api/rfq/${rfqID}/quotes/${quoteID}`,
            json(u, 'PATCH', { unitPrice: quoteFields().unitPrice }),
            [409],
          );
        },
      },
    ],
  ];
}

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function main() {
  checkOptions();
  // One connection per virtual user, kept alive (a browser's behaviour); no pipelining.
  setGlobalDispatcher(new Agent({ connections: USERS + 10, pipelining: 1, keepAliveTimeout: 30_000 }));
  for (let i = 0; i < PROCESSES; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT + i}/api/health`).then(
        () => true,
        () => false,
      )
    )
      throw new NeedsError(`port ${PORT + i} is already in use: stop what runs there or set BENCH_PORT`);
  }
  if (DB === 'postgres') {
    if (PROCESSES === 2) {
      await requireRedis(redisUrl);
      usesRedis = true;
    }
    log(
      `recreating ${shown(pgUrl)} and starting ${PROCESSES === 2 ? `two API processes (ports ${PORT}, ${PORT + 1}) with Redis ${shown(redisUrl)}` : `the API process (port ${PORT})`} (demo data)`,
    );
    await recreateDatabase();
  } else {
    pgliteDir = mkdtempSync(path.join(tmpdir(), 'wbn-bench-load-'));
    log(`starting the API process (port ${PORT}) on a fresh embedded database (PGlite, demo data)`);
  }
  // The first process prepares the database; the second starts once it is up (no race over migrations).
  for (let i = 0; i < PROCESSES; i++) await waitUp(startServer(i));
  for (const p of procs) p.startRssMb = p.peakRssMb = rssMb(p);
  const sampler = setInterval(sampleMemory, 500);

  try {
    // What the users will look at: the demo's businesses and products.
    const base = procs[0].base;
    const found = parse<{ results: { businessProfile: Business }[] }>(
      await hit(
        'setup',
        `${base}/api/search/business`,
        json(undefined, 'POST', { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 20 }),
      ),
    );
    const businesses = found.data.results.map((r) => r.businessProfile);
    const products: Product[] = [];
    for (const b of businesses.slice(0, 10)) {
      const list = parse<{ data: { productID: string; name: string }[] }>(
        await hit('setup', `${base}/api/product/by-business?bid=${b.businessID}`),
      );
      for (const p of list.data.data) products.push({ ...p, company: b.general.companyName });
    }
    if (!businesses.length || !products.length)
      throw new Error('the demo data has no businesses or products to browse');

    log(`signing up ${USERS} virtual users (user i on process i % ${PROCESSES}); the sellers create their businesses`);
    const t0 = performance.now();
    const users = await pool(
      Array.from({ length: USERS }, (_, i) => i),
      20,
      (i) => signUp(i, procs[i % PROCESSES]),
    );
    await pool(
      users.filter((u) => u.role === 'seller'),
      20,
      async (u) => {
        const a = await hit(
          'setup business',
          `${u.proc.base}/api/business/profile/create`,
          json(u, 'POST', {
            companyName: `Load Supplier ${RUN} ${u.i}`,
            categories: ['0001.0001-01'],
            businessType: 'MA',
            country: 'US',
            state: 'US-FL',
            shortDescription: 'A load-test supplier of valves.',
          }),
        );
        u.businessID = parse<{ businessID: string }>(a).data.businessID;
      },
    );
    for (const u of users) if (u.role === 'buyer') u.partner = users[u.i ^ 3];
    const sellers = users.filter((u) => u.role === 'seller').length;
    log(
      `setup: ${USERS} users (${USERS - sellers} buyers, ${sellers} sellers with a business) in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    const table = steps(businesses, products);
    const weighted = table.flatMap(([w, s]) => Array.from({ length: w }, () => s));
    const runs: Record<string, unknown>[] = [];

    for (let run = 1; run <= RUNS; run++) {
      const st: Stats = { ms: new Map(), statuses: new Map(), errors: new Map(), refusals: new Map(), all: [] };
      stats = st;
      runWindow = procs.map((p) => {
        const mb = rssMb(p);
        return { startRssMb: mb, peakRssMb: mb, endRssMb: mb };
      });
      const end = Date.now() + SECONDS * 1000;
      log(
        `run ${run}: ${USERS} users for ${SECONDS} s (RSS ${procs.map((p) => `port ${p.port}: ${runWindow[p.index].startRssMb} MB`).join(', ')})`,
      );
      const started = performance.now();
      await Promise.all(
        users.map(async (u) => {
          while (Date.now() < end) {
            const step = pick(weighted);
            try {
              await step.run(u);
            } catch (e) {
              bump(st.errors, `${step.action} ${String(e).slice(0, 100)}`); // an answer the step could not read
            }
            if (THINK_MS > 0) await sleep(Math.min(THINK_MS * (0.5 + Math.random()), Math.max(0, end - Date.now())));
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      stats = undefined;
      sampleMemory();
      for (const p of procs) runWindow[p.index].endRssMb = rssMb(p);

      const requests = st.all.length;
      const errors = [...st.errors.values()].reduce((n, x) => n + x, 0);
      const refusals = [...st.refusals.values()].reduce((n, x) => n + x, 0);
      const all = st.all.sort((a, b) => a - b);
      const figures = {
        p50: round(quantile(all, 0.5)),
        p95: round(quantile(all, 0.95)),
        p99: round(quantile(all, 0.99)),
      };
      const runPeak = Math.max(...runWindow.map((w) => w.peakRssMb));
      console.log(
        `\nrun ${run}: ${requests} requests in ${SECONDS} s (${Math.round(requests / SECONDS)} req/s), errors ${errors} (${((errors / Math.max(1, requests)) * 100).toFixed(2)}%), expected refusals ${refusals}, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, peak RSS ${runPeak} MB`,
      );
      for (const p of procs)
        console.log(
          `  API process on port ${p.port}: RSS ${runWindow[p.index].startRssMb} → ${runWindow[p.index].endRssMb} MB (peak ${runWindow[p.index].peakRssMb} MB)`,
        );
      console.log('route                        count   p50 ms   p95 ms   p99 ms  statuses');
      const routes: Record<
        string,
        { count: number; p50: number; p95: number; p99: number; statuses: Record<string, number> }
      > = {};
      for (const [route, list] of [...st.ms].sort(([a], [b]) => a.localeCompare(b))) {
        const ms = list.sort((a, b) => a - b);
        const statuses = Object.fromEntries([...st.statuses.get(route)!].sort());
        routes[route] = {
          count: ms.length,
          p50: round(quantile(ms, 0.5)),
          p95: round(quantile(ms, 0.95)),
          p99: round(quantile(ms, 0.99)),
          statuses,
        };
        const q = (p: number) => quantile(ms, p).toFixed(0);
        console.log(
          `${route.padEnd(26)} ${String(ms.length).padStart(7)} ${q(0.5).padStart(8)} ${q(0.95).padStart(8)} ${q(0.99).padStart(8)}  ${Object.entries(
            statuses,
          )
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
        );
      }
      if (st.errors.size) console.log('errors:', Object.fromEntries(st.errors));
      if (st.refusals.size) console.log('expected refusals:', Object.fromEntries(st.refusals));
      if (Math.abs(elapsed - SECONDS) > 5)
        console.log(`(the last requests ended ${elapsed.toFixed(1)} s after the start)`);
      runs.push({
        run,
        requests,
        requestsPerSecond: round(requests / SECONDS),
        errors,
        refusals,
        errorRate: round(errors / Math.max(1, requests), 5),
        ...figures,
        routes,
        errorKinds: Object.fromEntries(st.errors),
        refusalKinds: Object.fromEntries(st.refusals),
        peakRssMb: runPeak,
        perProcess: procs.map((p) => ({ port: p.port, ...runWindow[p.index] })),
      });
    }
    clearInterval(sampler);
    sampleMemory();
    for (const p of procs) p.endRssMb = rssMb(p);
    const peakRssMb = Math.max(...procs.map((p) => p.peakRssMb));
    const last = runs[runs.length - 1] as { errors: number; p95: number };
    const verdict = [
      `errors ${last.errors} (${last.errors === 0 ? 'ok' : 'NOT ok'})`,
      `p95 ${last.p95} ms ≤ 250 ms (${last.p95 <= 250 ? 'ok' : 'NOT ok'})`,
      `peak RSS of any API process ${peakRssMb} MB${DB === 'pglite' ? ` ≤ 700 MB (${peakRssMb <= 700 ? 'ok' : 'NOT ok'})` : ''}`,
    ];
    console.log(
      `\n${DB === 'pglite' ? 'PGlite' : 'PostgreSQL'}${PROCESSES === 2 ? ' + Redis, two API processes' : ', one API process'}, ${USERS} users — the bounds of decision 0048 (last run): ${verdict.join('; ')}`,
    );
    writeFigures(values.json, {
      benchmark: 'load',
      db: DB,
      processes: PROCESSES,
      users: USERS,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      ...runs[runs.length - 1],
      peakRssMb,
      perProcess: procs.map((p) => ({
        port: p.port,
        startRssMb: p.startRssMb,
        peakRssMb: p.peakRssMb,
        endRssMb: p.endRssMb,
      })),
      runs,
    });
  } finally {
    clearInterval(sampler);
  }
}

const guard = setTimeout(
  () => {
    console.error('benchmark stopped: it ran far longer than asked');
    for (const p of procs) p.child.kill('SIGTERM');
    process.exit(1);
  },
  Math.max(30 * 60_000, (RUNS * SECONDS + 20 * 60) * 1000),
);
let exitCode = 0;
try {
  await main();
} catch (e) {
  console.error(e instanceof NeedsError ? e.message : e);
  exitCode = 1;
} finally {
  clearTimeout(guard);
  await stopAll();
}
process.exit(exitCode); // kept-alive connections of the load generator would hold the process
