import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';

export const referenceRepo = {
  /** Every reference table whole (the in-process maps of ref-lookup.ts). */
  async everything(db: Db) {
    const [countries, states, businessTypes, industries, categories, subCategories, genders, languages, jobPositions] =
      await Promise.all([
        db.select().from(t.countries),
        db.select().from(t.states),
        db.select().from(t.businessTypes),
        db.select().from(t.industries),
        db.select().from(t.categories),
        db.select().from(t.subCategories),
        db.select().from(t.genders),
        db.select().from(t.languages),
        db.select().from(t.jobPositions),
      ]);
    return {
      countries,
      states,
      businessTypes,
      industries,
      categories,
      subCategories,
      genders,
      languages,
      jobPositions,
    };
  },
};
