import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { needHelpEnquiries, users } from '../../db/schema/index.js';

export const needHelpRepo = {
  async insert(db: Db, row: typeof needHelpEnquiries.$inferInsert) {
    const [created] = await db.insert(needHelpEnquiries).values(row).returning();
    return created;
  },
  isStaff: async (db: Db, userId: string) => !!(await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId)).limit(1))[0]?.isStaff,
  page: (db: Db, skip: number, size: number) => db.select().from(needHelpEnquiries).orderBy(desc(needHelpEnquiries.createdAt)).limit(size).offset(skip),
  count: async (db: Db) => Number((await db.select({ n: sql<number>`count(*)::int` }).from(needHelpEnquiries))[0].n),
};
