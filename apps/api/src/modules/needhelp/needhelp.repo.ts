import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { needHelpEnquiries } from '../../db/schema/index.js';

export const needHelpRepo = {
  async insert(db: Db, row: typeof needHelpEnquiries.$inferInsert) {
    const [created] = await db.insert(needHelpEnquiries).values(row).returning();
    return created;
  },
  page: (db: Db, skip: number, size: number) =>
    db.select().from(needHelpEnquiries).orderBy(desc(needHelpEnquiries.createdAt)).limit(size).offset(skip),
  count: async (db: Db) => Number((await db.select({ n: sql<number>`count(*)::int` }).from(needHelpEnquiries))[0].n),
};
