import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { MEMBERSHIP_MSG, MSG, PACKAGES, SANDBOX_CARD_FORM_PATH, TIERS, planIdOf } from '@wbn/contract';
import {
  businesses,
  mailOutbox,
  membershipCheckouts,
  membershipPayments,
  sandboxCharges,
} from '../../db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { ageMembership, buy, CARDS, paymentMethod, subscribe, tierOfBusiness } from './memberships-test-kit.js';
import { membershipsRepo } from './memberships.repo.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
let member: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let biz: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t, { firstName: 'Olga', lastName: 'Owner' });
  admin = await registerUser(t, { firstName: 'Adam', lastName: 'Admin' });
  member = await registerUser(t, { firstName: 'Mia', lastName: 'Member' });
  stranger = await registerUser(t, { firstName: 'Sam', lastName: 'Stranger' });
  biz = (await createBusiness(t, owner.token, { companyName: 'Keystone Valves' })).businessID;
  await addMember(t, owner.token, biz, admin, 'admin');
  await addMember(t, owner.token, biz, member, 'member');
});
afterAll(() => t.close());

const paymentsOf = async (businessID: string) =>
  t.database.db.select().from(membershipPayments).where(eq(membershipPayments.businessId, businessID));
const state = (token: string, id = biz) =>
  t.request({ method: 'GET', url: `/api/subscription/business/${id}`, headers: bearer(token) });

describe('GET /api/subscription/setup', () => {
  it('lists the four plans with their yearly prices in cents and caps, and the provider to pay with', async () => {
    const res = await t.request({ method: 'GET', url: '/api/subscription/setup' });
    expect(res.status).toBe(200);
    const { plans, publicKey, provider, cardFormUrl } = res.body.data;
    expect(
      plans.map((p: { subscription: string; price: number; maxProducts: number }) => [
        p.subscription,
        p.price,
        p.maxProducts,
      ]),
    ).toEqual([
      ['standard', 0, 7],
      ['gold', 185000, 20],
      ['premium', 265000, 50],
      ['platinum', 365000, 100],
    ]);
    expect(plans.map((p: { planId: string }) => p.planId)).toEqual(TIERS.map(planIdOf));
    expect(plans.find((p: { subscription: string }) => p.subscription === 'gold')).toMatchObject({
      verification: true,
      boostsPerMonth: 3,
      supportHours: null,
      currency: 'usd',
      period: 'year',
    });
    expect(plans.find((p: { subscription: string }) => p.subscription === 'platinum')).toMatchObject({
      boostsPerMonth: 20,
      supportHours: 12,
    });
    expect(provider).toBe('sandbox');
    expect(publicKey).toMatch(/^pk_/);
    expect(cardFormUrl).toBe(SANDBOX_CARD_FORM_PATH);
  });
});

