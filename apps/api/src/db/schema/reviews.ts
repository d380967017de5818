import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, timestamp, integer, date, index, check } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { businesses } from './businesses.js';

/**
 * Reviews of businesses by members who traded with them (decision 0073). `trade_kind` and
 * `trade_month` (its first day) say what the review rests on, never which request or conversation.
 * `status`: 'published' (public unless `hidden_at`, or reported and not decided for 48 hours),
 * 'pending' (a burst of reviews of the business: staff decide), 'rejected' (staff did not publish
 * it; `status_reason` is what its author reads). `hidden_at`/`hidden_reason`: staff took it off the
 * page after a report. The business's one reply is `reply_text` (written once). An author's earlier
 * versions are in business_review_versions.
 */
export const businessReviews = pgTable(
  'business_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    overall: integer('overall').notNull(),
    quality: integer('quality').notNull(),
    communication: integer('communication').notNull(),
    delivery: integer('delivery').notNull(),
    text: text('text').notNull(),
    tradeKind: text('trade_kind').notNull(),
    tradeMonth: date('trade_month', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('published'),
    statusReason: text('status_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    hiddenReason: text('hidden_reason'),
    replyText: text('reply_text'),
    replyUserId: uuid('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The company page's list, newest first.
    index('business_reviews_public_idx')
      .on(t.businessId, t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'published' and hidden_at is null`),
    // The 12-month rule (the author's latest review of a business) and the author's own review.
    index('business_reviews_author_idx').on(t.authorUserId, t.businessId, t.createdAt.desc()),
    // The burst count: new reviews of a business in the last day.
    index('business_reviews_business_created_idx').on(t.businessId, t.createdAt),
    // The staff's queue of reviews that wait.
    index('business_reviews_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'pending'`),
    check('business_reviews_status_check', sql`status in ('pending', 'published', 'rejected')`),
    check('business_reviews_trade_kind_check', sql`trade_kind in ('awarded-quote', 'conversation')`),
    check(
      'business_reviews_stars_check',
      sql`overall between 1 and 5 and quality between 1 and 5 and communication between 1 and 5 and delivery between 1 and 5`,
    ),
  ],
);

/** Every earlier version of a review (decision 0073): what it said from `written_at` until its author changed it at `replaced_at`. */
export const businessReviewVersions = pgTable(
  'business_review_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => businessReviews.id, { onDelete: 'cascade' }),
    overall: integer('overall').notNull(),
    quality: integer('quality').notNull(),
    communication: integer('communication').notNull(),
    delivery: integer('delivery').notNull(),
    text: text('text').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true, precision: 3 }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('business_review_versions_review_idx').on(t.reviewId, t.replacedAt)],
);
