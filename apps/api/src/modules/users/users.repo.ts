import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export type ProfileRow = Awaited<ReturnType<typeof usersRepo.profilesWithRefs>>[number];

export const usersRepo = {
  async profileWithRefs(db: Db, userId: string) {
    const [row] = await usersRepo.profilesWithRefs(db, [userId]);
    return row;
  },

  /** `select … from profiles` joined with the reference names a card shows; add where, order and limits. */
  selectProfilesWithRefs(db: Db) {
    const st = alias(t.states, 'st');
    return db
      .select({
        p: t.profiles,
        email: t.users.email,
        country: { code: t.countries.code, countryName: t.countries.countryName, emoji: t.countries.emoji },
        state: { stateID: st.stateID, stateName: st.stateName },
        gender: { code: t.genders.code, name: t.genders.name },
        language: { code: t.languages.code, languageName: t.languages.languageName },
        jobPosition: { jobPositionID: t.jobPositions.jobPositionID, name: t.jobPositions.name },
        businessType: { code: t.businessTypes.code, name: t.businessTypes.businessTypeName },
        industry: { id: t.industries.id, name: t.industries.name },
      })
      .from(t.profiles)
      .innerJoin(t.users, eq(t.users.id, t.profiles.userId))
      .leftJoin(t.countries, eq(t.countries.code, t.profiles.countryCode))
      .leftJoin(st, eq(st.stateID, t.profiles.stateId))
      .leftJoin(t.genders, eq(t.genders.code, t.profiles.genderCode))
      .leftJoin(t.languages, eq(t.languages.code, t.profiles.languageCode))
      .leftJoin(t.jobPositions, eq(t.jobPositions.jobPositionID, t.profiles.jobPositionId))
      .leftJoin(t.businessTypes, eq(t.businessTypes.code, t.profiles.businessTypeCode))
      .leftJoin(t.industries, eq(t.industries.id, t.profiles.industryId))
      .$dynamic();
  },

  /** Profiles with their reference names, in the order of `userIds` (unknown ids are left out). */
  async profilesWithRefs(db: Db, userIds: string[]) {
    if (!userIds.length) return [];
    const rows = await usersRepo.selectProfilesWithRefs(db).where(inArray(t.profiles.userId, userIds));
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
