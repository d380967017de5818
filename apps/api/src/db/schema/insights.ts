import { pgTable, text, uuid, date, integer, primaryKey } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/**
 * Insights for owners (decision 0040). What visitors' browsers report, counted per business, day
 * (UTC) and kind: 'profile-view', 'product-view', 'search-appearance', 'search-click'. Inquiries,
 * follows and quotes are read from their own tables.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.kind] })],
);

/** The search words that showed a business (appearances) and led to it (clicks), per day. */
export const insightTerms = pgTable(
  'insight_terms',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    appearances: integer('appearances').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.term] })],
);

/**
 * The filters a business appeared under in search results (decision 0083): per business, day and
 * facet token (`cty:DE`, `cert:iso-9001`), one appearance per visitor, value and day, as the terms.
 * A token is at most INSIGHTS_LIMITS.tokenChars long and one appearance counts at most
 * INSIGHTS_LIMITS.filtersPerAppearance of them.
 */
export const insightFilters = pgTable(
  'insight_filters',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    token: text('token').notNull(),
    appearances: integer('appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.token] })],
);

/**
 * Who was already counted today: one row per (day, hash of the day's salt, the visitor's address
 * and browser, the kind and the thing seen). Rows older than yesterday are deleted daily; with the
 * salt gone, no row can be tied back to a visitor.
 */
export const insightSeen = pgTable(
  'insight_seen',
  {
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
);

/** Each day's random salt, deleted with that day's marks. */
export const insightSalts = pgTable('insight_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
