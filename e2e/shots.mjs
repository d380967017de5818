import { chromium } from '@playwright/test';
const base = 'http://localhost:3333';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
const p = await ctx.newPage();
await p.goto(`${base}/auth/login`);
await p.getByLabel(/E-?mail/i).first().fill('demo@wbn-miami.test');
await p.getByLabel(/Password/i).first().fill('demo-password-2026');
await p.getByRole('button', { name: /log ?in|sign ?in/i }).first().click();
await p.waitForTimeout(4000);
const token = await p.evaluate(() => Object.entries(localStorage).find(([k]) => /token/i.test(k))?.[1]);
const mine = (await (await p.request.get(`${base}/api/business/profile/my-list`, { headers: { authorization: `Bearer ${token}` } })).json()).data[0];
// a few visits from other "visitors"
for (let i = 0; i < 5; i++) {
  await p.request.post(`${base}/api/insights/events`, { headers: { 'user-agent': `Mozilla/5.0 Chrome/13${i}`, 'x-forwarded-for': `203.0.113.${i}` }, data: { events: [{ type: 'profile-view', businessID: mine.businessID }, { type: 'search-appearance', businessIDs: [mine.businessID], q: i % 2 ? 'automation' : 'plc controllers' }] } });
}
await p.waitForTimeout(3000);
for (const w of [375, 992, 1280]) {
  await p.setViewportSize({ width: w, height: 900 });
  await p.goto(`${base}/business/${mine.businessID}/insights?days=30`);
  await p.waitForTimeout(3500);
  await p.screenshot({ path: `/tmp/shot-insights-${w}.png`, fullPage: true });
}
for (const w of [375, 1280]) {
  await p.setViewportSize({ width: w, height: 900 });
  await p.goto(`${base}/search-result?business=MA&countries=global&search=automation`);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shot-search-${w}.png` });
}
await p.getByRole('button', { name: 'Save this search' }).click();
await p.waitForTimeout(1000);
await p.screenshot({ path: `/tmp/shot-save-dialog-1280.png` });
await p.getByRole('button', { name: 'Save the search' }).click();
await p.waitForTimeout(1500);
for (const w of [375, 1280]) {
  await p.setViewportSize({ width: w, height: 900 });
  await p.goto(`${base}/saved-searches`);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shot-saved-${w}.png`, fullPage: true });
}
await b.close();
