import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPath, productPath } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';

let t: TestApp;
let biz: { businessID: string };
let productID: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://miami.wbn.example' });
  const u = await registerUser(t);
  biz = await createBusiness(t, u.token, { companyName: 'Bay & Sons Tools' });
  productID = (await createProduct(t, u.token, biz.businessID, { name: 'Torque <Wrench>' })).body.data.productID;
});
afterAll(() => t.close());

describe('search engines', () => {
  it('serves robots.txt pointing to the sitemap and keeping private areas out', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Sitemap: https://miami.wbn.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('lists static pages, businesses and products in sitemaps, escaped', async () => {
    const index = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('https://miami.wbn.example/sitemaps/static.xml');
    expect(index.body).toContain('https://miami.wbn.example/sitemaps/businesses-1.xml');
    expect(index.body).toContain('https://miami.wbn.example/sitemaps/products-1.xml');
    const stat = await t.request({ method: 'GET', url: '/sitemaps/static.xml' });
    expect(stat.body).toContain('<loc>https://miami.wbn.example/about-us</loc>');
    expect(stat.body).toContain('/b2b-tips/export-to-the-world-tip-0');
    expect(stat.body).toContain('<loc>https://miami.wbn.example/developers</loc>');
    const b = await t.request({ method: 'GET', url: '/sitemaps/businesses-1.xml' });
    expect(b.body).toContain(
      `<loc>https://miami.wbn.example${businessPath('Bay & Sons Tools', biz.businessID).replace(/&/g, '&amp;')}</loc>`,
    );
    const p = await t.request({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(p.body).toContain(productPath('Bay & Sons Tools', 'Torque <Wrench>', productID).replace(/&/g, '&amp;'));
    expect(p.body).not.toContain('<Wrench>');
    expect((await t.request({ method: 'GET', url: '/sitemaps/products-9.xml' })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/sitemaps/../../etc/passwd' })).status).toBe(404);
  });

  it('lists the board and the open public requests for quotation; closed and invited-only ones stay out', async () => {
    const buyer = await registerUser(t);
    const body = (over: object) => ({
      title: 'Valves for the sitemap',
      description: 'Ball valves wanted.',
      categories: ['0001.0001-01'],
      quantity: 10,
      unit: 'pieces',
      incoterm: 'FOB',
      destinationCountry: 'US',
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      visibility: 'public',
      ...over,
    });
    const post = async (over: object = {}) =>
      (await t.request({ method: 'POST', url: '/api/rfq', payload: body(over), headers: bearer(buyer.token) })).body
        .data.rfqID as string;
    const [open, closed, invited] = [
      await post(),
      await post(),
      await post({ visibility: 'invited', invitedBusinessIDs: [biz.businessID] }),
    ];
    await t.request({ method: 'POST', url: `/api/rfq/${closed}/close`, headers: bearer(buyer.token) });
    expect((await t.request({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
      'https://miami.wbn.example/sitemaps/rfqs.xml',
    );
    const xml = (await t.request({ method: 'GET', url: '/sitemaps/rfqs.xml' })).body as string;
    expect(xml).toContain('<loc>https://miami.wbn.example/rfqs</loc>');
    expect(xml).toContain(`<loc>https://miami.wbn.example/rfq/${open}</loc>`);
    expect(xml).not.toContain(closed);
    expect(xml).not.toContain(invited);
    expect((await t.request({ method: 'GET', url: '/robots.txt' })).body).toContain('Disallow: /rfq/new');
  });

  it('lists every edition: the static pages with their hreflang alternates, and each edition its own files of businesses, products and requests', async () => {
    const index = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body as string;
    for (const e of ['es', 'it', 'zh'])
      for (const f of ['rfqs', 'businesses-1', 'products-1'])
        expect(index).toContain(`https://miami.wbn.example/sitemaps/${e}-${f}.xml`);
    expect(index).not.toContain('es-static.xml');

    const stat = (await t.request({ method: 'GET', url: '/sitemaps/static.xml' })).body as string;
    expect(stat).toContain('<loc>https://miami.wbn.example/es/about-us</loc>');
    expect(stat).toContain('<loc>https://miami.wbn.example/zh/b2b-tips/export-to-the-world-tip-0</loc>');
    const aboutUs = stat.split('<url>').find((u) => u.includes('<loc>https://miami.wbn.example/it/about-us</loc>'))!;
    for (const [lang, path] of [
      ['en', '/about-us'],
      ['es-419', '/es/about-us'],
      ['it-IT', '/it/about-us'],
      ['zh-Hans', '/zh/about-us'],
      ['x-default', '/about-us'],
    ])
      expect(aboutUs).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="https://miami.wbn.example${path}"/>`,
      );

    const b = (await t.request({ method: 'GET', url: '/sitemaps/zh-businesses-1.xml' })).body as string;
    expect(b).toContain(
      `<loc>https://miami.wbn.example/zh${businessPath('Bay & Sons Tools', biz.businessID).replace(/&/g, '&amp;')}</loc>`,
    );
    const p = (await t.request({ method: 'GET', url: '/sitemaps/es-products-1.xml' })).body as string;
    expect(p).toContain(
      `https://miami.wbn.example/es${productPath('Bay & Sons Tools', 'Torque <Wrench>', productID).replace(/&/g, '&amp;')}`,
    );
    expect((await t.request({ method: 'GET', url: '/sitemaps/es-static.xml' })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/sitemaps/fr-businesses-1.xml' })).status).toBe(404);
    // A name of line separators alone (the fuzz's) is no file either, not an error.
    expect((await t.request({ method: 'GET', url: '/sitemaps/%C2%85%E2%80%A8%E2%80%A9' })).status).toBe(404);

    const robots = (await t.request({ method: 'GET', url: '/robots.txt' })).body as string;
    expect(robots).toContain('Disallow: /es/auth/');
    expect(robots).toContain('Disallow: /zh/my-business');
    expect(robots).not.toContain('Disallow: /es/api/');
  });
});
