/**
 * Profiles (own profile, public profile, edit profile and its save): a new member meets every
 * edit-profile alert, saves and lands on /profile/ with what
 * they typed; their public page, rendered on the server, shows birth date and profession only
 * when their switches allow; the header links that used to be placeholders lead to these pages.
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AUTH_PAGES, DATE_PICKER_YEAR_SPAN, MSG, NAV_LABELS, SESSION_KEYS, SITE_PATHS } from '@wbn/contract';
import {
  DEMO,
  HANDOFF,
  accountMenu,
  collectErrors,
  expectMember,
  header,
  newContextWith,
  storedItems,
  submitLogin,
} from './support';

test.describe.configure({ mode: 'serial' });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const USER = { first: 'Paula', last: `Profile${RUN}`, email: `e2e-profile-${RUN}@example.test` };
const NAME = `${USER.first} ${USER.last}`;
const SAVED = {
  username: `paula.${RUN}`,
  city: 'Doral',
  company: `Paula Trading ${RUN}`,
  profession: 'Import specialist',
  brief: `Importer of industrial valves into Florida. Run ${RUN}.`,
  birth: '1970/10/24',
  birthShown: 'Oct 24, 1970',
};
const shared: { userID: string; state: StorageState | null } = { userID: '', state: null };

const pngOf = (w: number, h: number, rgb: [number, number, number]) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** A form field by its label (required ones end with a '*' mark). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label}\\*?$`));
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save changes|Saving…)$/ });
const alertBox = (page: Page) => page.locator('#profile-alert');

async function register(page: Page) {
  await page.goto(`${AUTH_PAGES.register}?continue=${encodeURIComponent(SITE_PATHS.profileEdit)}`);
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('First name').fill(USER.first);
  await page.getByLabel('Last name').fill(USER.last);
  await page.getByLabel('E-mail').fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await submit.click();
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.profileEdit, HANDOFF);
  await expect(accountMenu(page, NAME)).toBeVisible(HANDOFF);
  await expectMember(page, NAME);
}

/** Presses Save and expects the given alert, still on the edit page. */
async function expectAlert(page: Page, text: string) {
  await saveButton(page).click();
  await expect(alertBox(page)).toHaveText(text);
  await expect(alertBox(page)).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.profileEdit);
}

