/**
 * Integrations in the browser (decisions 0035–0037): an owner imports a CSV into the Products tab
 * on a phone (375 px): the dry run previews every row and names the bad row's column, Import
 * writes the good rows and they show in the list; Export CSV downloads a file that holds them.
 * In the Developers tab (1280 px) the owner creates an API key, sees its secret once, the key
 * lists the business's products, and after Revoke the same key is refused.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  API_KEY_MSG,
  API_KEY_SCOPE_LABELS,
  API_KEY_TEXT,
  AUTH_PAGES,
  CATALOGUE_MSG,
  CATALOGUE_TEXT,
  SECRET_PANEL_TEXT,
} from '@wbn/contract';
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

test('an owner imports a CSV on a phone: the dry run names the bad column, Import writes the good rows, Export holds them', async ({
  page,
  baseURL,
}) => {
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
  const csv = [
    'sku,name,description,keywords',
    `GV-${RUN},Gate valve ${RUN},Cast iron gate valve,valve; gate`,
    `CV-${RUN},Check valve ${RUN},Swing check valve,valve`,
    `BAD-${RUN},Broken row ${RUN},,`,
  ].join('\n');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'valves.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: CATALOGUE_TEXT.check }).click();
  await expect(dialog.getByText(CATALOGUE_TEXT.summary({ create: 2, update: 0, unchanged: 0, error: 1 }))).toBeVisible(
    HANDOFF,
  );
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

test('an owner creates an API key in the Developers tab, sees the secret once, uses it, and revokes it', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await apiPerson(baseURL!, { ...OWNER, email: `keys-${OWNER.email}` }, PASSWORD);
  const business = (await owner.call('POST', '/api/business/profile/create', {
    companyName: `Keyed Valves ${RUN}`,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Valves sold through an ERP.',
  })) as { businessID: string };
  const path = `/business/${business.businessID}/developers`;
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await submitLogin(page, `keys-${OWNER.email}`, PASSWORD);
  await expect(page).toHaveURL((u) => u.pathname === path, HANDOFF);

  await page.getByLabel(API_KEY_TEXT.nameLabel, { exact: true }).fill('ERP sync');
  await page.getByLabel(API_KEY_SCOPE_LABELS['catalogue:read']).check();
  await page.getByRole('button', { name: API_KEY_TEXT.create }).click();
  const panel = page.getByRole('region', { name: API_KEY_TEXT.secretHeading });
  await expect(panel).toBeVisible(HANDOFF);
  const secret = ((await panel.getByText(/^wbn_[0-9A-Za-z]{43}$/).textContent()) ?? '').trim();
  expect(secret).toMatch(/^wbn_/);
  await panel.getByRole('button', { name: SECRET_PANEL_TEXT.dismiss }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText(secret.slice(0, 12)).first()).toBeVisible();

  const read = await owner.api.get(`/api/product/by-business?bid=${business.businessID}`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(read.status()).toBe(200);

  await page.getByRole('button', { name: API_KEY_TEXT.revokeOf('ERP sync') }).click();
  await page.getByRole('dialog').getByRole('button', { name: API_KEY_TEXT.revokeConfirm }).click();
  await expect(page.getByText(API_KEY_MSG.revoked)).toBeVisible();
  const refused = await owner.api.get(`/api/product/by-business?bid=${business.businessID}`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
  expect(errors).toEqual([]);
});
