/**
 * npm run bench:api — HTTP figures for the foundation endpoints.
 * Starts the server in a child process on a fresh embedded database (or DATABASE_URL), then
 * drives each endpoint with autocannon at concurrency 8 and prints p50/p95/p99 latency,
 * throughput and the server's peak memory.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-bench-'));

const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENTS_PROVIDER: 'sandbox', MAIL_TRANSPORT: 'outbox', SEED_DEMO: 'false', WEB_BUILD_DIR: '/nonexistent', RATE_LIMIT_LOGIN_PER_IP: '1000000', RATE_LIMIT_REGISTER_PER_IP: '1000000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000', RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true, // its own process group, so cleanup stops npx, tsx and node together
});
const cleanup = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
  rmSync(dataDir, { recursive: true, force: true });
};
const timer = setTimeout(() => {
  console.error('benchmark timed out');
  cleanup();
  process.exit(1);
}, 10 * 60_000);

async function waitUp() {
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is already in use: stop what runs there or set BENCH_PORT`);
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

type RunOpts = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; duration?: number };

async function run(name: string, { path: p, ...opts }: RunOpts) {
  const r = await autocannon({ url: base + p, connections: 8, duration: DURATION, ...opts });
  const errors = r.non2xx + r.errors;
  console.log(
    `${name.padEnd(34)} p50 ${String(r.latency.p50).padStart(4)} ms  p95 ${String(r.latency.p97_5 ?? r.latency.p99).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${Math.round(r.requests.average).toString().padStart(6)} req/s${errors ? `  (${errors} errors)` : ''}`,
  );
}

try {
  await waitUp();
  const health = await fetch(`${base}/api/health`).then((r) => r.json() as Promise<{ data: { database: { kind: string } } }>);
  if (!health.data) throw new Error(`port ${PORT} answers but is not our server`);
  const reg = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1', firstName: 'Bench', lastName: 'Mark' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  console.log(`\nWBN API benchmark — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, concurrency 8, ${DURATION} s per endpoint`);
  console.log('(p95 column shows autocannon\'s p97.5)\n');
  await run('GET /api/health', { path: '/api/health' });
  await run('GET /api/ref-data/country', { path: '/api/ref-data/country' });
  await run('GET /api/ref-data/country/US/state', { path: '/api/ref-data/country/US/state' });
  await run('GET /api/catsys/industry/full-tree', { path: '/api/catsys/industry/full-tree' });
  await run('GET /api/user/profile (auth)', { path: '/api/user/profile', headers: { authorization: `Bearer ${reg.data.token}` } });
  await run('POST /auth/login (argon2id)', {
    path: '/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
    duration: Math.min(DURATION, 3),
  });
  console.log(`\nserver peak memory (VmHWM): ${serverPeakMb() ?? 'n/a'} MB`);
} finally {
  clearTimeout(timer);
  cleanup();
}
process.exit(0);
