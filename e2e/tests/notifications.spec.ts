/**
 * Notifications journey: a member keeps a page open while other people act through the
 * API; the header bell's badge follows live, without a reload. The popover shows the grouped
 * entries, answers an invitation, marks everything read; the full list page; visitors are sent to
 * login. The bell and its popover fit 375, 992 and 1280 px.
 *
 * Run with E2E_PORT=3230.
 */
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_PAGES, NAV_LABELS, NOTIFICATIONS_PATH, NOTIFICATIONS_TEXT, SESSION_KEYS } from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, header, newContextWith, overlaps } from './support';

test.describe.configure({ mode: 'serial' });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const MEMBER = { first: 'Nora', last: `Notified${RUN}`, email: `e2e-notified-${RUN}@example.test` };
const FAN = { first: 'Felix', last: `Fan${RUN}`, email: `e2e-fan-${RUN}@example.test` };
const FRIEND = { first: 'Greta', last: `Friend${RUN}`, email: `e2e-friend-${RUN}@example.test` };
const HUGO = { first: 'Hugo', last: `Hopper${RUN}`, email: `e2e-hugo-${RUN}@example.test` };
const COMPANY = `Felix Freight ${RUN}`;
const name = (u: { first: string; last: string }) => `${u.first} ${u.last}`;
const shared: { member: StorageState | null; memberID: string } = { member: null, memberID: '' };

const bell = (page: Page) => header(page).getByRole('button', { name: /^Notifications/ });
const popover = (page: Page) => page.getByRole('dialog', { name: NAV_LABELS.notifications });

async function registerInBrowser(page: Page, continueTo: string) {
  await page.goto(`${AUTH_PAGES.register}?continue=${encodeURIComponent(continueTo)}`);
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('First name').fill(MEMBER.first);
  await page.getByLabel('Last name').fill(MEMBER.last);
  await page.getByLabel('E-mail').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await submit.click();
  await expect(page).toHaveURL((url) => url.pathname === continueTo, HANDOFF);
  await expectMember(page, name(MEMBER));
}

const APIs: APIRequestContext[] = [];
const apiUser = (baseURL: string, user: { first: string; last: string; email: string }) =>
  apiPerson(baseURL, user, PASSWORD);
test.afterAll(async () => {
  for (const a of APIs) await a.dispose();
});

