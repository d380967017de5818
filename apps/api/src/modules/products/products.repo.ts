import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export type ProductRow = typeof t.products.$inferSelect;

export const productsRepo = {
  insert: async (db: Db, row: typeof t.products.$inferInsert) => (await db.insert(t.products).values(row).returning())[0],
  find: async (db: Db, id: string) => (await db.select().from(t.products).where(eq(t.products.id, id)).limit(1))[0],
  update: (db: Db, id: string, set: Partial<typeof t.products.$inferInsert>) => db.update(t.products).set({ ...set, updatedAt: new Date() }).where(eq(t.products.id, id)),
  remove: (db: Db, id: string) => db.delete(t.products).where(eq(t.products.id, id)),
  byBusiness: (db: Db, businessId: string) =>
    db
      .select({ productID: t.products.id, name: t.products.name, description: t.products.description, mainImage: t.products.mainImage })
      .from(t.products)
      .where(eq(t.products.businessId, businessId))
      .orderBy(desc(t.products.createdAt)),
  /** Inserts only while the business is under its cap, atomically (a row lock on the business). */
  async insertUnderCap(db: Db, row: typeof t.products.$inferInsert, cap: number) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select id from businesses where id = ${row.businessId} for update`);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.products).where(eq(t.products.businessId, row.businessId));
      if (Number(n) >= cap) return undefined;
      return (await tx.insert(t.products).values(row).returning())[0];
    });
  },
};
