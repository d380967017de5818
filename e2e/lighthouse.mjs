// npm run bench:lighthouse — Lighthouse scores, LCP and CLS of home, search results, a business page
// and a product page of the built app (run `npm run build` first). Starts the server on a fresh
// data folder with demo data.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PORT = Number(process.env.LH_PORT ?? 3297);
// LH_REPORT_DIR=<folder>: also write each full Lighthouse report there (JSON) to read the diagnostics.
const reportDir = process.env.LH_REPORT_DIR;
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wbn-lh-'));
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
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 500));
}
const found = await (
  await fetch(`${base}/api/search/business`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 }) })
).json();
const b = found.data.results[0].businessProfile;
const slug = encodeURIComponent(encodeURIComponent(`${b.general.companyName.trim().replace(/\s+/g, '-')}-${b.businessID}`));
const foundProduct = await (
  await fetch(`${base}/api/search/product`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 }) })
).json();
const p = foundProduct.data.results[0];
const productSlug = encodeURIComponent(`${p.businessProfile.companyName.trim().replace(/\s+/g, '-')}-${p.name.trim().replace(/\s+/g, '-')}-${p.productID}`);
const pages = [
  ['home', `${base}/`],
  ['search results', `${base}/search-result?business=MA&countries=global&search=Automation`],
  ['business page', `${base}/business/${slug}`],
  ['product page', `${base}/business-product/${productSlug}`],
];
// LH_RUNS=N: measure each page N times (mobile, the target) and print every run.
const RUNS = Number(process.env.LH_RUNS ?? 1);
// LH_PAGES=home,product: only these pages (names as in the table, spaces as dashes).
const only = process.env.LH_PAGES?.split(',');
const measured = only ? pages.filter(([name]) => only.includes(name.replace(/\s+/g, '-'))) : pages;
// A public page is normally in the page cache (decision 0019): ask for each once, as an earlier
// visitor would have, so the figures are a visitor's, not the first render after a restart
// (bench:web measures that one).
for (const [, url] of measured) await fetch(url);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  console.log('| page | form factor | performance | FCP s | LCP s | TBT ms | CLS | accessibility | best practices | SEO |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, url] of measured) {
    for (const formFactor of [...Array(RUNS).fill('mobile'), 'desktop']) {
      const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
      // Lighthouse 12 with headless Chromium 156 sometimes records a trace without its navigation
      // start (NO_NAVSTART: no score at all); such a run is repeated, at most twice, and counted.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, config);
        if (!result.lhr.runtimeError) break;
        console.log(`|   ${name} ${formFactor}: Lighthouse error ${result.lhr.runtimeError.code}, run again | | | | | | | | |`);
      }
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${name.replace(/\s+/g, '-')}-${formFactor}.json`), JSON.stringify(result.lhr));
      }
      const c = result.lhr.categories;
      const s = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const metric = (id) => result.lhr.audits[id]?.numericValue ?? NaN;
      const [fcp, lcp, tbt, cls] = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(metric);
      console.log(
        `| ${name} | ${formFactor} | ${s('performance')} | ${(fcp / 1000).toFixed(2)} | ${(lcp / 1000).toFixed(2)} | ${Math.round(tbt)} | ${cls.toFixed(3)} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} |`,
      );
      const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary').map((a) => a.id);
      if (failing.length) console.log(`|   failing audits: ${failing.slice(0, 12).join(', ')} | | | | | |`);
    }
  }
} finally {
  await chrome.kill();
  stop();
  clearTimeout(guard);
}
process.exit(0);
