/**
 * A member's pages arrive whole (decision 0047): the server renders the header
 * as the member, with their counts, and the page's own first data, so that they show before any
 * script runs. Proven with scripts turned off in a second browser that holds only the first one's
 * cookies; then, with scripts on, the page stays whole through hydration (no placeholder appears),
 * at 375 and 1280 px.
 */
import { test, expect, type Browser, type BrowserContext } from '@playwright/test';
import { NAV_LABELS, SITE_PATHS } from '@wbn/contract';
import { DEMO, accountMenu, collectErrors, expectMember, submitLogin, HANDOFF } from './support';

const PAGES = [
  {
    path: '/about-us',
    content: (p: import('@playwright/test').Page) => p.getByRole('main').getByRole('heading', { level: 1 }),
  },
  {
    path: '/notifications',
    content: (p: import('@playwright/test').Page) =>
      p.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first(),
  },
  {
    path: SITE_PATHS.newsfeed,
    content: (p: import('@playwright/test').Page) => p.getByRole('main').getByRole('article').first(),
  },
  {
    path: SITE_PATHS.myMessages,
    content: (p: import('@playwright/test').Page) =>
      p.getByRole('complementary', { name: 'Conversations' }).getByRole('listitem').first(),
  },
  {
    path: '/profile/edit',
    content: (p: import('@playwright/test').Page) => p.locator('main form input[autocomplete="given-name"]'),
  },
] as const;

async function signedIn(browser: Browser, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await submitLogin(page, DEMO.email, DEMO.password);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth') && !u.pathname.startsWith('/SetID'), HANDOFF);
  await expectMember(page, DEMO.name);
  await page.close();
  return context;
}

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test("a member's pages come from the server with the member and their data, before any script", async ({
      browser,
    }) => {
      const member = await signedIn(browser, width);
      const cookies = await member.cookies();
      expect(cookies.find((c) => c.name === 'wbn_page')).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      const noScripts = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      await noScripts.addCookies(cookies);
      const page = await noScripts.newPage();
      for (const { path, content } of PAGES) {
        const res = await page.goto(path);
        expect(res?.headers()['cache-control'], path).toBe('private, no-store');
        await expect(content(page), path).toBeVisible();
        await expect(accountMenu(page, DEMO.name), path).toBeVisible();
        await expect(page.getByRole('link', { name: NAV_LABELS.login, exact: true }), path).toHaveCount(0);
        await expect(page.locator('.animate-pulse:visible'), path).toHaveCount(0);
      }
      // Without the member's cookie the same page is the visitor's, with no trace of her.
      const visitor = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const anon = await visitor.newPage();
      await anon.goto('/about-us');
      await expect(accountMenu(anon)).toHaveCount(0);
      expect(await anon.content()).not.toContain(DEMO.name);
      await Promise.all([member.close(), noScripts.close(), visitor.close()]);
    });

    test('with scripts on, the page stays whole while it hydrates: no placeholder ever shows', async ({ browser }) => {
      const member = await signedIn(browser, width);
      const page = await member.newPage();
      const errors = collectErrors(page);
      // Notes, from the first frame on, whether a pulsing placeholder or the header's session skeleton is ever drawn.
      await page.addInitScript(() => {
        const w = window as unknown as { __placeholderSeen?: string };
        const tick = () => {
          const seen = [...document.querySelectorAll('.animate-pulse, [data-testid="session-skeleton"]')].find(
            (el) => (el as HTMLElement).offsetParent !== null,
          );
          if (seen && !w.__placeholderSeen) w.__placeholderSeen = `${location.pathname}: ${seen.className}`;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      for (const { path, content } of PAGES) {
        await page.goto(path);
        await expect(content(page), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(accountMenu(page, DEMO.name), path).toBeVisible();
        expect(
          await page.evaluate(() => (window as unknown as { __placeholderSeen?: string }).__placeholderSeen ?? null),
          path,
        ).toBeNull();
      }
      expect(errors).toEqual([]);
      await member.close();
    });
  });
}
