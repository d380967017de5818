/** What the membership screen prints: prices (USD, 2 decimals, per year), credits, card errors (the spec's texts); its dates come from ~/lib/dates. */
import { MSG, TIER_LABELS, formatUsd, type Tier } from '@wbn/contract/constants';
import type { Credit } from '@wbn/contract/schemas';

/** 'USD 1850.00 per year'. */
export const yearlyPrice = (cents: number) => `${formatUsd(cents)} per year`;

/** The tier as My business and the badges show it: upper case. */
export const tierUpper = (tier: string) => tier.toUpperCase();

/** 'Credit for 265 unused days of Gold' and its amount as '-USD 1343.15'. */
export const creditLabel = (c: Credit) => `Credit for ${c.unusedDays} unused ${c.unusedDays === 1 ? 'day' : 'days'} of ${TIER_LABELS[c.fromTier as Tier]}`;
export const creditAmount = (c: Credit) => `-${formatUsd(c.amount)}`;

/** The spec's card-error alert: 'You have error in your card information: ' and the provider's reason. */
export const cardErrorText = (reason: string) => (reason.startsWith(MSG.cardError) ? reason : `${MSG.cardError}${reason}`);

/** 'Visa ending 4242'. */
export const cardText = (card: { brand: string; last4: string } | null) =>
  card ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}` : 'Card';
