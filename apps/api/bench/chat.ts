/**
 * npm run bench:chat — live delivery of inquiry messages.
 *
 * Starts one API process (a child, fresh embedded database, or DATABASE_URL / REDIS_URL when set),
 * registers BENCH_CLIENTS people (default 1,000): half buyers, half sellers who each own a
 * business, one thread per pair. Measures the server's memory, opens one live stream per person
 * (POST /api/live/ticket, then GET /api/live/stream), lets them sit idle and measures again:
 * memory per idle client. Then sends BENCH_MESSAGES messages (default 1,000) at BENCH_RATE per
 * second, alternating buyer and seller, and times each from the moment its POST starts to the
 * moment the other party's stream delivers it: p50/p95/p99. Target: p95 ≤ 100 ms.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const CLIENTS = Math.max(2, Number(process.env.BENCH_CLIENTS ?? 1000) & ~1);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SETUP_CONCURRENCY = 4;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-bench-chat-'));

const RUN = Date.now().toString(36);
const memoryFile = path.join(dataDir, 'memory.json');
const server = spawn(process.execPath, ['--expose-gc', '--import', './bench/chat-memory-probe.mjs', '--import', 'tsx', 'src/server/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    // One address asks for everything: the per-address read limit would measure itself.
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
    PORT: String(PORT),
    DATA_DIR: dataDir,
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
});
const streams: http.ClientRequest[] = [];
const cleanup = () => {
  for (const s of streams) s.destroy();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
const timer = setTimeout(() => {
  console.error('benchmark timed out');
  cleanup();
  process.exit(1);
}, 30 * 60_000);

/** Resident memory of the server process now (VmRSS), in MB. */
const serverRssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** CPU time the server process has used so far (user + system), in ms; the machine's other load does not count. */
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 per second)
};
/** The server's JavaScript memory after a full collection (heap in use + buffers outside it), in MB. */
async function serverLiveMb() {
  rmSync(memoryFile, { force: true });
  server.kill('SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    try {
      const m = JSON.parse(readFileSync(memoryFile, 'utf8')) as { heapUsed: number; external: number };
      return (m.heapUsed + m.external) / 1024 / 1024;
    } catch {
      /* not written yet */
    }
  }
  throw new Error('the server did not report its memory');
}

