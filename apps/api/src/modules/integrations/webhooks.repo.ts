/** Webhook endpoints and their deliveries (decision 0036). */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

export type WebhookRow = typeof t.webhooks.$inferSelect;
export type DeliveryRow = typeof t.webhookDeliveries.$inferSelect;
export type Attempt = DeliveryRow['attempts'][number];

export const webhooksRepo = {
  insert: async (db: Db, row: typeof t.webhooks.$inferInsert) =>
    (await db.insert(t.webhooks).values(row).returning())[0],
  list: (db: Db, businessId: string) =>
    db.select().from(t.webhooks).where(eq(t.webhooks.businessId, businessId)).orderBy(desc(t.webhooks.createdAt)),
  count: async (db: Db, businessId: string) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.webhooks)
          .where(eq(t.webhooks.businessId, businessId))
      )[0]?.n ?? 0,
    ),
  find: async (db: Db, businessId: string, id: string) =>
    (
      await db
        .select()
        .from(t.webhooks)
        .where(and(eq(t.webhooks.id, id), eq(t.webhooks.businessId, businessId)))
        .limit(1)
    )[0],
  byId: async (db: Db, id: string) => (await db.select().from(t.webhooks).where(eq(t.webhooks.id, id)).limit(1))[0],
  remove: async (db: Db, businessId: string, id: string) =>
    (
      await db
        .delete(t.webhooks)
        .where(and(eq(t.webhooks.id, id), eq(t.webhooks.businessId, businessId)))
        .returning({ id: t.webhooks.id })
    ).length > 0,

  /** The endpoints of these businesses that listen to `event` and are not disabled. */
  listening: (db: Db, businessIds: string[], event: string) =>
    db
      .select()
      .from(t.webhooks)
      .where(
        and(
          inArray(t.webhooks.businessId, businessIds),
          sql`${event} = any(${t.webhooks.events})`,
          isNull(t.webhooks.disabledAt),
        ),
      ),

  /** The events each enabled endpoint hears, of every business or of one (the directory every process keeps). */
  enabledEvents: (db: Db, businessId?: string) =>
    db
      .select({ businessId: t.webhooks.businessId, events: t.webhooks.events })
      .from(t.webhooks)
      .where(
        and(
          isNull(t.webhooks.disabledAt),
          businessId === undefined ? undefined : eq(t.webhooks.businessId, businessId),
        ),
      ),

  addDelivery: async (db: Db, row: typeof t.webhookDeliveries.$inferInsert) =>
    (await db.insert(t.webhookDeliveries).values(row).returning())[0],
  delivery: async (db: Db, id: string) =>
    (await db.select().from(t.webhookDeliveries).where(eq(t.webhookDeliveries.id, id)).limit(1))[0],
  deliveryOf: async (db: Db, webhookId: string, id: string) =>
    (
      await db
        .select()
        .from(t.webhookDeliveries)
        .where(and(eq(t.webhookDeliveries.id, id), eq(t.webhookDeliveries.webhookId, webhookId)))
        .limit(1)
    )[0],
  deliveries: (db: Db, webhookId: string, size: number, after?: { at: Date; id: string }) =>
    db
      .select()
      .from(t.webhookDeliveries)
      .where(
        and(
          eq(t.webhookDeliveries.webhookId, webhookId),
          after
            ? sql`(${t.webhookDeliveries.createdAt}, ${t.webhookDeliveries.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(t.webhookDeliveries.createdAt), desc(t.webhookDeliveries.id))
      .limit(size + 1),

  /** Appends one attempt and sets the delivery's status, in one statement (attempts of one delivery never run at once). */
  recordAttempt: (db: Db, id: string, attempt: Attempt, status: string) =>
    db
      .update(t.webhookDeliveries)
      .set({ attempts: sql`${t.webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`, status })
      .where(eq(t.webhookDeliveries.id, id)),
  /** How many deliveries of the business wait for a retry, besides `exceptId`, counted up to `upTo` (webhook_deliveries_retrying_idx). */
  async retryingOfBusiness(db: Db, businessId: string, exceptId: string, upTo: number) {
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from (
          select 1 from ${t.webhookDeliveries} d
          where d.status = 'retrying' and d.id <> ${exceptId}::uuid
            and d.webhook_id in (select id from ${t.webhooks} where business_id = ${businessId}::uuid)
          limit ${upTo}
        ) waiting`),
    );
    return Number(rows[0]?.n ?? 0);
  },
  setStatus: (db: Db, id: string, status: string) =>
    db.update(t.webhookDeliveries).set({ status }).where(eq(t.webhookDeliveries.id, id)),

  succeeded: (db: Db, webhookId: string) =>
    db.update(t.webhooks).set({ failingSince: null }).where(eq(t.webhooks.id, webhookId)),
  /** Marks the endpoint failing (from now, unless it already was); answers since when. */
  async failing(db: Db, webhookId: string) {
    const [w] = await db
      .update(t.webhooks)
      .set({ failingSince: sql`coalesce(${t.webhooks.failingSince}, now())` })
      .where(eq(t.webhooks.id, webhookId))
      .returning({ since: t.webhooks.failingSince });
    return w?.since ?? null;
  },
  /** Disables the endpoint; true only for the call that did it (its owner is told once). */
  disable: async (db: Db, webhookId: string) =>
    (
      await db
        .update(t.webhooks)
        .set({ disabledAt: sql`now()` })
        .where(and(eq(t.webhooks.id, webhookId), isNull(t.webhooks.disabledAt)))
        .returning({ id: t.webhooks.id })
    ).length > 0,

  /** Where to tell a business its endpoint was disabled: its owner's address. */
  ownerEmail: async (db: Db, businessId: string) =>
    (
      await db
        .select({ email: t.users.email, name: t.businesses.companyName })
        .from(t.businesses)
        .innerJoin(t.users, eq(t.users.id, t.businesses.ownerId))
        .where(eq(t.businesses.id, businessId))
        .limit(1)
    )[0],
};
