import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on('pageerror', (e) => console.log('pageerror', e.message));
p.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 300)));
const scripts = [];
p.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
await p.goto('http://localhost:3400/business/Titan-Apparel-Group-163b8d60-1e26-49aa-947e-8c0cd7021f60');
await p.waitForTimeout(2500);
const n = scripts.length;
const before = await p.evaluate(() => document.getElementById('reviews').outerHTML.length);
await p.getByRole('region', { name: /^Reviews/ }).scrollIntoViewIfNeeded();
await p.waitForTimeout(2000);
console.log(
  'after scroll',
  scripts.slice(n).filter((s) => /public-lazy|review|stars/.test(s)),
);
console.log(
  'react-owned',
  await p.evaluate(() => Object.keys(document.getElementById('reviews')).filter((k) => k.startsWith('__react')).length),
  'same size',
  before,
  await p.evaluate(() => document.getElementById('reviews').outerHTML.length),
);
await b.close();