test('edit profile: every alert, the field errors, the date picker, then a valid save lands on /profile', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await register(page);
  shared.userID = (await storedItems(page))[SESSION_KEYS.userID] ?? '';
  await expect(field(page, 'First name')).toHaveValue(USER.first);
  await expect(field(page, 'E-mail')).toHaveValue(USER.email);
  await expect(field(page, 'E-mail')).toHaveAttribute('readonly', '');
  await expect(saveButton(page)).toBeEnabled();

  // Phone: too short, letters, no dial code → the phone alert; nothing is saved.
  await field(page, 'Country dial code').fill('+1');
  await field(page, 'Phone number').fill('1234');
  await expectAlert(page, MSG.invalidPhone);
  await field(page, 'Phone number').fill('12ab5678');
  await expectAlert(page, MSG.invalidPhone);
  await field(page, 'Country dial code').fill('');
  await field(page, 'Phone number').fill('30555501');
  await expectAlert(page, MSG.invalidPhone);
  // A dial code no country has: the API refuses it, the page answers with the same alert.
  await field(page, 'Country dial code').fill('999');
  await expectAlert(page, MSG.invalidPhone);
  await field(page, 'Country dial code').fill('1');

  // Birth date: another format, a year not starting 19 or 20, an impossible month → the date alert.
  for (const bad of ['24/10/1970', '1870-10-24', '1970-13-01']) {
    await field(page, 'Birth date').fill(bad);
    await expectAlert(page, MSG.invalidDate);
  }

  // Other rules are named next to their field; a username in use comes back from the API.
  await field(page, 'Birth date').fill(SAVED.birth);
  await field(page, 'First name').fill('');
  await saveButton(page).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await field(page, 'First name').fill(USER.first);
  await field(page, 'Username').fill('daniela.reyes');
  await saveButton(page).click();
  await expect(alertBox(page)).toHaveText(`${MSG.updateError}: This username is taken`);
  await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(saveButton(page)).toBeEnabled();

  // The date picker offers the years from 10 before to 10 after this one, and fills the box.
  await page.getByRole('button', { name: 'Choose the birth date in a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Birth date calendar' });
  await expect(calendar).toBeVisible();
  const year = new Date().getFullYear();
  const years = await calendar.getByLabel('Year', { exact: true }).locator('option').allTextContents();
  expect(years.map(Number)).toEqual(
    Array.from({ length: 2 * DATE_PICKER_YEAR_SPAN + 1 }, (_, i) => year - DATE_PICKER_YEAR_SPAN + i),
  );
  await calendar.getByLabel('Year', { exact: true }).selectOption(String(year - 3));
  await calendar.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
  await calendar.getByRole('button', { name: `15 March ${year - 3}` }).click();
  await expect(calendar).toBeHidden();
  await expect(field(page, 'Birth date')).toHaveValue(`${year - 3}-03-15`);
  await field(page, 'Birth date').fill(SAVED.birth);

  // A photo through the signed upload, saved at once.
  const photo = page.getByRole('button', { name: /^Profile photo (Choose|Change) image$/ });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), photo.click()]);
  await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngOf(96, 96, [30, 120, 60]) });
  await expect(page.getByRole('button', { name: 'Profile photo Change image' })).toBeVisible(HANDOFF);

  // Everything valid.
  await field(page, 'Username').fill(SAVED.username);
  await field(page, 'Phone number').fill('305 555 0142');
  await field(page, 'City').fill(SAVED.city);
  await field(page, 'Country').selectOption('US');
  await expect(field(page, 'State')).toBeEnabled();
  await field(page, 'State').selectOption('US-FL');
  await field(page, 'Profession').fill(SAVED.profession);
  await field(page, 'Company').fill(SAVED.company);
  await field(page, 'Gender').selectOption({ index: 1 });
  await field(page, 'Preferred language').selectOption({ index: 1 });
  await field(page, 'Job position').selectOption({ index: 1 });
  await field(page, 'Business type').selectOption('IM');
  await field(page, 'Industry').selectOption({ index: 1 });
  await field(page, 'Brief presentation').fill(SAVED.brief);
  await page.getByRole('checkbox', { name: 'Show my birth date on my public profile' }).check();
  await expect(page.getByText(`${SAVED.brief.length}/512`)).toBeVisible();

  await saveButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.profile, HANDOFF);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const about = page.getByRole('region', { name: 'About' });
  await expect(about).toContainText(SAVED.brief);
  await expect(about).toContainText(SAVED.profession);
  await expect(about).toContainText(SAVED.birthShown);
  await expect(about).toContainText('Florida, United States');
  await expect(about).toContainText(SAVED.company);
  await expect(about).toContainText('Importers');
  await expect(page.getByRole('link', { name: 'CREATE YOUR BUSINESS PROFILE NOW' })).toHaveAttribute(
    'href',
    SITE_PATHS.businessCreate,
  );
  await expect(page.getByText(MSG.noBusinessYet)).toBeVisible();
  // The header shows the new photo.
  await expect(accountMenu(page, NAME).locator('img')).toHaveCount(1);
  shared.state = await page.context().storageState();
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('the public profile is rendered on the server and shows birth date and profession only when allowed', async ({
  browser,
  request,
}) => {
  expect(shared.userID, 'the first test registered the member').not.toBe('');
  const path = `/profile/${shared.userID}`;

  // Both switches on (birth date ticked in the first test, profession on by default): the server's HTML has them.
  let html = await (await request.get(path)).text();
  expect(html).toContain(NAME);
  expect(html).toContain(SAVED.profession);
  expect(html).toContain(SAVED.birthShown);

  // The member hides both.
  const owner = await newContextWith(browser, { storageState: shared.state! });
  const page = await owner.newPage();
  await page.goto(SITE_PATHS.profileEdit);
  await expect(saveButton(page)).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Show my birth date on my public profile' }).uncheck();
  await page.getByRole('checkbox', { name: 'Show my profession on my public profile' }).uncheck();
  await saveButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.profile, HANDOFF);
  // Their own profile still shows everything.
  await expect(page.getByRole('region', { name: 'About' })).toContainText(SAVED.birthShown);
  await owner.close();

  html = await (await request.get(path)).text();
  expect(html).toContain(NAME);
  expect(html).not.toContain(SAVED.profession);
  expect(html).not.toContain(SAVED.birthShown);

  // A visitor in the browser: name, company, place, no phone or e-mail, Follow sends to login.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  await v.goto(path);
  await expect(v.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const about = v.getByRole('region', { name: 'About' });
  await expect(about).toContainText(SAVED.brief);
  await expect(about).not.toContainText(SAVED.birthShown);
  await expect(v.getByRole('main')).not.toContainText(SAVED.profession);
  await expect(v.getByRole('main')).not.toContainText(USER.email);
  await expect(v.getByRole('main')).not.toContainText('555 0142');
  await expect(v.getByText(/^\d+ followers?$/)).toBeVisible();
  const follow = v.getByRole('link', { name: `Follow ${NAME} (log in first)` });
  await expect(follow).toHaveAttribute('href', `${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await expect(v.getByRole('heading', { name: `Posts of ${USER.first}` })).toBeVisible();
  await visitor.close();
});

test('the header links that were placeholders lead to the profile and the newsfeed', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(SITE_PATHS.myBusiness)}`);
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.myBusiness, HANDOFF);
  await expect(accountMenu(page, DEMO.name)).toBeVisible(HANDOFF);

  await accountMenu(page, DEMO.name).click();
  await page.getByRole('menuitem', { name: NAV_LABELS.myProfile }).click();
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.profile);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', SITE_PATHS.profileEdit);

  await header(page).getByRole('link', { name: NAV_LABELS.myB2B }).click();
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.newsfeed);
  await expect(page.getByRole('heading', { name: 'Create Post' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.profile);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.name })).toBeVisible();
  await context.close();
});

test('visitors are sent to login from the own-profile, edit and newsfeed pages', async ({ page }) => {
  for (const path of [SITE_PATHS.profile, SITE_PATHS.profileEdit, SITE_PATHS.newsfeed]) {
    await page.goto(path);
    await expect(page).toHaveURL(
      (url) => url.pathname === AUTH_PAGES.login && url.searchParams.get('continue') === path,
      HANDOFF,
    );
  }
});
