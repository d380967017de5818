/**
 * npm run bench:chat [-- --processes 1|2] [--clients N] [--messages N] [--rates 10,100] [--idle-seconds S] [--json FILE] [--profile DIR]
 *
 * Live delivery of inquiry messages.
 *
 * Starts the API in a child process (fresh embedded database, or DATABASE_URL / REDIS_URL when set),
 * registers `--clients` people (BENCH_CLIENTS, default 1,000): half buyers, half sellers who each
 * own a business, one thread per pair. Measures the server's memory, opens one live stream per
 * person (POST /api/live/ticket, then GET /api/live/stream), lets them sit idle `--idle-seconds`
 * (default 10) and measures again: memory per idle client. Then, for each rate of `--rates`
 * (BENCH_RATE, default 10 then 100 per second), sends `--messages` messages (BENCH_MESSAGES,
 * default 1,000) at that rate, alternating buyer and seller, and times each from the moment its
 * POST starts to the moment the other party's stream delivers it: p50/p95/p99. Target: p95 ≤ 100 ms
 * at 10/s. Server CPU per delivered message: the server processes' CPU time (/proc/<pid>/stat,
 * utime + stime) over the send phase, divided by the messages delivered.
 *
 * `--processes 2`: two API processes on two ports (BENCH_PORT and the next) sharing one PostgreSQL
 * database and one Redis (DATABASE_URL and REDIS_URL; unset: a fresh database wbn_bench_chat_<run>
 * on postgres://postgres@127.0.0.1:5432, dropped afterwards, or on the server BENCH_DATABASE_URL
 * names, and redis://127.0.0.1:6379). Each pair's buyer keeps its stream on one process and its
 * seller on the other; a message is POSTed through its sender's process and must arrive on the
 * receiver's stream on the other one. Per-process delivery counts are printed; CPU is summed.
 *
 * Every message must arrive: a message not delivered 30 s after the last send is lost, and any
 * loss makes the run fail (exit code 1, after the figures are written).
 * Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
 * `--json FILE` writes { processes, streams, rate, p50, p95, p99, postP95 (ms, the first rate),
 * sent, delivered, lost, cpuMsPerMessage (all rates), at100PerSecond: { p50, p95, p99, … } (the
 * 100/s run, when 100 is among the rates), runs: [ per rate ], perProcess: [ { port, streams, delivered } ],
 * idleClientKb, idleCpuMsPerSecond (the servers' CPU per second while the streams sit idle) }.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { jsonOption, round, writeFigures } from './bench-output.js';
import { NeedsError, pool, removeDataDir, requireRedis, shown } from './bench-kit.js';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1' },
    clients: { type: 'string' },
    messages: { type: 'string' },
    rates: { type: 'string' },
    'idle-seconds': { type: 'string', default: '10' },
    /** A folder: each server writes a CPU profile there when it stops (node --cpu-prof), to see where a message's CPU goes. */
    profile: { type: 'string' },
    ...jsonOption,
  },
});
const PROCESSES = Number(values.processes);
if (PROCESSES !== 1 && PROCESSES !== 2) throw new Error('--processes takes 1 or 2');
const PORT = Number(process.env.BENCH_PORT ?? 3295);
const CLIENTS = Math.max(2, Number(values.clients ?? process.env.BENCH_CLIENTS ?? 1000) & ~1);
const MESSAGES = Number(values.messages ?? process.env.BENCH_MESSAGES ?? 1000);
const RATES = (values.rates ?? process.env.BENCH_RATE ?? '10,100').split(',').map(Number);
if (RATES.some((r) => !(r > 0))) throw new Error('--rates takes a list of positive numbers, e.g. 25,100');
const IDLE_SECONDS = Number(values['idle-seconds']);
/** After the last send of a rate, how long a message may still take before it counts as lost. */
const GRACE_MS = 30_000;
const SETUP_CONCURRENCY = 4;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-bench-chat-'));
const RUN = Date.now().toString(36);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- Where the servers keep their data ----
let databaseUrl = process.env.DATABASE_URL;
let redisUrl = process.env.REDIS_URL;
let dropDatabase: (() => Promise<void>) | undefined;

