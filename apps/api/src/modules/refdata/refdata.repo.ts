import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export const refdataRepo = {
  countries: (db: Db) =>
    db
      .select({ code: t.countries.code, countryName: t.countries.countryName, emoji: t.countries.emoji })
      .from(t.countries)
      .orderBy(asc(t.countries.countryName)),
  country: async (db: Db, code: string) =>
    (await db.select().from(t.countries).where(eq(t.countries.code, code)).limit(1))[0],
  states: (db: Db, countryCode: string) =>
    db
      .select({ stateID: t.states.stateID, stateName: t.states.stateName, countryCode: t.states.countryCode })
      .from(t.states)
      .where(eq(t.states.countryCode, countryCode))
      .orderBy(asc(t.states.stateName)),
  state: async (db: Db, stateID: string) =>
    (await db.select().from(t.states).where(eq(t.states.stateID, stateID)).limit(1))[0],
  genders: (db: Db) =>
    db.select({ code: t.genders.code, name: t.genders.name }).from(t.genders).orderBy(asc(t.genders.sort)),
  gender: async (db: Db, code: string) =>
    (await db.select().from(t.genders).where(eq(t.genders.code, code)).limit(1))[0],
  languages: (db: Db) =>
    db
      .select({ code: t.languages.code, languageName: t.languages.languageName })
      .from(t.languages)
      .orderBy(asc(t.languages.languageName)),
  language: async (db: Db, code: string) =>
    (await db.select().from(t.languages).where(eq(t.languages.code, code)).limit(1))[0],
  jobPositions: (db: Db) =>
    db
      .select({ jobPositionID: t.jobPositions.jobPositionID, name: t.jobPositions.name })
      .from(t.jobPositions)
      .orderBy(asc(t.jobPositions.sort)),
  jobPosition: async (db: Db, id: string) =>
    (await db.select().from(t.jobPositions).where(eq(t.jobPositions.jobPositionID, id)).limit(1))[0],
  businessTypes: (db: Db) =>
    db
      .select({ code: t.businessTypes.code, businessTypeName: t.businessTypes.businessTypeName })
      .from(t.businessTypes)
      .orderBy(asc(t.businessTypes.sort)),
  businessType: async (db: Db, code: string) =>
    (await db.select().from(t.businessTypes).where(eq(t.businessTypes.code, code)).limit(1))[0],
};
