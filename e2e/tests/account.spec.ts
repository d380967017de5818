/**
 * Account journeys (the header, the session, the session hand-off screen):
 * register, log in, continue addresses, logout, and the /SetID/ hand-off.
 */
import { test, expect, type Page } from '@playwright/test';
import { AUTH_PAGES, MSG, NAV_LABELS, SESSION_KEYS, SET_ID_PATH, SITE_PATHS } from '@wbn/contract';
import {
  DEMO,
  HANDOFF,
  accountMenu,
  expectMember,
  expectVisitor,
  loginLink,
  storedItems,
  storedToken,
  submitLogin,
} from './support';

const continueTo = (page: string, target: string) => `${page}?continue=${encodeURIComponent(target)}`;

test.describe('register', () => {
  test('a visitor registers from a members-only page, keeps the session on reload and logs out', async ({ page }) => {
    const first = 'Marta';
    const last = `Tester${Date.now().toString(36)}`;
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

    // A page that needs a session sends the visitor to login, remembering where they were.
    await page.goto(SITE_PATHS.myBusiness);
    await expect(page).toHaveURL(
      (url) => url.pathname + url.search === continueTo(AUTH_PAGES.login, SITE_PATHS.myBusiness),
      HANDOFF,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    // "Create an account" keeps the continue address.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname + url.search === continueTo(AUTH_PAGES.register, SITE_PATHS.myBusiness),
      HANDOFF,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeEnabled();
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill(last);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await submit.click();

    // Through /SetID/ and back to the page the visitor wanted, now logged in.
    await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.myBusiness && url.search === '', HANDOFF);
    await expect(page.getByRole('heading', { level: 1, name: NAV_LABELS.myBusiness })).toBeVisible();
    await expectMember(page, `${first} ${last}`);
    await expect(page.getByText('Redirecting to login')).toHaveCount(0);
    // The session is kept in localStorage under the spec's keys (the profile once it has been fetched).
    const sessionKeys = [
      SESSION_KEYS.token,
      SESSION_KEYS.tokenExpire,
      SESSION_KEYS.refreshToken,
      SESSION_KEYS.refreshTokenExpire,
      SESSION_KEYS.userID,
      SESSION_KEYS.profile,
    ];
    await expect
      .poll(async () => {
        const stored = await storedItems(page);
        return sessionKeys.filter((k) => !stored[k]);
      })
      .toEqual([]);

    // A reload keeps the session.
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.myBusiness, HANDOFF);
    await expectMember(page, `${first} ${last}`);

    // Logout from the user dropdown: back home as a visitor, the stored session gone.
    await accountMenu(page, `${first} ${last}`).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(`${first} ${last}`)).toBeVisible();
    await menu.getByRole('menuitem', { name: NAV_LABELS.logout }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '', HANDOFF);
    await expectVisitor(page);
    const stored = await storedItems(page);
    for (const key of Object.values(SESSION_KEYS)) expect(stored[key], `localStorage ${key}`).toBeUndefined();

    // And the members-only page sends us to login again.
    await page.goto(SITE_PATHS.myBusiness);
    await expect(page).toHaveURL((url) => url.pathname === AUTH_PAGES.login, HANDOFF);
  });

  test('registering needs the terms accepted', async ({ page }) => {
    await page.goto(AUTH_PAGES.register);
    const submit = page.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeEnabled();
    await page.getByLabel('First name').fill('No');
    await page.getByLabel('Last name').fill('Terms');
    await page.getByLabel('E-mail').fill(`e2e-noterms-${Date.now()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
    await submit.click();
    await expect(page.getByText('You must accept the Terms and Conditions')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === AUTH_PAGES.register);
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('login', () => {
  test('the header Login link on /industries logs the demo user in and comes back to /industries', async ({ page }) => {
    await page.goto(SITE_PATHS.industries);
    await loginLink(page).click();
    await expect(page).toHaveURL(
      (url) => url.pathname + url.search === continueTo(AUTH_PAGES.login, SITE_PATHS.industries),
    );

    await submitLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.industries && url.search === '', HANDOFF);
    await expectMember(page, DEMO.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Industries' })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a wrong password shows an error and stays on the login page', async ({ page }) => {
    await page.goto(continueTo(AUTH_PAGES.login, SITE_PATHS.industries));
    await submitLogin(page, DEMO.email, 'definitely-not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible(HANDOFF);
    // The account service's answer, not the generic "unexpected error" fallback.
    await expect(alert).toHaveText(/password is incorrect/i);
    await expect(alert).not.toHaveText(MSG.unexpectedTryAgain);
    await expect(page).toHaveURL(
      (url) => url.pathname + url.search === continueTo(AUTH_PAGES.login, SITE_PATHS.industries),
    );
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
  });

  for (const evil of ['https://evil.example/x', '//evil.example/x']) {
    test(`a continue address on another site (${evil}) ends on the home page`, async ({ page }) => {
      let leftTheSite = false;
      await page.route(
        (url) => url.hostname === 'evil.example',
        (route) => {
          leftTheSite = true;
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
        },
      );
      await page.goto(continueTo(AUTH_PAGES.login, evil));
      await submitLogin(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(
        (url) => url.hostname === 'localhost' && url.pathname === '/' && url.search === '',
        HANDOFF,
      );
      await expectMember(page, DEMO.name);
      expect(leftTheSite).toBe(false);
    });
  }
});

test.describe('session hand-off (/SetID/)', () => {
  test('a bogus token shows the redirect message, alerts the token error and goes home', async ({ page }) => {
    // Hold the session request until the message has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/get-session', async (route) => {
      await held;
      await route.continue();
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });

    await page.goto(`${SET_ID_PATH}?token=bogus&continue=${encodeURIComponent(SITE_PATHS.industries)}`);
    await expect(page.getByRole('status')).toHaveText(MSG.redirectingToAccount);
    release();

    await expect.poll(() => dialogs).toEqual([`alert: ${MSG.tokenError}`]);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expectVisitor(page);
    expect(await storedToken(page)).toBeNull();
  });

  test('without a token it alerts the token error and goes home', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(SET_ID_PATH);
    await expect.poll(() => dialogs).toEqual([MSG.tokenError]);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('typing before the page is interactive (slow network)', () => {
  /** Holds the app's scripts back for a while, as a slow phone network would. */
  const slowScripts = (page: Page) =>
    page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });

  test('the login typed before hydration is kept and logs the member in', async ({ page }) => {
    await slowScripts(page);
    await page.goto(continueTo(AUTH_PAGES.login, SITE_PATHS.industries), { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled(); // not hydrated yet
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);

    await expect(submit).toBeEnabled(HANDOFF);
    await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
    await submit.click();
    await expect(page).toHaveURL((url) => url.pathname === SITE_PATHS.industries, HANDOFF);
    await expectMember(page, DEMO.name);
  });

  test('a ticked box and typed names survive hydration on the register form', async ({ page }) => {
    await slowScripts(page);
    await page.goto(AUTH_PAGES.register, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('First name').fill('Early');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();

    await expect(submit).toBeEnabled(HANDOFF);
    await expect(page.getByLabel('First name')).toHaveValue('Early');
    await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
    // The form's own state has them: submitting complains about the empty fields only.
    await submit.click();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('You must accept the Terms and Conditions')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Early');
  });
});
