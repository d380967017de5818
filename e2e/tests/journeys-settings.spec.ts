/**
 * The settings and the "Save this search" dialog as a newcomer meets them (decision 0068). At
 * 375 px: the two-factor key shows in whole groups of four, no group broken across lines; where
 * the account is signed in reads as device and browser with address, first and last seen, this
 * device first, without the page scrolling sideways; "Leave" says its grace days before anything
 * is pressed, asks a member with two-factor sign-in for the code from the start, and once asked
 * lands on the strip under the header, whose long date is the only one on the page. At 1366 px:
 * the dialog says where the alerts go (the member's address) and links to that setting. The
 * screenshots of /settings at 375, 992 and 1280 px go to /tmp/shots when SHOTS is set.
 */
import { test, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  ACCOUNT_DELETION_MSG,
  AUTH_PAGES,
  SAVED_SEARCH_TEXT,
  SESSIONS_MSG,
  SESSIONS_TEXT,
  SITE_PATHS,
  searchPath,
} from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, newContextWith, submitLogin } from './support';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const person = (first: string, tag: string) => ({
  first,
  last: `Journey${RUN}`,
  email: `e2e-journey-${tag}-${RUN}@example.test`,
});
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SHOTS = process.env.SHOTS ? '/tmp/shots' : null;

