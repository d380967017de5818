/**
 * Search (header, left sidebar, industries page, search results; the route table's
 * "/ Home, no search bar"): the header search bar and its address, the results heading, cards
 * and pager, the mobile menu's bar, the sidebar and industries links, the suggestions, and the
 * server-rendered results page. Test data is found through the API first (demo data).
 */
import { test, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  BUSINESS_TYPES,
  DEFAULT_SEARCH_COUNTRY,
  INDUSTRIES,
  SEARCH_PAGE_SIZE,
  SEARCH_PLACEHOLDER,
  SITE_PATHS,
  TIERS,
  TIER_LABELS,
  searchPageCount,
  searchPath,
} from '@wbn/contract';
import { header, loginLink } from './support';

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 375, height: 812 } as const;
const GLOBAL = 'Global';

type Envelope<T> = { success: boolean; data: T };
type BusinessHit = { businessProfile: { businessID: string; general: { companyName: string } } };

// ---------------------------------------------------------------------------------------------
// API look-ups (to choose test data and know the expected totals)

async function apiData<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = method === 'GET' ? await request.get(url) : await request.post(url, { data: body });
  expect(res.ok(), `${method} ${url} → ${res.status()}`).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

const searchBusinesses = (request: APIRequestContext, businessType: string, textQuery = '', size = SEARCH_PAGE_SIZE) =>
  apiData<{ results: BusinessHit[]; total_results: number }>(request, 'POST', '/api/search/business', {
    textQuery,
    businessType,
    country: DEFAULT_SEARCH_COUNTRY,
    skip: 0,
    size,
  });

/** The total the results page should announce for this search (the API's own count). */
async function expectedTotal(request: APIRequestContext, business: string, search: string) {
  if (business === 'PR')
    return (
      await apiData<{ total_results: number }>(request, 'POST', '/api/search/product', {
        textQuery: search,
        skip: 0,
        size: 1,
      })
    ).total_results;
  if (business === 'UR')
    return (
      await apiData<{ totalResults: number }>(request, 'POST', '/api/user/search', {
        textQuery: search,
        skip: 0,
        size: 1,
        country: DEFAULT_SEARCH_COUNTRY,
      })
    ).totalResults;
  return (await searchBusinesses(request, business, search, 1)).total_results;
}

/** A plain word (letters only, 4+) of a company name: searchable as it is, the same in the address. */
function wordOf(companyName: string) {
  const word = companyName.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w));
  expect(word, `a plain word in "${companyName}"`).toBeTruthy();
  return word!;
}

// ---------------------------------------------------------------------------------------------
// Page helpers

const typeLabel = (code: string) => {
  const t = BUSINESS_TYPES.find((b) => b.code === code);
  expect(t, `business type ${code}`).toBeTruthy();
  return t!.businessTypeName;
};

/** '{N} Results for {type label} - {query}'; with no query nothing follows the label. */
const headingText = (total: number, business: string, search: string) =>
  `${total} Results for ${typeLabel(business)}${search ? ` - ${search}` : ''}`;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The visible site search form (the header's at desktop width, the menu's on a phone). */
const searchForm = (scope: Page | Locator) => scope.getByRole('search', { name: 'Site search' });
const textBox = (form: Locator) => form.getByRole('combobox', { name: 'Search text' });
const typeTrigger = (form: Locator) => form.getByRole('button', { name: /^Business type:/ });
const countryTrigger = (form: Locator) => form.getByRole('button', { name: /^Country:/ });
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Result pages' });
const resultsHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Picks an option of one of the bar's filter dropdowns. */
async function choose(page: Page, trigger: Locator, listName: string, option: string) {
  await trigger.click();
  const list = page.getByRole('listbox', { name: listName, exact: true });
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(list).toBeHidden();
}

/** The address is exactly this search (path and query string, in this order). */
async function expectAddress(page: Page, path: string) {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Asserts the results page shows `total` (heading) and at most one page of cards of the search. */
async function expectResults(page: Page, total: number, business: string, search: string) {
  await expect(resultsHeading(page)).toHaveText(headingText(total, business, search));
  const shown = Math.min(total, SEARCH_PAGE_SIZE);
  await expect(results(page)).toHaveCount(shown);
  expect(shown).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
}

/** The bar's fields show this search. */
async function expectBarFields(form: Locator, business: string, countryLabel: string, search: string) {
  await expect(typeTrigger(form)).toHaveAccessibleName(`Business type: ${typeLabel(business)}`);
  await expect(countryTrigger(form)).toHaveAccessibleName(`Country: ${countryLabel}`);
  await expect(textBox(form)).toHaveValue(search);
}

const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);

