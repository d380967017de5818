/**
 * Polish and onboarding (decision 0043), at 375 and 1280 px:
 * - a company page's logo sits clear of its banner, so the industry written on the demo covers is
 *   never under it;
 * - toasts open below the sticky header, covering none of its controls;
 * - below 992 px the mobile menu's ACCOUNT group leads a member to the newsfeed (My B2B);
 * - company tabs that do not fit in one row wrap onto more, whole and in view (decision 0072);
 * - a member who just registered lands on the continue address and finds the next-steps panel at
 *   the top of the main column; dismissed, it stays away after a reload.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  AUTH_PAGES,
  MOBILE_MENU_GROUPS,
  NAV_LABELS,
  NEXT_STEPS,
  NEXT_STEPS_TEXT,
  SESSION_KEYS,
  SITE_PATHS,
  businessPath,
  nextStepsStorageKey,
} from '@wbn/contract';
import {
  DEMO,
  HANDOFF,
  expectMember,
  header,
  loginLink,
  overlaps,
  storedItems,
  submitLogin,
  type Box,
} from './support';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const WIDTHS = [375, 1280] as const;

/**
 * Where the demo covers write their industry (apps/api/src/seed/images.ts, coverSvg): a 1200 × 300
 * picture with the name at x = 60, baseline y = 250, 36 px type. The band it occupies, across the
 * picture's whole width (the name's length varies), as drawn in `cover` with object-fit: cover.
 */
function industryTextBand(cover: Box): Box {
  const scale = Math.max(cover.width / 1200, cover.height / 300);
  const top = cover.y + (cover.height - 300 * scale) / 2 + (250 - 36) * scale;
  const bottom = cover.y + (cover.height - 300 * scale) / 2 + (250 + 10) * scale;
  return { x: cover.x, y: top, width: cover.width, height: bottom - top };
}

