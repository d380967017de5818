/**
 * npm run bench:web [-- --seconds S] [--json FILE] — the public pages as a browser gets them (the page cache, decision 0019).
 *
 * Needs a web build (`npm run build`; or WEB_BUILD_DIR=<build folder>). Starts the server from the
 * sources on an embedded database with the demo data (BENCH_DATA_DIR keeps it between runs), then
 * for home, a business page, a product page, search results and About Us, and four public API
 * reads (a business, a product, the latest businesses, the countries), in one run, at
 * concurrency 8 (autocannon, Accept-Encoding of a browser), S seconds per run (`--seconds`, else
 * BENCH_SECONDS, else 5; fractions allowed, as in bench:smoke's small size):
 *   cold     the page's first S seconds after start: its cache is empty when the run begins
 *   warm     the same address again (served from the page cache, if any)
 *   render   every request a different address (?bench-miss=N): the cost of rendering the page
 *   bare     a bare Fastify server in its own process answering the very same bytes
 *   paired   warm and bare again, alternating, three rounds of S/2 seconds each: the median of the
 *            rounds' warm/bare ratios, which a busy machine moves far less than two runs minutes apart;
 *            and in the same rounds the CPU time (user + system, from /proc) each server spent per
 *            answer: "CPU bare/warm" is the bare route's cost over the page's, the share of the bare
 *            route's rate the page reaches where the server's CPU is the limit. Other programs on
 *            the machine change how long a request waits, far less what it costs (decision 0084)
 * A run that has fewer than MIN_ANSWERS answers when its time is up (a page that renders for
 * longer than a short run lasts, or a machine busy with other work) runs again for twice as long,
 * up to MAX_RUN_SECONDS (eight times the run's length, 1-8 s), so figures come from answers; the
 * run's length is printed beside it. A short run may leave the cold and render figures empty.
 * It prints req/s, p50 and p95 (exact, from every response's time), the HTML size and the
 * machine's load average before and after. The per-address read limit counts every page and read
 * as in a deployment, with a budget the load never meets (`--without-read-limit` turns it off, as
 * the runs before decision 0084 had it). `--json FILE` writes { p95: { <page>: ms },
 * requestsPerSecond: { <page>: n } (both warm: the page as visitors get it), errors (cold, warm and
 * render together), pages: { <page>: { bodyKb, sentKb, cold, warm, render, bare } } }.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { searchPath } from '@wbn/contract';
import { removeDataDir, stopGroups } from './bench-kit.js';
import { jsonOption, perSecond, round, runFor, writeFigures } from './bench-output.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, 'without-read-limit': { type: 'boolean' }, ...jsonOption },
});
const PORT = Number(process.env.BENCH_PORT ?? 3298);
const BARE_PORT = PORT + 1;
const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 8;
const ACCEPT_ENCODING = 'gzip, deflate, br';
const apiDir = path.resolve(import.meta.dirname, '..');
const webBuild = path.resolve(process.env.WEB_BUILD_DIR ?? path.join(apiDir, '../web/build'));
const base = `http://127.0.0.1:${PORT}`;
const keepData = process.env.BENCH_DATA_DIR;
const dataDir = keepData ? path.resolve(keepData) : mkdtempSync(path.join(tmpdir(), 'wbn-bench-web-'));
// BENCH_DEMO_DATA (bench:smoke): a data folder already holding the demo set, copied instead of seeded again.
if (!keepData && process.env.BENCH_DEMO_DATA) cpSync(process.env.BENCH_DEMO_DATA, dataDir, { recursive: true });
const children: ChildProcess[] = [];

const guard = setTimeout(() => {
  console.error('benchmark timed out');
  void cleanup().finally(() => process.exit(1));
}, 20 * 60_000);

async function cleanup() {
  await stopGroups(children.map((c) => c.pid));
  if (!keepData) removeDataDir(dataDir);
}

function start(cmd: string[], env: Record<string, string>) {
  const child = spawn('npx', ['tsx', ...cmd], {
    cwd: apiDir,
    // The read limit counts every request, as deployed; its budget is out of the load's reach (decision 0084).
    env: {
      ...process.env,
      RATE_LIMIT_PUBLIC_READS_PER_MINUTE: values['without-read-limit'] ? '0' : '1000000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not start`);
}

/** The answer's bytes as sent (compressed), its headers and status. */
function getRaw(url: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decode = (r: { headers: Record<string, string>; body: Buffer }) =>
  r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body;

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

type Figures = { rps: number; p50: number; p95: number; errors: number; cpuUs?: number; seconds: number };

/** Answers a run needs for its figures to mean something: two per connection. */
const MIN_ANSWERS = 2 * CONNECTIONS;
/** Eight times a run's length, at least 1 s and at most 8 s: a short (smoke) run stays short. */
const MAX_RUN_SECONDS = Math.min(8, Math.max(1, SECONDS * 8));

/** CPU seconds (user + system) the process `pid` and its descendants have used (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    let ticks = 0;
    const visit = (p: string) => {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime and stime, fields 14 and 15 of proc(5)
      for (const c of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
        visit(c);
    };
    visit(String(pid));
    return ticks / 100; // USER_HZ
  } catch {
    return NaN;
  }
}

/** `cpuOf`: the server's process, whose CPU time per answer the run also measures. */
async function load(
  url: string,
  opts: { unique?: boolean; seconds?: number; cpuOf?: ChildProcess } = {},
): Promise<Figures> {
  let seconds = opts.seconds ?? SECONDS;
  for (;;) {
    const figures = await loadFor(url, seconds, opts);
    if (figures.answers >= MIN_ANSWERS || seconds >= MAX_RUN_SECONDS) return figures;
    seconds = Math.min(MAX_RUN_SECONDS, seconds * 2);
  }
}

async function loadFor(
  url: string,
  seconds: number,
  opts: { unique?: boolean; cpuOf?: ChildProcess },
): Promise<Figures & { answers: number }> {
  const cpuBefore = opts.cpuOf ? cpuSeconds(opts.cpuOf.pid) : NaN;
  const times: number[] = [];
  let n = 0;
  const target = new URL(url);
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: target.origin,
        connections: CONNECTIONS,
        ...runFor(seconds),
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        requests: [
          {
            method: 'GET',
            path: target.pathname + target.search,
            ...(opts.unique
              ? {
                  setupRequest: (req: autocannon.Request) => ({
                    ...req,
                    path: `${target.pathname}${target.search ? `${target.search}&` : '?'}bench-miss=${++n}`,
                  }),
                }
              : {}),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const cpuUs = opts.cpuOf ? (1e6 * (cpuSeconds(opts.cpuOf.pid) - cpuBefore)) / times.length : undefined;
  return {
    rps: perSecond(r),
    p50: pct(times, 50),
    p95: pct(times, 95),
    errors: r.non2xx + r.errors,
    cpuUs,
    seconds,
    answers: times.length,
  };
}

const fmt = (f: Figures) =>
  `${Math.round(f.rps)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)}${f.errors ? ` (${f.errors} errors)` : ''}${
    f.seconds !== SECONDS ? ` (${f.seconds} s)` : ''
  }`;
const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  if (!existsSync(path.join(webBuild, 'server/index.js')))
    throw new Error(`no web build at ${webBuild}: run "npm run build" first (or set WEB_BUILD_DIR)`);
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${PORT} is already in use: set BENCH_PORT`);
  const loadBefore = load1();
  const startedAt = new Date();
  const server = start(['src/server/main.ts'], {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: webBuild,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    PUBLIC_URL: base,
  });
  await waitFor(`${base}/api/health`, 'the server');

  const firstLoc = async (sitemap: string) => {
    const xml = await (await fetch(`${base}${sitemap}`)).text();
    const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
    if (!loc) throw new Error(`no address in ${sitemap}`);
    return new URL(loc).pathname;
  };
  const pages = [
    { name: 'home', path: '/' },
    { name: 'business page', path: await firstLoc('/sitemaps/businesses-1.xml') },
    { name: 'product page', path: await firstLoc('/sitemaps/products-1.xml') },
    { name: 'search results', path: searchPath({ search: 'Automation' }) },
    { name: 'About Us', path: '/about-us' },
  ];
  // Public API reads the API cache keeps (decision 0019), beside the pages.
  const idOf = (p: string) => p.slice(-36);
  pages.push(
    { name: 'API: a business', path: `/api/business/profile/${idOf(pages[1].path)}` },
    { name: 'API: a product', path: `/api/product/${idOf(pages[2].path)}` },
    { name: 'API: latest businesses', path: '/api/search/business/last-registered' },
    { name: 'API: countries', path: '/api/ref-data/country' },
  );
  // Memory at rest: the server started, migrated and seeded, nothing asked of it yet.
  await new Promise((r) => setTimeout(r, 3000));
  const idleMb = serverMb('VmRSS');
  // Warm the server's code on a page that is not measured.
  for (let i = 0; i < 30; i++) await getRaw(`${base}/contact-us?bench-warmup=${i}`);

  const rows = pages.map((p) => ({
    ...p,
    cold: undefined as Figures | undefined,
    warm: undefined as Figures | undefined,
    render: undefined as Figures | undefined,
    bare: undefined as Figures | undefined,
    /** The median warm/bare ratio of three alternating rounds. */
    paired: NaN,
    /** The median of the same rounds' bare/warm CPU time per answer, and the medians of each. */
    cpu: { ratio: NaN, warmUs: NaN, bareUs: NaN },
    html: 0,
    sent: 0,
    cache: '',
  }));
  for (const row of rows) row.cold = await load(base + row.path);
  // Each address once more, awaited: the warm runs start from a stored page, however long the
  // cold runs' renders took on a busy machine.
  for (const row of rows) await getRaw(base + row.path);
  for (const row of rows) row.warm = await load(base + row.path);
  for (const row of rows) row.render = await load(base + row.path, { unique: true });

  const captured = [];
  for (const row of rows) {
    const r = await getRaw(base + row.path);
    if (r.status !== 200) throw new Error(`${row.path} answered ${r.status}`);
    row.html = decode(r).length;
    row.sent = r.body.length;
    row.cache = r.headers['x-page-cache'] ?? r.headers['x-api-cache'] ?? '-';
    captured.push({
      path: row.path,
      contentType: r.headers['content-type'],
      contentEncoding: r.headers['content-encoding'],
      bodyBase64: r.body.toString('base64'),
    });
  }
  const file = path.join(dataDir, 'bench-web-pages.json');
  writeFileSync(file, JSON.stringify(captured));
  const bareServer = start(['bench/bare-server.ts', file, String(BARE_PORT)], {});
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare/0`, 'the bare server');
  for (const [i, row] of rows.entries()) row.bare = await load(`http://127.0.0.1:${BARE_PORT}/bare/${i}`);
  // The page cache's fixed cost per request: warm against bare in alternating rounds (decision 0079).
  for (const [i, row] of rows.entries()) {
    const ratios: number[] = [];
    const cpu: { warm: number; bare: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const warm = await load(base + row.path, { seconds: SECONDS / 2, cpuOf: server });
      const bare = await load(`http://127.0.0.1:${BARE_PORT}/bare/${i}`, { seconds: SECONDS / 2, cpuOf: bareServer });
      ratios.push(warm.rps / bare.rps);
      cpu.push({ warm: warm.cpuUs!, bare: bare.cpuUs! });
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    row.paired = median(ratios);
    row.cpu = {
      ratio: median(cpu.map((c) => c.bare / c.warm)),
      warmUs: median(cpu.map((c) => c.warm)),
      bareUs: median(cpu.map((c) => c.bare)),
    };
  }

  const peak = serverMb('VmHWM');
  console.log(
    `\nbench:web — ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, PGlite with the demo data, concurrency ${CONNECTIONS}, ${SECONDS} s per run, Accept-Encoding: ${ACCEPT_ENCODING}`,
  );
  console.log(
    `web build: ${webBuild}; per-address read limit ${values['without-read-limit'] ? 'off' : 'on'}; load average (1/5/15 min) before ${loadBefore}, after ${load1()}\n`,
  );
  console.log(
    '| page | body KB | sent KB | cache | cold req/s | p50 ms | p95 ms | warm req/s | p50 ms | p95 ms | render req/s | p50 ms | p95 ms | bare req/s | p50 ms | p95 ms | warm/bare | cold/bare | paired warm/bare | CPU µs per answer: warm | bare | paired CPU bare/warm |',
  );
  console.log(
    '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of rows) {
    const share = (f?: Figures) => (f && r.bare ? `${Math.round((100 * f.rps) / r.bare.rps)}%` : '-');
    console.log(
      `| ${r.name} | ${(r.html / 1024).toFixed(1)} | ${(r.sent / 1024).toFixed(1)} | ${r.cache} | ${fmt(r.cold!)} | ${fmt(r.warm!)} | ${fmt(r.render!)} | ${fmt(r.bare!)} | ${share(r.warm)} | ${share(r.cold)} | ${Math.round(100 * r.paired)}% | ${Math.round(r.cpu.warmUs)} | ${Math.round(r.cpu.bareUs)} | ${Math.round(100 * r.cpu.ratio)}% |`,
    );
  }
  console.log(`\nserver memory: idle after start ${idleMb ?? 'n/a'} MB (VmRSS), peak ${peak ?? 'n/a'} MB (VmHWM)`);
  console.log(`pages: ${rows.map((r) => r.path).join('  ')}`);
  const figures = (f: Figures | undefined) =>
    f && {
      requestsPerSecond: Math.round(f.rps),
      p50: round(f.p50),
      p95: round(f.p95),
      errors: f.errors,
      seconds: f.seconds,
    };
  writeFigures(values.json, {
    benchmark: 'web',
    seconds: SECONDS,
    concurrency: CONNECTIONS,
    readLimit: !values['without-read-limit'],
    p95: Object.fromEntries(rows.map((r) => [r.name, round(r.warm!.p95)])),
    requestsPerSecond: Object.fromEntries(rows.map((r) => [r.name, Math.round(r.warm!.rps)])),
    errors: rows.reduce((n, r) => n + r.cold!.errors + r.warm!.errors + r.render!.errors, 0),
    pages: Object.fromEntries(
      rows.map((r) => [
        r.name,
        {
          path: r.path,
          bodyKb: round(r.html / 1024),
          sentKb: round(r.sent / 1024),
          cache: r.cache,
          cold: figures(r.cold),
          warm: figures(r.warm),
          render: figures(r.render),
          bare: figures(r.bare),
          pairedWarmToBare: round(r.paired, 2),
          cpuUsPerAnswer: { warm: Math.round(r.cpu.warmUs), bare: Math.round(r.cpu.bareUs) },
          pairedCpuBareToWarm: round(r.cpu.ratio, 2),
        },
      ]),
    ),
    serverMb: { idle: idleMb, peak },
  });
}

/** Resident memory of the page server's node process (VmRSS now, or VmHWM: its peak), in MB. */
function serverMb(field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    let best = 0;
    const visit = (pid: string) => {
      const m = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) best = Math.max(best, Number(m[1]) / 1024);
      for (const c of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
        visit(c);
    };
    visit(String(children[0].pid));
    return Math.round(best);
  } catch {
    return null;
  }
}

main()
  .then(() => {
    clearTimeout(guard);
    return cleanup().then(() => process.exit(0));
  })
  .catch((e) => {
    console.error(e);
    return cleanup().finally(() => process.exit(1));
  });
