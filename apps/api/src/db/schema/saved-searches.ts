import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  uuid,
  timestamp,
  boolean,
  jsonb,
  index,
  uniqueIndex,
  primaryKey,
  check,
  customType,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** PostgreSQL's full-text query type: the saved words, ready to test a new item's search vector with `@@`. */
const tsquery = customType<{ data: string; driverData: string }>({ dataType: () => 'tsquery' });

/**
 * A member's saved searches (decision 0041). The filters mean what the search's do: `business_type`
 * a company type code or PR (products); `country_code` and `industry_id` null for any. `words` is the
 * search's own query of `text_query` (english configuration, the last word as a prefix), null when
 * the words hold no term (then every item of the kind matches). `last_alert_at`: when its member was
 * last told (an instant search waits SAVED_SEARCH_INSTANT_GAP_MS after it). `filters`: the search's
 * facet filters as saved (canonical: each list sorted, null for none), and `filter_tokens` the same
 * as facet tokens, one array per facet, that a new item's `facet_values` must each overlap
 * (decision 0083).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textQuery: text('text_query').notNull().default(''),
    businessType: text('business_type').notNull(),
    countryCode: text('country_code'),
    industryId: text('industry_id'),
    includeRfqs: boolean('include_rfqs').notNull().default(false),
    frequency: text('frequency').notNull(),
    words: tsquery('words'),
    filters: jsonb('filters').$type<Record<string, boolean | number | string[]>>(),
    filterTokens: jsonb('filter_tokens').$type<string[][]>(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    // The same search twice is one: its words (any case), kind, country, industry and filters.
    uniqueIndex('saved_searches_one_per_search').on(
      t.userId,
      sql`lower(${t.textQuery})`,
      t.businessType,
      sql`coalesce(${t.countryCode}, '')`,
      sql`coalesce(${t.industryId}, '')`,
      sql`coalesce(${t.filters}, '{}'::jsonb)`,
    ),
    // What a new business or product is matched against: the live searches of its kind.
    index('saved_searches_match_idx')
      .on(t.businessType, t.countryCode)
      .where(sql`frequency <> 'off'`),
    index('saved_searches_rfq_idx')
      .on(t.countryCode)
      .where(sql`include_rfqs and frequency <> 'off'`),
    check('saved_searches_frequency_check', sql`frequency in ('instant', 'daily', 'weekly', 'off')`),
  ],
);

/** What a match names in its alert: the item's name, its page, and who made it (the notification's actor). */
export type SavedSearchItemJson = {
  title: string;
  path: string;
  actor: { type: 'user' | 'business'; id: string; userId: string };
};

/**
 * A new business, product or request for quotation that matched a saved search: once per search
 * and item (a retried listener adds nothing). `told_at` null: waiting for the next alert.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    item: jsonb('item').$type<SavedSearchItemJson>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    toldAt: timestamp('told_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.itemType, t.itemId] }),
    index('saved_search_matches_pending_idx')
      .on(t.savedSearchId, t.createdAt)
      .where(sql`told_at is null`),
    index('saved_search_matches_told_idx')
      .on(t.toldAt)
      .where(sql`told_at is not null`),
    check('saved_search_matches_item_type_check', sql`item_type in ('business', 'product', 'rfq')`),
  ],
);