/** --processes 2: PostgreSQL and Redis, reachable, or a clear message. */
async function sharedServers() {
  redisUrl ??= 'redis://127.0.0.1:6379';
  await requireRedis(redisUrl);
  if (databaseUrl) return;
  const server = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/postgres';
  const name = `wbn_bench_chat_${RUN}`;
  const admin = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (e) {
    throw new NeedsError(
      `--processes 2 needs PostgreSQL: could not create a database at ${shown(server.toString())} (${(e as Error).message}). Start one, or set DATABASE_URL (or BENCH_DATABASE_URL to name the server).`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const a = new pg.Client({ connectionString: server.toString() });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
}

// ---- The API processes ----
type Server = {
  index: number;
  port: number;
  base: string;
  child: ChildProcess;
  memoryFile: string;
  streams: number;
  delivered: number;
};
const servers: Server[] = [];
const streams: http.ClientRequest[] = [];

function startServer(index: number, migrate: boolean): Server {
  const port = PORT + index;
  const memoryFile = path.join(dataDir, `memory-${index}.json`);
  const shared =
    PROCESSES === 2 ? { DATABASE_URL: databaseUrl!, REDIS_URL: redisUrl!, MIGRATE_ON_START: String(migrate) } : {};
  const profiling = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.INIT_CWD ?? process.cwd(), values.profile)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--expose-gc', '--import', './bench/chat-memory-probe.mjs', '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        ...shared,
        // As `npm start` runs it: libraries take their production paths.
        NODE_ENV: 'production',
        // One address asks for everything: the per-address read limit would measure itself.
        RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
        // Keys of this run only in a shared Redis (rate limits, caches, the live channel's wake-ups).
        RATE_LIMIT_NAMESPACE: `bench-chat-${RUN}`,
        PORT: String(port),
        DATA_DIR: path.join(dataDir, `server-${index}`),
        LOG_LEVEL: 'warn',
        PAYMENTS_PROVIDER: 'sandbox',
        MAIL_TRANSPORT: 'outbox',
        SEED_DEMO: 'false',
        WEB_BUILD_DIR: '/nonexistent',
        BENCH_MEMORY_FILE: memoryFile,
        RATE_LIMIT_REGISTER_PER_IP: '1000000',
        RATE_LIMIT_INQUIRIES_PER_HOUR: '1000000',
        RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: '1000000',
        RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const server = { index, port, base: `http://127.0.0.1:${port}`, child, memoryFile, streams: 0, delivered: 0 };
  servers.push(server);
  return server;
}

async function waitUp(s: Server) {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${s.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (s.child.exitCode !== null)
      throw new Error(`the API process on port ${s.port} exited (code ${s.child.exitCode})`);
    await sleep(500);
  }
  throw new Error(`the API process on port ${s.port} did not start`);
}

async function stopAll() {
  for (const s of streams) s.destroy();
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
          s.child.once('exit', () => resolve());
          s.child.kill('SIGTERM');
          setTimeout(resolve, 10_000).unref();
        }),
    ),
  );
  await dropDatabase?.().catch((e: unknown) =>
    console.error('could not drop the bench database:', (e as Error).message),
  );
  removeDataDir(dataDir);
}
const timer = setTimeout(() => {
  console.error('benchmark timed out');
  for (const s of servers) s.child.kill('SIGTERM');
  process.exit(1);
}, 30 * 60_000);

