import { pgTable, text, integer, index } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  countryName: text('country_name').notNull(),
  emoji: text('emoji').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const states = pgTable(
  'states',
  {
    stateID: text('state_id').primaryKey(),
    stateName: text('state_name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [index('states_country_idx').on(t.countryCode)],
);

export const genders = pgTable('genders', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  languageName: text('language_name').notNull(),
});

export const jobPositions = pgTable('job_positions', {
  jobPositionID: text('job_position_id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const businessTypes = pgTable('business_types', {
  code: text('code').primaryKey(),
  businessTypeName: text('business_type_name').notNull(),
  sort: integer('sort').notNull(),
});

export const industries = pgTable('industries', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  order: integer('sort').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    name: text('name').notNull(),
    order: integer('sort').notNull(),
  },
  (t) => [index('categories_industry_idx').on(t.industryId)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    order: integer('sort').notNull(),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
);
