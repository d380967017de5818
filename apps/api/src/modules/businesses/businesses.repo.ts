import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { BusinessWithCategories } from '../../core/collaborators.js';
import { withCategoryIds } from '../../core/directory.repo.js';

export type BusinessRow = typeof t.businesses.$inferSelect;
export type { BusinessWithCategories };

export const businessesRepo = {
  async create(db: Db, row: typeof t.businesses.$inferInsert, categoryIds: string[]) {
    return db.transaction(async (tx) => {
      const [b] = await tx.insert(t.businesses).values(row).returning();
      await tx
        .insert(t.businessCategories)
        .values(categoryIds.map((categoryId, i) => ({ businessId: b.id, categoryId, sort: i })));
      await tx.insert(t.businessMembers).values({ businessId: b.id, userId: row.ownerId, role: 'owner' });
      return b;
    });
  },
  async find(db: Db, id: string) {
    const [row] = await db.select(withCategoryIds).from(t.businesses).where(eq(t.businesses.id, id)).limit(1);
    return row as BusinessWithCategories | undefined;
  },
  async update(db: Db, id: string, set: Partial<typeof t.businesses.$inferInsert>, categoryIds?: string[]) {
    await db.transaction(async (tx) => {
      await tx
        .update(t.businesses)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(t.businesses.id, id));
      if (categoryIds) {
        await tx.delete(t.businessCategories).where(eq(t.businessCategories.businessId, id));
        await tx
          .insert(t.businessCategories)
          .values(categoryIds.map((categoryId, i) => ({ businessId: id, categoryId, sort: i })));
      }
    });
  },
  async listForMember(db: Db, userId: string) {
    const rows = await db
      .select({ ...withCategoryIds, memberRole: t.businessMembers.role })
      .from(t.businessMembers)
      .innerJoin(t.businesses, eq(t.businesses.id, t.businessMembers.businessId))
      .where(eq(t.businessMembers.userId, userId))
      .orderBy(desc(t.businesses.createdAt));
    return rows.map(({ memberRole, ...business }) => ({
      business: business as BusinessWithCategories,
      role: memberRole,
    }));
  },
  async role(db: Db, businessId: string, userId: string) {
    const [m] = await db
      .select({ role: t.businessMembers.role })
      .from(t.businessMembers)
      .where(and(eq(t.businessMembers.businessId, businessId), eq(t.businessMembers.userId, userId)))
      .limit(1);
    return m?.role as 'owner' | 'admin' | 'member' | undefined;
  },
  members: (db: Db, businessId: string) =>
    db
      .select({
        userID: t.businessMembers.userId,
        role: t.businessMembers.role,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
        email: t.users.email,
        profilePhoto: t.profiles.profilePhoto,
      })
      .from(t.businessMembers)
      .innerJoin(t.users, eq(t.users.id, t.businessMembers.userId))
      .innerJoin(t.profiles, eq(t.profiles.userId, t.businessMembers.userId))
      .where(eq(t.businessMembers.businessId, businessId))
      .orderBy(
        sql`case ${t.businessMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(t.profiles.firstName),
      ),
  addMember: (db: Db, businessId: string, userId: string, role: string) =>
    db.insert(t.businessMembers).values({ businessId, userId, role }).onConflictDoNothing().returning(),
  setRole: (db: Db, businessId: string, userId: string, role: string) =>
    db
      .update(t.businessMembers)
      .set({ role })
      .where(and(eq(t.businessMembers.businessId, businessId), eq(t.businessMembers.userId, userId)))
      .returning(),
  removeMember: (db: Db, businessId: string, userId: string) =>
    db
      .delete(t.businessMembers)
      .where(and(eq(t.businessMembers.businessId, businessId), eq(t.businessMembers.userId, userId)))
      .returning(),
  async favorites(db: Db, userId: string) {
    const rows: BusinessWithCategories[] = await db
      .select(withCategoryIds)
      .from(t.favoriteBusinesses)
      .innerJoin(t.businesses, eq(t.businesses.id, t.favoriteBusinesses.businessId))
      .where(eq(t.favoriteBusinesses.userId, userId))
      .orderBy(desc(t.favoriteBusinesses.createdAt));
    return rows;
  },
  addFavorite: (db: Db, userId: string, businessId: string) =>
    db.insert(t.favoriteBusinesses).values({ userId, businessId }).onConflictDoNothing(),
  removeFavorite: (db: Db, userId: string, businessId: string) =>
    db
      .delete(t.favoriteBusinesses)
      .where(and(eq(t.favoriteBusinesses.userId, userId), eq(t.favoriteBusinesses.businessId, businessId)))
      .returning(),
  countProducts: async (db: Db, businessId: string) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.products)
          .where(eq(t.products.businessId, businessId))
      )[0].n,
    ),
};