/** The first demo manufacturer's page (every demo company has a logo and a cover). */
async function demoCompanyPath(page: Page) {
  const res = await page.request.post('/api/search/business', {
    data: { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const b = (await res.json()).data.results[0].businessProfile as {
    businessID: string;
    general: { companyName: string };
  };
  return businessPath(b.general.companyName, b.businessID);
}

async function signInDemo(page: Page, continueTo: string) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(continueTo)}`);
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL((url) => url.pathname === continueTo, HANDOFF);
  await expectMember(page, DEMO.name);
}

/** Registers through /auth/register with `continueTo` and lands there, signed in. */
async function register(page: Page, user: { first: string; last: string; email: string }, continueTo: string) {
  await page.goto(`${AUTH_PAGES.register}?continue=${encodeURIComponent(continueTo)}`);
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('First name').fill(user.first);
  await page.getByLabel('Last name').fill(user.last);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await submit.click();
  await expect(page).toHaveURL((url) => url.pathname === continueTo && url.search === '', HANDOFF);
  await expectMember(page, `${user.first} ${user.last}`);
}

const nextSteps = (page: Page) => page.getByRole('main').getByRole('region', { name: NEXT_STEPS_TEXT.title });
const tabsNav = (page: Page) => page.getByRole('navigation', { name: 'Business sections' });
const tabsRow = (page: Page) => tabsNav(page).getByRole('list');
const overflows = (page: Page) => tabsRow(page).evaluate((el) => el.scrollWidth > el.clientWidth + 1);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('the company logo stays clear of the banner and of the industry written on it', async ({ page }) => {
      await page.goto(await demoCompanyPath(page));
      const cover = (await page.getByTestId('business-cover').boundingBox())!;
      const logo = (await page.getByTestId('business-logo').boundingBox())!;
      expect(cover.height).toBeGreaterThan(0);
      expect(logo.width).toBeGreaterThan(0);
      // Not on the banner at all, so on none of its words…
      expect(logo.y).toBeGreaterThanOrEqual(cover.y + cover.height);
      expect(overlaps(logo, cover)).toBe(false);
      // …and in particular not on the band where the demo cover writes its industry.
      expect(overlaps(logo, industryTextBand(cover))).toBe(false);
      // Beside the company's name, inside the page's width.
      expect(logo.x + logo.width).toBeLessThanOrEqual(width);
      const name = (await page.locator('#business-name').boundingBox())!;
      expect(overlaps(logo, name)).toBe(false);
    });

    test('a toast opens below the sticky header, covering none of its controls', async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      await page.goto(await demoCompanyPath(page));
      await expect(loginLink(page)).toBeVisible(HANDOFF); // hydrated: Share works
      await page.getByRole('button', { name: 'Share: copy the link of this business' }).click();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      const bar = (await header(page).boundingBox())!;
      // Toasts slide in from the top: measured once they have arrived.
      await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      for (const control of await header(page).getByRole('link').or(header(page).getByRole('button')).all()) {
        const box = await control.boundingBox();
        if (box) expect(overlaps(box, (await toast.boundingBox())!)).toBe(false);
      }
      await context.close();
    });

    test('a newly registered member lands on the continue address, finds the next steps and dismisses them for good', async ({
      page,
    }) => {
      const user = { first: 'Nadia', last: `Newcomer${width}${RUN}`, email: `e2e-polish-${width}-${RUN}@example.test` };
      await register(page, user, SITE_PATHS.industries);

      const panel = nextSteps(page);
      await expect(panel).toBeVisible(HANDOFF);
      if (width < 768) {
        // Folded on a phone: one row with the progress; its button unfolds the steps.
        await expect(panel.getByRole('listitem')).toHaveCount(0);
        expect((await panel.boundingBox())!.height).toBeLessThan(120);
        const fold = panel.getByRole('button', { name: NEXT_STEPS_TEXT.toggle });
        await expect(fold).toHaveAttribute('aria-expanded', 'false');
        await fold.click();
        await expect(fold).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(panel.getByRole('listitem')).toHaveCount(NEXT_STEPS.length);
      for (const step of NEXT_STEPS)
        await expect(panel.getByRole('link', { name: step.label, exact: true })).toHaveAttribute('href', step.path);
      // Nothing done yet.
      await expect(panel.locator('li[data-done="true"]')).toHaveCount(0);
      await expect(panel).toContainText(NEXT_STEPS_TEXT.progress(0, NEXT_STEPS.length));
      // At the top of the main column, above the page's own heading.
      const panelBox = (await panel.boundingBox())!;
      const heading = (await page.getByRole('main').getByRole('heading', { level: 1 }).first().boundingBox())!;
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(heading.y);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(width);

      await panel.getByRole('button', { name: NEXT_STEPS_TEXT.dismiss }).click();
      await expect(panel).toHaveCount(0);
      const userID = (await storedItems(page))[SESSION_KEYS.userID];
      expect(userID).toBeTruthy();
      await expect.poll(async () => (await storedItems(page))[nextStepsStorageKey(userID)]).toBe('dismissed');

      // A reload, then another page: still signed in, the panel stays away.
      await page.reload();
      await expectMember(page, `${user.first} ${user.last}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(nextSteps(page)).toHaveCount(0);
      await page.goto(SITE_PATHS.myBusiness);
      await expectMember(page, `${user.first} ${user.last}`);
      await page.waitForLoadState('networkidle');
      await expect(nextSteps(page)).toHaveCount(0);
      expect((await storedItems(page))[nextStepsStorageKey(userID)]).toBe('dismissed');
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mobile menu's ACCOUNT group leads a member to the newsfeed, after the spec's entries", async ({ page }) => {
    await signInDemo(page, SITE_PATHS.industries);
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const account = menu.getByRole('region', { name: 'ACCOUNT' });
    const spec = MOBILE_MENU_GROUPS.find((g) => g.title === 'ACCOUNT')!.links;
    await expect(account.getByRole('link')).toHaveText([...spec.map((l) => l.text), NAV_LABELS.myB2B]);
    for (const link of spec)
      await expect(account.getByRole('link', { name: link.text, exact: true })).toHaveAttribute('href', link.path);
    const newsfeed = account.getByRole('link', { name: NAV_LABELS.myB2B, exact: true });
    await expect(newsfeed).toHaveAttribute('href', SITE_PATHS.newsfeed);

    await newsfeed.click();
    await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.newsfeed);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Create Post' })).toBeVisible(HANDOFF);
  });

  test('company tabs that do not fit in one row wrap: each whole and in view, nothing scrolls sideways', async ({
    page,
  }) => {
    await page.goto(await demoCompanyPath(page));
    await expect(loginLink(page)).toBeVisible(HANDOFF);
    const links = tabsNav(page).getByRole('link');
    await expect(links).toHaveText(['Business Profile', 'Send Request', 'Company Products']);
    for (const link of await links.all()) {
      // No label is cut, and the whole tab is inside the screen.
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await overflows(page)).toBe(false);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('company tabs sit in one row and do not scroll', async ({ page }) => {
    await page.goto(await demoCompanyPath(page));
    await expect(loginLink(page)).toBeVisible(HANDOFF);
    const links = tabsNav(page).getByRole('link');
    await expect(links).toHaveCount(3);
    const tops = await Promise.all((await links.all()).map(async (l) => (await l.boundingBox())!.y));
    expect(new Set(tops).size).toBe(1);
    expect(await overflows(page)).toBe(false);
  });
});