describe('the sandbox card form', () => {
  it('is a page of its own that only this site may frame, with no inline script', async () => {
    const res = await t.request({ method: 'GET', url: SANDBOX_CARD_FORM_PATH });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toMatch(/<script src="[^"]+card\.js" defer><\/script>/);
    expect(res.body).not.toMatch(/<script>/);
    // Every other page keeps refusing to be framed.
    const api = await t.request({ method: 'GET', url: '/api/subscription/setup' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('checkout', () => {
  it('refuses everyone but the owner: visitors 401, admins, members and strangers 403, with nothing charged', async () => {
    const pm = await paymentMethod(t);
    const body = { businessID: biz, planId: planIdOf('gold'), paymentMethod: pm };
    expect(
      (await t.request({ method: 'POST', url: '/api/subscription/subscribe', payload: { ...body, email: 'a@b.co' } }))
        .status,
    ).toBe(401);
    for (const who of [admin, member, stranger]) {
      const res = await subscribe(t, who.token, body);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MEMBERSHIP_MSG.ownerOnly);
    }
    const quote = await t.request({
      method: 'GET',
      url: `/api/subscription/quote?businessID=${biz}&planId=${planIdOf('gold')}`,
      headers: bearer(admin.token),
    });
    expect(quote.status).toBe(403);
    expect(await t.database.db.select().from(sandboxCharges)).toHaveLength(0);
    expect(await tierOfBusiness(t, biz)).toBe('standard');
  });

  it('answers a human 4xx naming the field for an unknown plan, a missing or foreign payment method, and an unknown business', async () => {
    const pm = await paymentMethod(t);
    const unknown = await subscribe(t, owner.token, { businessID: biz, planId: 'diamond-yearly', paymentMethod: pm });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.planId).toBe(MEMBERSHIP_MSG.planUnknown);
    const missing = await subscribe(t, owner.token, { businessID: biz, planId: planIdOf('gold') });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.paymentMethod).toBe(MEMBERSHIP_MSG.paymentMethodMissing);
    const stripeOne = await subscribe(t, owner.token, {
      businessID: biz,
      planId: planIdOf('gold'),
      paymentMethod: 'pm_1QvXkZ2eZvKYlo2C',
    });
    expect(stripeOne.status).toBe(400);
    expect(stripeOne.body.error.fields.paymentMethod).toBe(MEMBERSHIP_MSG.paymentMethodOtherProvider);
    const forged = await subscribe(t, owner.token, {
      businessID: biz,
      planId: planIdOf('gold'),
      paymentMethod: 'pm_sbx_AAAAforgedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields.paymentMethod).toBe(MEMBERSHIP_MSG.paymentMethodOtherProvider);
    const badEmail = await subscribe(t, owner.token, {
      businessID: biz,
      planId: planIdOf('gold'),
      paymentMethod: pm,
      email: 'not-an-email',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields.email).toBe(MEMBERSHIP_MSG.emailInvalid);
    const noBiz = await subscribe(t, owner.token, {
      businessID: '00000000-0000-4000-8000-000000000000',
      planId: planIdOf('gold'),
      paymentMethod: pm,
    });
    expect(noBiz.status).toBe(404);
    expect(await paymentsOf(biz)).toHaveLength(0);
  });

  it('a declined card answers 402 with the provider reason in the spec card-error text, records nothing, and the checkout can be paid with another card', async () => {
    const checkoutID = '11111111-1111-4111-8111-111111111111';
    const declined = await subscribe(t, owner.token, {
      businessID: biz,
      planId: planIdOf('gold'),
      paymentMethod: await paymentMethod(t, CARDS.decline),
      checkoutID,
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error.message).toBe(`${MSG.cardError}Your card was declined.`);
    expect(declined.body.error.fields.paymentMethod).toBe('Your card was declined.');
    const funds = await subscribe(t, owner.token, {
      businessID: biz,
      planId: planIdOf('gold'),
      paymentMethod: await paymentMethod(t, CARDS.funds),
      checkoutID,
    });
    expect(funds.body.error.message).toBe(`${MSG.cardError}Your card has insufficient funds.`);
    expect(await paymentsOf(biz)).toHaveLength(0);
    expect(await tierOfBusiness(t, biz)).toBe('standard');

    const paid = await subscribe(t, owner.token, {
      businessID: biz,
      planId: planIdOf('gold'),
      paymentMethod: await paymentMethod(t),
      checkoutID,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'succeeded',
      message: MSG.successfulCheckout,
      membership: { subscription: 'gold' },
    });
    const r = paid.body.data.receipt;
    expect(r).toMatchObject({
      subscription: 'gold',
      price: PACKAGES.gold.priceCents,
      credit: 0,
      amount: PACKAGES.gold.priceCents,
      currency: 'usd',
      card: { brand: 'visa', last4: '4242' },
      companyName: 'Keystone Valves',
    });
    expect(r.number).toMatch(/^WBN-\d{6}$/);
    // A year from payment.
    const start = new Date(r.periodStart);
    const end = new Date(r.periodEnd);
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(end.getUTCMonth()).toBe(start.getUTCMonth());
    expect(await tierOfBusiness(t, biz)).toBe('gold');
    expect(await paymentsOf(biz)).toHaveLength(1);
  });

  it('offers only higher tiers: the same or a lower plan is refused naming planId', async () => {
    for (const tier of ['standard', 'gold'] as const) {
      const res = await subscribe(t, owner.token, {
        businessID: biz,
        planId: planIdOf(tier),
        paymentMethod: await paymentMethod(t),
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.planId).toBe(MEMBERSHIP_MSG.planNotHigher('gold'));
    }
    const s = await state(owner.token);
    expect(s.status).toBe(200);
    expect(s.body.data.subscription).toBe('gold');
    expect(s.body.data.offers.map((o: { subscription: string }) => o.subscription)).toEqual(['premium', 'platinum']);
    expect(s.body.data.canPay).toBe(true);
  });

  it('the membership screen: admins read it without paying rights, members and strangers are refused', async () => {
    const a = await state(admin.token);
    expect(a.status).toBe(200);
    expect(a.body.data.canPay).toBe(false);
    expect((await state(member.token)).status).toBe(403);
    expect((await state(stranger.token)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/subscription/business/${biz}` })).status).toBe(401);
  });

  it('an upgrade credits the unused days of the old tier: the quote shows it and the receipt charges it', async () => {
    await ageMembership(t, biz, 100);
    const quote = await t.request({
      method: 'GET',
      url: `/api/subscription/quote?businessID=${biz}&planId=${planIdOf('premium')}`,
      headers: bearer(owner.token),
    });
    expect(quote.status).toBe(200);
    const q = quote.body.data;
    expect(q.credit.fromTier).toBe('gold');
    expect([365, 366]).toContain(q.credit.totalDays);
    // Paid 100 days (and a few seconds) ago: the whole days left.
    expect(q.credit.unusedDays).toBe(q.credit.totalDays - 101);
    expect(q.credit.amount).toBe(Math.floor((185000 * q.credit.unusedDays) / q.credit.totalDays));
    expect(q.amount).toBe(265000 - q.credit.amount);

    const res = await subscribe(t, owner.token, {
      businessID: biz,
      planId: planIdOf('premium'),
      paymentMethod: await paymentMethod(t),
      checkoutID: q.checkoutID,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.receipt).toMatchObject({
      subscription: 'premium',
      price: 265000,
      credit: q.credit.amount,
      amount: q.amount,
    });
    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(sql`metadata->>'checkoutID' = ${q.checkoutID}`);
    expect(charges.map((c) => c.amountCents)).toEqual([q.amount]);
    expect(await tierOfBusiness(t, biz)).toBe('premium');
  });

  it('a double click, a retry after a timeout and a replay charge and record once', async () => {
    const other = (await createBusiness(t, owner.token, { companyName: 'Double Click Ltd' })).businessID;
    const pm = await paymentMethod(t);
    const body = {
      businessID: other,
      planId: planIdOf('platinum'),
      paymentMethod: pm,
      checkoutID: '22222222-2222-4222-8222-222222222222',
    };
    const [a, b] = await Promise.all([subscribe(t, owner.token, body), subscribe(t, owner.token, body)]);
    expect([a.status, b.status].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    const retry = await subscribe(t, owner.token, body);
    expect(retry.status).toBe(200);
    expect(retry.body.data.receipt.number).toBe((a.status === 200 ? a : b).body.data.receipt.number);
    expect(await paymentsOf(other)).toHaveLength(1);
    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(sql`metadata->>'businessID' = ${other}`);
    expect(charges).toHaveLength(1);
    expect(await tierOfBusiness(t, other)).toBe('platinum');
    // Platinum: nothing higher to offer.
    const s = await state(owner.token, other);
    expect(s.body.data.offers).toEqual([]);
  });

  it('without a checkout id, the key comes from business, plan and payment method: the same submit twice is one payment', async () => {
    const other = (await createBusiness(t, owner.token, { companyName: 'No Key Corp' })).businessID;
    const body = { businessID: other, planId: planIdOf('gold'), paymentMethod: await paymentMethod(t) };
    const first = await subscribe(t, owner.token, body);
    const second = await subscribe(t, owner.token, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.receipt.receiptID).toBe(first.body.data.receipt.receiptID);
    expect(await paymentsOf(other)).toHaveLength(1);
  });

  it('a checkout id belongs to its business and plan', async () => {
    const other = (await createBusiness(t, owner.token, { companyName: 'Mismatch Inc' })).businessID;
    const res = await subscribe(t, owner.token, {
      businessID: other,
      planId: planIdOf('platinum'),
      paymentMethod: await paymentMethod(t),
      checkoutID: '22222222-2222-4222-8222-222222222222',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.checkoutID).toBe(MEMBERSHIP_MSG.checkoutMismatch);
  });
});

describe('3-D Secure and the webhook', () => {
  it('asks the card holder to confirm; nothing is paid until the provider says so; then the webhook and the retry record it once', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Secure Pumps' })).businessID;
    const pm = await paymentMethod(t, CARDS.authenticate);
    const checkoutID = '33333333-3333-4333-8333-333333333333';
    const first = await subscribe(t, owner.token, {
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: pm,
      checkoutID,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('requires_action');
    const secret = first.body.data.clientSecret as string;
    expect(await tierOfBusiness(t, b)).toBe('standard');
    // Saying it again before confirming changes nothing.
    const early = await subscribe(t, owner.token, {
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: pm,
      checkoutID,
    });
    expect(early.body.data.status).toBe('requires_action');
    expect(await paymentsOf(b)).toHaveLength(0);

    // The card form confirms with the provider, which tells the webhook.
    const paymentID = secret.split('_secret_')[0];
    const wrong = await t.request({
      method: 'POST',
      url: `/payments/sandbox/v1/payment_intents/${paymentID}/confirm`,
      payload: { client_secret: `${paymentID}_secret_x`, approve: true },
    });
    expect(wrong.status).toBe(404);
    const confirm = await t.request({
      method: 'POST',
      url: `/payments/sandbox/v1/payment_intents/${paymentID}/confirm`,
      payload: { client_secret: secret, approve: true },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('succeeded');
    expect(await tierOfBusiness(t, b)).toBe('gold');
    expect(await paymentsOf(b)).toHaveLength(1);

    // The page's own retry answers the same receipt.
    const after = await subscribe(t, owner.token, {
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: pm,
      checkoutID,
    });
    expect(after.status).toBe(200);
    expect(after.body.data.status).toBe('succeeded');
    expect(await paymentsOf(b)).toHaveLength(1);
  });

  it('a replayed webhook records once; a bad or missing signature is refused with 400 and records nothing', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Replay Tools' })).businessID;
    const checkoutID = '44444444-4444-4444-8444-444444444444';
    const first = await subscribe(t, owner.token, {
      businessID: b,
      planId: planIdOf('premium'),
      paymentMethod: await paymentMethod(t, CARDS.authenticate),
      checkoutID,
    });
    const paymentID = (first.body.data.clientSecret as string).split('_secret_')[0];
    const [charge] = await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paymentID));
    // The provider marks it paid (as its card form would), and its event is delivered three times.
    await t.database.db.update(sandboxCharges).set({ status: 'succeeded' }).where(eq(sandboxCharges.id, paymentID));
    const raw = JSON.stringify({
      id: 'evt_sbx_replay',
      type: 'payment.succeeded',
      payment: {
        id: paymentID,
        status: 'succeeded',
        amountCents: charge.amountCents,
        currency: 'usd',
        metadata: charge.metadata,
        card: { brand: 'visa', last4: '3184' },
      },
    });
    const { createSandboxProvider } = await import('../../ports/payments-sandbox.js');
    const { loadJwtSecret } = await import('../auth/secret.js');
    const signer = createSandboxProvider({ db: t.database.db, secret: await loadJwtSecret(t.database.db) });
    const post = (signature?: string, body = raw) =>
      t.request({
        method: 'POST',
        url: '/api/subscription/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', ...(signature ? { 'sandbox-signature': signature } : {}) },
      });

    expect((await post()).status).toBe(400);
    expect((await post('t=1,v1=deadbeef')).status).toBe(400);
    const tampered = await post(signer.signWebhook(raw), raw.replace('"usd"', '"eur"'));
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.message).toBe(MEMBERSHIP_MSG.webhookSignature);
    expect(await paymentsOf(b)).toHaveLength(0);

    const sig = signer.signWebhook(raw);
    for (let i = 0; i < 3; i += 1) {
      const res = await post(sig);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ received: true });
    }
    const paid = await paymentsOf(b);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ tier: 'premium', amountCents: 265000, cardLast4: '3184' });
    expect(await tierOfBusiness(t, b)).toBe('premium');
    const [co] = await t.database.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.id, checkoutID));
    expect(co.status).toBe('paid');
  });

  it('a failed confirmation is a decline: nothing recorded', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Failed Auth Co' })).businessID;
    const pm = await paymentMethod(t, CARDS.authenticate);
    const checkoutID = '55555555-5555-4555-8555-555555555555';
    const first = await subscribe(t, owner.token, {
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: pm,
      checkoutID,
    });
    const secret = first.body.data.clientSecret as string;
    const confirm = await t.request({
      method: 'POST',
      url: `/payments/sandbox/v1/payment_intents/${secret.split('_secret_')[0]}/confirm`,
      payload: { client_secret: secret, approve: false },
    });
    expect(confirm.body.status).toBe('declined');
    const after = await subscribe(t, owner.token, {
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: pm,
      checkoutID,
    });
    expect(after.status).toBe(402);
    expect(after.body.error.message).toMatch(new RegExp(`^${MSG.cardError}We are unable to authenticate`));
    expect(await paymentsOf(b)).toHaveLength(0);
    expect(await tierOfBusiness(t, b)).toBe('standard');
  });
});

describe('receipts', () => {
  it('the owner lists and opens them; admins and strangers do not', async () => {
    const list = await t.request({
      method: 'GET',
      url: `/api/subscription/business/${biz}/receipts`,
      headers: bearer(owner.token),
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { subscription: string }) => r.subscription)).toEqual(['premium', 'gold']);
    const id = list.body.data[0].receiptID;
    const one = await t.request({
      method: 'GET',
      url: `/api/subscription/receipts/${id}`,
      headers: bearer(owner.token),
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(list.body.data[0]);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/subscription/business/${biz}/receipts`,
          headers: bearer(admin.token),
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/subscription/receipts/${id}`, headers: bearer(stranger.token) }))
        .status,
    ).toBe(404);
  });
});

describe('a tier given without a payment (the seed, or staff in the database)', () => {
  it('the screen answers that tier with no paid period, offers only the higher tiers without credit, and the expiry run leaves it', async () => {
    const given = (await createBusiness(t, owner.token, { companyName: 'Granted Gears' })).businessID;
    await t.database.db.update(businesses).set({ subscription: 'gold' }).where(eq(businesses.id, given));
    await membershipsRepo.expireDue(t.database.db, new Date(Date.now() + 400 * 86_400_000), given);
    const res = await state(owner.token, given);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subscription: 'gold', membership: null, canPay: true });
    expect(
      res.body.data.offers.map((o: { subscription: string; credit: unknown; amount: number }) => [
        o.subscription,
        o.credit,
        o.amount,
      ]),
    ).toEqual([
      ['premium', null, PACKAGES.premium.priceCents],
      ['platinum', null, PACKAGES.platinum.priceCents],
    ]);
    expect(await tierOfBusiness(t, given)).toBe('gold');
  });
});

describe('the receipt e-mail', () => {
  const receiptTo = async (businessName: string) => {
    await t.app.jobs.drain();
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'receipt'))
      .orderBy(desc(mailOutbox.createdAt));
    return rows.find((r) => r.text.includes(businessName))!;
  };

  it("is written in the payer's language, with amounts and days as that language writes them, and links to their edition", async () => {
    const payer = await registerUser(t, { firstName: 'Pía', lastName: 'Pampa' }, 'es-AR,es;q=0.9');
    const id = (await createBusiness(t, payer.token, { companyName: 'Pampa Valves' })).businessID;
    expect((await buy(t, payer.token, id, 'gold')).status).toBe(200);
    const mail = await receiptTo('Pampa Valves');
    expect(mail.subject).toMatch(/^Su recibo de WBN Miami \S+$/);
    expect(mail.text).toContain('Gracias: Pampa Valves ahora es miembro Gold de WBN Miami.');
    expect(mail.text).toMatch(/Precio: .*1[.,]850[.,]00/);
    expect(mail.text).toMatch(/Pagado: .*\(visa terminada en 4242\)/);
    expect(mail.text).toMatch(/Membresía: Gold, del \d{1,2} de \p{L}+ de \d{4} al \d{1,2} de \p{L}+ de \d{4}/u);
    expect(mail.text).toMatch(new RegExp(`/es/business/${id}/membership\\?receipt=`));
    expect(mail.text).not.toMatch(/Thank you|Price:|Receipt:/);
  });

  it('stays in English, as before, for a payer who reads English', async () => {
    const payer = await registerUser(t, { firstName: 'Ed', lastName: 'English' });
    const id = (await createBusiness(t, payer.token, { companyName: 'English Pumps' })).businessID;
    expect((await buy(t, payer.token, id, 'gold')).status).toBe(200);
    const mail = await receiptTo('English Pumps');
    expect(mail.subject).toMatch(/^Your WBN Miami receipt \S+$/);
    expect(mail.text).toContain('Thank you: English Pumps is now a Gold member of WBN Miami.');
    expect(mail.text).toContain('Price: USD 1850.00');
    expect(mail.text).toMatch(/Membership: Gold, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
    expect(mail.text).toMatch(new RegExp(`/business/${id}/membership\\?receipt=`));
  });
});