async function signIn(page: Page, email: string, continueTo: string = SITE_PATHS.settings, code?: string) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(continueTo)}`);
  await submitLogin(page, email, PASSWORD);
  if (code) {
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible(HANDOFF);
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL((u) => u.pathname === new URL(continueTo, 'http://x').pathname, HANDOFF);
  await expectMember(page);
}

/** The page does not scroll sideways. */
const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test.describe('the settings at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the two-factor key shows in whole groups of four, none broken across lines', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const who = person('Kira', 'key');
    await apiPerson(baseURL!, who, PASSWORD);
    await signIn(page, who.email);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const groups = section.locator('[data-key-group]');
    await expect(groups.first()).toBeVisible();
    const lines = await groups.evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        // One rectangle per line the group's letters take.
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        return { text: el.textContent ?? '', lines: new Set(rects.map((r) => Math.round(r.top))).size };
      }),
    );
    expect(lines.length).toBe(8); // a 32-letter key
    for (const g of lines) {
      expect(g.text).toMatch(/^[A-Z2-7]{4}$/);
      expect(g.lines, `the group ${g.text} sits on one line`).toBe(1);
    }
    // The groups wrap between themselves on a phone: more than one line, each group inside the screen.
    const boxes = await groups.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual(375);
    await expect(section.getByRole('button', { name: 'Copy the key' })).toBeVisible();
    await fitsWidth(page);
    expect(errors).toEqual([]);
  });

  test('where the account is signed in reads as device and browser, with address, first and last seen', async ({
    page,
    baseURL,
    browser,
  }) => {
    const errors = collectErrors(page);
    const who = person('Sami', 'sessions');
    await apiPerson(baseURL!, who, PASSWORD);
    // Another device first: an iPhone.
    const phone = await newContextWith(browser, { userAgent: IPHONE, viewport: { width: 390, height: 844 } });
    await signIn(await phone.newPage(), who.email);
    await phone.close();

    await signIn(page, who.email);
    const section = page.getByRole('region', { name: 'Where you are signed in' });
    const rows = section.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // This device first and marked; the iPhone named by device and browser.
    await expect(rows.first().getByText(SESSIONS_MSG.current)).toBeVisible();
    const iphone = rows.filter({ hasText: 'iPhone · Safari 18' });
    await expect(iphone).toHaveCount(1);
    for (const fact of [SESSIONS_TEXT.address, SESSIONS_TEXT.firstSeen, SESSIONS_TEXT.lastSeen])
      await expect(iphone.getByText(fact, { exact: true })).toBeVisible();
    await expect(iphone.getByRole('button', { name: 'Sign out iPhone, Safari 18' })).toBeVisible();
    await expect(iphone.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible(); // first seen

    // Readable at 375 px: the name on one line, each fact on one line, the row far from a 7-line column.
    const lineHeight = await iphone.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 1.5);
    for (const fact of [SESSIONS_TEXT.address, SESSIONS_TEXT.firstSeen, SESSIONS_TEXT.lastSeen]) {
      const value = iphone.getByText(fact, { exact: true }).locator('xpath=following-sibling::dd[1]');
      const box = (await value.boundingBox())!;
      expect(box.height, `${fact} on one line`).toBeLessThan(lineHeight * 1.5);
    }
    const name = (await iphone.getByText('iPhone · Safari 18').boundingBox())!;
    expect(name.height).toBeLessThan(lineHeight * 1.5);
    const row = (await iphone.boundingBox())!;
    expect(row.height).toBeLessThan(200);
    await fitsWidth(page);
    expect(errors).toEqual([]);
  });

  test('leaving says its grace days up front, asks for the code from the start with two-factor on, and lands on the strip', async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    const who = person('Lior', 'leave');
    const api = await apiPerson(baseURL!, who, PASSWORD);
    // Two-factor sign-in on, through the API as the settings do it.
    const setup = (await api.call('POST', '/api/user/2fa/setup', {})) as { secret: string };
    const on = (await api.call('POST', '/api/user/2fa/enable', { code: await generate({ secret: setup.secret }) })) as {
      recoveryCodes: string[];
    };
    await signIn(page, who.email, SITE_PATHS.settings, on.recoveryCodes[0]);

    const section = page.getByRole('region', { name: 'Leave WBN Miami' });
    await section.scrollIntoViewIfNeeded();
    // Before anything is pressed: the grace days, and the code field.
    await expect(section.getByText(ACCOUNT_DELETION_MSG.grace(14))).toBeVisible();
    await expect(section.getByText(/14 days after you ask/)).toBeVisible();
    await expect(section.getByText(/a few days/)).toHaveCount(0);
    const code = section.getByLabel('Code from your app, or a recovery code');
    await expect(code).toBeVisible();
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/settings-leave-375.png` });

    await section.getByLabel('Password').fill(PASSWORD);
    await code.fill(on.recoveryCodes[1]!);
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Delete my account' }).click();

    // It lands on the strip under the header: at the top, focused, with the long date.
    const strip = page.getByRole('region', { name: 'Account deletion' });
    await expect(strip).toBeFocused(HANDOFF);
    await expect(strip).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const LONG = /^\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/;
    const stripDate = (await strip.locator('time').textContent())!.trim();
    expect(stripDate).toMatch(LONG);
    // The section says the same date the same way; no ISO date anywhere, no second confirmation.
    await expect(section.locator('time')).toHaveText(stripDate);
    await expect(page.locator('body')).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
    await expect(page.getByText(/Your account will be deleted on/)).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-left-375.png` });

    // Keep the account (the strip's button), so the member stays.
    await strip.getByRole('button', { name: ACCOUNT_DELETION_MSG.keep }).click();
    await expect(strip).toHaveCount(0, HANDOFF);
    expect(errors).toEqual([]);
  });
});

test.describe('the "Save this search" dialog at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('says where the alerts go, the member’s address, and links to the setting', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const who = person('Nadia', 'dialog');
    await apiPerson(baseURL!, who, PASSWORD);
    const results = searchPath({ business: 'MA', countries: 'global', search: `lathe${RUN}` });
    await signIn(page, who.email, results);

    await page.getByRole('button', { name: SAVED_SEARCH_TEXT.saveButton }).click();
    const dialog = page.getByRole('dialog', { name: SAVED_SEARCH_TEXT.saveTitle });
    // Saved-search alerts go to the daily digest by default: "At once" still e-mails the member's address.
    await expect(dialog.getByText(SAVED_SEARCH_TEXT.alertsGo.digest(who.email))).toBeVisible();
    const link = dialog.getByRole('link', { name: SAVED_SEARCH_TEXT.alertsSetting });
    await expect(link).toHaveAttribute('href', SAVED_SEARCH_TEXT.alertsSettingPath);
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/save-search-dialog-1366.png` });

    await link.click();
    await expect(page).toHaveURL((u) => u.pathname === SITE_PATHS.settings && u.hash === '#notifications');
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Saved-search alerts')).toBeInViewport(HANDOFF);
    expect(errors).toEqual([]);
  });
});

test.describe('screenshots of /settings', () => {
  test.skip(!SHOTS, 'SHOTS is not set');
  for (const width of [375, 992, 1280])
    test(`at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const who = person('Shay', `shot${width}`);
      await apiPerson(baseURL!, who, PASSWORD);
      await signIn(page, who.email);
      await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem')).not.toHaveCount(
        0,
      );
      await page.getByRole('region', { name: 'Two-factor sign-in' }).getByRole('button').first().click();
      await expect(page.locator('[data-key-group]').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/settings-${width}.png`, fullPage: true });
    });
});
