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
 *            rounds' warm/bare ratios, which a busy machine moves far less than two runs minutes apart
 * and prints req/s, p50 and p95 (exact, from every response's time), the HTML size and the
 * machine's load average before and after. `--json FILE` writes { p95: { <page>: ms },
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

const { values } = parseArgs({ options: { seconds: { type: 'string' }, ...jsonOption } });
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
    env: { ...process.env, RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0', ...env },
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

type Figures = { rps: number; p50: number; p95: number; errors: number };

async function load(url: string, opts: { unique?: boolean; seconds?: number } = {}): Promise<Figures> {
  const times: number[] = [];
  let n = 0;
  const target = new URL(url);
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: target.origin,
        connections: CONNECTIONS,
        ...runFor(opts.seconds ?? SECONDS),
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
  return { rps: perSecond(r), p50: pct(times, 50), p95: pct(times, 95), errors: r.non2xx + r.errors };
}

const fmt = (f: Figures) =>
  `${Math.round(f.rps)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)}${f.errors ? ` (${f.errors} errors)` : ''}`;
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
  start(['src/server/main.ts'], {
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
    html: 0,
    sent: 0,
    cache: '',
  }));
  for (const row of rows) row.cold = await load(base + row.path);
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
  start(['bench/bare-server.ts', file, String(BARE_PORT)], {});
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare/0`, 'the bare server');
  for (const [i, row] of rows.entries()) row.bare = await load(`http://127.0.0.1:${BARE_PORT}/bare/${i}`);
  // The page cache's fixed cost per request: warm against bare in alternating rounds (decision 0079).
  for (const [i, row] of rows.entries()) {
    const ratios: number[] = [];
    for (let round = 0; round < 3; round++) {
      const warm = await load(base + row.path, { seconds: SECONDS / 2 });
      const bare = await load(`http://127.0.0.1:${BARE_PORT}/bare/${i}`, { seconds: SECONDS / 2 });
      ratios.push(warm.rps / bare.rps);
    }
    row.paired = ratios.sort((a, b) => a - b)[1];
  }

  const peak = serverMb('VmHWM');
  console.log(
    `\nbench:web — ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, PGlite with the demo data, concurrency ${CONNECTIONS}, ${SECONDS} s per run, Accept-Encoding: ${ACCEPT_ENCODING}`,
  );
  console.log(`web build: ${webBuild}; load average (1/5/15 min) before ${loadBefore}, after ${load1()}\n`);
  console.log(
    '| page | body KB | sent KB | cache | cold req/s | p50 ms | p95 ms | warm req/s | p50 ms | p95 ms | render req/s | p50 ms | p95 ms | bare req/s | p50 ms | p95 ms | warm/bare | cold/bare | paired warm/bare |',
  );
  console.log('|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const share = (f?: Figures) => (f && r.bare ? `${Math.round((100 * f.rps) / r.bare.rps)}%` : '-');
    console.log(
      `| ${r.name} | ${(r.html / 1024).toFixed(1)} | ${(r.sent / 1024).toFixed(1)} | ${r.cache} | ${fmt(r.cold!)} | ${fmt(r.warm!)} | ${fmt(r.render!)} | ${fmt(r.bare!)} | ${share(r.warm)} | ${share(r.cold)} | ${Math.round(100 * r.paired)}% |`,
    );
  }
  console.log(`\nserver memory: idle after start ${idleMb ?? 'n/a'} MB (VmRSS), peak ${peak ?? 'n/a'} MB (VmHWM)`);
  console.log(`pages: ${rows.map((r) => r.path).join('  ')}`);
  const figures = (f: Figures | undefined) =>
    f && { requestsPerSecond: Math.round(f.rps), p50: round(f.p50), p95: round(f.p95), errors: f.errors };
  writeFigures(values.json, {
    benchmark: 'web',
    seconds: SECONDS,
    concurrency: CONNECTIONS,
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
