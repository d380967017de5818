/** Small helpers shared by the specs (not a spec itself: no tests here). */
import {
  expect,
  request as playwrightRequest,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import {
  EXPORT_TIPS,
  NAV_LABELS,
  SESSION_KEYS,
  SITE_PATHS,
  TIERS,
  exportTipPath,
  membershipPagePath,
} from '@wbn/contract';

/**
 * Waits that span a form post, the /SetID/ hand-off and a full page load. On a busy 2-core machine
 * (CI runs the unit tests beside this suite) a member's render of /industries, 400 KB of HTML, and
 * its hydration have taken longer than 30 s; a bound on waiting only, which a passing test never reaches.
 */
export const HANDOFF = { timeout: process.env.CI ? 60_000 : 30_000 } as const;

export const DEMO = { email: 'demo@wbn-miami.test', password: 'demo-password-2026', name: 'Daniela Reyes' } as const;

/** The site header (role=banner). */
/** A box on the page (Playwright's boundingBox) and whether two of them share any pixel. */
export type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const header = (page: Page) => page.getByRole('banner');

/** The header's Login link (visible for visitors once the session has been read). */
export const loginLink = (page: Page) => header(page).getByRole('link', { name: NAV_LABELS.login, exact: true });

/** The member's account menu button; with a name, the one announcing that user. */
export const accountMenu = (page: Page, name?: string) =>
  header(page).getByRole('button', { name: name ? `Account menu for ${name}` : /^Account menu/ });

/** The site's localStorage, read through the browser context (no DOM types needed). */
export async function storedItems(page: Page): Promise<Record<string, string>> {
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  const entries = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return Object.fromEntries(entries.map((e) => [e.name, e.value]));
}

/** The stored session token, or null. */
export const storedToken = async (page: Page) => (await storedItems(page))[SESSION_KEYS.token] ?? null;

/** Fills and submits the login form of /auth/login. */
export async function submitLogin(page: Page, email: string, password: string) {
  const submit = page.getByRole('button', { name: 'Log in' });
  // Enabled once the page is hydrated; text typed before that is reset by hydration.
  await expect(submit).toBeEnabled();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit.click();
}

/**
 * Asserts the header shows a logged-in member (account menu) and no Login link. The header
 * knows the session once the page is hydrated, which follows the first paint (decision 0009):
 * on a busy 2-core machine that can take longer than the default 5 s after a full page load.
 */
export async function expectMember(page: Page, name?: string) {
  await expect(accountMenu(page, name)).toBeVisible(HANDOFF);
  await expect(loginLink(page)).toHaveCount(0);
}

/**
 * Waits until the page is hydrated (root.tsx marks the document): a member's page arrives drawn by
 * the server (decision 0047), and a press before hydration does nothing.
 */
export async function expectHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, HANDOFF);
}

/** Asserts the header shows a visitor: Login visible, no account menu. */
export async function expectVisitor(page: Page) {
  await expect(loginLink(page)).toBeVisible(HANDOFF);
  await expect(accountMenu(page)).toHaveCount(0);
}

/** The path of an address, without its query. */
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '(no address)';
  }
};

/** Collects console errors and uncaught page errors from the moment it is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // A failed load names its address only in the message's location: its path is kept, so the
    // failure says which (not its query, which can hold a live ticket).
    const where = msg.text().startsWith('Failed to load resource') ? ` (${pathOf(msg.location().url)})` : '';
    errors.push(`console: ${msg.text()}${where}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Browser errors filed under the page that was showing when they were logged (late ones
 * included): call `visit(path)` before each navigation and `byPage()` at the end.
 */
export function errorsByPage(page: Page) {
  const errors = new Map<string, string[]>();
  const sink = collectErrors(page);
  let current = '';
  const file = () => {
    if (sink.length) errors.set(current, [...(errors.get(current) ?? []), ...sink.splice(0)]);
  };
  return {
    visit(path: string) {
      file();
      current = path;
    },
    byPage() {
      file();
      return Object.fromEntries(errors);
    },
  };
}

