/**
 * npm run bench:api [-- --seconds S] [--json FILE]
 *
 * HTTP figures for the foundation endpoints.
 * Starts the server in a child process on a fresh embedded database (or DATABASE_URL), then
 * drives each endpoint with autocannon at concurrency 8 for S seconds (default BENCH_SECONDS, else 5;
 * fractions allowed, as in bench:smoke's small size) and prints p50/p95/p99 latency (exact, from every response's time),
 * throughput and the server's peak memory. `--json FILE` writes
 * { seconds, p95: { <endpoint>: ms }, p50: {…}, p99: {…}, requestsPerSecond: { <endpoint>: n }, errors, serverPeakMb }.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { removeDataDir, stopGroups } from './bench-kit.js';
import { jsonOption, perSecond, round, runFor, writeFigures } from './bench-output.js';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, ...jsonOption } });
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const DURATION = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-bench-'));

const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_TRANSPORT: 'outbox',
    SEED_DEMO: 'false',
    WEB_BUILD_DIR: '/nonexistent',
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    RATE_LIMIT_REGISTER_PER_IP: '1000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true, // its own process group, so cleanup stops npx, tsx and node together
});
const cleanup = async () => {
  await stopGroups([server.pid]);
  removeDataDir(dataDir);
};
const timer = setTimeout(() => {
  console.error('benchmark timed out');
  void cleanup().finally(() => process.exit(1));
}, 10 * 60_000);

async function waitUp() {
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${PORT} is already in use: stop what runs there or set BENCH_PORT`);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Peak resident memory of the server's node process (VmHWM), in MB. */
function serverPeakMb(): number | null {
  try {
    const pids = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/);
    let best = 0;
    const visit = (pid: string) => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const m = /VmHWM:\s+(\d+)/.exec(status);
      if (m) best = Math.max(best, Number(m[1]) / 1024);
      try {
        readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).forEach(visit);
      } catch {
        /* gone */
      }
    };
    pids.filter(Boolean).forEach(visit);
    return Math.round(best);
  } catch {
    return null;
  }
}

const CONNECTIONS = 8;
type RunOpts = {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  duration?: number;
};

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const figures = {
  p50: {} as Record<string, number>,
  p95: {} as Record<string, number>,
  p99: {} as Record<string, number>,
  requestsPerSecond: {} as Record<string, number>,
  errors: 0,
};

async function run(name: string, { path: p, duration, ...opts }: RunOpts) {
  // Every response's time, for exact percentiles (autocannon's summary has p97.5, not p95).
  let times: number[] = [];
  const drive = (length: { duration: number; sampleInt: number } | { amount: number }) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const ac = autocannon({ url: base + p, connections: CONNECTIONS, ...opts, ...length }, (err, result) =>
        err ? reject(err) : resolve(result),
      );
      ac.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
  let r = await drive(runFor(duration ?? DURATION));
  // autocannon drops the requests still in flight when the time is up: on a busy machine a
  // short run of a slow endpoint (a sign-in's argon2id) can end before one answer. Then the
  // endpoint is measured by count instead, so every endpoint has figures at any size.
  let rate = perSecond(r);
  if (times.length < CONNECTIONS) {
    times = [];
    r = await drive({ amount: CONNECTIONS * 2 });
    rate = r.requests.total / Math.max(r.duration, 0.001);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((q) => round(pct(times, q)));
  const errors = r.non2xx + r.errors;
  figures.errors += errors;
  figures.p50[name] = p50;
  figures.p95[name] = p95;
  figures.p99[name] = p99;
  figures.requestsPerSecond[name] = Math.round(rate);
  console.log(
    `${name.padEnd(34)} p50 ${String(p50).padStart(6)} ms  p95 ${String(p95).padStart(6)} ms  p99 ${String(p99).padStart(6)} ms  ${Math.round(rate).toString().padStart(6)} req/s${errors ? `  (${errors} errors)` : ''}`,
  );
}

try {
  await waitUp();
  const health = await fetch(`${base}/api/health`).then(
    (r) => r.json() as Promise<{ data: { database: { kind: string } } }>,
  );
  if (!health.data) throw new Error(`port ${PORT} answers but is not our server`);
  // A sign-in answers a one-time code bound to the browser that asked (its hand-off cookie); get-session trades it for the token.
  const registered = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Mark',
      acceptTerms: true,
    }),
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const handoff =
    registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('wbn_handoff=')) ?? '';
  const { code } = ((await registered.json()) as { data: { code: string } }).data;
  const session = await fetch(`${base}/auth/get-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: handoff },
    body: JSON.stringify({ token: code }),
  });
  if (!session.ok) throw new Error(`get-session answered ${session.status}`);
  const reg = (await session.json()) as { data: { token: string } };
  console.log(
    `\nWBN API benchmark — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, concurrency 8, ${DURATION} s per endpoint`,
  );
  console.log("(p50/p95/p99 exact, from every response's time)\n");
  await run('GET /api/health', { path: '/api/health' });
  await run('GET /api/ref-data/country', { path: '/api/ref-data/country' });
  await run('GET /api/ref-data/country/US/state', { path: '/api/ref-data/country/US/state' });
  await run('GET /api/catsys/industry/full-tree', { path: '/api/catsys/industry/full-tree' });
  await run('GET /api/user/profile (auth)', {
    path: '/api/user/profile',
    headers: { authorization: `Bearer ${reg.data.token}` },
  });
  await run('POST /auth/login (argon2id)', {
    path: '/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
    duration: Math.min(DURATION, 3),
  });
  const peak = serverPeakMb();
  console.log(`\nserver peak memory (VmHWM): ${peak ?? 'n/a'} MB`);
  writeFigures(values.json, {
    benchmark: 'api',
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    seconds: DURATION,
    ...figures,
    serverPeakMb: peak,
  });
} finally {
  clearTimeout(timer);
  await cleanup();
}
process.exit(0);
