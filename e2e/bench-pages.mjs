// npm run bench:pages [-- --runs N] [--pages about-us,newsfeed] [--json FILE]
// How long a signed-in member waits for a page's own content (decisions 0044 and 0047).
//
// Starts the built server (run `npm run build` first) on a fresh data folder with the demo data,
// signs in as the demo owner in Chromium, slows the CPU 4x (a mid-range phone, as Lighthouse
// does), then loads each page N times (`--runs`, else PAGES_RUNS, default 3; at least 2) as a
// full navigation and records when
// the page first showed its content with no placeholder left: the header's account menu shown, no
// pulsing placeholder anywhere, no "Loading" status, and the page's own content present. The
// first visit of each page comes right after sign-in (nothing kept in the browser from earlier
// visits; the server warmed by one request of each page); the others are visits again.
// `--pages` measures only the pages named (names as in the table, spaces as dashes).
// Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`). Prints a table; `--json FILE` writes the figures
// (a relative FILE from the folder npm was started in; its folder made if missing):
//   { cpuSlowdown, runs, pages: { <name>: { first, p50, max } } }   (milliseconds after navigation)
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, pages: { type: 'string' }, json: { type: 'string' } },
});
const PORT = Number(process.env.PAGES_PORT ?? 3296);
const RUNS = Math.max(2, Number(values.runs ?? process.env.PAGES_RUNS ?? 3));
const CPU = Number(process.env.PAGES_CPU_SLOWDOWN ?? 4);
const jsonFile = values.json ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.json) : null;
const base = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'demo@wbn-miami.test', password: 'demo-password-2026' };

// The pages of the issue, each with the sign that its own content is there.
const ALL_PAGES = [
  ['about-us', '/about-us', 'main h1'],
  ['notifications', '/notifications', 'main ul[aria-label="Notifications"] > li'],
  ['profile edit', '/profile/edit', 'main form input[autocomplete="given-name"]'],
  ['message center', '/my-messages', 'aside[aria-label="Conversations"] li'],
  ['newsfeed', '/newsfeed', 'main article'],
];
const only = values.pages?.split(',');
const PAGES = only ? ALL_PAGES.filter(([name]) => only.includes(name.replace(/\s+/g, '-'))) : ALL_PAGES;
if (!PAGES.length)
  throw new Error(`--pages: none of ${only} is one of ${ALL_PAGES.map(([n]) => n.replace(/\s+/g, '-')).join(', ')}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-pages-'));
// BENCH_DEMO_DATA (bench:smoke): a data folder already holding the demo set, copied instead of seeded again.
if (process.env.BENCH_DEMO_DATA) cpSync(process.env.BENCH_DEMO_DATA, dataDir, { recursive: true });
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/api/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
  },
  stdio: 'ignore',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
const guard = setTimeout(() => {
  console.error('bench:pages timed out');
  stop();
  process.exit(1);
}, 15 * 60_000);

/**
 * Runs in the page from its first script: records (performance.now(), from the navigation) the
 * first frame where the content selector matches, the account menu shows, and nothing pulses or
 * says it is loading.
 */
const watch = (selector) => {
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const ready = () =>
    document.querySelector(selector) &&
    [...document.querySelectorAll('header button[aria-label^="Account menu"]')].some(visible) &&
    ![...document.querySelectorAll('.animate-pulse')].some(visible) &&
    ![...document.querySelectorAll('[role="status"]')].some(
      (el) => /loading/i.test(el.textContent ?? '') && visible(el),
    );
  const tick = () => {
    if (window.__contentAt === undefined && document.body && ready()) window.__contentAt = performance.now();
    if (window.__contentAt === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

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
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'));
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth') && !u.pathname.startsWith('/SetID'), {
    timeout: 30_000,
  });
  await page.locator('header button[aria-label^="Account menu"]').waitFor({ timeout: 30_000 });

  await page.close();
  // The server as it is in use, warm: each page asked for once by this member outside the browser
  // (its first database reads, query plans and code paths), so that a first visit measures the
  // browser's first visit, not the process's first request. The browser's caches stay cold.
  for (const [, url] of PAGES) await context.request.get(`${base}${url}`);
  const results = {};
  console.log(
    `Signed-in pages, CPU slowed ${CPU}x, ${RUNS} visits each: content with no placeholder, ms after navigation`,
  );
  console.log('| page | first visit | p50 of visits again | max |');
  console.log('|---|---:|---:|---:|');
  for (const [name, url, selector] of PAGES) {
    // A tab of its own per page: its watcher looks for this page's content only.
    const page = await context.newPage();
    await page.addInitScript({ content: `(${watch.toString()})(${JSON.stringify(selector)})` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${base}${url}`, { waitUntil: 'commit' });
      const at = await page
        .waitForFunction(() => window.__contentAt, null, { timeout: 30_000, polling: 100 })
        .then(
          (h) => h.jsonValue(),
          () => Number.NaN,
        );
      times.push(Math.round(at));
      // The next visit starts from a page that has settled (its data kept, as a member's would be).
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    await page.close();
    const again = times.slice(1).sort((a, b) => a - b);
    results[name] = { first: times[0], p50: again[Math.floor((again.length - 1) / 2)], max: Math.max(...times) };
    console.log(`| ${name} | ${times[0]} | ${results[name].p50} | ${results[name].max} |`);
  }
  await browser.close();
  if (jsonFile) {
    mkdirSync(path.dirname(jsonFile), { recursive: true });
    writeFileSync(
      jsonFile,
      JSON.stringify(
        { benchmark: 'pages', at: new Date().toISOString(), cpuSlowdown: CPU, runs: RUNS, pages: results },
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