test('the bell follows other people’s actions live, groups them, answers an invitation and marks all read', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const stream = page.waitForResponse((r) => r.url().includes('/api/live/stream') && r.status() === 200, {
    timeout: 20_000,
  });
  await registerInBrowser(page, '/my-business');
  shared.memberID =
    ((await page.evaluate(`window.localStorage.getItem('${SESSION_KEYS.userID}')`)) as string | null) ?? '';
  expect(shared.memberID).not.toBe('');
  await expect(bell(page)).toHaveAccessibleName(NAV_LABELS.notifications);
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await stream; // the live channel is open
  await page.evaluate('window.stayed = true'); // gone if the page reloads

  const fan = await apiUser(baseURL!, FAN);
  const friend = await apiUser(baseURL!, FRIEND);
  APIs.push(fan.api, friend.api);
  await fan.call('POST', '/api/social/follow/user', { resourceID: shared.memberID });
  await expect(bell(page)).toHaveAccessibleName(`${NAV_LABELS.notifications}, 1 unread`, { timeout: 10_000 });
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');

  await bell(page).click();
  const panel = popover(page);
  await expect(panel.getByRole('listitem').first()).toContainText(`${name(FAN)} started following you`);

  // A second follower joins the same entry while the popover is open.
  await friend.call('POST', '/api/social/follow/user', { resourceID: shared.memberID });
  await expect(panel.getByRole('listitem').first()).toContainText(
    `${name(FRIEND)} and ${name(FAN)} started following you`,
    { timeout: 10_000 },
  );
  await expect(bell(page)).toHaveAccessibleName(`${NAV_LABELS.notifications}, 1 unread`);

  // An invitation to the fan's business: a second unread entry, answered from the bell.
  const business = await fan.call('POST', '/api/business/profile/create', {
    companyName: COMPANY,
    categories: ['0001.0001-01'],
    businessType: 'DI',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Freight forwarding for Miami exporters.',
  });
  await fan.call('POST', `/api/business/profile/${business.businessID}/members`, {
    email: MEMBER.email,
    role: 'member',
  });
  await expect(bell(page)).toHaveAccessibleName(`${NAV_LABELS.notifications}, 2 unread`, { timeout: 10_000 });
  const invitation = panel.getByRole('listitem').filter({ hasText: 'invited you to join' });
  await expect(invitation).toContainText(`${COMPANY} invited you to join their team as a member`);
  await invitation.getByRole('button', { name: NOTIFICATIONS_TEXT.accept }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: NOTIFICATIONS_TEXT.accepted });
  await expect(toast).toBeVisible();
  // The toast, once it has arrived, covers nothing of the popover the member is working in.
  const box = async () => (await toast.boundingBox())!;
  let lastY = Number.NaN; // arrived: the same place twice in a row
  await expect
    .poll(
      async () => {
        const y = (await box()).y;
        const still = y === lastY;
        lastY = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
  expect(overlaps(await box(), (await panel.boundingBox())!)).toBe(false);
  await expect(invitation.getByRole('button', { name: NOTIFICATIONS_TEXT.accept })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(`${NAV_LABELS.notifications}, 1 unread`);

  await panel.getByRole('button', { name: NOTIFICATIONS_TEXT.markAllRead }).click();
  await expect(bell(page)).toHaveAccessibleName(NAV_LABELS.notifications);
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: NOTIFICATIONS_TEXT.markAllRead })).toBeDisabled();
  expect(await page.evaluate('window.stayed')).toBe(true);

  // The full list.
  await panel.getByRole('link', { name: NOTIFICATIONS_TEXT.seeAll }).click();
  await expect(page).toHaveURL((url) => url.pathname === NOTIFICATIONS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: NAV_LABELS.notifications })).toBeVisible();
  const list = page.getByRole('main').getByRole('list', { name: NAV_LABELS.notifications });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(1)).toContainText(
    `${name(FRIEND)} and ${name(FAN)} started following you`,
  );
  await expect(page.getByRole('main').getByText('All caught up')).toBeVisible();
  await expect(list.getByRole('listitem').first().locator('time')).toHaveAttribute('title', /\d{4}/);

  shared.member = await page.context().storageState();
  expect(errors).toEqual([]);
});

test('a visitor has no bell and is sent from the list to login', async ({ page }) => {
  await page.goto(NOTIFICATIONS_PATH);
  await expect(page).toHaveURL(
    (url) => url.pathname === AUTH_PAGES.login && url.searchParams.get('continue') === NOTIFICATIONS_PATH,
    HANDOFF,
  );
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: NAV_LABELS.login, exact: true })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
});

test('a new follower makes the bell unread again after everything was read', async ({ baseURL }) => {
  expect(shared.memberID, 'the first test signed the member in').not.toBe('');
  const hugo = await apiUser(baseURL!, HUGO);
  APIs.push(hugo.api);
  await hugo.call('POST', '/api/social/follow/user', { resourceID: shared.memberID });
});

for (const width of [375, 992, 1280]) {
  test(`the bell and its popover fit at ${width} px`, async ({ browser }) => {
    expect(shared.member, 'the first test signed the member in').not.toBeNull();
    const context = await newContextWith(browser, { storageState: shared.member!, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/my-business');
    await expect(bell(page)).toHaveAccessibleName(`${NAV_LABELS.notifications}, 1 unread`);
    await bell(page).click();
    const panel = popover(page);
    await expect(panel.getByRole('listitem').first()).toContainText(`${name(HUGO)} and 2 others started following you`);
    await expect(panel.getByRole('listitem').first().getByText('Unread')).toHaveCount(1);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.goto(NOTIFICATIONS_PATH);
    await expect(
      page.getByRole('main').getByRole('list', { name: NAV_LABELS.notifications }).getByRole('listitem'),
    ).toHaveCount(2);
    await context.close();
  });
}
