/**
 * Shared layout (header, left sidebar, mobile menu, sidebar panel):
 * the industries sidebar with its hover panels at desktop width, the header and the mobile
 * menu at phone width.
 */
import { test, expect, type Page } from '@playwright/test';
import {
  AUTH_PAGES,
  BREAKPOINTS,
  INDUSTRIES,
  MOBILE_MENU_GROUPS,
  NAV_LABELS,
  SIDEBAR_ALL_CATEGORIES,
  SIDEBAR_MAX_GROUPS,
  SITE_PATHS,
  searchPath,
} from '@wbn/contract';
import { DEMO, HANDOFF, accountMenu, header, loginLink, submitLogin } from './support';

const SEARCH_PREFIX = '/search-result?business=MA&countries=global&search=';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Industries' });
const panel = (page: Page, industry: string) => page.getByRole('region', { name: `${industry} categories` });
const hamburger = (page: Page) => header(page).getByRole('button', { name: /^(Open|Close) menu$/ });
const registerLink = (page: Page) => header(page).getByRole('link', { name: NAV_LABELS.register, exact: true });

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows Login and Register to a visitor, without a hamburger', async ({ page }) => {
    await page.goto(SITE_PATHS.industries);
    await expect(loginLink(page)).toBeVisible();
    await expect(registerLink(page)).toBeVisible();
    await expect(registerLink(page)).toHaveAttribute(
      'href',
      `${AUTH_PAGES.register}?continue=${encodeURIComponent(SITE_PATHS.industries)}`,
    );
    await expect(loginLink(page)).toHaveAttribute(
      'href',
      `${AUTH_PAGES.login}?continue=${encodeURIComponent(SITE_PATHS.industries)}`,
    );
    await expect(hamburger(page)).toBeHidden();
  });

  test('the sidebar lists the 15 industries, each searching its name, and All Categories', async ({ page }) => {
    await page.goto(SITE_PATHS.industries);
    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    for (const industry of INDUSTRIES) {
      await expect(nav.getByRole('link', { name: industry.name, exact: true })).toHaveAttribute(
        'href',
        searchPath({ search: industry.name }),
      );
    }
    await expect(nav.getByRole('link', { name: SIDEBAR_ALL_CATEGORIES })).toHaveAttribute(
      'href',
      SITE_PATHS.industries,
    );
  });

  test('hovering an industry opens its category panel; leaving closes it', async ({ page }) => {
    await page.goto(SITE_PATHS.industries);
    await expect(loginLink(page)).toBeVisible(); // hydrated: the panels open from the sidebar's listeners
    const nav = sidebar(page);
    const first = INDUSTRIES[0].name;
    const second = INDUSTRIES[1].name;
    await expect(nav).toBeVisible();
    await expect(panel(page, first)).toBeHidden();

    await nav.getByRole('link', { name: first, exact: true }).hover();
    const open = panel(page, first);
    await expect(open).toBeVisible();
    await expect(nav.getByRole('link', { name: first, exact: true })).toHaveAttribute('aria-expanded', 'true');

    // Category links search with business=MA, countries=global and the category's name.
    const links = open.getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) =>
      as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''] as const),
    );
    const searchLinks = hrefs.filter(([, href]) => href !== SITE_PATHS.industries); // 'View More' links go to /industries
    expect(searchLinks.length).toBeGreaterThan(0);
    for (const [text, href] of searchLinks) {
      expect(href.startsWith(SEARCH_PREFIX), `${text} → ${href}`).toBe(true);
      expect(href).toBe(searchPath({ search: text }));
    }
    // At most 6 groups: the group headings are the links that open each group.
    const groupCount = await open.locator('.grid > div').count();
    expect(groupCount).toBeGreaterThan(0);
    expect(groupCount).toBeLessThanOrEqual(SIDEBAR_MAX_GROUPS);

    // The pointer can travel onto the panel and click there: the panel stays open.
    await links.first().hover();
    await expect(open).toBeVisible();

    // Another industry replaces the panel.
    await nav.getByRole('link', { name: second, exact: true }).hover();
    await expect(panel(page, second)).toBeVisible();
    await expect(panel(page, first)).toBeHidden();

    // Leaving the sidebar closes it.
    const box = await page.getByRole('main').boundingBox();
    if (!box) throw new Error('main has no box');
    await page.mouse.move(box.x + box.width - 5, box.y + box.height - 5);
    await expect(panel(page, second)).toBeHidden();
    await expect(nav.getByRole('link', { name: second, exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('clicking a category in the panel searches it and closes the panel', async ({ page }) => {
    await page.goto('/');
    await expect(loginLink(page)).toBeVisible(); // hydrated: the panels open from the sidebar's listeners
    const nav = sidebar(page);
    const industry = INDUSTRIES[2].name;
    await nav.getByRole('link', { name: industry, exact: true }).hover();
    const link = panel(page, industry).getByRole('link').first();
    const name = (await link.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === searchPath({ search: name }));
    await expect(panel(page, industry)).toBeHidden();
  });
});

test('the hamburger is used below 992 px; Register and the sidebar show from 992 px', async ({ page }) => {
  await page.setViewportSize({ width: BREAKPOINTS.md - 1, height: 800 });
  await page.goto(SITE_PATHS.industries);
  await expect(loginLink(page)).toBeVisible();
  await expect(hamburger(page)).toBeVisible();
  await expect(registerLink(page)).toBeHidden();
  await expect(sidebar(page)).toBeHidden();

  await page.setViewportSize({ width: BREAKPOINTS.md, height: 800 });
  await expect(hamburger(page)).toBeHidden();
  await expect(registerLink(page)).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a visitor sees the hamburger and Login; Register and the desktop sidebar are hidden', async ({ page }) => {
    await page.goto('/');
    await expect(hamburger(page)).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(loginLink(page)).toBeVisible();
    await expect(registerLink(page)).toBeHidden();
    await expect(sidebar(page)).toBeHidden();
  });

  test('the mobile menu shows ACCOUNT, MAIN MENU and SUPPORT with their links; Escape closes it', async ({ page }) => {
    await page.goto('/');
    await expect(loginLink(page)).toBeVisible(); // hydrated, session read
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();

    await hamburger(page).click();
    await expect(menu).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    for (const group of MOBILE_MENU_GROUPS) {
      const section = menu.getByRole('region', { name: group.title });
      await expect(section.getByRole('heading', { name: group.title, exact: true })).toBeVisible();
      for (const link of group.links) {
        await expect(section.getByRole('link', { name: link.text, exact: true })).toHaveAttribute('href', link.path);
      }
      await expect(section.getByRole('link')).toHaveCount(group.links.length);
    }
    const titles = await menu.getByRole('heading').allTextContents();
    expect(titles.map((t) => t.trim())).toEqual(MOBILE_MENU_GROUPS.map((g) => g.title));
    // A visitor has no Logout in the menu.
    await expect(menu.getByRole('button', { name: NAV_LABELS.logout })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(hamburger(page)).toBeFocused();
  });

  test('following a mobile menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await expect(loginLink(page)).toBeVisible();
    await hamburger(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Industries', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.industries);
    await expect(menu).toBeHidden();
  });

  test('a member sees Messages but not Home, My Business, My B2B; the menu ends with Logout', async ({ page }) => {
    await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(SITE_PATHS.industries)}`);
    await submitLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.industries, HANDOFF);
    // The menu needs the hydrated page and the profile, as after any sign-in: the hand-off's wait.
    await expect(accountMenu(page, DEMO.name)).toBeVisible(HANDOFF);

    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: NAV_LABELS.messages })).toBeVisible();
    await expect(nav.getByRole('button', { name: NAV_LABELS.notifications })).toBeVisible();
    for (const label of [NAV_LABELS.home, NAV_LABELS.myBusiness, NAV_LABELS.myB2B]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeHidden();
    }
    await expect(loginLink(page)).toBeHidden();

    await hamburger(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: NAV_LABELS.logout })).toBeVisible();
    await expect(menu.getByRole('link', { name: NAV_LABELS.login, exact: true })).toHaveCount(0);
  });
});
