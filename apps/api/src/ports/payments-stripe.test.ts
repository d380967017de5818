/**
 * The Stripe adapter against a local fake of the Stripe HTTP endpoints (the official `stripe`
 * package pointed at 127.0.0.1), through the whole app: checkout, decline, 3-D Secure, the
 * webhook with its signature (made with Stripe's own helper), idempotency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MSG, MSG, planIdOf } from '@wbn/contract';
import { membershipPayments } from '../db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../test/test-app.js';
import { createBusiness } from '../test/factories.js';
import { createStripePayments } from './payments-stripe.js';
import { startStripeFake, stripeEvent, type StripeFake } from './payments-stripe.fake.js';

const SECRET = 'sk_test_fake_51Hissecret';
const WEBHOOK_SECRET = 'whsec_test_fake_secret';
let fake: StripeFake;
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  fake = await startStripeFake(SECRET);
  t = await createTestApp({
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PROTOCOL: 'http',
  });
  owner = await registerUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const subscribe = (body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/subscription/subscribe',
    payload: { email: 'owner@example.com', ...body },
    headers: bearer(owner.token),
  });
const paymentsOf = (businessID: string) =>
  t.database.db.select().from(membershipPayments).where(eq(membershipPayments.businessId, businessID));
const webhook = (raw: string, signature?: string) =>
  t.request({
    method: 'POST',
    url: '/api/subscription/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
const sign = (raw: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload: raw, secret });

describe('with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set', () => {
  it('setup names Stripe and its publishable key; pages may load Stripe.js', async () => {
    const res = await t.request({ method: 'GET', url: '/api/subscription/setup' });
    expect(res.body.data).toMatchObject({
      provider: 'stripe',
      publicKey: 'pk_test_fake_publishable',
      cardFormUrl: null,
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toMatch(/connect-src[^;]*https:\/\/api\.stripe\.com/);
    // No sandbox card form with Stripe.
    expect(
      (await t.request({ method: 'POST', url: '/payments/sandbox/v1/payment_methods', payload: {} })).status,
    ).not.toBe(200);
  });

  it('pays with a PaymentIntent confirmed on the server, with an idempotency key; the receipt names the card', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Stripe Paid Co' })).businessID;
    const before = fake.creates;
    const res = await subscribe({
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: 'pm_card_visa',
      checkoutID: '66666666-6666-4666-8666-666666666666',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('succeeded');
    expect(res.body.data.receipt).toMatchObject({
      provider: 'stripe',
      amount: 185000,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(fake.creates).toBe(before + 1);
    const create = fake.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(create.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
    const pi = [...fake.intents.values()].at(-1)!;
    expect(pi.metadata).toMatchObject({
      checkoutID: '66666666-6666-4666-8666-666666666666',
      businessID: b,
      planId: planIdOf('gold'),
    });
    expect(pi.receipt_email).toBe('owner@example.com');
    // The same checkout again: no new PaymentIntent, the same receipt.
    const again = await subscribe({
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: 'pm_card_visa',
      checkoutID: '66666666-6666-4666-8666-666666666666',
    });
    expect(again.body.data.receipt.receiptID).toBe(res.body.data.receipt.receiptID);
    expect(fake.creates).toBe(before + 1);
  });

  it('a decline answers 402 with Stripe’s reason in the spec card-error text, and records nothing', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Stripe Declined Co' })).businessID;
    const res = await subscribe({ businessID: b, planId: planIdOf('gold'), paymentMethod: 'pm_card_chargeDeclined' });
    expect(res.status).toBe(402);
    expect(res.body.error.message).toBe(`${MSG.cardError}Your card was declined.`);
    const funds = await subscribe({
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(funds.body.error.message).toBe(`${MSG.cardError}Your card has insufficient funds.`);
    expect(await paymentsOf(b)).toHaveLength(0);
  });

  it('refuses a payment method Stripe does not know, and one of the sandbox', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Stripe Unknown Co' })).businessID;
    const missing = await subscribe({ businessID: b, planId: planIdOf('gold'), paymentMethod: 'pm_doesnotexist' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.paymentMethod).toBe(MEMBERSHIP_MSG.paymentMethodOtherProvider);
    const sandbox = await subscribe({
      businessID: b,
      planId: planIdOf('gold'),
      paymentMethod: 'pm_sbx_abcdefabcdefabcdefabcdef',
    });
    expect(sandbox.status).toBe(400);
    expect(sandbox.body.error.fields.paymentMethod).toBe(MEMBERSHIP_MSG.paymentMethodOtherProvider);
  });

  it('3-D Secure: requires_action with the client secret; the signed webhook makes it paid, once, however often it arrives', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Stripe Secure Co' })).businessID;
    const checkoutID = '77777777-7777-4777-8777-777777777777';
    const first = await subscribe({
      businessID: b,
      planId: planIdOf('platinum'),
      paymentMethod: 'pm_card_threeDSecure2Required',
      checkoutID,
    });
    expect(first.body.data).toMatchObject({ status: 'requires_action', checkoutID });
    const pi = [...fake.intents.values()].find((i) => i.client_secret === first.body.data.clientSecret)!;
    expect(pi).toBeDefined();
    expect(await paymentsOf(b)).toHaveLength(0);

    // Stripe.js confirms in the browser; Stripe tells the webhook.
    pi.status = 'succeeded';
    const raw = JSON.stringify(stripeEvent('payment_intent.succeeded', pi));
    expect((await webhook(raw)).status).toBe(400);
    expect((await webhook(raw, sign(raw, 'whsec_someone_else'))).status).toBe(400);
    expect(await paymentsOf(b)).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) {
      const res = await webhook(raw, sign(raw));
      expect(res.status).toBe(200);
    }
    const paid = await paymentsOf(b);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      provider: 'stripe',
      providerPaymentId: pi.id,
      tier: 'platinum',
      amountCents: 365000,
      cardBrand: 'visa',
      cardLast4: '3220',
    });

    // The page comes back from Stripe.js and submits again: the same receipt.
    const after = await subscribe({
      businessID: b,
      planId: planIdOf('platinum'),
      paymentMethod: 'pm_card_threeDSecure2Required',
      checkoutID,
    });
    expect(after.body.data.status).toBe('succeeded');
    expect(after.body.data.receipt.paymentID).toBe(pi.id);
    expect(await paymentsOf(b)).toHaveLength(1);
  });

  it('a webhook about a payment that is not a checkout, or another event, is acknowledged and changes nothing', async () => {
    const pi = { ...[...fake.intents.values()][0], id: 'pi_unrelated', metadata: {} };
    const raw = JSON.stringify(stripeEvent('payment_intent.succeeded', pi));
    expect((await webhook(raw, sign(raw))).status).toBe(200);
    const other = JSON.stringify(stripeEvent('charge.refunded', pi));
    expect((await webhook(other, sign(other))).status).toBe(200);
  });
});

describe('the adapter alone', () => {
  it('turns a PaymentIntent into the port’s payment and verifies webhooks only with the endpoint secret', async () => {
    const port = createStripePayments({
      secretKey: SECRET,
      publishableKey: 'pk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      apiHost: fake.host,
      protocol: 'http',
    });
    const p = await port.charge({
      amountCents: 5000,
      currency: 'usd',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: 'k-alone-1',
      description: 'x',
      receiptEmail: 'a@b.co',
      metadata: { a: '1' },
    });
    expect(p).toMatchObject({
      status: 'succeeded',
      amountCents: 5000,
      card: { brand: 'visa', last4: '4242' },
      metadata: { a: '1' },
    });
    expect((await port.retrieve(p.id)).status).toBe('succeeded');
    expect(port.ownsPaymentMethod('pm_1Abc')).toBe(true);
    expect(port.ownsPaymentMethod('pm_sbx_x')).toBe(false);
    const pi = fake.intents.get(p.id)!;
    const raw = JSON.stringify(stripeEvent('payment_intent.succeeded', pi));
    expect(port.parseWebhook(Buffer.from(raw), sign(raw))).toMatchObject({
      type: 'payment.succeeded',
      payment: { id: p.id, status: 'succeeded' },
    });
    expect(() => port.parseWebhook(Buffer.from(raw), undefined)).toThrow();
    expect(() => port.parseWebhook(Buffer.from(raw.replace('5000', '5')), sign(raw))).toThrow();
    const bad = createStripePayments({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_x',
      apiHost: fake.host,
      protocol: 'http',
    });
    await expect(
      bad.charge({
        amountCents: 5000,
        currency: 'usd',
        paymentMethod: 'pm_card_visa',
        idempotencyKey: 'k2',
        description: 'x',
        receiptEmail: 'a@b.co',
        metadata: {},
      }),
    ).rejects.toThrow();
  });
});
