/**
 * Requests for quotation as a newcomer meets them (decision 0069). A buyer's request in euros
 * gets three quotes; at 375 × 812 px:
 * - a supplier who manages two businesses quotes: the form starts in the request's currency; the
 *   sent quote is scrolled to, focused and described by the API's sentence, and no second form
 *   follows; a further quote waits behind "Quote as another business", which names the business;
 * - the buyer compares the three quotes: every quote's six figures (unit price, total, minimum
 *   order, lead time, Incoterm, valid until) are on one screen at once, with no sideways scroll;
 *   awarding says its sentence once;
 * - the request form lists the categories of the chosen main industry, none before.
 * At 1366 px the user menu's "Requests for quotation" opens "My requests" for a member who has
 * requests, the open requests for one who has none.
 */
import { test, expect, type Page } from '@playwright/test';
import { AUTH_PAGES, RFQ_MSG, RFQ_PATHS, RFQ_TEXT } from '@wbn/contract';
import { HANDOFF, accountMenu, apiPerson, collectErrors, expectMember, header, submitLogin } from './support';

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const BUYER = { first: 'Bruna', last: `Buyer${RUN}`, email: `e2e-jrfq-buyer-${RUN}@example.test` };
const ANA = { first: 'Ana', last: `Two${RUN}`, email: `e2e-jrfq-ana-${RUN}@example.test` };
const BEN = { first: 'Ben', last: `One${RUN}`, email: `e2e-jrfq-ben-${RUN}@example.test` };
const CARL = { first: 'Carl', last: `One${RUN}`, email: `e2e-jrfq-carl-${RUN}@example.test` };
const ANA_FIRST = `Ana Valves ${RUN}`;
const ANA_SECOND = `Ana Pumps ${RUN}`;
const TITLE = `Butterfly valves DN80 ${RUN}`;
const PHONE = { width: 375, height: 812 } as const;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** The six figures the comparison puts side by side (the matrix's bands). */
const FIGURES = ['unitPrice', 'total', 'moq', 'leadTime', 'incoterm', 'validUntil'] as const;
/** The form control labelled `label` (a required one's label ends in an asterisk). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()*?.]/g, '\\$&')}\\s*\\*?$`));

let rfqPath = '';

async function signIn(page: Page, who: { email: string }, path: string) {
  await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
  await submitLogin(page, who.email, PASSWORD);
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === path, HANDOFF);
  await expectMember(page);
}

async function business(s: Awaited<ReturnType<typeof apiPerson>>, companyName: string): Promise<string> {
  const biz = await s.call('POST', '/api/business/profile/create', {
    companyName,
    categories: ['0001.0001-01'],
    businessType: 'EX',
    country: 'US',
    state: 'US-FL',
    shortDescription: 'Valves and pumps made in Florida.',
  });
  return biz.businessID as string;
}

test.beforeAll(async ({ baseURL }) => {
  const buyer = await apiPerson(baseURL!, BUYER, PASSWORD);
  const posted = await buyer.call('POST', '/api/rfq', {
    title: TITLE,
    description: 'Wafer butterfly valves, ductile iron body, EPDM seat, PN16. Certificates 3.1.',
    categories: ['0001.0001-01'],
    quantity: 1200,
    unit: 'pieces',
    targetPrice: { min: 14, max: 22, currency: 'EUR' },
    incoterm: 'FOB',
    destinationCountry: 'US',
    deadline: inDays(20),
    visibility: 'public',
  });
  rfqPath = RFQ_PATHS.one(posted.rfqID as string);
  const ana = await apiPerson(baseURL!, ANA, PASSWORD);
  await business(ana, ANA_FIRST);
  await business(ana, ANA_SECOND);
  // Two more suppliers quote through the API, with figures of every width the matrix must hold.
  for (const [who, price, moq, lead, incoterm, valid] of [
    [BEN, 16.9, 600, 35, 'CIF', 40],
    [CARL, 21, 100, 10, 'DAP', 25],
  ] as const) {
    const s = await apiPerson(baseURL!, who, PASSWORD);
    const id = await business(s, `${who.first} Industrial Manufacturing ${RUN}`);
    await s.call('POST', `/api/rfq/${posted.rfqID}/quotes`, {
      businessID: id,
      unitPrice: price,
      currency: 'EUR',
      moq,
      leadTimeDays: lead,
      incoterm,
      validUntil: inDays(valid),
      note: 'Datasheets and certificates of conformity included.',
    });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('a supplier with two businesses quotes: the sent quote is in view and no second form follows until asked for', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signIn(page, ANA, rfqPath);
    await expect(page.getByRole('heading', { name: RFQ_TEXT.sendQuote })).toBeVisible(HANDOFF);
    // Two businesses: a choice; the request's currency (euros) to start with.
    await expect(field(page, RFQ_TEXT.quoteAs)).toBeVisible();
    await field(page, RFQ_TEXT.quoteAs).selectOption({ label: ANA_FIRST });
    await expect(field(page, RFQ_TEXT.currencyLabel)).toHaveValue('EUR');
    await field(page, RFQ_TEXT.unitPriceLabel).fill('18.4');
    await field(page, RFQ_TEXT.moqLabel).fill('200');
    await field(page, RFQ_TEXT.leadTimeLabel).fill('21');
    await page.getByRole('button', { name: RFQ_TEXT.sendQuoteButton }).click();

    // The sent quote: in view below the sticky header, focused, described by the API's sentence.
    const sent = page.getByRole('article', { name: RFQ_TEXT.yourQuoteAs(ANA_FIRST) });
    await expect(sent).toBeFocused(HANDOFF);
    await expect(sent).toHaveAccessibleDescription(RFQ_MSG.quoteSent);
    await expect(sent).toBeInViewport();
    await expect(sent).toContainText('€18.40');
    await expect
      .poll(async () => (await sent.boundingBox())!.y - (await header(page).boundingBox())!.height)
      .toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: '/tmp/shots/rfq-sent-375.png' });
    // No second form: one control, naming the business it would send as.
    await expect(page.getByRole('heading', { name: RFQ_TEXT.sendQuote })).toHaveCount(0);
    await expect(page.getByRole('button', { name: RFQ_TEXT.sendQuoteButton })).toHaveCount(0);
    const another = page.getByRole('button', { name: RFQ_TEXT.quoteAsAnother });
    await expect(another).toBeVisible();
    await expect(another).toHaveAccessibleDescription(RFQ_TEXT.quoteAsAnotherHint([ANA_SECOND]));

    await another.click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: RFQ_TEXT.sendQuoteButton }) });
    await expect(form.getByText(`${RFQ_TEXT.quoteAs}: ${ANA_SECOND}`)).toBeVisible();
    await expect(field(page, RFQ_TEXT.unitPriceLabel)).toBeFocused();
    await expect(field(page, RFQ_TEXT.currencyLabel)).toHaveValue('EUR');
    await page.screenshot({ path: '/tmp/shots/rfq-another-375.png', fullPage: true });
    await form.getByRole('button', { name: RFQ_TEXT.cancel }).click();
    await expect(another).toBeFocused();
    await expect(page.getByRole('button', { name: RFQ_TEXT.sendQuoteButton })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the buyer compares three quotes: all six figures of each on one screen, no sideways scroll; the award is said once', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signIn(page, BUYER, rfqPath);
    const matrix = page.locator('[data-layout="matrix"]');
    await expect(matrix.getByRole('table', { name: RFQ_TEXT.comparisonCaption })).toBeVisible(HANDOFF);
    await expect(page.locator('[data-layout="table"]')).toBeHidden();
    const heads = matrix.locator('thead th');
    await expect(heads).toHaveCount(3);
    await expect(heads.nth(0)).toContainText(`Ben Industrial Manufacturing ${RUN}`);

    // Brought up under the sticky header, as a reader scrolls to it.
    const headerHeight = (await header(page).boundingBox())!.height;
    await matrix.evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().top - top), headerHeight);
    const cells = matrix.locator(FIGURES.map((f) => `td[data-field="${f}"]`).join(', '));
    await expect(cells).toHaveCount(18);
    for (const box of await cells.evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        return {
          field: td.getAttribute('data-field'),
          text: td.textContent,
          top: r.top,
          bottom: r.bottom,
          left: r.left,
          right: r.right,
        };
      }),
    )) {
      expect(box.text, `${box.field} is written`).not.toBe('');
      expect(box.left, `${box.field} “${box.text}” starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.field} “${box.text}” ends on screen`).toBeLessThanOrEqual(PHONE.width);
      expect(box.top, `${box.field} “${box.text}” is below the header`).toBeGreaterThanOrEqual(headerHeight);
      expect(box.bottom, `${box.field} “${box.text}” is above the fold`).toBeLessThanOrEqual(PHONE.height);
    }
    // Three quotes fit without sliding the matrix, or the page.
    expect(await matrix.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(matrix.locator('td[data-field="unitPrice"]').first()).toHaveText('€16.90');
    await expect(matrix.locator('td[data-field="total"]').first()).toContainText('€20,280.00');
    await page.screenshot({ path: '/tmp/shots/rfq-compare-375.png' });
    await page.screenshot({ path: '/tmp/shots/rfq-page-375.png', fullPage: true });
    for (const width of [992, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('[data-layout="table"]')).toBeVisible();
      await expect(matrix).toBeHidden();
      await page.screenshot({ path: `/tmp/shots/rfq-page-${width}.png`, fullPage: true });
    }
    await page.setViewportSize(PHONE);

    await matrix.getByRole('button', { name: RFQ_TEXT.awardOf(`Carl Industrial Manufacturing ${RUN}`) }).click();
    const dialog = page.getByRole('dialog', { name: RFQ_TEXT.awardTitle });
    await dialog.getByRole('button', { name: RFQ_TEXT.awardConfirm }).click();
    await expect(page.getByText(RFQ_MSG.awarded)).toBeVisible();
    await expect(page.getByRole('link', { name: RFQ_TEXT.openConversation })).toBeVisible(HANDOFF);
    await expect(page.getByText(RFQ_TEXT.awardedTo(`Carl Industrial Manufacturing ${RUN}`))).toBeVisible();
    // The sentence once (the toast), not again in the page.
    await expect(page.getByText(RFQ_MSG.awarded)).toHaveCount(1);
    await page.screenshot({ path: '/tmp/shots/rfq-awarded-375.png' });
    expect(errors).toEqual([]);
  });

  test('the request form lists the categories of the chosen main industry, none before', async ({ page }) => {
    const errors = collectErrors(page);
    await signIn(page, BUYER, RFQ_PATHS.create);
    const picker = page.getByRole('group', { name: RFQ_TEXT.categoriesLegend });
    await expect(picker.getByText(RFQ_TEXT.categoriesIndustryFirst)).toBeVisible(HANDOFF);
    await expect(picker.getByRole('checkbox')).toHaveCount(0);
    const industry = picker.getByLabel('Main industry');
    const industries = await industry
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(industries.length).toBeGreaterThan(1);
    await industry.selectOption(industries[0]!);
    const first = await picker.getByRole('checkbox').count();
    expect(first).toBeGreaterThan(0);
    // One industry's categories, a short list (the whole tree is some 130).
    expect(first).toBeLessThan(40);
    await expect(picker.getByRole('group')).toHaveCount(1);
    await industry.selectOption(industries[1]!);
    await expect(picker.getByRole('group')).toHaveCount(1);
    await expect(picker.getByRole('group')).toHaveAccessibleName(
      (await industry.locator(`option[value="${industries[1]}"]`).textContent())!,
    );
    await page.screenshot({ path: '/tmp/shots/rfq-new-375.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  /** Opens the user menu's "Requests for quotation" from the home page. */
  async function fromMenu(page: Page, who: { email: string }) {
    await signIn(page, who, '/');
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: RFQ_TEXT.boardTitle }).click();
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === RFQ_PATHS.mine, HANDOFF);
  }

  test('the user menu opens “My requests” for a member who has requests', async ({ page }) => {
    const errors = collectErrors(page);
    await fromMenu(page, BUYER);
    await expect(page.getByRole('tab', { name: RFQ_TEXT.mine })).toHaveAttribute('aria-selected', 'true', HANDOFF);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: TITLE })).toBeVisible(HANDOFF);
    await page.screenshot({ path: '/tmp/shots/rfq-mine-1366.png' });
    expect(errors).toEqual([]);
  });

  test('the user menu opens the open requests for a member who has none', async ({ page }) => {
    const errors = collectErrors(page);
    await fromMenu(page, ANA);
    await expect(page.getByRole('tab', { name: RFQ_TEXT.openBoard })).toHaveAttribute('aria-selected', 'true', HANDOFF);
    await expect(page.getByRole('tab', { name: RFQ_TEXT.mine })).toHaveAttribute('aria-selected', 'false');
    expect(errors).toEqual([]);
  });
});
