/**
 * Reviews from real trade (decision 0073) in the browser. Two buyers whose requests awarded a
 * supplier's quote have reviewed it (through the API); a third, whose request awarded it too, writes
 * a review at 375 px (two reviews show no average yet): the page names the trade that allows it, an empty form names the ratings and
 * the text, the filled one publishes. The company page then shows the average (three reviews), the
 * distribution and the new review, rendered on the server for a visitor with its AggregateRating;
 * the supplier answers it at 1280 px and the reply shows under it.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  AUTH_PAGES,
  REVIEW_MSG,
  REVIEW_RATING_LABELS,
  REVIEW_RATINGS,
  REVIEW_STATUS_TEXT,
  REVIEW_FORM_TEXT,
  REVIEW_TEXT,
  businessPath,
  reviewTradeLabel,
  starsLabel,
} from '@wbn/contract';
import { HANDOFF, apiPerson, awardQuote, collectErrors, expectHydrated, expectMember, submitLogin } from './support';

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const SUPPLIER = { first: 'Sam', last: `Supplier${RUN}`, email: `e2e-rev-sam-${RUN}@example.test` };
const COMPANY = `Sam Pumps ${RUN}`;
const buyer = (first: string) => ({
  first,
  last: `Buyer${RUN}`,
  email: `e2e-rev-${first.toLowerCase()}-${RUN}@example.test`,
});
const BUYERS = [buyer('Ada'), buyer('Bo')];
const WRITER = buyer('Cleo');
const REVIEW =
  'The pumps matched the datasheet and the paperwork was complete; delivery took a week longer than quoted.';
const REPLY = 'Thank you, Cleo. We now ship from our Miami stock to avoid that delay.';

type Person = Awaited<ReturnType<typeof apiPerson>>;
let supplier: Person;
let businessID = '';
let pagePath = '';

const award = (b: Person) => awardQuote(b, supplier, businessID, `Centrifugal pumps ${RUN}`);

async function signIn(page: Page, email: string, path: string) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL((u) => u.pathname === path, HANDOFF);
  await expectMember(page);
  await expectHydrated(page);
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: new RegExp(`^${REVIEW_TEXT.heading}`) });

test.beforeAll(async ({ baseURL }) => {
  supplier = await apiPerson(baseURL!, SUPPLIER, PASSWORD);
  const biz = await supplier.call('POST', '/api/business/profile/create', {
    companyName: COMPANY,
    categories: ['0001.0001-01'],
    businessType: 'MA',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Pumps made in Florida.',
  });
  businessID = biz.businessID;
  pagePath = businessPath(COMPANY, businessID);
  for (const [i, who] of BUYERS.entries()) {
    const b = await apiPerson(baseURL!, who, PASSWORD);
    await award(b);
    await b.call('POST', `/api/business/profile/${businessID}/reviews`, {
      overall: 5 - i,
      quality: 5,
      communication: 4,
      delivery: 4,
      text: `Second order from ${COMPANY}; pumps as described and shipped on time.`,
    });
  }
});

test('a buyer whose request awarded the quote writes a review at 375 px and finds it on the company page', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  // Two reviews: counted, but no average yet, for people or for search engines.
  const before = await (await page.request.get(pagePath)).text();
  expect(before).toContain(REVIEW_TEXT.averageLater);
  expect(before).not.toContain('aggregateRating');
  await award(await apiPerson(baseURL!, WRITER, PASSWORD));
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, WRITER.email, pagePath);

  const section = reviewsSection(page);
  await expect(() => section.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
  const month = new Date().toISOString().slice(0, 7);
  await expect(section.getByText(REVIEW_MSG.canReview(reviewTradeLabel('awarded-quote', month)))).toBeVisible(HANDOFF);
  await section.getByRole('button', { name: REVIEW_FORM_TEXT.write }).click();

  // An empty form names every rating and the text.
  await section.getByRole('button', { name: REVIEW_FORM_TEXT.send }).click();
  for (const k of REVIEW_RATINGS) await expect(section.getByText(REVIEW_MSG.rating(k))).toBeVisible();
  await expect(section.getByText(REVIEW_MSG.textRequired)).toBeVisible();

  const stars = { overall: 4, quality: 5, communication: 4, delivery: 3 } as const;
  for (const k of REVIEW_RATINGS)
    await section
      .getByRole('group', { name: REVIEW_RATING_LABELS[k] })
      .getByRole('radio', { name: REVIEW_FORM_TEXT.starChoice(stars[k]) })
      .check();
  await section.getByLabel(REVIEW_FORM_TEXT.textLabel).fill(REVIEW);
  await expect(section.getByText(REVIEW_MSG.rating('overall'))).toBeHidden();
  await section.getByRole('button', { name: REVIEW_FORM_TEXT.send }).click();
  await expect(page.getByText(REVIEW_MSG.created)).toBeVisible(HANDOFF);

  // Their own review, where it stands, and the list with the average of three reviews.
  await expect(section.getByText(REVIEW_STATUS_TEXT.published, { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: REVIEW })).toBeVisible();
  await expect(section.getByText(REVIEW_TEXT.basedOn(3))).toBeVisible();
  await expect(section.getByRole('img', { name: starsLabel(4.3) }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await section.screenshot({ path: '/tmp/shots/reviews-written-375.png' });
  expect(errors).toEqual([]);
});

test('a visitor gets the reviews and their AggregateRating in the server’s page', async ({ request }) => {
  const html = await (await request.get(pagePath)).text();
  expect(html).toContain(REVIEW);
  expect(html).toContain(REVIEW_TEXT.basedOn(3));
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  const org = ld.find((x) => x['@type'] === 'Organization');
  expect(org.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.3,
    reviewCount: 3,
    bestRating: 5,
    worstRating: 1,
  });
});

test('the supplier answers the review at 1280 px and the reply shows under it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, SUPPLIER.email, pagePath);
  // The reviews come alive as they near the screen (decision 0009), as a reader scrolls to them.
  await expect(() => reviewsSection(page).scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
  const item = reviewsSection(page).getByRole('listitem').filter({ hasText: REVIEW });
  await item.getByRole('button', { name: REVIEW_FORM_TEXT.replyTo(`${WRITER.first} ${WRITER.last}`) }).click();
  await item.getByRole('textbox', { name: REVIEW_FORM_TEXT.replyLabel }).fill(REPLY);
  await item.getByRole('button', { name: REVIEW_FORM_TEXT.sendReply }).click();
  await expect(page.getByText(REVIEW_MSG.replied)).toBeVisible(HANDOFF);
  await expect(item.getByText(REVIEW_TEXT.replyFrom(COMPANY))).toBeVisible();
  await expect(item.getByText(REPLY)).toBeVisible();
  await reviewsSection(page).screenshot({ path: '/tmp/shots/reviews-replied-1280.png' });
  expect(errors).toEqual([]);
});
