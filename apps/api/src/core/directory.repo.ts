/**
 * The directory's records as every feature reads them: a business with its categories, a
 * member's profile with the e-mail, and the follow counts a profile shows. The businesses, users
 * and search modules share these reads (their own writes stay in their repos).
 */
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import type { BusinessWithCategories } from './collaborators.js';

/** A business row with its category ids in their saved order, read in the same query. */
export const withCategoryIds = {
  ...getTableColumns(t.businesses),
  categoryIds: sql<
    string[]
  >`coalesce((select array_agg(bc.category_id order by bc.sort) from ${t.businessCategories} bc where bc.business_id = ${t.businesses.id}), '{}')`.as(
    'category_ids',
  ),
};

export type ProfileRow = Awaited<ReturnType<typeof directoryRepo.profiles>>[number];

export const directoryRepo = {
  /** `select … from businesses` with the category ids; add where, order and limits. */
  selectBusinesses: (db: Db) => db.select(withCategoryIds).from(t.businesses).$dynamic(),

  /** Several businesses in one query, in the order of `ids` (missing ones left out). */
  async businesses(db: Db, ids: string[]) {
    if (!ids.length) return [];
    const rows: BusinessWithCategories[] = await db
      .select(withCategoryIds)
      .from(t.businesses)
      .where(inArray(t.businesses.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  },

  /** The businesses a member owns, newest first. */
  businessesOwnedBy: (db: Db, userId: string): Promise<BusinessWithCategories[]> =>
    db
      .select(withCategoryIds)
      .from(t.businesses)
      .where(and(eq(t.businesses.ownerId, userId), isNull(t.businesses.hiddenAt)))
      .orderBy(desc(t.businesses.createdAt)),

  /** `select … from profiles` with the member's e-mail; add where, order and limits. */
  selectProfiles: (db: Db) =>
    db
      .select({ p: t.profiles, email: t.users.email })
      .from(t.profiles)
      .innerJoin(t.users, eq(t.users.id, t.profiles.userId))
      .$dynamic(),

  /** Profiles in the order of `userIds` (unknown ids are left out). */
  async profiles(db: Db, userIds: string[]) {
    if (!userIds.length) return [];
    const rows = await directoryRepo.selectProfiles(db).where(inArray(t.profiles.userId, userIds));
    const byId = new Map(rows.map((r) => [r.p.userId, r]));
    return userIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  },

  /** The account with this e-mail (any case), if there is one. */
  userByEmail: async (db: Db, email: string) =>
    (
      await db
        .select({ id: t.users.id, email: t.users.email })
        .from(t.users)
        .where(sql`lower(${t.users.email}) = ${email.toLowerCase()}`)
        .limit(1)
    )[0],

  /** Followers and followings of a member or business. */
  async followCounts(db: Db, id: string) {
    const [row] = await db
      .select({
        followers: sql<number>`(select count(*)::int from ${t.follows} where ${t.follows.targetId} = ${id})`,
        following: sql<number>`(select count(*)::int from ${t.follows} where ${t.follows.followerKey} = ${id})`,
      })
      .from(sql`(select 1) one`);
    return { followersCount: Number(row.followers), followingCount: Number(row.following) };
  },
};
