import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const p = await b.newPage({ viewport: { width: 375, height: 900 } });
await p.goto('http://localhost:3400/es/business/Summit-Baby-Works-4216331a-00fb-49b7-9b7f-605079a83169');
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/shots/biz-es-375-check.png', clip: { x: 0, y: 500, width: 375, height: 600 } });
console.log(await p.evaluate(() => [...document.querySelectorAll('main section')].slice(0, 6).map((s) => { const r = s.getBoundingClientRect(); return `${s.getAttribute('aria-labelledby') || s.id}: ${Math.round(r.left)}-${Math.round(r.right)}`; })));
console.log(await p.evaluate(() => document.documentElement.scrollWidth));
await b.close();
