/**
 * Filters with counts on the results page (decision 0082) in a real browser, on the demo data: a
 * choice's count is the total it leads to, the filtered search is one address that another browser
 * opens with the same results and chips (drawn by the server, without JavaScript), a chip removes
 * its filter and "Clear all" all of them; the panel is a sidebar at 1280 px and a sheet behind
 * "Filters" at 375 px (focus kept inside, Escape closing it), and a choice is reached and switched
 * from the keyboard.
 */
import { mkdirSync } from 'node:fs';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_SEARCH_COUNTRY, searchPath } from '@wbn/contract';
import { expectHydrated } from './support';

const SHOTS = '/tmp/shots/panel';
const BASE = searchPath({ business: 'MA', countries: DEFAULT_SEARCH_COUNTRY, search: '' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const chips = (page: Page) => page.getByRole('list', { name: 'Applied filters' }).getByRole('link');

/** The count a choice is read with ("United States, 2 results" → 2). */
async function countOf(choice: Locator) {
  const name = await choice.textContent();
  const m = /,\s*([\d,]+) results?$/.exec(name ?? '');
  expect(m, `a count in ${name}`).not.toBeNull();
  return Number(m![1]!.replace(/,/g, ''));
}

/** The first choice of a facet that narrows the results (fewer than all, more than none), and its count. */
async function narrowingChoice(scope: Locator, facet: string, total: number) {
  const choices = scope.locator(`[role="checkbox"][data-facet="${facet}"][aria-checked="false"]`);
  for (const choice of await choices.all()) {
    const count = await countOf(choice);
    if (count > 0 && count < total) return { choice, count, label: (await choice.getAttribute('data-value'))! };
  }
  throw new Error(`no choice of ${facet} narrows ${total} results`);
}

const totalOf = async (page: Page) => Number(/^(\d+) Results for/.exec((await heading(page).textContent()) ?? '')![1]);
/** The businesses listed, in order. */
const listed = (page: Page) =>
  page
    .locator('ol[aria-label="Results"] > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-business-id')));

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('at 1280 px: apply from the sidebar, share the address (drawn by the server), remove a chip, clear all, and the keyboard', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BASE);
  await expectHydrated(page);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const all = await totalOf(page);

  // A country: its count is the total it leads to; page 1; the chip says it.
  const country = await narrowingChoice(panel, 'countries', all);
  await country.choice.click();
  await expect(page).toHaveURL(new RegExp(`f\\.countries=${country.label}`));
  await expect(heading(page)).toHaveText(`${country.count} Results for Manufacturers`);
  await expect(panel.locator(`[data-facet="countries"][data-value="${country.label}"]`)).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(chips(page)).toHaveCount(1);

  // A second facet narrows further, its count again the total.
  const verified = panel.locator('[data-facet="verified"][aria-checked="false"]').first();
  const both = await countOf(verified);
  await verified.click();
  await expect(heading(page)).toHaveText(`${both} Results for Manufacturers`);
  await expect(chips(page)).toHaveCount(2);
  const shownHere = await listed(page);
  await page.screenshot({ path: `${SHOTS}/panel-1280.png`, fullPage: true });

  // Shared: the address opened in another browser without JavaScript has the same results and chips.
  const shared = page.url();
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const other = await noJs.newPage();
  await other.goto(shared);
  await expect(heading(other)).toHaveText(`${both} Results for Manufacturers`);
  expect(await listed(other)).toEqual(shownHere);
  await expect(chips(other)).toHaveText(await chips(page).allTextContents());
  await expect(other.getByRole('complementary', { name: 'Filters' }).locator('[aria-checked="true"]')).toHaveCount(2);
  await noJs.close();

  // A chip removes its filter: back to the country's count.
  await page.getByRole('link', { name: /^Remove filter Verified/ }).click();
  await expect(heading(page)).toHaveText(`${country.count} Results for Manufacturers`);
  await expect(chips(page)).toHaveCount(1);
  // Clear all: every business again.
  await page.getByRole('link', { name: 'Clear all filters' }).first().click();
  await expect(heading(page)).toHaveText(`${all} Results for Manufacturers`);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  expect(new URL(page.url()).search).not.toContain('f.');

  // The keyboard: Tab reaches a choice of the panel, Space switches it.
  await heading(page).focus();
  let reached = false;
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Shift+Tab');
    reached = await page.evaluate(
      () => document.activeElement?.getAttribute('role') === 'checkbox' && !!document.activeElement.closest('aside'),
    );
  }
  expect(reached, 'a filter reached with the keyboard').toBe(true);
  const focused = page.locator('aside [role="checkbox"]:focus');
  const facet = await focused.getAttribute('data-facet');
  const value = await focused.getAttribute('data-value');
  const expected = await countOf(focused);
  await page.keyboard.press('Space');
  await expect(panel.locator(`[data-facet="${facet}"][data-value="${value}"]`)).toHaveAttribute('aria-checked', 'true');
  await expect(heading(page)).toHaveText(`${expected} Results for Manufacturers`);
  await expect(panel.locator(`[data-facet="${facet}"][data-value="${value}"]`)).toBeFocused();
});

test('at 375 px: the sheet behind "Filters" applies, keeps focus inside, closes on Escape and on "Show N results"; chips and Clear all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(BASE);
  await expectHydrated(page);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  const all = await totalOf(page);
  const open = page.getByRole('button', { name: 'Filters' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/panel-375-sheet.png` });

  // Focus stays in the sheet.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  // Escape closes it, focus back on the button.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  // A choice updates the results behind the sheet at once; "Show N results" closes it on them.
  await open.click();
  const country = await narrowingChoice(sheet, 'countries', all);
  await country.choice.click();
  await expect(page).toHaveURL(new RegExp(`f\\.countries=${country.label}`));
  const show = sheet.getByRole('button', {
    name: `Show ${country.count} ${country.count === 1 ? 'result' : 'results'}`,
  });
  await expect(show).toBeVisible();
  await expect(sheet.locator(`[data-facet="countries"][data-value="${country.label}"]`)).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(heading(page)).toHaveText(`${country.count} Results for Manufacturers`);
  await expect(page.getByRole('button', { name: 'Filters, 1 applied' })).toBeVisible();
  await expect(chips(page)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/panel-375-applied.png`, fullPage: true });

  // Another filter from the sheet, then a chip removes one and Clear all the rest.
  await page.getByRole('button', { name: 'Filters, 1 applied' }).click();
  const tier = sheet.locator('[data-facet="tiers"][aria-checked="false"]').first();
  const both = await countOf(tier);
  await tier.click();
  await expect(sheet.getByRole('button', { name: new RegExp(`^Show ${both} results?$`) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(heading(page)).toHaveText(`${both} Results for Manufacturers`);
  await expect(chips(page)).toHaveCount(2);
  await chips(page).first().click();
  await expect(chips(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Clear all filters' }).first().click();
  await expect(heading(page)).toHaveText(`${all} Results for Manufacturers`);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
});

test('at 992 px the panel is a sidebar beside the results', async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 900 });
  await page.goto(`${BASE}&f.verified=true`);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel).toBeVisible();
  const side = (await panel.boundingBox())!;
  const results = (await heading(page).boundingBox())!;
  expect(side.x + side.width).toBeLessThanOrEqual(results.x);
  // Profiles keep a language's name ("English"): the choice reads it as written, not as its lower-cased token.
  await expect(panel.locator('[data-facet="languages"][data-value="english"]')).toHaveAccessibleName(/^English\s*, \d/);
  await page.screenshot({ path: `${SHOTS}/panel-992.png`, fullPage: true });
});
