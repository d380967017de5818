/**
 * Integrations in the browser (decisions 0035–0037): an owner imports a CSV into the Products tab
 * on a phone (375 px): the dry run previews every row and names the bad row's column, Import
 * writes the good rows and they show in the list; Export CSV downloads a file that holds them.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { AUTH_PAGES, CATALOGUE_MSG, CATALOGUE_TEXT } from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, submitLogin } from './support';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const OWNER = { first: 'Iris', last: `Importer${RUN}`, email: `e2e-import-${RUN}@example.test` };

async function signIn(page: Page, path: string) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await submitLogin(page, OWNER.email, PASSWORD);
  await expect(page).toHaveURL((u) => u.pathname === path, HANDOFF);
  await expectMember(page);
}

test('an owner imports a CSV on a phone: the dry run names the bad column, Import writes the good rows, Export holds them', async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const owner = await apiPerson(baseURL!, OWNER, PASSWORD);
  const business = (await owner.call('POST', '/api/business/profile/create', {
    companyName: `Import Valves ${RUN}`,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Valves imported from a spreadsheet.',
  })) as { businessID: string };

  const path = `/business/${business.businessID}/products`;
  await signIn(page, path);
  await page.getByRole('button', { name: CATALOGUE_TEXT.importButton, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CATALOGUE_TEXT.importTitle });
  await expect(dialog).toBeVisible();
  const csv = ['sku,name,description,keywords', `GV-${RUN},Gate valve ${RUN},Cast iron gate valve,valve; gate`, `CV-${RUN},Check valve ${RUN},Swing check valve,valve`, `BAD-${RUN},Broken row ${RUN},,`].join('\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'valves.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: CATALOGUE_TEXT.check }).click();
  await expect(dialog.getByText(CATALOGUE_TEXT.summary({ create: 2, update: 0, unchanged: 0, error: 1 }))).toBeVisible(HANDOFF);
  await expect(dialog.getByText('Description is required')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await dialog.getByRole('button', { name: CATALOGUE_TEXT.importN(2) }).click();
  await expect(page.getByText(CATALOGUE_MSG.applied(2, 0))).toBeVisible(HANDOFF);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Gate valve ${RUN}`)).toBeVisible();
  await expect(page.getByText(`Check valve ${RUN}`)).toBeVisible();
  await expect(page.getByText(`Broken row ${RUN}`)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: CATALOGUE_TEXT.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/products\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain(`GV-${RUN}`);
  expect(text).toContain(`Check valve ${RUN}`);
  expect(errors).toEqual([]);
});
