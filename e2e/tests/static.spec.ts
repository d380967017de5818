/**
 * Static, marketing and legal pages (spec 2): the route table on a 375 px phone, the footer directory,
 * the need-business-help enquiry form (its fields, checks and toasts) and an accessibility audit with axe.
 * The 1280 px pass over the same routes lives in ssr.spec.ts.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CITY_NAME,
  COPYRIGHT_FROM,
  COPYRIGHT_TO,
  ENQUIRY_MORE_INFO_MAX,
  ENQUIRY_TEXT,
  EXPORT_TIPS,
  FOOTER_GROUPS,
  FOOTER_PHONE_LABEL,
  INDUSTRIES,
  LANGUAGE_LINKS,
  MSG,
  SELECT_ONE_STATE,
  SITE_PATHS,
  STATIC_PAGE_TITLES,
  US_STATE_CODES,
  businessPath,
  exportTipPath,
  productPath,
} from '@wbn/contract';
import { editionPath, LANGUAGE_LINK_EDITIONS } from '@wbn/contract/editions';
import { STATIC_ROUTES, errorsByPage, loginLink } from './support';

/** Where a footer language link leads: its edition's home page. */
const languageHome = (link: { text: string }) => editionPath(LANGUAGE_LINK_EDITIONS[link.text], '/');

const PHONE = { width: 375, height: 812 } as const;
/**
 * The customer-service numbers of the embedded demo, which the e2e server runs (no CONTACT_* set):
 * DEMO_CONTACT of apps/api/src/config.ts, which this package cannot import.
 */
const DEMO_CONTACT = {
  phoneUsa: '+1 (305) 555-0142',
  phoneEurope: '+39 02 5555 0187',
  chatUsa: '+1 (305) 555-0199',
} as const;
const NEEDHELP_SEND = '/api/needhelp/send';

const footer = (page: Page) => page.getByRole('contentinfo');
const scrollY = (page: Page) => page.evaluate('window.scrollY') as Promise<number>;
const scrollWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;
const scrollToBottom = (page: Page) => page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');

/** Footer entries that have a page of their own (the rest point to '/'), one per path. */
const FOOTER_PAGES = [
  ...new Map(
    FOOTER_GROUPS.flatMap((g) => g.links)
      .filter((l) => l.path !== '/')
      .map((l) => [l.path, l]),
  ).values(),
];

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('every static route answers 200 with a visible <h1>, the city in the title, no sideways scroll and no console errors', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const log = errorsByPage(page);
    for (const path of STATIC_ROUTES) {
      await test.step(path, async () => {
        log.visit(path);
        const loaded = await page.goto(path);
        expect.soft(loaded?.status(), `${path} status`).toBe(200);
        await expect.soft(page.getByRole('heading', { level: 1 }), `${path} <h1>`).toBeVisible();
        await expect.soft(page, `${path} title`).toHaveTitle(new RegExp(CITY_NAME));
        await expect(loginLink(page), `${path} hydrated`).toBeVisible();
        expect.soft(await scrollY(page), `${path} opens at the top`).toBe(0);
        expect.soft(await scrollWidth(page), `${path} has no horizontal overflow`).toBeLessThanOrEqual(PHONE.width + 1);
      });
    }
    await page.waitForLoadState('networkidle');
    expect(log.byPage()).toEqual({});
  });

  test('a page opened from the footer of a scrolled page starts at the top', async ({ page }) => {
    test.setTimeout(45_000);
    await page.goto(SITE_PATHS.privacyPolicy);
    await expect(loginLink(page)).toBeVisible();
    for (const link of FOOTER_PAGES) {
      await test.step(`${link.text} → ${link.path}`, async () => {
        await scrollToBottom(page);
        await expect.poll(() => scrollY(page), 'the page is scrolled before the click').toBeGreaterThan(0);
        await footer(page).getByRole('link', { name: link.text, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === link.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => scrollY(page), `${link.path} opens at the top`).toBe(0);
      });
    }
  });
});