/** The static pages of the spec's route table (the /SetID/ hand-off screen aside). */
export const STATIC_ROUTES: readonly string[] = [
  SITE_PATHS.aboutUs,
  SITE_PATHS.missionVision,
  SITE_PATHS.ourNetwork,
  SITE_PATHS.whyWbnUpper,
  SITE_PATHS.whyWbn,
  SITE_PATHS.contactUs,
  SITE_PATHS.contactUsForm,
  SITE_PATHS.privacyPolicy,
  SITE_PATHS.termsAndConditions,
  ...TIERS.map(membershipPagePath),
  SITE_PATHS.b2bTips,
  ...EXPORT_TIPS.map((tip) => exportTipPath(tip.slug)),
  SITE_PATHS.advertiseWithUs,
  SITE_PATHS.freeMarketing,
  SITE_PATHS.messageCenter,
  SITE_PATHS.workWithWbn,
  SITE_PATHS.developers,
  SITE_PATHS.industries,
];

/** Another person, registered through the API, acting with their own cookies and bearer token. */
export async function apiPerson(
  baseURL: string,
  user: { first: string; last: string; email: string },
  password: string,
) {
  const api = await playwrightRequest.newContext({ baseURL });
  const reg = await api.post('/auth/register', {
    data: { email: user.email, password, firstName: user.first, lastName: user.last, acceptTerms: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { code, userID } = (await reg.json()).data as { code: string; userID: string };
  const session = await api.post('/auth/get-session', { data: { token: code } });
  expect(session.status(), await session.text()).toBe(200);
  const token = (await session.json()).data.token as string;
  const call = async (method: 'POST' | 'PUT', url: string, data: unknown) => {
    const res = await api.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
  /** The same call without expecting success: its status and body (a refusal the test checks). */
  const raw = async (method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const res = await api.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status(), body: await res.json() };
  };
  return { api, userID, token, call, raw };
}

/**
 * A new browser context, with a stored sign-in (`storageState`) when given. Playwright writes the
 * stored local storage by opening the site in a hidden page; on a busy machine that navigation was
 * once aborted (ERR_ABORTED, first-load.spec), so it is tried up to three times on that error alone.
 */
export async function newContextWith(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await browser.newContext(options);
    } catch (e) {
      if (attempt >= 3 || !/ERR_ABORTED|frame was detached/.test(String(e))) throw e;
    }
  }
}

type ApiPerson = Awaited<ReturnType<typeof apiPerson>>;

/**
 * A trade the platform saw (decision 0073): the buyer posts a request for quotation, the supplier
 * quotes it for `businessID`, the buyer awards that quote. `title` names the request.
 */
export async function awardQuote(buyer: ApiPerson, supplier: ApiPerson, businessID: string, title: string) {
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const rfq = await buyer.call('POST', '/api/rfq', {
    title,
    description: 'Stainless parts for a production line, with datasheets and test certificates.',
    categories: ['0001.0001-01'],
    quantity: 40,
    unit: 'pieces',
    incoterm: 'FOB',
    destinationCountry: 'US',
    deadline: inDays(14),
    visibility: 'public',
  });
  const quote = await supplier.call('POST', `/api/rfq/${rfq.rfqID}/quotes`, {
    businessID,
    unitPrice: 95,
    currency: 'USD',
    moq: 10,
    leadTimeDays: 21,
    incoterm: 'FOB',
    validUntil: inDays(30),
  });
  await buyer.call('POST', `/api/rfq/${rfq.rfqID}/award`, { quoteID: quote.quoteID });
}

/** Puts `businessID` on the Gold membership with the sandbox card (paid tiers: verification, more quotes a month). */
export async function subscribeGold(owner: ApiPerson, businessID: string, email: string) {
  const setup = (await (await owner.api.get('/api/subscription/setup')).json()).data as { publicKey: string };
  const payment = await owner.api.post('/payments/sandbox/v1/payment_methods', {
    headers: { authorization: `Bearer ${setup.publicKey}` },
    data: { type: 'card', number: '4242424242424242', exp_month: '12', exp_year: '35', cvc: '123' },
  });
  expect(payment.status(), await payment.text()).toBe(200);
  await owner.call('POST', '/api/subscription/subscribe', {
    businessID,
    planId: 'gold-yearly',
    email,
    paymentMethod: ((await payment.json()) as { id: string }).id,
  });
}
