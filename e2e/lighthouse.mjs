// npm run bench:lighthouse [-- --runs N] [--pages home,product-page] [--form-factor mobile|desktop|both] [--json FILE]
//
// Lighthouse scores, LCP and CLS of home, search results, a business page, a product page and About Us of the
// built app (run `npm run build` first). Starts the server on a fresh data folder with demo data.
// Each page is measured `--runs` times on mobile (else LH_RUNS, default 1) and once on desktop;
// `--pages` (else LH_PAGES) keeps only the pages named (names as in the table, spaces as dashes).
// Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
// `--json FILE` writes { pages: { <name>: { performance, mobile: [ { performance, fcpMs, lcpMs,
// tbtMs, cls, accessibility, bestPractices, seo } ], desktop } } }, where `performance` is the median
// of the mobile runs (the desktop score when only desktop is measured), 0–100; a relative FILE is
// taken from the folder npm was started in, and its folder is made if missing.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    pages: { type: 'string' },
    'form-factor': { type: 'string', default: 'both' },
    json: { type: 'string' },
  },
});
const FORM_FACTOR = values['form-factor'];
if (!['mobile', 'desktop', 'both'].includes(FORM_FACTOR))
  throw new Error('--form-factor takes mobile, desktop or both');
const jsonFile = values.json ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.json) : null;
const PORT = Number(process.env.LH_PORT ?? 3297);
// LH_REPORT_DIR=<folder>: also write each full Lighthouse report there (JSON) to read the diagnostics.
const reportDir = process.env.LH_REPORT_DIR;
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-lh-'));
// BENCH_DEMO_DATA (bench:smoke): a data folder already holding the demo set, copied instead of seeded again.
if (process.env.BENCH_DEMO_DATA) cpSync(process.env.BENCH_DEMO_DATA, dataDir, { recursive: true });
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/api/dist/main.js')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
const guard = setTimeout(() => {
  console.error('lighthouse run timed out');
  stop();
  process.exit(1);
}, 10 * 60_000);

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
const found = await (
  await fetch(`${base}/api/search/business`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 }),
  })
).json();
const b = found.data.results[0].businessProfile;
const slug = encodeURIComponent(
  encodeURIComponent(`${b.general.companyName.trim().replace(/\s+/g, '-')}-${b.businessID}`),
);
const foundProduct = await (
  await fetch(`${base}/api/search/product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 }),
  })
).json();
const p = foundProduct.data.results[0];
const productSlug = encodeURIComponent(
  `${p.businessProfile.companyName.trim().replace(/\s+/g, '-')}-${p.name.trim().replace(/\s+/g, '-')}-${p.productID}`,
);
const pages = [
  ['home', `${base}/`],
  ['search results', `${base}/search-result?business=MA&countries=global&search=Automation`],
  ['business page', `${base}/business/${slug}`],
  ['product page', `${base}/business-product/${productSlug}`],
  ['about us', `${base}/about-us`],
];
// --runs N (LH_RUNS=N): measure each page N times (mobile, the target) and print every run.
const RUNS = Number(values.runs ?? process.env.LH_RUNS ?? 1);
// --pages home,product-page (LH_PAGES): only these pages (names as in the table, spaces as dashes).
const only = (values.pages ?? process.env.LH_PAGES)?.split(',');
const measured = only ? pages.filter(([name]) => only.includes(name.replace(/\s+/g, '-'))) : pages;
// A public page is normally in the page cache (decision 0019): ask for each once, as an earlier
// visitor would have, so the figures are a visitor's, not the first render after a restart
// (bench:web measures that one).
for (const [, url] of measured) await fetch(url);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const figures = {};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
try {
  console.log(
    '| page | form factor | performance | FCP s | LCP s | TBT ms | CLS | accessibility | best practices | SEO |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, url] of measured) {
    const factors = [
      ...(FORM_FACTOR === 'desktop' ? [] : Array(RUNS).fill('mobile')),
      ...(FORM_FACTOR === 'mobile' ? [] : ['desktop']),
    ];
    const page = (figures[name] = { mobile: [] });
    for (const formFactor of factors) {
      const config =
        formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      // Lighthouse 12 with headless Chromium 156 sometimes records a trace without its navigation
      // start (NO_NAVSTART: no score at all); such a run is repeated, at most twice, and counted.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          config,
        );
        if (!result.lhr.runtimeError) break;
        console.log(
          `|   ${name} ${formFactor}: Lighthouse error ${result.lhr.runtimeError.code}, run again | | | | | | | | |`,
        );
      }
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(
          path.join(reportDir, `${name.replace(/\s+/g, '-')}-${formFactor}.json`),
          JSON.stringify(result.lhr),
        );
      }
      const c = result.lhr.categories;
      const s = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const metric = (id) => result.lhr.audits[id]?.numericValue ?? NaN;
      const [fcp, lcp, tbt, cls] = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ].map(metric);
      console.log(
        `| ${name} | ${formFactor} | ${s('performance')} | ${(fcp / 1000).toFixed(2)} | ${(lcp / 1000).toFixed(2)} | ${Math.round(tbt)} | ${cls.toFixed(3)} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} |`,
      );
      // A run Lighthouse could not score has no figures (null), not zeros a script would take for a score.
      const failedRun = Boolean(result.lhr.runtimeError);
      const run = {
        performance: failedRun ? null : s('performance'),
        ...(failedRun ? { error: result.lhr.runtimeError.code } : {}),
        fcpMs: Math.round(fcp),
        lcpMs: Math.round(lcp),
        tbtMs: Math.round(tbt),
        cls: Math.round(cls * 1000) / 1000,
        accessibility: s('accessibility'),
        bestPractices: s('best-practices'),
        seo: s('seo'),
      };
      if (formFactor === 'mobile') page.mobile.push(run);
      else page.desktop = run;
      const failing = Object.values(result.lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failing.length) console.log(`|   failing audits: ${failing.slice(0, 12).join(', ')} | | | | | |`);
    }
    const scored = page.mobile.map((r) => r.performance).filter((p) => p !== null);
    page.performance = page.mobile.length ? (scored.length ? median(scored) : null) : page.desktop.performance;
  }
  if (jsonFile) {
    mkdirSync(path.dirname(jsonFile), { recursive: true });
    writeFileSync(
      jsonFile,
      JSON.stringify(
        { benchmark: 'lighthouse', at: new Date().toISOString(), runs: RUNS, formFactor: FORM_FACTOR, pages: figures },
        null,
        2,
      ),
    );
    console.log(`figures written to ${jsonFile}`);
  }
} finally {
  await chrome.kill();
  stop();
  clearTimeout(guard);
}
process.exit(0);