test.describe('footer directory', () => {
  test('every footer and language link answers 200', async ({ request }) => {
    const paths = [
      ...new Set([...FOOTER_GROUPS.flatMap((g) => g.links).map((l) => l.path), ...LANGUAGE_LINKS.map(languageHome)]),
    ];
    expect(paths).toContain('/');
    expect(paths).toContain('/es/');
    for (const path of paths) {
      const response = await request.get(path);
      expect.soft(response.status(), path).toBe(200);
    }
  });

  test('the footer shows every link, the phone line and the copyright span', async ({ page }) => {
    await page.goto(SITE_PATHS.aboutUs);
    const foot = footer(page);
    for (const link of FOOTER_GROUPS.flatMap((g) => g.links)) {
      await expect
        .soft(foot.getByRole('link', { name: link.text, exact: true }), link.text)
        .toHaveAttribute('href', link.path);
    }
    // The spec's language links keep their labels and lead to their edition's home page (decision 0085).
    for (const link of LANGUAGE_LINKS)
      await expect
        .soft(foot.getByRole('link', { name: link.text, exact: true }), link.text)
        .toHaveAttribute('href', languageHome(link));
    await expect(foot.getByText(FOOTER_PHONE_LABEL)).toBeVisible();
    await expect(foot.getByRole('link', { name: DEMO_CONTACT.phoneUsa })).toBeVisible();
    await expect(foot.getByRole('link', { name: DEMO_CONTACT.phoneEurope })).toBeVisible();
    await expect(foot.getByText(`© ${COPYRIGHT_FROM}–${COPYRIGHT_TO}`)).toBeVisible();
  });

  test('Contact Us shows the demo numbers in both cards and the chat number', async ({ page }) => {
    await page.goto(SITE_PATHS.contactUs);
    const main = page.getByRole('main');
    for (const [card, scheme] of [
      [STATIC_PAGE_TITLES.talkToUs, 'tel'],
      [STATIC_PAGE_TITLES.sendYourMessage, 'sms'],
    ] as const) {
      const region = main.getByRole('region', { name: card });
      await expect(region.getByRole('link', { name: DEMO_CONTACT.phoneUsa })).toHaveAttribute(
        'href',
        `${scheme}:+13055550142`,
      );
      await expect(region.getByRole('link', { name: DEMO_CONTACT.phoneEurope })).toHaveAttribute(
        'href',
        `${scheme}:+390255550187`,
      );
    }
    await expect(main.getByRole('link', { name: DEMO_CONTACT.chatUsa })).toHaveAttribute('href', 'sms:+13055550199');
  });
});

test.describe('need-business-help form', () => {
  const phoneField = (page: Page) => page.getByLabel('Company telephone *');
  const emailField = (page: Page) => page.getByLabel('E-mail *');
  const submit = (page: Page) => page.getByRole('button', { name: ENQUIRY_TEXT.submit });

  /** Opens the form, hydrated (the submit button is enabled once it is), and counts enquiry posts. */
  async function openForm(page: Page) {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(NEEDHELP_SEND)) sent.push(r.method());
    });
    await page.goto(SITE_PATHS.contactUsForm);
    await expect(page.getByRole('heading', { level: 1, name: ENQUIRY_TEXT.title })).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    return sent;
  }

  test('a complete enquiry is sent, the success toast shows and the form is reset', async ({ page }) => {
    await openForm(page);
    const buy = page.getByLabel('Product you buy 1');
    const sell = page.getByLabel('Product you sell 1');
    await expect(buy.locator('option')).toHaveCount(INDUSTRIES.length + 1); // industries loaded
    await page.getByLabel('First name').fill('Lucía');
    await page.getByLabel('Business name').fill('Brickell Imports LLC');
    await page.getByLabel('City').fill(CITY_NAME);
    await page.getByLabel('US state').selectOption('FL');
    await phoneField(page).fill('+1 305 555 0100');
    await emailField(page).fill('lucia@brickell-imports.test');
    await buy.selectOption({ label: INDUSTRIES[10].name });
    await sell.selectOption({ label: INDUSTRIES[2].name });
    await page
      .getByLabel('More information about the products you buy')
      .fill('Citrus and coffee, 2 containers a month.');

    const posted = page.waitForRequest((r) => r.url().includes(NEEDHELP_SEND) && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().includes(NEEDHELP_SEND));
    await submit(page).click();
    const body = (await posted).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      firstName: 'Lucía',
      businessName: 'Brickell Imports LLC',
      usaState: 'FL',
      companyPhone: '+1 305 555 0100',
      email: 'lucia@brickell-imports.test',
      buyProduct1: INDUSTRIES[10].key,
      sellProduct1: INDUSTRIES[2].key,
    });
    expect((await answered).ok()).toBe(true);
    await expect(page.getByText(MSG.enquirySent)).toBeVisible();
    await expect(phoneField(page)).toHaveValue('');
    await expect(emailField(page)).toHaveValue('');
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(buy).toHaveValue('');
    await expect(page.getByLabel('US state')).toHaveValue('');
  });

  test('an empty form is refused on the page: both required fields show errors and nothing is sent', async ({
    page,
  }) => {
    const sent = await openForm(page);
    await submit(page).click();
    await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField(page)).toHaveAccessibleDescription('The company telephone is required');
    await expect(emailField(page)).toHaveAccessibleDescription('The e-mail is required');
    await expect(phoneField(page)).toBeFocused();
    await expect(page.getByText(MSG.enquirySent)).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('an invalid e-mail is refused with an error on the e-mail field only', async ({ page }) => {
    const sent = await openForm(page);
    await phoneField(page).fill('+1 305 555 0100');
    await emailField(page).fill('not-an-email');
    await submit(page).click();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAccessibleDescription('Enter a valid e-mail address');
    await expect(phoneField(page)).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([]);
  });

  test("'Reset Form' clears the typed values; the more-info counter counts; the state list has 52 options", async ({
    page,
  }) => {
    const sent = await openForm(page);
    const state = page.getByLabel('US state');
    const options = state.locator('option');
    await expect(options).toHaveCount(US_STATE_CODES.length + 1);
    expect(US_STATE_CODES.length + 1).toBe(52);
    await expect(options.first()).toHaveText(SELECT_ONE_STATE);

    const more = page.getByLabel('More information about the products you sell');
    await expect(more).toHaveAttribute('maxlength', String(ENQUIRY_MORE_INFO_MAX));
    await more.fill('Olive oil');
    await expect(more).toHaveAccessibleDescription(
      `9/${ENQUIRY_MORE_INFO_MAX} characters, ${ENQUIRY_MORE_INFO_MAX - 9} left`,
    );

    await page.getByLabel('First name').fill('Marco');
    await phoneField(page).fill('+39 02 5555 0100');
    await emailField(page).fill('marco@example.test');
    await state.selectOption('NY');
    await page.getByRole('button', { name: ENQUIRY_TEXT.reset }).click();
    for (const field of [page.getByLabel('First name'), phoneField(page), emailField(page), more, state])
      await expect(field).toHaveValue('');
    await expect(more).toHaveAccessibleDescription(
      `0/${ENQUIRY_MORE_INFO_MAX} characters, ${ENQUIRY_MORE_INFO_MAX} left`,
    );
    expect(sent).toEqual([]);
  });
});

