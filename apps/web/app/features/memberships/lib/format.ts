/**
 * What the membership screen prints: prices (USD, 2 decimals, per year), credits, card errors (the spec's texts), the
 * current tier's line and the paid message; its dates come from ~/lib/dates.
 */
import { MSG, PACKAGES, TIER_LABELS, formatUsd, type Tier } from '@wbn/contract/constants';
import type { Credit, MembershipState } from '@wbn/contract/schemas';
import { formatDay } from '~/lib/dates';

/** 'USD 1850.00 per year'. */
export const yearlyPrice = (cents: number) => `${formatUsd(cents)} per year`;

/** The tier as My business and the badges show it: upper case. */
export const tierUpper = (tier: string) => tier.toUpperCase();

/** 'Credit for 265 unused days of Gold' and its amount as '-USD 1343.15'. */
export const creditLabel = (c: Credit) =>
  `Credit for ${c.unusedDays} unused ${c.unusedDays === 1 ? 'day' : 'days'} of ${TIER_LABELS[c.fromTier as Tier]}`;
export const creditAmount = (c: Credit) => `-${formatUsd(c.amount)}`;

/** The spec's card-error alert: 'You have error in your card information: ' and the provider's reason. */
export const cardErrorText = (reason: string) =>
  reason.startsWith(MSG.cardError) ? reason : `${MSG.cardError}${reason}`;

/** 'Visa ending 4242'. */
export const cardText = (card: { brand: string; last4: string } | null) =>
  card ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}` : 'Card';

/** 'up to 20 products': the cap of a tier, from the contract's packages. */
export const productCap = (tier: Tier) => `up to ${PACKAGES[tier].maxProducts} products`;

/**
 * The line under the current tier. A paid year: its end and the cap. Standard: free, its cap. A paid
 * tier with no paid year behind it (given by the seed or by staff, decision 0042): its own cap, and
 * no end date, since nothing makes it expire.
 */
export function currentMembershipLine(s: Pick<MembershipState, 'subscription' | 'membership'>): string {
  const tier = s.subscription as Tier;
  if (s.membership && s.membership.subscription === tier)
    return `Valid until ${formatDay(s.membership.expiresAt)} · ${productCap(tier)}`;
  if (tier === 'standard') return `Free, ${productCap(tier)}`;
  return `No end date · ${productCap(tier)}`;
}

export type PaidSummary = {
  tier: Tier;
  previousTier: Tier;
  companyName: string;
  expiresAt: string;
  receiptID: string;
  receiptNumber: string;
};

/** The texts of the success message after a payment (decision 0042). */
export const paidTexts = (p: PaidSummary) => ({
  title: `Payment received: ${TIER_LABELS[p.tier]} membership active`,
  cap: `${p.companyName} can now list ${productCap(p.tier)} (${PACKAGES[p.previousTier].maxProducts} before).`,
  validUntil: `Valid until ${formatDay(p.expiresAt)}.`,
  /** The receipt link reads 'View receipt WBN-000042'; the number is kept on one line. */
  receipt: 'View receipt',
});
