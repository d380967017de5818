/**
 * The settings page and the e-mails a member can stop (decision 0031), in the browser with the
 * suite's real SMTP server: a member chooses e-mail for likes, a like arrives as an e-mail in HTML
 * and text, its Unsubscribe link opens a page that asks first and then stops it, and the settings
 * show likes in the app only. The password form names a wrong current password. Two-factor
 * sign-in is turned on with the key the page shows and a recovery code signs in once. A copy of
 * the member's data is asked for and downloads as a ZIP. A member asks to leave, sees the date
 * on every page and keeps the account. The page fits 375 and 1280 px.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { generate } from 'otplib';
import {
  AUTH_PAGES,
  NOTIFICATION_SETTINGS_MSG,
  NOTIFICATION_TOPIC_LABELS,
  PASSWORD_CHANGE_MSG,
  SITE_PATHS,
  TWO_FACTOR_MSG,
  DATA_EXPORT_MSG,
  ACCOUNT_DELETION_MSG,
} from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, submitLogin } from './support';
import { mailsTo } from '../mailbox';

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const MEMBER = { first: 'Sofia', last: `Settings${RUN}`, email: `e2e-settings-${RUN}@example.test` };
const FAN = { first: 'Tomas', last: `Thumbs${RUN}`, email: `e2e-thumbs-${RUN}@example.test` };

const likesSelect = (page: Page) => page.getByLabel(NOTIFICATION_TOPIC_LABELS.like, { exact: true });

async function signIn(page: Page, email = MEMBER.email) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(SITE_PATHS.settings)}`);
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL((u) => u.pathname === SITE_PATHS.settings, HANDOFF);
  await expectMember(page);
}

test('a member e-mails likes, gets one in HTML and text, unsubscribes from the e-mail in one click, and the settings say so', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await apiPerson(baseURL!, MEMBER, PASSWORD);
  const fan = await apiPerson(baseURL!, FAN, PASSWORD);

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
  await expect(page.getByText('Always by e-mail')).toHaveCount(2); // payments and security
  await expect(likesSelect(page)).toHaveValue('app');
  await likesSelect(page).selectOption('email');
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(likesSelect(page)).toHaveValue('email', HANDOFF);

  const { postID } = (await member.call('POST', '/api/social/posts/make-post', {
    content: `Cold chain capacity this week ${RUN}`,
    timelineID: member.userID,
    timelineType: 'user',
  })) as { postID: string };
  await fan.call('POST', '/api/social/reaction/react/post', { resourceID: postID });

  let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(
      async () =>
        (mail = (await mailsTo(MEMBER.email)).find((m) => /liked your post/.test(m.subject ?? ''))) !== undefined,
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(mail!.subject).toBe(`${FAN.first} ${FAN.last} liked your post “Cold chain capacity this week ${RUN}”`);
  expect(mail!.html).toContain('See it on WBN Miami');
  expect(mail!.text).toContain('Unsubscribe: ');
  expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

  // The footer's link, opened in the browser: the page asks, then stops likes by e-mail.
  const link = new URL(/Unsubscribe: (\S+)/.exec(mail!.text!)![1]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Stop e-mails about likes?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    NOTIFICATION_SETTINGS_MSG.unsubscribed(NOTIFICATION_TOPIC_LABELS.like),
  );
  await page.getByRole('link', { name: 'Choose what you receive' }).click();
  await expect(page).toHaveURL((u) => u.pathname === SITE_PATHS.settings);
  await expect(likesSelect(page)).toHaveValue('app', HANDOFF);

  // A tampered link says so and changes nothing.
  await page.goto(
    `${SITE_PATHS.unsubscribe}?token=${encodeURIComponent(link.searchParams.get('token')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
  );
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(NOTIFICATION_SETTINGS_MSG.badUnsubscribeLink);
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

test('the password form names a wrong current password; the page fits 375 and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 375) await signIn(page);
    else await page.goto(SITE_PATHS.settings);
    await expect(likesSelect(page)).toBeVisible(HANDOFF);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(PASSWORD_CHANGE_MSG.wrongCurrent)).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
});

test('a member turns on two-factor sign-in with the QR key, keeps the recovery codes, and signs in again with one (375 px)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await section.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(section.getByText(TWO_FACTOR_MSG.badCode)).toBeVisible();
  await section.getByLabel('Code from the app').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('10 of 10 recovery codes left', { exact: false })).toBeVisible();

  // Another browser: the password alone no longer signs in; the recovery code does, once.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await other.newPage();
  await tab.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(SITE_PATHS.settings)}`);
  await submitLogin(tab, MEMBER.email, PASSWORD);
  await expect(tab.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible(HANDOFF);
  await tab.getByLabel('Authentication code').fill('12345');
  await tab.getByRole('button', { name: 'Verify' }).click();
  await expect(tab.getByText(TWO_FACTOR_MSG.codeFormat)).toBeVisible();
  await tab.getByLabel('Authentication code').fill(recovery);
  await tab.getByRole('button', { name: 'Verify' }).click();
  await expect(tab).toHaveURL((u) => u.pathname === SITE_PATHS.settings, HANDOFF);
  await expectMember(tab);
  await expect(
    tab.getByRole('region', { name: 'Two-factor sign-in' }).getByText('9 of 10 recovery codes left', { exact: false }),
  ).toBeVisible(HANDOFF);
  await other.close();
});

test('a member asks for a copy of their data and downloads the ZIP from the settings', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Someone without two-factor sign-in (the member above turned it on).
  const keeper = { first: 'Dora', last: `Data${RUN}`, email: `e2e-data-${RUN}@example.test` };
  await apiPerson(baseURL!, keeper, PASSWORD);
  await signIn(page, keeper.email);
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download a copy of your data' }).click();
  await expect(page.getByText(DATA_EXPORT_MSG.requested).first()).toBeVisible();
  const button = section.getByRole('button', { name: 'Download your data' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^wbn-data-[0-9a-f-]{36}\.zip$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a ZIP
  const files = Object.keys(unzipSync(new Uint8Array(bytes)));
  expect(files).toEqual(expect.arrayContaining(['profile.json', 'messages.json', 'README.txt']));
});

test('a member asks to leave, sees the date under the header on every page, and keeps the account (375 px)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const leaver = { first: 'Lena', last: `Leaving${RUN}`, email: `e2e-leaving-${RUN}@example.test` };
  await apiPerson(baseURL!, leaver, PASSWORD);
  await signIn(page, leaver.email);
  const section = page.getByRole('region', { name: 'Leave WBN Miami' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('Tick the box to confirm')).toBeVisible();
  await section.getByLabel('Password').fill('not-my-password');
  await section.getByRole('checkbox').check();
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText(ACCOUNT_DELETION_MSG.wrongPassword)).toBeVisible();
  await section.getByLabel('Password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const strip = page.getByRole('region', { name: 'Account deletion' });
  await expect(strip).toContainText(ACCOUNT_DELETION_MSG.strip, HANDOFF);
  await expect(section.getByRole('button', { name: ACCOUNT_DELETION_MSG.keep })).toBeVisible();

  await page.goto(SITE_PATHS.newsfeed);
  await expect(strip).toBeVisible(HANDOFF);
  await strip.getByRole('button', { name: ACCOUNT_DELETION_MSG.keep }).click();
  await expect(page.getByText(ACCOUNT_DELETION_MSG.kept)).toBeVisible();
  await expect(strip).toHaveCount(0);
  await page.reload();
  await expectMember(page);
  await expect(strip).toHaveCount(0);
});