test.describe('accessibility (axe, WCAG 2 A and AA)', () => {
  test('no serious or critical violations on the static pages, search, a business and a product', async ({
    page,
    request,
  }) => {
    // Thirteen pages, each loaded, hydrated and analysed by axe: 64 s, over 75 s and (beside another suite) 145 s on the
    // CPU-bound 2-core CI machine (decision 0050).
    test.setTimeout(240_000);
    // A product and its business, from the product search (other suites add businesses without products).
    const found = await (
      await request.post('/api/search/product', { data: { textQuery: '', skip: 0, size: 1 } })
    ).json();
    const product = found.data.results[0];
    const business = {
      businessID: product.businessID as string,
      general: { companyName: product.businessProfile.companyName as string },
    };
    const pages = [
      '/',
      SITE_PATHS.industries,
      SITE_PATHS.aboutUs,
      SITE_PATHS.contactUs,
      SITE_PATHS.contactUsForm,
      SITE_PATHS.privacyPolicy,
      SITE_PATHS.termsAndConditions,
      SITE_PATHS.b2bTips,
      exportTipPath(EXPORT_TIPS[0].slug),
      SITE_PATHS.developers,
      `${SITE_PATHS.searchResult}?business=MA&countries=global&search=`,
      businessPath(business.general.companyName, business.businessID),
      productPath(business.general.companyName, product.name, product.productID),
    ];
    const blocking: Record<string, string[]> = {};
    const minor: Record<string, string[]> = {};
    for (const path of pages) {
      await test.step(path, async () => {
        expect((await page.goto(path))?.status(), `${path} status`).toBe(200);
        await expect(loginLink(page)).toBeVisible(); // hydrated
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        for (const v of violations) {
          const line = `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`;
          const bucket = v.impact === 'serious' || v.impact === 'critical' ? blocking : minor;
          (bucket[path] ??= []).push(line);
        }
      });
    }
    console.log(
      `axe minor/moderate violations per page:\n${pages
        .map((p) => `  ${p}: ${minor[p]?.length ? `\n    ${minor[p].join('\n    ')}` : 'none'}`)
        .join('\n')}`,
    );
    expect(blocking).toEqual({});
  });
});
