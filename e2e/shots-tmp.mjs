import { chromium } from '@playwright/test';
const base = 'http://localhost:3333';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function login(page, email, password, path) {
  await page.goto(`${base}/auth/login?continue=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await page.waitForTimeout(1500);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => u.pathname === path, { timeout: 20000 });
  await page.waitForTimeout(2500);
}
for (const width of [375, 992, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await login(page, 'staff@wbn-miami.test', 'staff-password-2026', '/staff');
  await page.getByRole('tab', { name: /^Reports/ }).click();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/staff-reports-${width}.png`, fullPage: true });
  await page.getByRole('tab', { name: /^Moderation log/ }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shots/staff-log-${width}.png` });
  await ctx.close();
  const ctx2 = await browser.newContext({ viewport: { width, height: 900 } });
  const p2 = await ctx2.newPage();
  await login(p2, 'demo@wbn-miami.test', 'demo-password-2026', '/newsfeed');
  const menu = p2.getByRole('button', { name: /^Settings of the post by/ }).first();
  await menu.click();
  await p2.waitForTimeout(800);
  await p2.screenshot({ path: `/tmp/shots/post-menu-${width}.png` });
  const item = p2.getByRole('menuitem', { name: 'Report post' });
  if (await item.count()) {
    await item.click();
    await p2.waitForTimeout(1200);
    await p2.screenshot({ path: `/tmp/shots/report-dialog-${width}.png` });
    await p2.keyboard.press('Escape');
  }
  await p2.goto(`${base}/settings`);
  await p2.waitForTimeout(3000);
  const sec = p2.getByRole('region', { name: 'Blocked members' });
  await sec.scrollIntoViewIfNeeded();
  await sec.screenshot({ path: `/tmp/shots/settings-blocked-${width}.png` });
  await ctx2.close();
}
await browser.close();
