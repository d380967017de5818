import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export type { ProductRow } from '../../core/product-presenter.js';

export const productsRepo = {
  /** Every product of a business, oldest first (a catalogue export, an import's matching). */
  ofBusiness: (db: Db, businessId: string) =>
    db
      .select()
      .from(t.products)
      .where(eq(t.products.businessId, businessId))
      .orderBy(asc(t.products.createdAt), asc(t.products.id)),
  /**
   * Adds many products at once, in the caller's transaction, holding the business's row so that
   * no other write passes the membership's cap meanwhile; undefined (nothing written) when they
   * would not fit under `cap`.
   */
  async insertMany(db: Db, rows: (typeof t.products.$inferInsert)[], businessId: string, cap: number) {
    if (!rows.length) return [];
    await db.execute(sql`select id from businesses where id = ${businessId} for update`);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.products)
      .where(eq(t.products.businessId, businessId));
    if (Number(n) + rows.length > cap) return undefined;
    const out: { id: string; name: string }[] = [];
    for (let i = 0; i < rows.length; i += 500)
      out.push(
        ...(await db
          .insert(t.products)
          .values(rows.slice(i, i + 500))
          .returning({ id: t.products.id, name: t.products.name })),
      );
    return out;
  },
  insert: async (db: Db, row: typeof t.products.$inferInsert) =>
    (await db.insert(t.products).values(row).returning())[0],
  find: async (db: Db, id: string) => (await db.select().from(t.products).where(eq(t.products.id, id)).limit(1))[0],
  update: (db: Db, id: string, set: Partial<typeof t.products.$inferInsert>) =>
    db
      .update(t.products)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(t.products.id, id)),
  remove: (db: Db, id: string) => db.delete(t.products).where(eq(t.products.id, id)),
  /** A business's products, newest first; `withHidden` (its managers) also those over the tier's cap, marked (decision 0018). */
  byBusiness: (db: Db, businessId: string, withHidden = false) =>
    db
      .select({
        productID: t.products.id,
        name: t.products.name,
        description: t.products.description,
        mainImage: t.products.mainImage,
        hidden: sql<boolean>`(products.hidden or products.hidden_at is not null)`,
      })
      .from(t.products)
      .where(
        withHidden
          ? eq(t.products.businessId, businessId)
          : and(eq(t.products.businessId, businessId), sql`not products.hidden and products.hidden_at is null`),
      )
      .orderBy(desc(t.products.createdAt)),
  /** Over the cap of its business's tier (migration 0012 keeps the flag), or hidden by staff (decision 0034). */
  isHidden: async (db: Db, id: string) =>
    !!(
      await db
        .select({
          hidden: sql<boolean>`(products.hidden or products.hidden_at is not null or exists (select 1 from businesses hb where hb.id = products.business_id and hb.hidden_at is not null))`,
        })
        .from(t.products)
        .where(eq(t.products.id, id))
        .limit(1)
    )[0]?.hidden,
  /** Inserts only while the business is under its cap, atomically (a row lock on the business). */
  async insertUnderCap(db: Db, row: typeof t.products.$inferInsert, cap: number) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select id from businesses where id = ${row.businessId} for update`);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.products)
        .where(eq(t.products.businessId, row.businessId));
      if (Number(n) >= cap) return undefined;
      return (await tx.insert(t.products).values(row).returning())[0];
    });
  },
};
