/** What leaves the API of a payment (its receipt) and of a membership period. */
import { TIERS, type MembershipPeriod, type PaymentProvider, type Receipt, type Tier } from '@wbn/contract';
import type { MembershipRow, PaymentRow } from './memberships.repo.js';

export const tierOf = (s: string): Tier => ((TIERS as readonly string[]).includes(s) ? (s as Tier) : 'standard');

/** WBN-000042: the receipt's number, from the payments' own sequence. */
export const receiptNumber = (n: number | null) => `WBN-${String(n ?? 0).padStart(6, '0')}`;

export const presentReceipt = (p: PaymentRow): Receipt => ({
  receiptID: p.id,
  number: receiptNumber(p.number),
  date: p.paidAt.toISOString(),
  businessID: p.businessId,
  companyName: p.companyName,
  subscription: tierOf(p.tier),
  planId: p.planId,
  price: p.priceCents,
  credit: p.creditCents,
  amount: p.amountCents,
  currency: p.currency,
  periodStart: p.periodStart.toISOString(),
  periodEnd: p.periodEnd.toISOString(),
  card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
  email: p.email,
  provider: p.provider as PaymentProvider,
  paymentID: p.providerPaymentId,
});

export const presentPeriod = (m: Pick<MembershipRow, 'tier' | 'startsAt' | 'expiresAt'>): MembershipPeriod => ({
  subscription: tierOf(m.tier),
  startsAt: m.startsAt.toISOString(),
  expiresAt: m.expiresAt.toISOString(),
});
