/** The memberships tables (db/schema/memberships.ts); the only code of this module that touches the database. */
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { addYears } from './proration.js';
import { rowsOf } from '../../db/rows.js';

export type CheckoutRow = typeof t.membershipCheckouts.$inferSelect;
export type PaymentRow = typeof t.membershipPayments.$inferSelect;
export type MembershipRow = typeof t.memberships.$inferSelect;

/** A checkout left in `processing` this long (a process that died mid-payment) can be tried again. */
export const STALE_PROCESSING_MS = 2 * 60_000;

export const membershipsRepo = {
  plans: (db: Db) => db.select().from(t.membershipPlans).orderBy(asc(t.membershipPlans.sort)),
  /** Inserts or updates the plans (a release that changes PACKAGES updates them). */
  async upsertPlans(db: Db, rows: (typeof t.membershipPlans.$inferInsert)[]) {
    await db
      .insert(t.membershipPlans)
      .values(rows)
      .onConflictDoUpdate({
        target: t.membershipPlans.id,
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
  },

  async active(db: Db, businessId: string) {
    return (
      await db
        .select()
        .from(t.memberships)
        .where(and(eq(t.memberships.businessId, businessId), eq(t.memberships.status, 'active')))
        .limit(1)
    )[0];
  },

  /** Opens the checkout `row.id` unless it exists; answers the row as it is now. */
  async openCheckout(db: Db, row: typeof t.membershipCheckouts.$inferInsert) {
    await db.insert(t.membershipCheckouts).values(row).onConflictDoNothing();
    return (await db.select().from(t.membershipCheckouts).where(eq(t.membershipCheckouts.id, row.id)).limit(1))[0];
  },
  findCheckout: async (db: Db, id: string) =>
    (await db.select().from(t.membershipCheckouts).where(eq(t.membershipCheckouts.id, id)).limit(1))[0],
  checkoutByPayment: async (db: Db, provider: string, paymentId: string) =>
    (
      await db
        .select()
        .from(t.membershipCheckouts)
        .where(
          and(eq(t.membershipCheckouts.provider, provider), eq(t.membershipCheckouts.providerPaymentId, paymentId)),
        )
        .limit(1)
    )[0],

  /**
   * Takes the checkout for one payment attempt with `paymentMethod`: only from open, failed or
   * waiting-for-confirmation, or from a processing attempt that has gone stale. Two attempts at
   * once: one gets it, the other gets undefined.
   */
  async claimCheckout(db: Db, id: string, paymentMethod: string, now: Date) {
    const [row] = await db
      .update(t.membershipCheckouts)
      .set({ status: 'processing', paymentMethod, failure: null, updatedAt: now })
      .where(
        and(
          eq(t.membershipCheckouts.id, id),
          or(
            inArray(t.membershipCheckouts.status, ['open', 'failed', 'requires_action']),
            and(
              eq(t.membershipCheckouts.status, 'processing'),
              lt(t.membershipCheckouts.updatedAt, new Date(now.getTime() - STALE_PROCESSING_MS)),
            ),
          ),
        ),
      )
      .returning();
    return row;
  },
  /** Records an attempt's outcome, unless the checkout was paid meanwhile (a webhook got there first). */
  setCheckout: (db: Db, id: string, set: Partial<typeof t.membershipCheckouts.$inferInsert>) =>
    db
      .update(t.membershipCheckouts)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(t.membershipCheckouts.id, id), sql`${t.membershipCheckouts.status} <> 'paid'`)),

  paymentOfCheckout: async (db: Db, checkoutId: string) =>
    (await db.select().from(t.membershipPayments).where(eq(t.membershipPayments.checkoutId, checkoutId)).limit(1))[0],
  membershipOfPayment: async (db: Db, paymentId: string) =>
    (await db.select().from(t.memberships).where(eq(t.memberships.paymentId, paymentId)).limit(1))[0],

  /**
   * Records a payment the provider confirmed, once: the payment (unique per provider payment and
   * per checkout), the year it buys (superseding the running membership), the business's tier
   * (search rank and product cap follow it) and the checkout, in one transaction. `created` is
   * false when it was recorded before (a replayed webhook, a retry).
   */
  async recordPaid(
    db: Db,
    co: CheckoutRow,
    p: {
      provider: string;
      paymentId: string;
      tier: string;
      companyName: string;
      card?: { brand: string; last4: string };
      now: Date;
    },
  ): Promise<{ payment: PaymentRow; created: boolean }> {
    return db.transaction(async (tx) => {
      const expiresAt = addYears(p.now);
      const [payment] = await tx
        .insert(t.membershipPayments)
        .values({
          businessId: co.businessId,
          companyName: p.companyName,
          userId: co.userId,
          checkoutId: co.id,
          provider: p.provider,
          providerPaymentId: p.paymentId,
          tier: p.tier,
          planId: co.planId,
          priceCents: co.priceCents,
          creditCents: co.creditCents,
          amountCents: co.amountCents,
          currency: co.currency,
          periodStart: p.now,
          periodEnd: expiresAt,
          cardBrand: p.card?.brand ?? null,
          cardLast4: p.card?.last4 ?? null,
          email: co.email,
          paidAt: p.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!payment) {
        const [held] = await tx
          .select()
          .from(t.membershipPayments)
          .where(
            or(
              eq(t.membershipPayments.checkoutId, co.id),
              and(
                eq(t.membershipPayments.provider, p.provider),
                eq(t.membershipPayments.providerPaymentId, p.paymentId),
              ),
            ),
          )
          .limit(1);
        return { payment: held, created: false };
      }
      await tx
        .update(t.memberships)
        .set({ status: 'superseded', endedAt: p.now })
        .where(and(eq(t.memberships.businessId, co.businessId), eq(t.memberships.status, 'active')));
      await tx.insert(t.memberships).values({
        businessId: co.businessId,
        paymentId: payment.id,
        tier: p.tier,
        priceCents: co.priceCents,
        startsAt: p.now,
        expiresAt,
        status: 'active',
      });
      await tx
        .update(t.businesses)
        .set({ subscription: p.tier, updatedAt: p.now })
        .where(eq(t.businesses.id, co.businessId));
      await tx
        .update(t.membershipCheckouts)
        .set({ status: 'paid', providerPaymentId: p.paymentId, failure: null, updatedAt: p.now })
        .where(eq(t.membershipCheckouts.id, co.id));
      return { payment, created: true };
    });
  },

  /**
   * Ends the memberships past their expiry (of one business, or all): each business returns to
   * standard and loses the verification that came with the paid tier; the cap trigger hides the
   * products over the standard cap. One statement, so a business never stays half-expired.
   */
  async expireDue(db: Db, now: Date, businessId?: string) {
    const only = businessId ? sql`and business_id = ${businessId}` : sql``;
    const res = await db.execute(sql`
      with ended as (
        update memberships set status = 'expired', ended_at = ${now.toISOString()}
        where status = 'active' and expires_at <= ${now.toISOString()} ${only}
        returning business_id, tier
      )
      update businesses b set subscription = 'standard', verified = false, updated_at = ${now.toISOString()}
      from ended e where b.id = e.business_id and b.subscription = e.tier
      returning b.id, e.tier`);
    return rowsOf<{ id: string; tier: string }>(res);
  },

  receiptsOf: (db: Db, businessId: string) =>
    db
      .select()
      .from(t.membershipPayments)
      .where(eq(t.membershipPayments.businessId, businessId))
      .orderBy(desc(t.membershipPayments.paidAt)),
  payment: async (db: Db, id: string) =>
    (await db.select().from(t.membershipPayments).where(eq(t.membershipPayments.id, id)).limit(1))[0],

  /** Staff: every payment, newest first, with the payer's name. */
  paymentsPage: (db: Db, skip: number, size: number) =>
    db
      .select({ p: t.membershipPayments, firstName: t.profiles.firstName, lastName: t.profiles.lastName })
      .from(t.membershipPayments)
      .leftJoin(t.profiles, eq(t.profiles.userId, t.membershipPayments.userId))
      .orderBy(desc(t.membershipPayments.paidAt), desc(t.membershipPayments.number))
      .limit(size)
      .offset(skip),
  paymentsCount: async (db: Db) =>
    Number((await db.select({ n: sql<number>`count(*)::int` }).from(t.membershipPayments))[0].n),
};
