/**
 * The membership plans: written from PACKAGES at every start (memberships.repo.ts upsertPlans),
 * so the prices and caps live once, in the contract's constants. The products cap trigger of
 * migration 0012 reads max_products from these rows.
 */
import { MEMBERSHIP_CURRENCY, PACKAGES, TIERS, planIdOf, type Plan, type Tier } from '@wbn/contract';
import type { membershipPlans } from '../../db/schema/index.js';

export type PlanRow = typeof membershipPlans.$inferSelect;

export const planRows = (): PlanRow[] =>
  TIERS.map((tier, i) => {
    const p = PACKAGES[tier];
    return {
      id: planIdOf(tier),
      tier,
      priceCents: p.priceCents,
      currency: MEMBERSHIP_CURRENCY,
      period: p.period,
      maxProducts: p.maxProducts,
      verification: p.verification === true,
      boostsPerMonth: p.boostsPerMonth,
      supportHours: p.supportHours,
      sort: i + 1,
    };
  });

export const tierRank = (t: Tier) => TIERS.indexOf(t);

export const presentPlan = (r: PlanRow): Plan => ({
  planId: r.id,
  subscription: r.tier as Tier,
  price: r.priceCents,
  currency: r.currency,
  period: 'year',
  maxProducts: r.maxProducts,
  verification: r.verification,
  boostsPerMonth: r.boostsPerMonth,
  supportHours: r.supportHours,
});
