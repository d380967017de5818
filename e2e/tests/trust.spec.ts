/**
 * What the security probe found, proven closed in a real browser: security headers
 * and a nonce-based Content-Security-Policy that the pages run under without a violation,
 * addresses built from PUBLIC_URL whatever the Host header, the /SetID/ hand-off refusing other
 * origins and codes from another browser, the refresh token out of reach of page scripts, and
 * invitations that the invited person accepts.
 */
import { expect, test, type Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { AUTH_PAGES, REFRESH_TOKEN_IN_COOKIE, SESSION_KEYS, businessPath } from '@wbn/contract';
import { BASE_URL } from '../playwright.config';
import { DEMO, HANDOFF, expectMember, expectVisitor, storedItems, submitLogin } from './support';
import { createHash } from 'node:crypto';

/** CSP violations reported by the page (the browser also logs each one to the console). */
function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(msg.text()))
      violations.push(msg.text());
  });
  return violations;
}

/** A raw GET with a chosen Host header and an unnormalised path (fetch and Playwright normalise both). */
function rawGet(path: string, host: string) {
  const { port } = new URL(BASE_URL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function firstBusiness(page: Page) {
  const res = await page.request.post('/api/search/business', {
    data: { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 },
  });
  const b = (await res.json()).data.results[0].businessProfile as {
    businessID: string;
    general: { companyName: string };
  };
  return { id: b.businessID, path: businessPath(b.general.companyName, b.businessID) };
}

test.describe('security headers', () => {
  test('a page carries all of them, an API answer its policy and nosniff, a script or robots.txt only nosniff; rendered pages allow scripts by nonce, cached ones by hash, and none allows unsafe-inline', async ({
    page,
  }) => {
    const home = await page.request.get('/');
    const html = await home.text();
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)![0];
    // Public pages come from the page cache (decision 0019): their inline scripts are allowed by hash, not by a nonce.
    const cachedPages = ['/', '/about-us'];
    const apiAnswers = ['/api/health', '/api/ref-data/country'];
    for (const url of [...cachedPages, ...apiAnswers, '/auth/login', script, '/robots.txt']) {
      const res = await page.request.get(url);
      const h = res.headers();
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['strict-transport-security'], `${url}: no HSTS over plain http`).toBeUndefined();
      const csp = h['content-security-policy'];
      if (url === script || url === '/robots.txt') {
        // A browser acts on the document headers only for a document (decision 0079).
        for (const name of [
          'content-security-policy',
          'permissions-policy',
          'x-frame-options',
          'cross-origin-opener-policy',
        ])
          expect(h[name], `${url}: ${name}`).toBeUndefined();
        continue;
      }
      expect(csp, url).toContain("frame-ancestors 'none'");
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1];
      expect(scriptSrc, url).not.toContain('unsafe-inline');
      if (apiAnswers.includes(url)) {
        // No page here: no inline script is allowed at all, and no header that only a page uses.
        expect(scriptSrc.trim(), url).toBe("'self'");
        expect(h['x-frame-options'], url).toBeUndefined();
        continue;
      }
      expect(h['x-frame-options'], url).toBe('DENY');
      expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], url).toContain('camera=()');
      if (cachedPages.includes(url)) {
        expect(scriptSrc, url).not.toContain("'nonce-");
        expect(scriptSrc, url).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
      } else {
        expect(scriptSrc, url).toMatch(/'nonce-[0-9a-f]{32}'/);
      }
    }
    // A cached page: every inline script is allowed by its SHA-256, the same on the next answer.
    const homeCsp = home.headers()['content-security-policy'];
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !m[1].includes('application/ld+json'),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const m of inlineScripts)
      expect(homeCsp).toContain(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
    expect((await page.request.get('/')).headers()['content-security-policy']).toBe(homeCsp);
    // A page answered afresh: every inline script carries that answer's nonce, and the nonce changes per answer.
    const login = await page.request.get('/auth/login');
    const loginHtml = await login.text();
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(login.headers()['content-security-policy'])![1];
    const inline = [...loginHtml.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = await page.request.get('/auth/login');
    expect(again.headers()['content-security-policy']).not.toContain(nonce);
  });

  test('pages hydrate and work with no Content-Security-Policy violation', async ({ page }) => {
    const violations = watchViolations(page);
    const business = await firstBusiness(page);
    for (const path of [
      '/',
      '/search-result?business=MA&countries=global&search=',
      business.path,
      '/about-us',
      AUTH_PAGES.login,
    ]) {
      await page.goto(path);
      await page.waitForLoadState('load');
    }
    // Interactive once hydrated: the login form's button enables, and a login goes through /SetID/.
    await submitLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL((url) => url.pathname === '/', HANDOFF);
    await expectMember(page, DEMO.name);
    await page.goto('/my-business');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('addresses come from PUBLIC_URL', () => {
  test('a forged Host header or a //host path never reaches the canonical, Open Graph or JSON-LD addresses', async ({
    page,
  }) => {
    const business = await firstBusiness(page);
    const forged = await rawGet(business.path, 'evil.example');
    expect(forged.status).toBe(200);
    // The address itself (not the raw slug: a name with quotes is HTML-escaped in the attribute).
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(forged.body)?.[1] ?? '';
    expect(canonical.startsWith(`${BASE_URL}/business/`), canonical).toBe(true);
    expect(canonical.endsWith(business.id), canonical).toBe(true);
    expect(forged.body).not.toContain('evil.example');
    const doubled = await rawGet(`//evil.example${business.path}`, 'evil.example');
    expect(doubled.body).not.toContain('evil.example');
  });
});

test.describe('sign-in hand-off', () => {
  test('a continue address that resolves to another site lands on the home page', async ({ page }) => {
    const left: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(BASE_URL)) left.push(r.url());
    });
    for (const target of [
      '/.//evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/%2F%2Fevil.example/x',
      'https://evil.example/x',
    ]) {
      await page.context().clearCookies();
      await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(target)}`);
      await page.evaluate(() => window.localStorage.clear());
      await submitLogin(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL((url) => url.origin === BASE_URL && !url.pathname.startsWith('/SetID'), HANDOFF);
      expect(new URL(page.url()).hostname).toBe('localhost');
      await expect(page.getByRole('button', { name: `Account menu for ${DEMO.name}` })).toBeVisible(HANDOFF);
    }
    expect(left).toEqual([]);
  });

  test('a sign-in link opened in another browser signs nobody in there', async ({ browser }) => {
    const mine = await browser.newContext();
    const page = await mine.newPage();
    let link = '';
    await page.route('**/SetID/**', async (route) => {
      link = route.request().url();
      await route.abort();
    });
    await page.goto(AUTH_PAGES.login);
    await submitLogin(page, DEMO.email, DEMO.password);
    await expect.poll(() => link, HANDOFF).toContain('/SetID/?token=');
    await mine.close();

    const victim = await browser.newContext();
    const other = await victim.newPage();
    const dialogs: string[] = [];
    other.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await other.goto(link);
    await expect(other).toHaveURL((url) => url.pathname === '/', HANDOFF);
    expect(dialogs).toEqual(['Error en token']);
    await expectVisitor(other);
    await victim.close();
  });

  test('the refresh token stays out of page scripts, and a browser session still refreshes', async ({ page }) => {
    await page.goto(AUTH_PAGES.login);
    await submitLogin(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL((url) => url.pathname === '/', HANDOFF);
    await expect(page.getByRole('button', { name: `Account menu for ${DEMO.name}` })).toBeVisible(HANDOFF);
    const stored = await storedItems(page);
    expect(stored[SESSION_KEYS.refreshToken]).toBe(REFRESH_TOKEN_IN_COOKIE);
    expect(await page.evaluate(() => document.cookie)).not.toContain('wbn_refresh');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'wbn_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    // An expired access token: the page refreshes through the cookie and stays signed in.
    const oldToken = stored[SESSION_KEYS.token];
    await page.evaluate((key) => window.localStorage.setItem(key, String(Date.now() - 1000)), SESSION_KEYS.tokenExpire);
    await page.reload();
    await expect(page.getByRole('button', { name: `Account menu for ${DEMO.name}` })).toBeVisible(HANDOFF);
    await expect.poll(async () => (await storedItems(page))[SESSION_KEYS.token]).not.toBe(oldToken);
  });
});

test.describe('business invitations', () => {
  test('the owner invites, the person accepts on My business, and can leave again', async ({ browser }) => {
    // The invitee: a new account, signed in through the hand-off as a browser does.
    const email = `invitee-${Date.now()}@example.com`;
    const invitee = await browser.newContext();
    const page = await invitee.newPage();
    const reg = await page.request.post('/auth/register', {
      data: { email, password: 'invitee-password-1', firstName: 'Ivy', lastName: 'Invited', acceptTerms: true },
    });
    expect(reg.status()).toBe(201);
    const { code } = (await reg.json()).data as { code: string };
    await page.goto(`/SetID/?token=${encodeURIComponent(code)}&continue=${encodeURIComponent('/my-business')}`);
    await expect(page).toHaveURL((url) => url.pathname === '/my-business', HANDOFF);

    // The owner (the demo login) invites that e-mail from the Members tab of one of their businesses.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await owner.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent('/my-business')}`);
    await submitLogin(owner, DEMO.email, DEMO.password);
    await expect(owner).toHaveURL((url) => url.pathname === '/my-business', HANDOFF);
    const manage = owner.getByRole('link', { name: /Manage Business/ }).first();
    await expect(manage).toBeVisible(HANDOFF);
    const businessID = /\/business\/([0-9a-f-]{36})/.exec((await manage.getAttribute('href')) ?? '')![1];
    await owner.goto(`/business/${businessID}/members`);
    await owner.getByLabel('E-mail').fill(email);
    await owner.getByRole('button', { name: 'Invite' }).click();
    await expect(
      owner.locator('[data-sonner-toast]').filter({ hasText: `We sent an invitation to ${email}` }),
    ).toBeVisible(HANDOFF);
    await expect(owner.getByRole('region', { name: 'Waiting for an answer' })).toContainText(email);
    await expect(owner.getByRole('list', { name: 'Members' })).not.toContainText('Ivy Invited');

    // The invitee sees it on My business and accepts; the business is theirs to see as a member.
    await page.reload();
    const accept = page.getByRole('button', { name: /^Accept the invitation of / });
    await expect(accept).toBeVisible(HANDOFF);
    await accept.click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: /^You joined / })).toBeVisible(HANDOFF);
    await expect(accept).toHaveCount(0);
    await owner.reload();
    await expect(owner.getByRole('list', { name: 'Members' })).toContainText('Ivy Invited', HANDOFF);

    // And leaves.
    await page.goto(`/business/${businessID}/members`);
    await page.getByRole('button', { name: 'Leave this business' }).click();
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my-business', HANDOFF);
    await owner.reload();
    await expect(owner.getByRole('list', { name: 'Members' })).not.toContainText('Ivy Invited', HANDOFF);
    await invitee.close();
    await ownerContext.close();
  });
});
