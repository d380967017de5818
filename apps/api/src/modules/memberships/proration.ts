/**
 * The arithmetic of an upgrade (decision 0018): a membership lasts a year from payment; an
 * upgrade before expiry credits the old tier's price for the whole days still unused, and the
 * new year starts at the upgrade. Pure functions: the page shows what these compute.
 */
import { MEMBERSHIP_PERIOD_YEARS, type Credit, type Tier } from '@wbn/contract';

export const DAY_MS = 86_400_000;

/** The same day and time `years` later (29 February → 1 March). */
export function addYears(d: Date, years = MEMBERSHIP_PERIOD_YEARS) {
  const x = new Date(d.getTime());
  x.setUTCFullYear(x.getUTCFullYear() + years);
  return x;
}

export type PaidPeriod = { tier: Tier; priceCents: number; startsAt: Date; expiresAt: Date };

/** The credit for the unused whole days of `m` at `now` (null when none is left). */
export function unusedCredit(m: PaidPeriod, now: Date): Credit | null {
  const totalDays = Math.max(1, Math.round((m.expiresAt.getTime() - m.startsAt.getTime()) / DAY_MS));
  const unusedDays = Math.min(totalDays, Math.floor((m.expiresAt.getTime() - now.getTime()) / DAY_MS));
  if (unusedDays <= 0) return null;
  return { fromTier: m.tier, unusedDays, totalDays, amount: Math.floor((m.priceCents * unusedDays) / totalDays) };
}

/** What an upgrade to a plan priced `priceCents` costs at `now`, and the year it buys. */
export function upgradeQuote(priceCents: number, current: PaidPeriod | null, now: Date) {
  const credit = current ? unusedCredit(current, now) : null;
  return { credit, amount: Math.max(0, priceCents - (credit?.amount ?? 0)), startsAt: now, expiresAt: addYears(now) };
}