// ---------------------------------------------------------------------------------------------

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('the header bar on /industries searches by type, country and word (Enter and the icon)', async ({
    page,
    request,
  }) => {
    const ma = await searchBusinesses(request, 'MA');
    const word = wordOf(ma.results[0].businessProfile.general.companyName);
    const maTotal = await expectedTotal(request, 'MA', word);

    await page.goto(SITE_PATHS.industries);
    const form = searchForm(header(page));
    await expect(form).toBeVisible();
    await expect(textBox(form)).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    await expect(typeTrigger(form)).toBeVisible();
    await expect(countryTrigger(form)).toBeVisible();

    // A type other than the default first, so choosing Manufacturers is a real change.
    await choose(page, typeTrigger(form), 'Business type', typeLabel('DI'));
    await expect(typeTrigger(form)).toHaveAccessibleName(`Business type: ${typeLabel('DI')}`);
    await choose(page, typeTrigger(form), 'Business type', typeLabel('MA'));
    await choose(page, countryTrigger(form), 'Country', GLOBAL);
    await textBox(form).fill(word);
    await textBox(form).press('Enter');

    await expectAddress(page, `${SITE_PATHS.searchResult}?business=MA&countries=global&search=${word}`);
    expect(maTotal).toBeGreaterThan(0);
    await expectResults(page, maTotal, 'MA', word);
    await expectBarFields(searchForm(header(page)), 'MA', GLOBAL, word);

    // The search icon runs it too: Distributors and a word of a distributor's name.
    const di = await searchBusinesses(request, 'DI');
    const diWord = wordOf(di.results[0].businessProfile.general.companyName);
    const diTotal = await expectedTotal(request, 'DI', diWord);
    const bar = searchForm(header(page));
    await choose(page, typeTrigger(bar), 'Business type', typeLabel('DI'));
    await textBox(bar).fill(diWord);
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await expectAddress(page, searchPath({ business: 'DI', countries: DEFAULT_SEARCH_COUNTRY, search: diWord }));
    await expectResults(page, diTotal, 'DI', diWord);
    await expectBarFields(searchForm(header(page)), 'DI', GLOBAL, diWord);

    // The fields follow the address on back navigation.
    await page.goBack();
    await expectAddress(page, `${SITE_PATHS.searchResult}?business=MA&countries=global&search=${word}`);
    await expectBarFields(searchForm(header(page)), 'MA', GLOBAL, word);
  });

  test('the pager has ceil(total/5) pages; page 2 changes ?page, the cards and scrolls to top', async ({
    page,
    request,
  }) => {
    // A business type with more than one page of companies (empty query).
    let business = '';
    let total = 0;
    for (const t of BUSINESS_TYPES.filter((b) => b.code !== 'PR' && b.code !== 'UR')) {
      const n = await expectedTotal(request, t.code, '');
      if (n > SEARCH_PAGE_SIZE) {
        business = t.code;
        total = n;
        break;
      }
    }
    expect(business, 'a business type with more than one page').not.toBe('');

    const path = searchPath({ business });
    await page.goto(path);
    await expectResults(page, total, business, '');
    const pages = searchPageCount(total);
    const nav = pager(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: `Page ${pages}`, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: `Page ${pages + 1}`, exact: true })).toHaveCount(0);
    const numbers = (
      await nav
        .getByRole('link', { name: /^Page \d+$/ })
        .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''))
    ).map((l) => Number(l.replace('Page ', '')));
    expect(Math.max(...numbers)).toBe(pages);
    await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

    const firstPageNames = await results(page).getByRole('heading').allTextContents();
    expect(firstPageNames).toHaveLength(SEARCH_PAGE_SIZE);

    // From the bottom of the page, go to page 2.
    await nav.getByRole('link', { name: 'Page 2', exact: true }).scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await nav.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expectAddress(page, `${path}&page=2`);
    await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(results(page)).toHaveCount(Math.min(SEARCH_PAGE_SIZE, total - SEARCH_PAGE_SIZE));
    await expect(resultsHeading(page)).toHaveText(headingText(total, business, ''));
    const secondPageNames = await results(page).getByRole('heading').allTextContents();
    expect(secondPageNames.filter((n) => firstPageNames.includes(n))).toEqual([]);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('PR shows product cards, UR user cards, MA business cards', async ({ page, request }) => {
    // Products: a word of the first product's name.
    const products = await apiData<{ results: { name: string }[] }>(request, 'POST', '/api/search/product', {
      textQuery: '',
      skip: 0,
      size: 1,
    });
    const productWord = wordOf(products.results[0].name);
    await page.goto(searchPath({ business: 'PR', search: productWord }));
    await expectResults(page, await expectedTotal(request, 'PR', productWord), 'PR', productWord);
    const productCard = results(page).first();
    await expect(productCard.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/business-product\//);
    await expect(productCard.getByRole('heading')).toContainText(new RegExp(escapeRe(productWord), 'i'));
    await expect(results(page).locator('a[href^="/business/"]').first()).toBeVisible(); // the company line

    // Users: the people the API finds, by name.
    const users = await apiData<{ profiles: { firstName: string; lastName: string }[]; totalResults: number }>(
      request,
      'POST',
      '/api/user/search',
      {
        textQuery: '',
        skip: 0,
        size: SEARCH_PAGE_SIZE,
        country: DEFAULT_SEARCH_COUNTRY,
      },
    );
    await page.goto(searchPath({ business: 'UR' }));
    await expectResults(page, users.totalResults, 'UR', '');
    const names = users.profiles.map((u) => `${u.firstName} ${u.lastName}`.trim());
    await expect(results(page).getByRole('heading')).toHaveText(names);
    await expect(results(page).first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/profile\//);

    // Manufacturers: company names linking to their business pages.
    const ma = await searchBusinesses(request, 'MA');
    await page.goto(searchPath({ business: 'MA' }));
    await expectResults(page, ma.total_results, 'MA', '');
    const companies = ma.results.map((h) => h.businessProfile.general.companyName);
    await expect(results(page).getByRole('heading')).toHaveText(companies);
    const link = results(page).first().getByRole('heading').getByRole('link', { name: companies[0], exact: true });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^/business/[^/]*${ma.results[0].businessProfile.businessID}$`),
    );
  });

  test('the sidebar panel: a category link searches that category', async ({ page, request }) => {
    await page.goto(SITE_PATHS.industries);
    await expect(loginLink(page)).toBeVisible(); // hydrated: the panels open from the sidebar's listeners
    const nav = page.getByRole('navigation', { name: 'Industries' });
    const industry = INDUSTRIES[0].name;
    await nav.getByRole('link', { name: industry, exact: true }).hover();
    const panel = page.getByRole('region', { name: `${industry} categories` });
    await expect(panel).toBeVisible();
    const category = panel.getByRole('link').first();
    const name = (await category.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await expect(category).toHaveAttribute('href', searchPath({ search: name }));
    await category.click();

    await expectAddress(page, searchPath({ business: 'MA', countries: DEFAULT_SEARCH_COUNTRY, search: name }));
    await expect(resultsHeading(page)).toHaveText(headingText(await expectedTotal(request, 'MA', name), 'MA', name));
    await expect(panel).toBeHidden();
    await expect(textBox(searchForm(header(page)))).toHaveValue(name);
  });

  test('/industries: 15 industry cards with a search button each; a subcategory link searches it', async ({
    page,
    request,
  }) => {
    await page.goto(SITE_PATHS.industries);
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(INDUSTRIES.length);
    for (const industry of INDUSTRIES) {
      const card = main.getByRole('article', { name: industry.name, exact: true });
      await expect(card.getByRole('heading', { name: industry.name, exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `Search ${industry.name}`, exact: true })).toHaveAttribute(
        'href',
        searchPath({ search: industry.name }),
      );
    }

    const first = main.getByRole('article', { name: INDUSTRIES[0].name, exact: true });
    const sub = first
      .getByRole('list', { name: `${INDUSTRIES[0].name} categories` })
      .getByRole('listitem')
      .getByRole('list')
      .getByRole('link')
      .first();
    const subName = (await sub.textContent())?.trim() ?? '';
    expect(subName).not.toBe('');
    await expect(sub).toHaveAttribute('href', searchPath({ search: subName }));
    await sub.click();
    await expectAddress(page, searchPath({ business: 'MA', countries: DEFAULT_SEARCH_COUNTRY, search: subName }));
    await expect(resultsHeading(page)).toHaveText(
      headingText(await expectedTotal(request, 'MA', subName), 'MA', subName),
    );
  });

  test('home has no search bar, shows the latest registered businesses and the four packages', async ({
    page,
    request,
  }) => {
    const latest = await apiData<{ general: { companyName: string } }[]>(
      request,
      'GET',
      '/api/search/business/last-registered',
    );
    expect(latest.length).toBeGreaterThan(0);
    const latestNames = new Set(latest.map((b) => b.general.companyName));

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Latest registered' })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).not.toBeVisible();

    const cards = page.getByRole('region', { name: 'Latest registered' }).locator('a[href^="/business/"]');
    expect(await cards.count()).toBeGreaterThan(0);
    const shown = (
      await page.getByRole('region', { name: 'Latest registered' }).getByRole('heading', { level: 4 }).allTextContents()
    ).map((s) => s.trim());
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(latestNames.has(name), `${name} is among the latest registered`).toBe(true);

    const packages = page.getByRole('region', { name: 'Listing packages' });
    await expect(packages).toBeVisible();
    for (const tier of TIERS)
      await expect(packages.getByRole('heading', { name: TIER_LABELS[tier], exact: true })).toBeVisible();
  });

  test('typing 3 letters of a company name suggests it; choosing it opens its page', async ({ page, request }) => {
    // A company whose first 3 letters bring it into the (short) suggestion list.
    const all = await searchBusinesses(request, 'MA', '', 50);
    let pick: { name: string; id: string; prefix: string } | null = null;
    for (const hit of all.results) {
      const name = hit.businessProfile.general.companyName;
      const prefix = name.slice(0, 3);
      const s = await apiData<{ companies: { businessID: string }[] }>(
        request,
        'GET',
        `/api/search/suggest?q=${encodeURIComponent(prefix)}`,
      );
      if (s.companies.some((c) => c.businessID === hit.businessProfile.businessID)) {
        pick = { name, id: hit.businessProfile.businessID, prefix };
        break;
      }
    }
    expect(pick, 'a company found by its first 3 letters').not.toBeNull();

    await page.goto(SITE_PATHS.industries);
    const box = textBox(searchForm(header(page)));
    await box.click();
    await box.pressSequentially(pick!.prefix, { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = list.getByRole('option').filter({ hasText: pick!.name });
    await expect(option).toHaveCount(1);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/business/[^/]*${pick!.id}$`));
    await expect(page.getByRole('heading', { name: pick!.name }).first()).toBeVisible();
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the mobile menu bar searches and the menu closes', async ({ page, request }) => {
    const ma = await searchBusinesses(request, 'MA');
    const word = wordOf(ma.results[0].businessProfile.general.companyName);
    const total = await expectedTotal(request, 'MA', word);

    await page.goto('/');
    await expect(loginLink(page)).toBeVisible(); // hydrated, session read: the menu button answers clicks
    const open = header(page).getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const form = searchForm(menu);
    await expect(textBox(form)).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    await textBox(form).fill(word);
    await textBox(form).press('Enter');

    await expectAddress(page, searchPath({ business: 'MA', countries: DEFAULT_SEARCH_COUNTRY, search: word }));
    await expectResults(page, total, 'MA', word);
    await expect(menu).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the results page is rendered on the server: heading and company names in the HTML', async ({ request }) => {
  const ma = await searchBusinesses(request, 'MA');
  expect(ma.results.length).toBeGreaterThan(0);
  const res = await request.get(`${SITE_PATHS.searchResult}?business=MA&countries=global&search=`);
  expect(res.status()).toBe(200);
  const html = (await res.text())
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRe(headingText(ma.total_results, 'MA', ''))}</h1>`));
  expect(html).toContain(ma.results[0].businessProfile.general.companyName);
  for (const hit of ma.results) expect(html).toContain(`>${hit.businessProfile.general.companyName}<`);
});
