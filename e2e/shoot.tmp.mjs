import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const biz = '/business/Summit-Baby-Works-4216331a-00fb-49b7-9b7f-605079a83169';
const res = await (await fetch('http://localhost:3400/api/search/product', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ textQuery: '', skip: 0, size: 1 }) })).json();
const p0 = res.data.results[0];
const slug = (s) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
const prod = `/business-product/${slug(p0.businessProfile.companyName)}-${slug(p0.name)}-${p0.productID}`;
const shots = [
  ['es', biz, 375, 'biz-es-375'], ['zh', biz, 375, 'biz-zh-375'], ['es', biz, 1280, 'biz-es-1280'], ['it', biz, 992, 'biz-it-992'],
  ['es', prod, 375, 'prod-es-375'], ['zh', prod, 1280, 'prod-zh-1280'],
];
for (const [ed, path, w, name] of shots) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 }, locale: { es: 'es-419', zh: 'zh-CN', it: 'it-IT' }[ed] });
  const p = await ctx.newPage();
  p.on('pageerror', (e) => console.log(name, 'pageerror', e.message));
  await p.goto(`http://localhost:3400/${ed}${path}`);
  await p.waitForTimeout(1500);
  // Scroll through so the parts below load, then back up.
  for (let y = 0; y < 6000; y += 600) { await p.mouse.wheel(0, 600); await p.waitForTimeout(150); }
  await p.waitForTimeout(800);
  const H = await p.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < Math.min(H, 5200); y += 1300, i++) await p.screenshot({ path: `/tmp/shots/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: w, height: Math.min(1300, H - y) } });
  await ctx.close();
}
await b.close();
console.log('done', prod);