/** Resident memory of a server process now (VmRSS), in MB. */
const rssMb = (s: Server) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const serversRssMb = () => servers.reduce((n, s) => n + rssMb(s), 0);
/** CPU time the server processes have used so far (user + system), in ms; the machine's other load does not count. */
const serversCpuMs = () =>
  servers.reduce((n, s) => {
    const fields = readFileSync(`/proc/${s.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return n + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 per second)
  }, 0);
/** A server's JavaScript memory after a full collection (heap in use + buffers outside it), in MB, from the probe. */
async function liveMb(s: Server) {
  rmSync(s.memoryFile, { force: true });
  s.child.kill('SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    try {
      const m = JSON.parse(readFileSync(s.memoryFile, 'utf8')) as { heapUsed: number; external: number };
      return (m.heapUsed + m.external) / 1024 / 1024;
    } catch {
      /* not written yet */
    }
  }
  throw new Error('the server did not report its memory');
}
const serversLiveMb = async () => {
  let n = 0;
  for (const s of servers) n += await liveMb(s);
  return n;
};

// ---- The people ----
async function send<T>(s: Server, method: string, p: string, body?: unknown, token?: string, cookie?: string) {
  const res = await fetch(s.base + p, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: unknown };
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json.error)}`);
  return { data: json.data, cookies: res.headers.getSetCookie() };
}
const call = async <T>(s: Server, method: string, p: string, body?: unknown, token?: string) =>
  (await send<T>(s, method, p, body, token)).data;

type Person = { token: string; userID: string; server: Server };
async function person(i: number, s: Server): Promise<Person> {
  const email = `bench-chat-${RUN}-${i}@example.com`;
  // The sign-in code is bound to the browser that asked for it (its hand-off cookie).
  const reg = await send<{ code: string }>(s, 'POST', '/auth/register', {
    email,
    password: 'bench-password-1',
    firstName: 'Bench',
    lastName: `Person${i}`,
    acceptTerms: true,
  });
  const handoff = reg.cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('wbn_handoff='));
  const session = (
    await send<{ token: string; userID: string }>(
      s,
      'POST',
      '/auth/get-session',
      { token: reg.data.code },
      undefined,
      handoff,
    )
  ).data;
  return { ...session, server: s };
}

/** Receipts: message number → time its other party's stream delivered it. */
const received = new Map<number, number>();

/** Opens a live stream for `p` on its own process; `isReceiver(n)` says whether this person is the other party of message n. */
async function openStream(p: Person, isReceiver: (n: number) => boolean) {
  const { ticket } = await call<{ ticket: string }>(p.server, 'POST', '/api/live/ticket', undefined, p.token);
  p.server.streams += 1;
  await new Promise<void>((resolve, reject) => {
    const req = http.get(
      `${p.server.base}/api/live/stream?ticket=${encodeURIComponent(ticket)}`,
      { headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (block.includes('event: ready')) resolve();
            if (!block.includes('event: request-message')) continue;
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            const m = data && /"content":"bench (\d+)"/.exec(data);
            if (!m) continue;
            const n = Number(m[1]);
            if (isReceiver(n) && !received.has(n)) {
              received.set(n, performance.now());
              p.server.delivered += 1;
            }
          }
        });
      },
    );
    req.on('error', reject);
    streams.push(req);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

type RateRun = {
  rate: number;
  achievedRate: number;
  sent: number;
  delivered: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  postP50: number;
  postP95: number;
  postP99: number;
  cpuMs: number;
  cpuMsPerMessage: number;
};

