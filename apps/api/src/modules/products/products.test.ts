import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PACKAGES, TIERS } from '@wbn/contract';
import { countryName, REFDATA, TRANSLATED_EDITIONS } from '@wbn/contract/editions';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct, pngBytes, upload, addMember } from '../../test/factories.js';
import { businesses, products } from '../../db/schema/index.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
let member: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let bizId: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-products-test-${process.pid}` });
  [owner, admin, member, stranger] = [
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
  ];
  bizId = (await createBusiness(t, owner.token, { companyName: 'Delta Controls' })).businessID;
  for (const [u, role] of [
    [admin, 'admin'],
    [member, 'member'],
  ] as const)
    await addMember(t, owner.token, bizId, u, role);
});
afterAll(() => t.close());

describe('products', () => {
  it('creates a product with every field and reads it back with its business', async () => {
    const img = (await upload(t, owner.token, await pngBytes(), { businessID: bizId })).res.body.data;
    const res = await createProduct(t, owner.token, bizId, {
      name: 'Safety PLC S-200',
      description: 'Safety-rated PLC with 32 I/O for machine guarding.',
      keywords: ['plc', 'safety'],
      mainImage: img,
      photos: [img],
      videos: [{ url: 'https://www.youtube.com/watch?v=xyz' }],
      specs: [
        { key: 'Inputs', value: '16 digital' },
        { key: 'Voltage', value: '24 V DC' },
      ],
      industry: { id: '0001' },
      category: { id: '0001-01' },
      subCategory: { id: '0001-01-01' },
      leadTime: '15 days',
      stock: 'no',
    });
    expect(res.status).toBe(201);
    const p = res.body.data;
    const got = await t.request({ method: 'GET', url: `/api/product/${p.productID}` });
    expect(got.body.data).toMatchObject({
      productID: p.productID,
      businessID: bizId,
      name: 'Safety PLC S-200',
      keywords: ['plc', 'safety'],
      mainImage: { url: img.url },
      videos: [{ videoID: expect.any(String), url: 'https://www.youtube.com/watch?v=xyz' }],
      specs: [
        { key: 'Inputs', value: '16 digital' },
        { key: 'Voltage', value: '24 V DC' },
      ],
      industry: { id: '0001', name: 'Automation' },
      category: { id: '0001-01' },
      subCategory: { id: '0001-01-01' },
      leadTime: '15 days',
      stock: 'no',
      businessProfile: { businessID: bizId, companyName: 'Delta Controls', subscription: 'standard', verified: false },
    });
    const list = await t.request({ method: 'GET', url: `/api/product/by-business?bid=${bizId}` });
    expect(list.body.data.data[0]).toEqual({
      productID: p.productID,
      name: 'Safety PLC S-200',
      description: expect.any(String),
      mainImage: expect.objectContaining({ url: img.url }),
    });
    expect(list.body.data.total).toBe(1);
  });

  it("names its industry, category, sub-category and company's country in the edition `lang` asks for; an unknown one is refused by name", async () => {
    const res = await createProduct(t, owner.token, bizId, {
      name: 'Relay module R-8',
      industry: { id: '0001' },
      category: { id: '0001-01' },
      subCategory: { id: '0001-01-01' },
    });
    const id = res.body.data.productID as string;
    const read = (lang: string) =>
      t.request({ method: 'GET', url: `/api/product/${id}${lang ? `?lang=${lang}` : ''}` });
    const en = (await read('')).body.data;
    for (const lang of TRANSLATED_EDITIONS) {
      const p = (await read(lang)).body.data;
      const industry = REFDATA[lang].industries['0001'];
      const category = industry.categories[en.category.name]!;
      expect(p.industry).toEqual({ id: '0001', name: industry.name });
      expect(p.category).toEqual({ id: '0001-01', name: category.name });
      expect(p.subCategory).toEqual({ id: '0001-01-01', name: category.subCategories[en.subCategory.name] });
      expect(p.subCategory.name).not.toBe(en.subCategory.name);
      expect(p.businessProfile.country.countryName).toBe(countryName(en.businessProfile.country.code, lang));
      // The member's own words stay as written.
      expect(p.name).toBe('Relay module R-8');
    }
    const bad = await read('fr');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('lang');
  });

  it('needs businessID, name and description; checks the taxonomy chain', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ description: undefined }, 'description'],
      [{ businessID: 'nope' }, 'businessID'],
      [{ category: { id: '0002-01' }, industry: { id: '0001' } }, 'category.id'],
      [{ subCategory: { id: '0001-02-01' }, category: { id: '0001-01' } }, 'subCategory.id'],
      [{ stock: 'maybe' }, 'stock'],
      [{ specs: [{ key: '', value: 'x' }] }, 'specs.0.key'],
      [{ mainImage: { url: 'javascript:alert(1)' } }, 'mainImage'],
      [{ price: 10 }, 'body'],
    ];
    for (const [over, field] of cases) {
      const res = await createProduct(t, owner.token, bizId, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.body.error.fields).join(','), JSON.stringify(over)).toContain(field);
    }
    const unknownBiz = await createProduct(t, owner.token, '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c');
    expect(unknownBiz.status).toBe(404);
    expect(unknownBiz.body.error.fields).toHaveProperty('businessID');
  });

  it('lets owner and admin manage products; refuses member, other user and visitor', async () => {
    const created = (await createProduct(t, admin.token, bizId, { name: 'By admin' })).body.data;
    for (const who of [member, stranger]) {
      expect((await createProduct(t, who.token, bizId)).status).toBe(403);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: `/api/product/${created.productID}`,
            payload: { name: 'Hijacked' },
            headers: bearer(who.token),
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.request({ method: 'DELETE', url: `/api/product/${created.productID}`, headers: bearer(who.token) }))
          .status,
      ).toBe(403);
    }
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/product',
          payload: { businessID: bizId, name: 'x', description: 'y' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/product/${created.productID}`,
          payload: { name: 'Renamed', stock: 'no' },
          headers: bearer(owner.token),
        })
      ).body.data,
    ).toMatchObject({ name: 'Renamed', stock: 'no' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/product/${created.productID}`, headers: bearer(admin.token) }))
        .status,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/product/${created.productID}` })).status).toBe(404);
  });

  it('answers 404 for unknown products and businesses', async () => {
    expect((await t.request({ method: 'GET', url: '/api/product/3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c' })).status).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/product/by-business?bid=3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c' }))
        .status,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/product/by-business' })).status).toBe(400);
  });

  it('caps products per business by tier, naming the upgrade', async () => {
    for (const tier of TIERS) {
      const biz = (await createBusiness(t, owner.token, { companyName: `Cap ${tier}` })).businessID;
      await t.database.db.update(businesses).set({ subscription: tier }).where(eq(businesses.id, biz));
      const cap = PACKAGES[tier].maxProducts;
      await t.database.db
        .insert(products)
        .values(Array.from({ length: cap - 1 }, (_, i) => ({ businessId: biz, name: `P${i}`, description: 'd' })));
      expect((await createProduct(t, owner.token, biz)).status, tier).toBe(201);
      const over = await createProduct(t, owner.token, biz);
      expect(over.status, tier).toBe(403);
      expect(over.body.error.name).toBe('ProductLimitReached');
      expect(over.body.error.message).toContain(String(cap));
      const next = TIERS[TIERS.indexOf(tier) + 1];
      if (next) expect(over.body.error.message).toContain(next);
    }
  });
});
