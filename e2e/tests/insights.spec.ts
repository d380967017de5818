/**
 * Insights (decision 0040) in the browser: a visitor's real visit to a company page, and the
 * search that showed it, reach its owner's Insights tab within 30 s; the owner's own visit does
 * not count. The tab fits 375 and 1280 px with no sideways scroll.
 */
import { test, expect } from '@playwright/test';
import { INSIGHTS_METRIC_LABELS, INSIGHTS_TEXT, businessPath, searchPath } from '@wbn/contract';
import { DEMO, HANDOFF, collectErrors, expectMember, storedToken, submitLogin } from './support';

test('a visitor views a company page and finds it in a search; the owner sees both in Insights within 30 s', async ({
  browser,
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/auth/login');
  await submitLogin(page, DEMO.email, DEMO.password);
  await expectMember(page, DEMO.name);
  const token = await storedToken(page);
  const mine = (
    await (
      await page.request.get('/api/business/profile/my-list', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data[0];
  const id = mine.businessID as string;
  const name = mine.business.general.companyName as string;
  const type = mine.business.general.businessType.code as string;

  // The company page views card: its label (dt) and figure (dd).
  const views = async () => {
    await page.goto(`/business/${id}/insights?days=7`);
    const card = page.locator('[data-metric="profileViews"]');
    await expect(card.getByText(INSIGHTS_METRIC_LABELS.profileViews)).toBeVisible(HANDOFF);
    return Number((await card.locator('dd').innerText()).replace(/[^\d]/g, ''));
  };
  const before = await views();
  await expect(page.getByRole('button', { name: INSIGHTS_TEXT.csv })).toBeVisible();

  // The owner's own visit is not counted; a visitor's (another browser, no cookie) is.
  await page.goto(businessPath(name, id));
  const visitor = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });
  const v = await visitor.newPage();
  await v.goto(searchPath({ business: type, countries: 'global', search: name }));
  const result = v.getByRole('list', { name: 'Results' }).getByRole('link', { name, exact: true }).first();
  await expect(result).toBeVisible();
  // The company page tells what it saw once it shows (its beacon's code comes after the page).
  const viewed = v.waitForResponse(
    (r) => r.url().endsWith('/api/insights/events') && (r.request().postData() ?? '').includes('profile-view'),
  );
  await result.click();
  await expect(v.getByRole('heading', { level: 1, name })).toBeVisible(HANDOFF);
  expect((await viewed).status()).toBe(202);
  await visitor.close();

  await expect.poll(views, { timeout: 30_000, intervals: [2_000] }).toBe(before + 1);
  await expect(page.getByText(name.toLowerCase()).first()).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The chart redraws for the new width when its size observer runs: the page settles, then fits.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
        message: `no sideways scroll at ${width} px`,
      })
      .toBe(true);
  }
  expect(errors).toEqual([]);
});
