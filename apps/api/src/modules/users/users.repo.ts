import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export type ProfileRow = Awaited<ReturnType<typeof usersRepo.profiles>>[number];

export const usersRepo = {
  async profile(db: Db, userId: string) {
    const [row] = await usersRepo.profiles(db, [userId]);
    return row;
  },

  /** `select … from profiles` with the member's e-mail; add where, order and limits. */
  selectProfiles: (db: Db) => db.select({ p: t.profiles, email: t.users.email }).from(t.profiles).innerJoin(t.users, eq(t.users.id, t.profiles.userId)).$dynamic(),

  /** Profiles in the order of `userIds` (unknown ids are left out). */
  async profiles(db: Db, userIds: string[]) {
    if (!userIds.length) return [];
    const rows = await usersRepo.selectProfiles(db).where(inArray(t.profiles.userId, userIds));
    const byId = new Map(rows.map((r) => [r.p.userId, r]));
    return userIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  },

  updateProfile: (db: Db, userId: string, set: Partial<typeof t.profiles.$inferInsert>) =>
    db.update(t.profiles).set({ ...set, updatedAt: new Date() }).where(eq(t.profiles.userId, userId)),

  usernameTaken: async (db: Db, username: string, exceptUserId: string) =>
    (
      await db
        .select({ id: t.profiles.userId })
        .from(t.profiles)
        .where(sql`lower(${t.profiles.username}) = ${username.toLowerCase()} and ${t.profiles.userId} <> ${exceptUserId}`)
        .limit(1)
    ).length > 0,

  dialCodeExists: async (db: Db, digits: string) =>
    (await db.select({ c: t.countries.code }).from(t.countries).where(sql`regexp_replace(${t.countries.phoneCode}, '\\D', '', 'g') = ${digits}`).limit(1)).length > 0,
};
