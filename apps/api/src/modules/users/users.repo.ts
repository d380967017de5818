import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { directoryRepo, type ProfileRow } from '../../core/directory.repo.js';

export type { ProfileRow };

export const usersRepo = {
  /** Suspended by staff (decision 0034): their public profile is gone until the suspension is lifted. */
  isSuspended: async (db: Db, userId: string) =>
    !!(await db.select({ at: t.users.suspendedAt }).from(t.users).where(eq(t.users.id, userId)).limit(1))[0]?.at,
  async profile(db: Db, userId: string) {
    const [row] = await directoryRepo.profiles(db, [userId]);
    return row;
  },

  updateProfile: (db: Db, userId: string, set: Partial<typeof t.profiles.$inferInsert>) =>
    db
      .update(t.profiles)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(t.profiles.userId, userId)),

  usernameTaken: async (db: Db, username: string, exceptUserId: string) =>
    (
      await db
        .select({ id: t.profiles.userId })
        .from(t.profiles)
        .where(
          sql`lower(${t.profiles.username}) = ${username.toLowerCase()} and ${t.profiles.userId} <> ${exceptUserId}`,
        )
        .limit(1)
    ).length > 0,

  dialCodeExists: async (db: Db, digits: string) =>
    (
      await db
        .select({ c: t.countries.code })
        .from(t.countries)
        .where(sql`regexp_replace(${t.countries.phoneCode}, '\\D', '', 'g') = ${digits}`)
        .limit(1)
    ).length > 0,
};
