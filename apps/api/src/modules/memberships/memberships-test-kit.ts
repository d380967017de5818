/** Helpers of the memberships tests: a card through the sandbox's own form endpoint, checkout, plans. */
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_PROVIDER_PREFIX, planIdOf, type Tier } from '@wbn/contract';
import { SANDBOX_PUBLIC_KEY } from '../../ports/payments-sandbox.js';
import { businesses, memberships } from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../test/test-app.js';

export const CARDS = {
  ok: '4242424242424242',
  decline: '4000000000000002',
  funds: '4000000000009995',
  authenticate: '4000002760003184',
} as const;

const nextYear = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');

/** What the card form does: card details to the sandbox provider, a payment-method id back. */
export async function cardToken(
  t: TestApp,
  number: string = CARDS.ok,
  over: Partial<{ exp_month: string; exp_year: string; cvc: string }> = {},
) {
  const res = await t.request({
    method: 'POST',
    url: `${SANDBOX_PROVIDER_PREFIX}/payment_methods`,
    headers: { authorization: `Bearer ${SANDBOX_PUBLIC_KEY}` },
    payload: { type: 'card', number, exp_month: '12', exp_year: nextYear, cvc: '123', ...over },
  });
  return res;
}

export async function paymentMethod(t: TestApp, number: string = CARDS.ok) {
  const res = await cardToken(t, number);
  if (res.status !== 200) throw new Error(`tokenize failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export const subscribe = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/subscription/subscribe',
    payload: { email: 'owner@example.com', ...body },
    headers: bearer(token),
  });

/** Pays `tier` for the business with a fresh 4242 card; returns the answer. */
export async function buy(t: TestApp, token: string, businessID: string, tier: Tier, card: string = CARDS.ok) {
  return subscribe(t, token, { businessID, planId: planIdOf(tier), paymentMethod: await paymentMethod(t, card) });
}

export const tierOfBusiness = async (t: TestApp, id: string) =>
  (await t.database.db.select({ s: businesses.subscription }).from(businesses).where(eq(businesses.id, id)))[0].s;

/** Moves the running membership of a business `days` into the past (as if paid `days` ago). */
export async function ageMembership(t: TestApp, businessID: string, days: number) {
  await t.database.db
    .update(memberships)
    .set({
      startsAt: sql`starts_at - make_interval(days => ${days})`,
      expiresAt: sql`expires_at - make_interval(days => ${days})`,
    })
    .where(eq(memberships.businessId, businessID));
}