async function send<T>(method: string, p: string, body?: unknown, token?: string, cookie?: string) {
  const res = await fetch(base + p, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: unknown };
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json.error)}`);
  return { data: json.data, cookies: res.headers.getSetCookie() };
}
const call = async <T>(method: string, p: string, body?: unknown, token?: string) => (await send<T>(method, p, body, token)).data;

/** Runs `work` over `items` with at most `n` at a time. */
async function pool<T, R>(items: T[], n: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

type Person = { token: string; userID: string };
async function person(i: number): Promise<Person> {
  const email = `bench-chat-${RUN}-${i}@example.com`;
  // The sign-in code is bound to the browser that asked for it (its hand-off cookie).
  const reg = await send<{ code: string }>('POST', '/auth/register', { email, password: 'bench-password-1', firstName: 'Bench', lastName: `Person${i}`, acceptTerms: true });
  const handoff = reg.cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('wbn_handoff='));
  return (await send<Person>('POST', '/auth/get-session', { token: reg.data.code }, undefined, handoff)).data;
}

/** Receipts: message number → time its other party's stream delivered it. */
const received = new Map<number, number>();
const waiting = new Map<number, () => void>();

/** Opens a live stream for `p`; `receiverOf(n)` says whether this person is the other party of message n. */
async function openStream(p: Person, isReceiver: (n: number) => boolean) {
  const { ticket } = await call<{ ticket: string }>('POST', '/api/live/ticket', undefined, p.token);
  await new Promise<void>((resolve, reject) => {
    const req = http.get(`${base}/api/live/stream?ticket=${encodeURIComponent(ticket)}`, { headers: { accept: 'text/event-stream' } }, (res) => {
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
            waiting.get(n)?.();
          }
        }
      });
    });
    req.on('error', reject);
    streams.push(req);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

try {
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is already in use: stop what runs there or set BENCH_PORT`);
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(500);
  }
  const pairs = CLIENTS / 2;
  const t0 = performance.now();
  const people = await pool(Array.from({ length: CLIENTS }, (_, i) => i), SETUP_CONCURRENCY, (i) => person(i));
  const buyers = people.slice(0, pairs);
  const sellers = people.slice(pairs);
  const businesses = await pool(sellers, SETUP_CONCURRENCY, (s, i) =>
    call<{ businessID: string }>('POST', '/api/business/profile/create', { companyName: `Bench Supplier ${i}`, categories: ['0001.0001-01'], businessType: 'MA', country: 'US', state: 'US-FL', shortDescription: 'A benchmark supplier.' }, s.token),
  );
  const threads = await pool(buyers, SETUP_CONCURRENCY, (b, i) =>
    call<{ request: { requestID: string } }>('POST', '/api/business/request', { to: businesses[i].businessID, subject: 'receiving the full price list', message: 'Opening the thread.' }, b.token),
  );
  console.log(`\nWBN chat benchmark — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' + Redis' : ''}, one API process`);
  console.log(`setup: ${CLIENTS} people, ${pairs} businesses, ${pairs} threads in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  await sleep(3000);
  const before = serverRssMb();
  await serverLiveMb(); // a first full collection clears what the setup left
  const liveBefore = await serverLiveMb();
  // Message n: thread n % pairs; even n from the buyer to the seller, odd n back.
  const receiverIsBuyer = (n: number) => n % 2 === 1;
  await pool(people, 16, (p, i) => {
    const pair = i % pairs;
    const buyer = i < pairs;
    return openStream(p, (n) => n % pairs === pair && receiverIsBuyer(n) === buyer);
  });
  await sleep(10_000);
  const after = serverRssMb();
  const liveAfter = await serverLiveMb();
  console.log(
    `${CLIENTS} live streams open, 10 s idle: JS heap + buffers after a full GC ${liveBefore.toFixed(1)} → ${liveAfter.toFixed(1)} MB = ${(((liveAfter - liveBefore) * 1024) / CLIENTS).toFixed(1)} KB per idle client; process RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
  );

  const post: number[] = [];
  const delivery: number[] = [];
  let lost = 0;
  const gap = 1000 / RATE;
  const cpuStart = serverCpuMs();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: MESSAGES }, async (_, n) => {
      await sleep(Math.max(0, start + n * gap - performance.now()));
      const pair = n % pairs;
      const fromBuyer = !receiverIsBuyer(n);
      const sender = fromBuyer ? buyers[pair] : sellers[pair];
      const bid = fromBuyer ? '' : `?bid=${businesses[pair].businessID}`;
      const got = new Promise<void>((resolve) => waiting.set(n, resolve));
      const sent = performance.now();
      await call('POST', `/api/business/request/${threads[pair].request.requestID}/send-message${bid}`, { content: `bench ${n}` }, sender.token);
      post.push(performance.now() - sent);
      const ok = await Promise.race([got.then(() => true), sleep(10_000).then(() => false)]);
      if (ok) delivery.push(received.get(n)! - sent);
      else lost += 1;
    }),
  );
  const took = (performance.now() - start) / 1000;
  const cpuPerMessage = (serverCpuMs() - cpuStart) / MESSAGES;
  delivery.sort((a, b) => a - b);
  post.sort((a, b) => a - b);
  console.log(`${MESSAGES} messages at ${RATE}/s (${(MESSAGES / took).toFixed(1)}/s achieved), ${lost} not delivered within 10 s`);
  console.log(`send → receipt by the other party: p50 ${ms(pct(delivery, 50))}  p95 ${ms(pct(delivery, 95))}  p99 ${ms(pct(delivery, 99))}  max ${ms(delivery[delivery.length - 1])}`);
  console.log(`POST send-message answered:        p50 ${ms(pct(post, 50))}  p95 ${ms(pct(post, 95))}  p99 ${ms(pct(post, 99))}`);
  console.log(`server CPU per message (send, store, publish, deliver to both sides' streams): ${ms(cpuPerMessage)}${process.env.DATABASE_URL ? ' (PostgreSQL’s own CPU not included)' : ' (PGlite included)'}`);
  console.log(`machine load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`);
  console.log(`server RSS at the end: ${serverRssMb().toFixed(0)} MB`);
} finally {
  clearTimeout(timer);
  cleanup();
}
process.exit(0);
