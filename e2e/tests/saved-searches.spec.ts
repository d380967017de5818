/**
 * Saved searches (decision 0041) in the browser: a member saves a search from the results page
 * ("At once"), finds it under Saved searches, and is told by the header bell, without a reload,
 * within 60 s of a new company that matches it; a company that does not match tells nothing.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  AUTH_PAGES,
  NAV_LABELS,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_MSG,
  SAVED_SEARCH_PATHS,
  SAVED_SEARCH_TEXT,
  searchPath,
} from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, header, submitLogin } from './support';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const BUYER = { first: 'Sofia', last: `Saver${RUN}`, email: `e2e-saved-buyer-${RUN}@example.test` };
const MAKER = { first: 'Marco', last: `Maker${RUN}`, email: `e2e-saved-maker-${RUN}@example.test` };
const WORD = `zirconia${RUN}`;
const bell = (page: Page) => header(page).getByRole('button', { name: /^Notifications/ });

test('a saved search tells its member of a new matching company within 60 s, and of nothing else', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await apiPerson(baseURL!, BUYER, PASSWORD);
  const maker = await apiPerson(baseURL!, MAKER, PASSWORD);
  const results = searchPath({ business: 'MA', countries: 'global', search: WORD });
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(results)}`);
  await submitLogin(page, BUYER.email, PASSWORD);
  await expect(page).toHaveURL((u) => u.pathname === '/search-result', HANDOFF);
  await expectMember(page);

  await page.getByRole('button', { name: SAVED_SEARCH_TEXT.saveButton }).click();
  const dialog = page.getByRole('dialog', { name: SAVED_SEARCH_TEXT.saveTitle });
  await dialog.getByRole('radio', { name: new RegExp(SAVED_SEARCH_FREQUENCY_LABELS.instant) }).check();
  await dialog.getByRole('button', { name: SAVED_SEARCH_TEXT.saveConfirm }).click();
  await expect(dialog.getByRole('status')).toHaveText(SAVED_SEARCH_MSG.created);
  await dialog.getByRole('link', { name: SAVED_SEARCH_TEXT.seeSaved }).click();
  await expect(page).toHaveURL((u) => u.pathname === SAVED_SEARCH_PATHS.list);
  await expect(page.getByRole('heading', { level: 1, name: SAVED_SEARCH_TEXT.pageTitle })).toBeVisible();
  await expect(page.getByRole('main').getByText(WORD).first()).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(NAV_LABELS.notifications);

  const company = (words: string) => ({
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    companyName: `${words} ${RUN}`,
    shortDescription: `We make ${words}.`,
  });
  await maker.call('POST', '/api/business/profile/create', company('Plain steel flanges'));
  await maker.call('POST', '/api/business/profile/create', company(`${WORD} ceramic valves`));

  // The bell turns unread live (no reload) within 60 s, for the matching company only.
  await expect(bell(page)).toHaveAccessibleName(`${NAV_LABELS.notifications}, 1 unread`, { timeout: 60_000 });
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: NAV_LABELS.notifications });
  await expect(popover.getByText(/matching your saved search/)).toBeVisible();
  await expect(popover.getByText(/Plain steel flanges/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
