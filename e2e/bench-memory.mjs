// npm run bench:memory [-- --rounds N] [--settle S] [--json FILE]
// The embedded default's memory (decision 0048): the server's resident memory at rest after
// `npm start` and a browser pass over the public pages.
//
// Runs `scripts/start.mjs` (what `npm start` runs; the build must exist: `npm run build`) on a
// fresh data folder with the demo data, waits until it answers, and reads the server process's
// memory from /proc (RSS, and how much of it is anonymous memory: the JavaScript heap, buffers,
// and the embedded database's WebAssembly memory). Then Chromium visits the public pages
// (`--rounds` passes, default 2; each page until the network is idle, scrolled to its end), the
// server is left alone `--settle` seconds (default 10), and the memory is read again: "at rest".
// The server loads a small probe (bench/memory-probe.mjs, through NODE_OPTIONS) that writes its
// JavaScript memory (heap, memory outside it, array buffers) when asked, so the figures say
// where the memory goes. Prints a table; `--json FILE` writes
//   { startMb, atRestMb, peakMb, breakdownAtRest: { heapUsedMb, heapTotalMb, liveHeapMb, externalMb, arrayBuffersMb } }.
// Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    settle: { type: 'string', default: '10' },
    json: { type: 'string' },
  },
});
const ROUNDS = Math.max(1, Number(values.rounds));
const SETTLE_MS = Math.max(0, Number(values.settle)) * 1000;
const PORT = Number(process.env.MEMORY_PORT ?? 3294);
const base = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');
const jsonFile = values.json ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.json) : null;

const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-memory-'));
// BENCH_DEMO_DATA (bench:smoke): a data folder already holding the demo set, copied instead of seeded again
// (the start's own figures then leave out the seeding; the smoke run's figures mean nothing anyway).
if (process.env.BENCH_DEMO_DATA) cpSync(process.env.BENCH_DEMO_DATA, dataDir, { recursive: true });
const probeFile = path.join(dataDir, 'probe.json');
const probe = path.join(root, 'e2e/bench-memory-probe.mjs');
const starter = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
    BENCH_MEMORY_FILE: probeFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-starter.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
  rmSync(dataDir, { recursive: true, force: true });
};
const guard = setTimeout(() => {
  console.error('bench:memory timed out');
  stop();
  process.exit(1);
}, 10 * 60_000);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => Math.round(kb / 1024);

/** The server: the node process under start.mjs that listens (start.mjs runs it as its child). */
function serverPid() {
  const children = readFileSync(`/proc/${starter.pid}/task/${starter.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return Number(children.at(-1));
}
/** Resident memory of a process from /proc: total, anonymous (heap, buffers, WebAssembly) and file-backed (code). */
function residentOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: mb(kb('VmRSS')), anonMb: mb(kb('RssAnon')), fileMb: mb(kb('RssFile')), peakMb: mb(kb('VmHWM')) };
}
/** The probe's figures: it writes them on SIGUSR2. */
async function jsMemory(pid) {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(probeFile); i++) await sleep(100);
  if (!existsSync(probeFile)) return null;
  return JSON.parse(readFileSync(probeFile, 'utf8'));
}

try {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(500);
  }
  const pid = serverPid();
  await sleep(2000);
  const start = residentOf(pid);
  const jsAtStart = await jsMemory(pid);
  console.log(
    `after npm start: ${start.rssMb} MB resident (${start.anonMb} anonymous, ${start.fileMb} file-backed); live heap ${jsAtStart ? Math.round(jsAtStart.liveHeap / 1048576) : '?'} MB`,
  );

  // The public pages, as a visitor reaches them.
  const post = (u, d) =>
    fetch(base + u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(d) }).then(
      (r) => r.json(),
    );
  const slug = (s) => s.replace(/[^A-Za-z0-9]+/g, '-');
  const businesses = (
    await post('/api/search/business', { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 5 })
  ).data.results;
  const products = (await post('/api/search/product', { textQuery: '', skip: 0, size: 5 })).data.results;
  const pages = [
    '/',
    '/industries',
    '/search-result?business=MA&countries=global&search=',
    '/search-result?business=PR&countries=global&search=valve',
    '/search-result?business=DI&countries=global&search=food',
    ...businesses.map(
      (r) => `/business/${slug(r.businessProfile.general.companyName)}-${r.businessProfile.businessID}`,
    ),
    ...products.map((p) => `/business-product/${slug(p.businessProfile.companyName)}-${slug(p.name)}-${p.productID}`),
    '/about-us',
    '/b2b-tips/export-to-the-world-tip-0',
    '/contact-us/form',
    '/terms-and-conditions',
    '/privacy-policy',
    '/auth/login',
    '/auth/register',
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let peakDuring = start.rssMb;
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(base + p);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      peakDuring = Math.max(peakDuring, residentOf(pid).rssMb);
    }
    await context.close();
  }
  await browser.close();
  const afterPass = residentOf(pid);
  await sleep(SETTLE_MS);
  const atRest = residentOf(pid);
  const js = await jsMemory(pid);
  const m = (n) => Math.round(n / 1024 / 1024);
  const breakdown = js
    ? {
        heapUsedMb: m(js.heapUsed),
        heapTotalMb: m(js.heapTotal),
        liveHeapMb: m(js.liveHeap),
        externalMb: m(js.external),
        arrayBuffersMb: m(js.arrayBuffers),
      }
    : null;

  console.log(`\npublic pages visited: ${pages.length} x ${ROUNDS}`);
  console.log('| moment | RSS MB | anonymous MB | file-backed MB |');
  console.log('|---|---:|---:|---:|');
  console.log(`| after npm start | ${start.rssMb} | ${start.anonMb} | ${start.fileMb} |`);
  console.log(`| right after the pass | ${afterPass.rssMb} | ${afterPass.anonMb} | ${afterPass.fileMb} |`);
  console.log(`| at rest (${SETTLE_MS / 1000} s later) | **${atRest.rssMb}** | ${atRest.anonMb} | ${atRest.fileMb} |`);
  console.log(`peak resident during the pass: ${Math.max(peakDuring, atRest.peakMb)} MB`);
  if (breakdown)
    console.log(
      `JavaScript at rest: heap ${breakdown.heapUsedMb} MB used of ${breakdown.heapTotalMb} (${breakdown.liveHeapMb} live after a full collection), outside the heap ${breakdown.externalMb} MB (array buffers, the database's WebAssembly memory among them: ${breakdown.arrayBuffersMb} MB)`,
    );
  if (jsonFile) {
    mkdirSync(path.dirname(jsonFile), { recursive: true });
    writeFileSync(
      jsonFile,
      JSON.stringify(
        {
          benchmark: 'memory',
          at: new Date().toISOString(),
          pages: pages.length,
          rounds: ROUNDS,
          startMb: start.rssMb,
          atRestMb: atRest.rssMb,
          peakMb: Math.max(peakDuring, atRest.peakMb),
          resident: { start, afterPass, atRest },
          breakdownAtRest: breakdown,
        },
        null,
        2,
      ),
    );
    console.log(`figures written to ${jsonFile}`);
  }
} finally {
  clearTimeout(guard);
  stop();
}
