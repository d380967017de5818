/**
 * The developer's journey and the flags (decision 0070):
 * - at 1366 px, an owner's Developers tab shows the business's ID and a curl of its products with
 *   this site's address, and that curl answers with a key; a test delivery shows Pending, then
 *   Delivered on its own, without reopening the list; the guide (/developers) prints this site's
 *   address, shows the openapi-typescript step, and cites no internal decision record; the contact
 *   page links the guide for a visitor;
 * - at 375 px, a country's flag is an image named by the country, and drawn.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_TEXT,
  AUTH_PAGES,
  CONTACT_US_TEXT,
  DEVELOPERS_TAB_TEXT,
  SECRET_PANEL_TEXT,
  SITE_PATHS,
  STATIC_PAGE_TITLES,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_TEXT,
  searchPath,
} from '@wbn/contract';
import { HANDOFF, apiPerson, collectErrors, expectMember, submitLogin } from './support';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'correct-horse-battery';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots for a person to look at, when E2E_SHOTS_DIR names a folder (not in CI): `target` in the middle of the screen. */
async function shots(page: Page, name: string, target: Locator) {
  if (!SHOTS) return;
  for (const width of [375, 992, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/**
 * A webhook endpoint on this machine that holds each request until `release()`: the delivery stays
 * Pending while the page is looked at, then is answered 200.
 */
async function holdingReceiver() {
  const received: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      // Released by the test, or at the latest before the sender's 10-second limit.
      void Promise.race([released, new Promise((r) => setTimeout(r, 7_000))]).then(() => res.writeHead(200).end('ok'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/wbn`;
  return { url, received, release, close: () => new Promise<void>((r) => server.close(() => r())) };
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the Developers tab shows the business's ID and a curl with this site's address, and a test delivery turns Delivered by itself", async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    const origin = new URL(baseURL!).origin;
    const email = `e2e-dev-${RUN}@example.test`;
    const owner = await apiPerson(baseURL!, { first: 'Devi', last: `Builder${RUN}`, email }, PASSWORD);
    const business = (await owner.call('POST', '/api/business/profile/create', {
      companyName: `Dev Valves ${RUN}`,
      categories: ['0001.0001-01'],
      businessType: 'MA',
      country: 'US',
      state: 'US-FL',
      shortDescription: 'Valves sold through an ERP.',
    })) as { businessID: string };
    const receiver = await holdingReceiver();
    try {
      await owner.call('POST', `/api/business/profile/${business.businessID}/webhooks`, {
        url: receiver.url,
        events: ['product.created'],
      });

      const path = `/business/${business.businessID}/developers`;
      await page.goto(`${AUTH_PAGES.login}?continue=${encodeURIComponent(path)}`);
      await submitLogin(page, email, PASSWORD);
      await expect(page).toHaveURL((u) => u.pathname === path, HANDOFF);
      await expectMember(page);

      // The ID, and the first call with this site's address and the ID, to copy.
      const idPanel = page.getByRole('region', { name: DEVELOPERS_TAB_TEXT.idHeading });
      await expect(idPanel.getByText(business.businessID, { exact: true })).toBeVisible();
      await expect(idPanel.getByRole('button', { name: DEVELOPERS_TAB_TEXT.copyId })).toBeVisible();
      const curl = idPanel.getByRole('region', { name: DEVELOPERS_TAB_TEXT.tryHeading });
      await expect(curl).toContainText(`${origin}/api/product/by-business?bid=${business.businessID}`);
      await expect(idPanel.getByRole('button', { name: DEVELOPERS_TAB_TEXT.copyCommand })).toBeVisible();

      // The command does what it says, with a key made here.
      await page.getByLabel(API_KEY_TEXT.nameLabel, { exact: true }).fill('Catalogue reader');
      await page.getByLabel(API_KEY_SCOPE_LABELS['catalogue:read']).check();
      await page.getByRole('button', { name: API_KEY_TEXT.create }).click();
      const secretPanel = page.getByRole('region', { name: API_KEY_TEXT.secretHeading });
      const secret = ((await secretPanel.getByText(/^wbn_[0-9A-Za-z]{43}$/).textContent()) ?? '').trim();
      await secretPanel.getByRole('button', { name: SECRET_PANEL_TEXT.dismiss }).click();
      const url = /"([^"]+)"/.exec((await curl.textContent()) ?? '')![1]!;
      const answer = await owner.api.get(url, { headers: { authorization: `Bearer ${secret}` } });
      expect(answer.status(), await answer.text()).toBe(200);

      await shots(page, 'developers-tab', idPanel);
      await page.setViewportSize({ width: 1366, height: 900 });

      // A test event: Pending while the endpoint holds it, then Delivered, in the same open list.
      await page.getByRole('button', { name: WEBHOOK_TEXT.sendTestTo(receiver.url) }).click();
      const deliveries = page.getByRole('region', { name: WEBHOOK_TEXT.deliveriesOf(receiver.url) });
      await expect(deliveries.getByText(WEBHOOK_DELIVERY_STATUS_LABELS.pending, { exact: true })).toBeVisible(HANDOFF);
      await expect.poll(() => receiver.received.length, HANDOFF).toBeGreaterThan(0);
      receiver.release();
      await expect(deliveries.getByText(WEBHOOK_DELIVERY_STATUS_LABELS.succeeded, { exact: true })).toBeVisible(
        HANDOFF,
      );
      await expect(deliveries.getByText(WEBHOOK_DELIVERY_STATUS_LABELS.pending, { exact: true })).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  test("the guide prints this site's address, generates the client from the OpenAPI document, and cites no decision record; the contact page links it", async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    const origin = new URL(baseURL!).origin;
    await page.goto(SITE_PATHS.contactUs);
    await expect(page.getByRole('heading', { level: 1, name: STATIC_PAGE_TITLES.contactUs })).toBeVisible();
    await shots(page, 'contact-developers', page.getByRole('link', { name: CONTACT_US_TEXT.developersLink }));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: CONTACT_US_TEXT.developersLink }).click();
    await expect(page).toHaveURL((u) => u.pathname === SITE_PATHS.developers);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'API for developers' })).toBeVisible();
    await expect(main.getByText(`WBN_API="\${WBN_API:-${origin}}"`)).toBeVisible();
    await expect(
      main.getByText(`npx openapi-typescript ${origin}/api/openapi.json --output wbn-api.d.ts`).first(),
    ).toBeVisible();
    await expect(main.getByText("import createClient from 'openapi-fetch';")).toBeVisible();
    const text = (await main.textContent()) ?? '';
    expect(text).not.toContain('http://localhost:3000');
    expect(text).not.toMatch(/decisions? 00\d\d/i);
    expect(text).not.toContain('@wbn/client');
    await shots(page, 'developers-guide-top', main.getByRole('heading', { level: 1 }));
    await shots(page, 'developers-guide-examples', main.getByText('npm install openapi-fetch').first());

    // The API document's description links the guide too.
    const doc = await page.request.get('/api/openapi.json');
    const description = ((await doc.json()) as { info: { description: string } }).info.description;
    expect(description).toContain(`[developer guide](${SITE_PATHS.developers})`);
    expect(JSON.stringify(await doc.json())).not.toMatch(/decisions? 00\d\d/i);
    expect(errors).toEqual([]);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a country's flag is an image named by the country, drawn on every system", async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const word = `flagcheck${RUN}`;
    const owner = await apiPerson(
      baseURL!,
      { first: 'Flora', last: `Flags${RUN}`, email: `e2e-flag-${RUN}@example.test` },
      PASSWORD,
    );
    await owner.call('POST', '/api/business/profile/create', {
      companyName: `Flag Valves ${word}`,
      categories: ['0001.0001-01'],
      businessType: 'MA',
      country: 'US',
      state: 'US-FL',
      shortDescription: 'Valves with a flag.',
    });
    await page.goto(searchPath({ business: 'MA', search: word }));
    const card = page.getByRole('article', { name: `Flag Valves ${word}` });
    await expect(card).toBeVisible(HANDOFF);
    const flag = card.getByRole('img', { name: 'United States', exact: true });
    await expect(flag).toBeVisible();
    await expect(flag).toHaveAttribute('src', /\/assets\/flags\/[^/]+\/us\.svg$/);
    await expect(flag).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // No emoji flag (regional indicator letters) is left on the page.
    expect(await page.getByRole('main').textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    await shots(page, 'flags-search', card);
    expect(errors).toEqual([]);
  });
});
