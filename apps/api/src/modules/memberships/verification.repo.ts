/** verification_requests: the owner's documents and staff's decision (decision 0018). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export type VerificationRow = typeof t.verificationRequests.$inferSelect;

export const verificationRepo = {
  async insert(db: Db, row: typeof t.verificationRequests.$inferInsert) {
    return (await db.insert(t.verificationRequests).values(row).onConflictDoNothing().returning())[0];
  },
  find: async (db: Db, id: string) =>
    (await db.select().from(t.verificationRequests).where(eq(t.verificationRequests.id, id)).limit(1))[0],
  last: async (db: Db, businessId: string) =>
    (
      await db
        .select()
        .from(t.verificationRequests)
        .where(eq(t.verificationRequests.businessId, businessId))
        .orderBy(desc(t.verificationRequests.createdAt))
        .limit(1)
    )[0],
  lastGranted: async (db: Db, businessId: string) =>
    (
      await db
        .select()
        .from(t.verificationRequests)
        .where(and(eq(t.verificationRequests.businessId, businessId), eq(t.verificationRequests.status, 'granted')))
        .orderBy(desc(t.verificationRequests.decidedAt))
        .limit(1)
    )[0],

  /**
   * Decides a pending request and sets the business's badge in one transaction; a grant only
   * while the business still has a paid tier. `decided`: it was not pending any more; `unpaid`:
   * the business is back on standard.
   */
  async decide(
    db: Db,
    id: string,
    d: { status: 'granted' | 'refused'; by: string; checked?: string[]; reason?: string; now: Date },
  ) {
    return db.transaction(
      async (tx): Promise<{ outcome: 'ok'; row: VerificationRow } | { outcome: 'decided' | 'unpaid' }> => {
        const [held] = await tx
          .select()
          .from(t.verificationRequests)
          .where(eq(t.verificationRequests.id, id))
          .for('update');
        if (!held || held.status !== 'pending') return { outcome: 'decided' };
        if (d.status === 'granted') {
          const [b] = await tx
            .select({ subscription: t.businesses.subscription })
            .from(t.businesses)
            .where(eq(t.businesses.id, held.businessId))
            .for('update');
          if (!b || b.subscription === 'standard') return { outcome: 'unpaid' };
          await tx
            .update(t.businesses)
            .set({ verified: true, updatedAt: d.now })
            .where(eq(t.businesses.id, held.businessId));
        }
        const [row] = await tx
          .update(t.verificationRequests)
          .set({
            status: d.status,
            decidedBy: d.by,
            decidedAt: d.now,
            checked: d.checked ?? [],
            reason: d.reason ?? null,
          })
          .where(eq(t.verificationRequests.id, id))
          .returning();
        return { outcome: 'ok', row };
      },
    );
  },

  /** Staff's queue: one status, oldest first for pending (first come, first served), newest first otherwise. */
  page: (db: Db, status: string, skip: number, size: number) =>
    db
      .select({
        r: t.verificationRequests,
        companyName: t.businesses.companyName,
        subscription: t.businesses.subscription,
        verified: t.businesses.verified,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
        email: t.users.email,
      })
      .from(t.verificationRequests)
      .innerJoin(t.businesses, eq(t.businesses.id, t.verificationRequests.businessId))
      .leftJoin(t.users, eq(t.users.id, t.verificationRequests.requestedBy))
      .leftJoin(t.profiles, eq(t.profiles.userId, t.verificationRequests.requestedBy))
      .where(eq(t.verificationRequests.status, status))
      .orderBy(
        status === 'pending' ? t.verificationRequests.createdAt : desc(t.verificationRequests.decidedAt),
        t.verificationRequests.id,
      )
      .limit(size)
      .offset(skip),
  count: async (db: Db, status: string) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.verificationRequests)
          .where(eq(t.verificationRequests.status, status))
      )[0].n,
    ),
};
