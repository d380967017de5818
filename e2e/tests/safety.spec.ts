/**
 * Safety (decision 0034) in the browser: a member reports a post from its menu (1280 px); the
 * report reaches the staff's Reports tab, where staff hide the post, and it is gone from the
 * author's timeline; the action is in the moderation log. A member blocks another from their
 * profile (375 px): the blocked member's follow is refused, the blocked member is listed in the
 * settings, and unblocking there lets them follow again.
 */
import { test, expect, type Page } from '@playwright/test';
import { AUTH_PAGES, MODERATION_MSG, REPORT_REASON_LABELS, SAFETY_MSG, SITE_PATHS } from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, submitLogin } from './support';

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const STAFF = { email: 'staff@wbn-miami.test', password: 'staff-password-2026' };
const AUTHOR = { first: 'Olga', last: `Spammer${RUN}`, email: `e2e-spam-${RUN}@example.test` };
const READER = { first: 'Rita', last: `Reporter${RUN}`, email: `e2e-report-${RUN}@example.test` };
const PEST = { first: 'Paco', last: `Pest${RUN}`, email: `e2e-pest-${RUN}@example.test` };

async function signIn(page: Page, who: { email: string }, path: string, password = PASSWORD) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await submitLogin(page, who.email, password);
  await expect(page).toHaveURL((u) => u.pathname === path, HANDOFF);
  await expectMember(page);
}

test('a report reaches the staff queue; staff hide the post and it is gone; the log says so', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const author = await apiPerson(baseURL!, AUTHOR, PASSWORD);
  await apiPerson(baseURL!, READER, PASSWORD);
  const text = `Cheap followers for sale ${RUN}`;
  await author.call('POST', '/api/social/posts/make-post', {
    content: text,
    timelineID: author.userID,
    timelineType: 'user',
  });

  await signIn(page, READER, `/timeline/${author.userID}`);
  const post = page.getByRole('article').filter({ hasText: text });
  await expect(post).toBeVisible(HANDOFF);
  await post.getByRole('button', { name: `Settings of the post by ${AUTHOR.first} ${AUTHOR.last}` }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(SAFETY_MSG.reasonRequired)).toBeVisible();
  await dialog.getByLabel(REPORT_REASON_LABELS.spam).check();
  await dialog.getByLabel(/Anything our team should know/).fill('Posted on many timelines');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(SAFETY_MSG.reported)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Staff: the Reports tab shows it, with the reason and the note; Hide closes it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, STAFF, '/staff', STAFF.password);
  await page.getByRole('tab', { name: /^Reports/ }).click();
  const group = page.getByRole('listitem').filter({ hasText: text });
  await expect(group).toBeVisible(HANDOFF);
  await expect(group).toContainText(REPORT_REASON_LABELS.spam);
  await expect(group).toContainText('Posted on many timelines');
  await group.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText(MODERATION_MSG.hide)).toBeVisible();
  await expect(group).toHaveCount(0);
  await page.getByRole('tab', { name: /^Moderation log/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Hide' }).first()).toBeVisible();

  // The post is gone from the author's timeline, for everyone.
  await page.goto(`/timeline/${author.userID}`);
  await expect(page.getByText(text)).toHaveCount(0);
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});

test('a member blocks another from the profile on a phone; the blocked follow is refused; unblocking from the settings lets it through', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const reader = await apiPerson(baseURL!, { ...READER, email: `b-${READER.email}` }, PASSWORD);
  const pest = await apiPerson(baseURL!, PEST, PASSWORD);

  await signIn(page, { email: `b-${READER.email}` }, `/profile/${pest.userID}`);
  await page.getByRole('button', { name: `More actions for ${PEST.first} ${PEST.last}` }).click();
  await page.getByRole('menuitem', { name: `Block ${PEST.first} ${PEST.last}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${PEST.first} ${PEST.last}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(SAFETY_MSG.blocked(`${PEST.first} ${PEST.last}`))).toBeVisible();

  // The blocked member cannot follow the blocker (a neutral refusal).
  const refused = await pest.raw('POST', '/api/social/follow/user', { resourceID: reader.userID });
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toBe(SAFETY_MSG.notAvailable);

  // The settings list the block; Unblock removes it.
  await page.goto(SITE_PATHS.settings);
  const section = page.getByRole('region', { name: 'Blocked members' });
  const row = section.getByRole('listitem').filter({ hasText: `${PEST.first} ${PEST.last}` });
  await expect(row).toBeVisible(HANDOFF);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await row.getByRole('button', { name: /Unblock/ }).click();
  await expect(page.getByText(SAFETY_MSG.unblocked(`${PEST.first} ${PEST.last}`))).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await pest.raw('POST', '/api/social/follow/user', { resourceID: reader.userID })).status).toBeLessThan(300);
  expect(errors).toEqual([]);
});
