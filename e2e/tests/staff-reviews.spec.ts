/**
 * Reviews that wait for staff (decisions 0073, 0078), in the browser. Six buyers whose requests
 * awarded one (Gold) supplier's quote review it the same day (through the API): the sixth review waits,
 * and its author changes it once. Staff open the Reviews tab by keyboard (its count says one
 * waits), read the review whole (business, author, four ratings, text, trade), open its earlier
 * version, find that Reject asks for the reason, and reject it with one; its author is told with
 * that reason. Screenshots at 375, 992 and 1280 px.
 */
import { expect, test } from '@playwright/test';
import {
  AUTH_PAGES,
  REVIEW_LIMITS,
  REVIEW_MSG,
  STAFF_REVIEW_TEXT as T,
  businessPath,
  sentenceText,
  type NotificationGroup,
} from '@wbn/contract';
import { HANDOFF, apiPerson, awardQuote, expectHydrated, submitLogin, subscribeGold } from './support';

const STAFF = { email: 'staff@wbn-miami.test', password: 'staff-password-2026' };
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const COMPANY = `Burst Valves ${RUN}`;
const WIDTHS = [375, 992, 1280] as const;
const WAITING_TEXT =
  'Sixth order this week: the valves were fine but the invoice named the wrong incoterm twice, and nobody answered for days.';

test('staff read a review that waits after a burst, with its earlier version, and reject it with a reason its author reads', async ({
  page,
  baseURL,
}) => {
  const supplier = await apiPerson(
    baseURL!,
    { first: 'Sol', last: `Supplier${RUN}`, email: `e2e-burst-sol-${RUN}@example.test` },
    PASSWORD,
  );
  const { businessID } = (await supplier.call('POST', '/api/business/profile/create', {
    companyName: COMPANY,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Gate valves made in Florida.',
  })) as { businessID: string };

  // Gold (sandbox card): six quotes in a month are more than the Standard membership sends.
  await subscribeGold(supplier, businessID, `e2e-burst-sol-${RUN}@example.test`);

  let waiting: { reviewID: string; author: Awaited<ReturnType<typeof apiPerson>> } | undefined;
  for (let i = 0; i <= REVIEW_LIMITS.burstCount; i++) {
    const buyer = await apiPerson(
      baseURL!,
      { first: `Buyer${i}`, last: `Burst${RUN}`, email: `e2e-burst-${i}-${RUN}@example.test` },
      PASSWORD,
    );
    await awardQuote(buyer, supplier, businessID, `Gate valves ${RUN} ${i}`);
    const body = {
      overall: 2,
      quality: 4,
      communication: 1,
      delivery: 3,
      text:
        i < REVIEW_LIMITS.burstCount ? `Order ${i} from ${COMPANY}: valves as described.` : 'First words, replaced.',
    };
    const done = await buyer.call('POST', `/api/business/profile/${businessID}/reviews`, body);
    if (i === REVIEW_LIMITS.burstCount) {
      expect(done.message).toBe(REVIEW_MSG.createdPending);
      await buyer.call('PUT', `/api/business/profile/${businessID}/reviews/${done.reviewID}`, {
        ...body,
        text: WAITING_TEXT,
      });
      waiting = { reviewID: done.reviewID, author: buyer };
    }
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent('/staff')}`);
  await submitLogin(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL((u) => u.pathname === '/staff', HANDOFF);
  await expectHydrated(page);
  const tab = page.getByRole('tab', { name: new RegExp(`^${T.tab}`) });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).not.toContainText(/\b0\b/);

  const card = page.getByRole('listitem').filter({ hasText: WAITING_TEXT });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: COMPANY })).toHaveAttribute('href', businessPath(COMPANY, businessID));
  await expect(card).toContainText(`Buyer${REVIEW_LIMITS.burstCount} Burst${RUN}`);
  await expect(card).toContainText('Awarded quote');
  await expect(card.getByLabel('1 out of 5 stars')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scroll at 375 px',
  ).toBeLessThanOrEqual(375);

  await card.getByRole('button', { name: T.showHistory }).click();
  await expect(card).toContainText('First words, replaced.');
  // The tabs with their counts, the tab's intro and the review (below the sticky header).
  const below = async (y: number) => page.evaluate((top) => window.scrollTo(0, top - 80), y);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await below((await tab.evaluate((e) => e.getBoundingClientRect().top + window.scrollY)) as number);
    await page.screenshot({ path: `/tmp/shots/staff-reviews-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 900 });
  await below((await card.evaluate((e) => e.getBoundingClientRect().top + window.scrollY)) as number);
  await page.screenshot({ path: '/tmp/shots/staff-reviews-card-375.png' });

  // Reject by keyboard: the reason is asked for, then sent.
  await page.setViewportSize({ width: 375, height: 812 });
  await card.getByRole('button', { name: T.hideHistory }).click();
  await card.getByRole('button', { name: new RegExp(`^${T.reject} the review`) }).focus();
  await page.keyboard.press('Enter');
  const reason = card.getByLabel(T.reasonLabel);
  await expect(reason).toBeFocused();
  await card.getByRole('button', { name: T.sendReject, exact: true }).click();
  await expect(card.getByText(REVIEW_MSG.reasonRequired)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/staff-reviews-reject-375.png' });
  await reason.fill('It is about an invoice of another supplier.');
  await reason.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(REVIEW_MSG.rejected)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Its author is told, with the reason.
  const login = await waiting!.author.api.post('/auth/login', {
    data: { email: `e2e-burst-${REVIEW_LIMITS.burstCount}-${RUN}@example.test`, password: PASSWORD },
  });
  const session = await waiting!.author.api.post('/auth/get-session', {
    data: { token: ((await login.json()) as { data: { code: string } }).data.code },
  });
  const authorHeaders = {
    authorization: `Bearer ${((await session.json()) as { data: { token: string } }).data.token}`,
  };
  await expect
    .poll(
      async () => {
        const res = await waiting!.author.api.get('/api/notifications?size=20', { headers: authorHeaders });
        const groups = ((await res.json()).data?.results ?? []) as NotificationGroup[];
        return groups.filter((g) => g.kind === 'review-decided').map((g) => sentenceText(g));
      },
      { timeout: 20_000 },
    )
    .toEqual([`Your review of ${COMPANY} was not published: “It is about an invoice of another supplier.”`]);
});
