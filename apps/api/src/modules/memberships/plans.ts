/**
 * The plans (spec 1 §3 "Subscription plan", spec 2 §9): written from PACKAGES at every start, so
 * the prices and caps live once, in the contract's constants. The products cap trigger of
 * migration 0012 reads max_products from these rows.
 */
import { sql } from 'drizzle-orm';
import { MEMBERSHIP_CURRENCY, PACKAGES, TIERS, planIdOf, type Plan, type Tier } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { membershipPlans } from '../../db/schema/index.js';

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

/** Inserts or updates the four plans (a release that changes PACKAGES updates them). */
export async function ensurePlans(db: Db) {
  await db
    .insert(membershipPlans)
    .values(planRows())
    .onConflictDoUpdate({
      target: membershipPlans.id,
      set: {
        tier: sql`excluded.tier`,
        priceCents: sql`excluded.price_cents`,
        currency: sql`excluded.currency`,
        period: sql`excluded.period`,
        maxProducts: sql`excluded.max_products`,
        verification: sql`excluded.verification`,
        boostsPerMonth: sql`excluded.boosts_per_month`,
        supportHours: sql`excluded.support_hours`,
        sort: sql`excluded.sort`,
      },
    });
}

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
