/**
 * Server rendering (every static page sets its own title carrying the city name; the industries
 * page): pages arrive as complete HTML, before any JavaScript runs, and
 * load in the browser without console errors.
 */
import { test, expect } from '@playwright/test';
import { CITY_NAME, INDUSTRIES, SITE_PATHS, businessPath, productPath } from '@wbn/contract';
import { STATIC_ROUTES, errorsByPage, loginLink } from './support';

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/industries arrives with its title, heading and the 15 industries', async ({ page }) => {
    const response = await page.goto(SITE_PATHS.industries);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(CITY_NAME));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Industries' })).toBeVisible();
    for (const industry of INDUSTRIES) {
      await expect(main.getByRole('link', { name: industry.name, exact: true })).toBeVisible();
    }
    // The sidebar is server-rendered too.
    await expect(
      page.getByRole('navigation', { name: 'Industries' }).getByRole('link', { name: INDUSTRIES[0].name, exact: true }),
    ).toBeVisible();
  });

  test('a members-only page still renders its frame on the server', async ({ page }) => {
    const response = await page.goto(SITE_PATHS.myBusiness);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(CITY_NAME));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the raw HTML of /industries holds the 15 industry names and a title with the city', async ({ request }) => {
  const response = await request.get(SITE_PATHS.industries);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = decode(await response.text());
  expect(html).toMatch(new RegExp(`<title>[^<]*${CITY_NAME}[^<]*</title>`));
  for (const industry of INDUSTRIES) expect(html, industry.name).toContain(`>${industry.name}<`);
});

test.describe('static pages', () => {
  test('every static route answers 200 with an <h1> and a title with the city, from the server', async ({
    request,
  }) => {
    for (const path of STATIC_ROUTES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect.soft(response.status(), `${path} status`).toBe(200);
      const html = await response.text();
      expect.soft(html, `${path} has an <h1>`).toMatch(/<h1[\s>]/);
      expect.soft(decode(html), `${path} title`).toMatch(new RegExp(`<title>[^<]*${CITY_NAME}[^<]*</title>`));
    }
  });

  test('every static route loads in the browser with one <h1>, the city in the title and no console errors', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const log = errorsByPage(page);
    for (const path of STATIC_ROUTES) {
      await test.step(path, async () => {
        log.visit(path);
        const loaded = await page.goto(path);
        expect.soft(loaded?.status(), `${path} status`).toBe(200);
        await expect.soft(page, `${path} stays put`).toHaveURL((url) => url.pathname === path);
        await expect.soft(page.getByRole('heading', { level: 1 }), `${path} <h1>`).toHaveCount(1);
        await expect.soft(page, `${path} title`).toHaveTitle(new RegExp(CITY_NAME));
        await expect(loginLink(page), `${path} hydrated`).toBeVisible(); // hydrated and the session has been read
      });
    }
    await page.waitForLoadState('networkidle');
    expect(log.byPage()).toEqual({});
  });
});

test.describe('search engines', () => {
  test('business and product pages carry a canonical address and schema.org data in the first HTML', async ({
    request,
    baseURL,
  }) => {
    // A business with products (other tests add businesses without any, and a paid one ranks first).
    const foundProduct = await (
      await request.post('/api/search/product', {
        data: { textQuery: '', businessType: 'MA', country: 'global', skip: 0, size: 1 },
      })
    ).json();
    const ownerID = foundProduct.data.results[0].businessID as string;
    const business = (await (await request.get(`/api/business/profile/${ownerID}`)).json()).data;
    const path = businessPath(business.general.companyName, business.businessID);
    const html = await (await request.get(path)).text();
    expect(html).toContain(`rel="canonical" href="${baseURL}${path}"`);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    expect(ld, 'a JSON-LD block').not.toBeNull();
    expect(JSON.parse(ld![1])).toMatchObject({ '@type': 'Organization', name: business.general.companyName });

    const products = await (await request.get(`/api/product/by-business?bid=${business.businessID}`)).json();
    const first = products.data.data[0];
    const ppath = productPath(business.general.companyName, first.name, first.productID);
    const phtml = await (await request.get(ppath)).text();
    expect(phtml).toContain('rel="canonical"');
    const pld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(phtml);
    expect(JSON.parse(pld![1])).toMatchObject({
      '@type': 'Product',
      name: first.name,
      brand: { name: business.general.companyName },
    });
  });

  test('static and search pages carry one absolute canonical address', async ({ request, baseURL }) => {
    const about = await (await request.get(SITE_PATHS.aboutUs)).text();
    expect(about.match(/rel="canonical"/g)).toHaveLength(1);
    expect(about).toContain(`rel="canonical" href="${baseURL}${SITE_PATHS.aboutUs}"`);
    const search = await (await request.get('/search-result?business=DI&countries=global&search=valves')).text();
    expect(search).toContain(
      `rel="canonical" href="${baseURL}/search-result?business=DI&amp;countries=global&amp;search=valves"`,
    );
    // A filtered page names the same search unfiltered (decision 0082).
    const filtered = await (
      await request.get('/search-result?business=DI&countries=global&search=valves&f.countries=US&f.verified=true')
    ).text();
    expect(filtered).toContain(
      `rel="canonical" href="${baseURL}/search-result?business=DI&amp;countries=global&amp;search=valves"`,
    );
  });

  test('robots.txt and the sitemap index answer', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    expect(await index.text()).toContain('/sitemaps/businesses-1.xml');
  });
});

test.describe('first load (docs/decisions/0009-first-load-budget.md)', () => {
  test('the page asks for no script before its first paint; then every module is preloaded at once and the page hydrates', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    // The inline module (it carries the page's CSP nonce: attributes in any order).
    const inline = /<script(?=[^>]*type="module")(?![^>]*\ssrc=)[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(inline).toContain("'first-contentful-paint'");
    expect(inline).not.toMatch(/^\s*import /m);
    const listed = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(inline)?.[1] ?? '[]') as string[];
    expect(listed.length).toBeGreaterThan(3);

    await page.goto('/');
    await expect(loginLink(page)).toBeVisible(); // hydrated, session read
    const preloaded = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    for (const file of new Set(listed)) expect(preloaded).toContain(file);
  });

  test('scripts and styles are sent compressed to a browser that accepts it, and whole to one that does not', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)![0];
    const style = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)![1];
    for (const asset of [script, style]) {
      const whole = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
      expect(whole.headers()['content-encoding'], asset).toBeUndefined();
      for (const encoding of ['br', 'gzip']) {
        const res = await request.get(asset, { headers: { 'accept-encoding': encoding } });
        expect(res.headers()['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
        expect(res.headers()['vary']?.toLowerCase()).toContain('accept-encoding');
        // The client decodes it: the same file either way.
        expect((await res.body()).equals(await whole.body()), `${asset} ${encoding}`).toBe(true);
      }
    }
  });
});
