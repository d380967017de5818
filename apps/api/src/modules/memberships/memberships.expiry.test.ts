import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PACKAGES, SANDBOX_PROVIDER_PREFIX, type Tier } from '@wbn/contract';
import { businesses, mailOutbox, products, sandboxCharges, membershipPayments } from '../../db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { SANDBOX_PUBLIC_KEY } from '../../ports/payments-sandbox.js';
import { membershipsRepo } from './memberships.repo.js';
import { ageMembership, buy, cardToken } from './memberships-test-kit.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t, { firstName: 'Pia', lastName: 'Payer' });
});
afterAll(() => t.close());

/** Fills a business with `n` products straight in the database (oldest first, a second apart). */
async function fill(businessID: string, n: number, from = 0) {
  if (n <= 0) return;
  await t.database.db.insert(products).values(
    Array.from({ length: n }, (_, i) => ({
      businessId: businessID,
      name: `Valve model ${from + i + 1}`,
      description: 'A stainless steel ball valve.',
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, from + i)),
    })),
  );
}
const addOne = (businessID: string, name = 'One more valve') => createProduct(t, owner.token, businessID, { name });
const publicList = async (businessID: string, token?: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/product/by-business?bid=${businessID}`,
      headers: token ? bearer(token) : {},
    })
  ).body.data as { data: { productID: string; name: string; hidden?: boolean }[]; total: number };

describe('each tier: its price and its product cap, from the moment of payment', () => {
  it.each(['gold', 'premium', 'platinum'] as Tier[])('%s', async (tier) => {
    const b = (await createBusiness(t, owner.token, { companyName: `Capped ${tier}` })).businessID;
    await fill(b, PACKAGES.standard.maxProducts);
    expect((await addOne(b)).status).toBe(403);
    const paid = await buy(t, owner.token, b, tier);
    expect(paid.status).toBe(200);
    expect(paid.body.data.receipt.amount).toBe(PACKAGES[tier].priceCents);
    await fill(b, PACKAGES[tier].maxProducts - PACKAGES.standard.maxProducts - 1, 100);
    expect((await addOne(b, 'The last one that fits')).status).toBe(201);
    const over = await addOne(b, 'One too many');
    expect(over.status).toBe(403);
    expect(over.body.error.name).toBe('ProductLimitReached');
  });
});

describe('paid tiers rank first among equal search matches from the moment of payment', () => {
  it('an older standard company moves above a newer one once it pays', async () => {
    const word = 'zirconiumflange';
    const recent = (await createBusiness(t, owner.token, { companyName: `Alpha ${word}` })).businessID;
    const old = (await createBusiness(t, owner.token, { companyName: `Beta ${word}` })).businessID;
    await t.database.db
      .update(businesses)
      .set({ createdAt: new Date('2020-01-01') })
      .where(eq(businesses.id, old));
    const order = async () =>
      (
        (
          await t.request({
            method: 'POST',
            url: '/api/search/business',
            payload: { textQuery: word, businessType: 'MA', country: 'global', skip: 0, size: 5 },
          })
        ).body.data.results as { businessProfile: { businessID: string } }[]
      ).map((r) => r.businessProfile.businessID);
    expect(await order()).toEqual([recent, old]);
    expect((await buy(t, owner.token, old, 'gold')).status).toBe(200);
    expect(await order()).toEqual([old, recent]);
  });
});

describe('at expiry the business returns to standard; products over the cap are hidden, never deleted', () => {
  it('hides the newest over 7 from every public list, shows them marked to the owner, and shows them again after an upgrade', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Expiring Valves' })).businessID;
    await t.database.db.update(businesses).set({ verified: false }).where(eq(businesses.id, b));
    expect((await buy(t, owner.token, b, 'gold')).status).toBe(200);
    await fill(b, 12);
    expect((await publicList(b)).total).toBe(12);
    const newest = (await publicList(b)).data[0];

    // The year ends; the owner's next look at the membership screen (as the five-minute expiry run
    // would) ends it, and drops the cached public answers showing the business (decision 0019).
    await ageMembership(t, b, 400);
    const screen = await t.request({
      method: 'GET',
      url: `/api/subscription/business/${b}`,
      headers: bearer(owner.token),
    });
    expect(screen.status).toBe(200);
    expect((await membershipsRepo.expireDue(t.database.db, new Date())).map((r) => r.id)).not.toContain(b); // already ended
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, b));
    expect(row.subscription).toBe('standard');
    expect(await t.database.db.select().from(products).where(eq(products.businessId, b))).toHaveLength(12);

    const visitor = await publicList(b);
    expect(visitor.total).toBe(7);
    expect(visitor.data.map((p) => p.name).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => `Valve model ${i + 1}`).sort(),
    );
    expect(visitor.data.some((p) => p.hidden)).toBe(false);
    const mine = await publicList(b, owner.token);
    expect(mine.total).toBe(12);
    expect(mine.data.filter((p) => p.hidden).map((p) => p.name)).toEqual([
      'Valve model 12',
      'Valve model 11',
      'Valve model 10',
      'Valve model 9',
      'Valve model 8',
    ]);
    // The product page and search: not for visitors or strangers; the owner still opens it.
    expect((await t.request({ method: 'GET', url: `/api/product/${newest.productID}` })).status).toBe(404);
    const stranger = await registerUser(t);
    expect(
      (await t.request({ method: 'GET', url: `/api/product/${newest.productID}`, headers: bearer(stranger.token) }))
        .status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/product/${newest.productID}`, headers: bearer(owner.token) }))
        .status,
    ).toBe(200);
    const search = await t.request({
      method: 'POST',
      url: '/api/search/product',
      payload: { textQuery: 'Valve model 12', skip: 0, size: 5 },
    });
    expect((search.body.data.results as { productID: string }[]).map((p) => p.productID)).not.toContain(
      newest.productID,
    );
    // No room for a new one while over the cap.
    expect((await addOne(b)).status).toBe(403);

    // Removing a listed product lets the oldest hidden one back.
    const listed = visitor.data.find((p) => p.name === 'Valve model 1')!;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/product/${listed.productID}`, headers: bearer(owner.token) }))
        .status,
    ).toBe(200);
    expect((await publicList(b)).data.map((p) => p.name)).toContain('Valve model 8');
    expect((await publicList(b)).total).toBe(7);

    // Upgrading again lists them all.
    expect((await buy(t, owner.token, b, 'premium')).status).toBe(200);
    const back = await publicList(b);
    expect(back.total).toBe(11);
    expect((await t.request({ method: 'GET', url: `/api/product/${newest.productID}` })).status).toBe(200);
  });

  it('the membership screen ends an expired membership itself, even before the periodic run', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Lazy Expiry' })).businessID;
    expect((await buy(t, owner.token, b, 'platinum')).status).toBe(200);
    await ageMembership(t, b, 366);
    const s = await t.request({ method: 'GET', url: `/api/subscription/business/${b}`, headers: bearer(owner.token) });
    expect(s.body.data.subscription).toBe('standard');
    expect(s.body.data.membership).toBeNull();
    expect(
      s.body.data.offers.map((o: { subscription: string; credit: unknown }) => [o.subscription, o.credit]),
    ).toEqual([
      ['gold', null],
      ['premium', null],
      ['platinum', null],
    ]);
  });
});

describe('the sandbox card endpoint', () => {
  it('refuses a bad number, an expired date and a wrong key like a provider, and keeps no card data', async () => {
    const luhn = await cardToken(t, '4242424242424241');
    expect(luhn.status).toBe(402);
    expect(luhn.body.error).toMatchObject({
      type: 'card_error',
      code: 'invalid_number',
      message: 'Your card number is invalid.',
    });
    const expired = await cardToken(t, '4242424242424242', { exp_year: '20' });
    expect(expired.status).toBe(402);
    expect(expired.body.error.message).toBe("Your card's expiration year is in the past.");
    const noKey = await t.request({
      method: 'POST',
      url: `${SANDBOX_PROVIDER_PREFIX}/payment_methods`,
      payload: { number: '4242424242424242', exp_month: '12', exp_year: '40', cvc: '123' },
    });
    expect(noKey.status).toBe(402);
    const ok = await cardToken(t);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ object: 'payment_method', card: { brand: 'visa', last4: '4242' } });
    expect(ok.body.id).toMatch(/^pm_sbx_/);
    expect(ok.body.id).not.toContain('4242');
    expect(SANDBOX_PUBLIC_KEY).toMatch(/^pk_/);
    // Nowhere in the database: no full number, no security code (the receipts keep the brand and last four digits).
    const dump = JSON.stringify([
      await t.database.db.select().from(sandboxCharges),
      await t.database.db.select().from(membershipPayments),
      await t.database.db.select().from(mailOutbox),
      await t.database.db.execute(sql`select * from membership_checkouts`),
    ]);
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');
  });
});