let exitCode = 0;
try {
  if (PROCESSES === 2) await sharedServers();
  for (let i = 0; i < PROCESSES; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT + i}/api/health`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`port ${PORT + i} is already in use: stop what runs there or set BENCH_PORT`);
  }
  // The first process prepares the database; with two, the second starts once it is ready (no race over migrations).
  for (let i = 0; i < PROCESSES; i++) await waitUp(startServer(i, i === 0));

  const pairs = CLIENTS / 2;
  // Pair p's buyer keeps its stream on process ⌊p/2⌋ mod P and its seller on the other one, so
  // with two processes every message crosses from one to the other, in both directions.
  const buyerServer = (pair: number) => servers[Math.floor(pair / 2) % PROCESSES];
  const sellerServer = (pair: number) => servers[(Math.floor(pair / 2) + 1) % PROCESSES];
  const t0 = performance.now();
  const people = await pool(
    Array.from({ length: CLIENTS }, (_, i) => i),
    SETUP_CONCURRENCY,
    (i) => person(i, i < pairs ? buyerServer(i) : sellerServer(i - pairs)),
  );
  const buyers = people.slice(0, pairs);
  const sellers = people.slice(pairs);
  const businesses = await pool(sellers, SETUP_CONCURRENCY, (s, i) =>
    call<{ businessID: string }>(
      s.server,
      'POST',
      '/api/business/profile/create',
      {
        companyName: `Bench Supplier ${i}`,
        categories: ['0001.0001-01'],
        businessType: 'MA',
        country: 'US',
        state: 'US-FL',
        shortDescription: 'A benchmark supplier.',
      },
      s.token,
    ),
  );
  const threads = await pool(buyers, SETUP_CONCURRENCY, (b, i) =>
    call<{ request: { requestID: string } }>(
      b.server,
      'POST',
      '/api/business/request',
      { to: businesses[i].businessID, subject: 'receiving the full price list', message: 'Opening the thread.' },
      b.token,
    ),
  );
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const where =
    PROCESSES === 2
      ? `two API processes (ports ${PORT} and ${PORT + 1}) on ${shown(databaseUrl!)} + ${shown(redisUrl!)}`
      : 'one API process';
  console.log(`\nWBN chat benchmark — ${database}${redisUrl ? ' + Redis' : ''}, ${where}`);
  console.log(
    `setup: ${CLIENTS} people, ${pairs} businesses, ${pairs} threads in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );

  await sleep(Math.min(3000, IDLE_SECONDS * 1000));
  const before = serversRssMb();
  await serversLiveMb(); // a first full collection clears what the setup left
  const liveBefore = await serversLiveMb();
  // Message n: thread n % pairs; even n from the buyer to the seller, odd n back.
  const receiverIsBuyer = (n: number) => n % 2 === 1;
  await pool(people, 16, (p, i) => {
    const pair = i % pairs;
    const buyer = i < pairs;
    return openStream(p, (n) => n % pairs === pair && receiverIsBuyer(n) === buyer);
  });
  const idleCpuStart = serversCpuMs();
  const idleStart = performance.now();
  await sleep(IDLE_SECONDS * 1000);
  // What 1,000 open, quiet streams cost the server each second (keep-alives, timers, pollers).
  const idleCpuMsPerSecond = round(((serversCpuMs() - idleCpuStart) * 1000) / (performance.now() - idleStart), 1);
  const after = serversRssMb();
  const liveAfter = await serversLiveMb();
  const idleClientKb = ((liveAfter - liveBefore) * 1024) / CLIENTS;
  console.log(
    `${CLIENTS} live streams open (${servers.map((s) => `${s.streams} on port ${s.port}`).join(', ')}), ${IDLE_SECONDS} s idle: JS heap + buffers after a full GC ${liveBefore.toFixed(1)} → ${liveAfter.toFixed(1)} MB = ${idleClientKb.toFixed(1)} KB per idle client; process RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB; server CPU while idle ${idleCpuMsPerSecond} ms per second`,
  );

  const runs: RateRun[] = [];
  let next = 0; // message numbers go on across the rates
  for (const [r, rate] of RATES.entries()) {
    if (r > 0) await sleep(2000);
    const first = next;
    next += MESSAGES;
    const post: number[] = [];
    const sentAt = new Map<number, number>();
    const gap = 1000 / rate;
    const cpuStart = serversCpuMs();
    const start = performance.now();
    await Promise.all(
      Array.from({ length: MESSAGES }, async (_, k) => {
        const n = first + k;
        await sleep(Math.max(0, start + k * gap - performance.now()));
        const pair = n % pairs;
        const fromBuyer = !receiverIsBuyer(n);
        const sender = fromBuyer ? buyers[pair] : sellers[pair];
        const bid = fromBuyer ? '' : `?bid=${businesses[pair].businessID}`;
        const sent = performance.now();
        sentAt.set(n, sent);
        // Through the sender's own process; the receiver's stream is on the other one (two processes).
        await call(
          sender.server,
          'POST',
          `/api/business/request/${threads[pair].request.requestID}/send-message${bid}`,
          { content: `bench ${n}` },
          sender.token,
        );
        post.push(performance.now() - sent);
      }),
    );
    const sendSeconds = (performance.now() - start) / 1000;
    const deadline = performance.now() + GRACE_MS;
    const missing = () => [...sentAt.keys()].filter((n) => !received.has(n)).length;
    while (missing() > 0 && performance.now() < deadline) await sleep(20);
    const cpuMs = serversCpuMs() - cpuStart;
    const delivery = [...sentAt]
      .filter(([n]) => received.has(n))
      .map(([n, at]) => received.get(n)! - at)
      .sort((a, b) => a - b);
    post.sort((a, b) => a - b);
    const lost = MESSAGES - delivery.length;
    const run: RateRun = {
      rate,
      achievedRate: round(MESSAGES / sendSeconds),
      sent: MESSAGES,
      delivered: delivery.length,
      lost,
      p50: round(pct(delivery, 50)),
      p95: round(pct(delivery, 95)),
      p99: round(pct(delivery, 99)),
      max: round(delivery[delivery.length - 1]),
      postP50: round(pct(post, 50)),
      postP95: round(pct(post, 95)),
      postP99: round(pct(post, 99)),
      cpuMs: round(cpuMs),
      cpuMsPerMessage: round(cpuMs / Math.max(1, delivery.length), 2),
    };
    runs.push(run);
    console.log(
      `\n${MESSAGES} messages at ${rate}/s (${run.achievedRate}/s achieved): delivered ${delivery.length}/${MESSAGES}${lost ? `, ${lost} LOST (not delivered ${GRACE_MS / 1000} s after the last send)` : ''}`,
    );
    console.log(
      `send → receipt by the other party: p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  p99 ${ms(run.p99)}  max ${ms(run.max)}`,
    );
    console.log(
      `POST send-message answered:        p50 ${ms(run.postP50)}  p95 ${ms(run.postP95)}  p99 ${ms(run.postP99)}`,
    );
    console.log(
      `server CPU per message (send, store, publish, deliver to both sides' streams): ${ms(run.cpuMsPerMessage)}${PROCESSES === 2 ? ' (both API processes)' : ''}${databaseUrl ? ' (PostgreSQL’s own CPU not included)' : ' (PGlite included)'}`,
    );
  }
  const sent = runs.reduce((n, x) => n + x.sent, 0);
  const delivered = runs.reduce((n, x) => n + x.delivered, 0);
  const lost = sent - delivered;
  const cpuMsPerMessage = round(runs.reduce((n, x) => n + x.cpuMs, 0) / Math.max(1, delivered), 2);
  console.log(
    `\ndelivered/sent: ${delivered}/${sent}${PROCESSES === 2 ? ` — received on ${servers.map((s) => `port ${s.port}: ${s.delivered}`).join(', ')}` : ''}; server CPU per delivered message over all rates ${ms(cpuMsPerMessage)}`,
  );
  console.log(
    `machine load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`,
  );
  console.log(`server RSS at the end: ${serversRssMb().toFixed(0)} MB`);
  const at100 = runs.find((x) => x.rate === 100);
  const headline = runs[0];
  writeFigures(values.json, {
    benchmark: 'chat',
    database: databaseUrl ? 'postgres' : 'pglite',
    redis: Boolean(redisUrl),
    processes: PROCESSES,
    streams: CLIENTS,
    messagesPerRate: MESSAGES,
    rate: headline.rate,
    p50: headline.p50,
    p95: headline.p95,
    p99: headline.p99,
    postP95: headline.postP95,
    sent,
    delivered,
    lost,
    cpuMsPerMessage,
    ...(at100 ? { at100PerSecond: at100 } : {}),
    runs,
    perProcess: servers.map((s) => ({ port: s.port, streams: s.streams, delivered: s.delivered })),
    idleClientKb: round(idleClientKb),
    idleCpuMsPerSecond,
  });
  if (lost > 0) {
    console.error(`${lost} of ${sent} messages were never delivered`);
    exitCode = 1;
  }
} catch (e) {
  console.error(e instanceof NeedsError ? e.message : e);
  exitCode = 1;
} finally {
  clearTimeout(timer);
  await stopAll();
}
process.exit(exitCode);
