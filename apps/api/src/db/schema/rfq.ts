import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  uuid,
  timestamp,
  index,
  uniqueIndex,
  primaryKey,
  integer,
  check,
  doublePrecision,
  date,
  jsonb,
  boolean,
} from 'drizzle-orm/pg-core';
import { users, type PhotoJson } from './accounts.js';
import { businesses } from './businesses.js';

/**
 * Requests for quotation (decision 0038): a buyer (a member, or a business through its owner or an
 * admin) asks for prices once. `categories` are category ids and `industries` their industries
 * (the board filters on them); `deadline` is the last UTC day that takes quotes. `thread_id` is the
 * conversation the award opens (the requests module creates it with that id).
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerBusinessId: uuid('buyer_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categories: text('categories').array().notNull(),
    industries: text('industries').array().notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    targetMin: doublePrecision('target_min'),
    targetMax: doublePrecision('target_max'),
    targetCurrency: text('target_currency'),
    incoterm: text('incoterm').notNull(),
    destinationCountry: text('destination_country').notNull(),
    supplierCountries: text('supplier_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    visibility: text('visibility').notNull(),
    status: text('status').notNull().default('open'),
    attachments: jsonb('attachments').$type<PhotoJson[]>().notNull().default([]),
    quoteCount: integer('quote_count').notNull().default(0),
    awardedQuoteId: uuid('awarded_quote_id'),
    threadId: uuid('thread_id'),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('rfqs_board_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'open' and visibility = 'public'`),
    index('rfqs_buyer_idx').on(t.buyerUserId, t.createdAt.desc()),
    index('rfqs_buyer_business_idx').on(t.buyerBusinessId, t.createdAt.desc()),
    index('rfqs_due_idx')
      .on(t.deadline)
      .where(sql`status = 'open'`),
    index('rfqs_text_idx').using('gin', sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`),
    check('rfqs_status_check', sql`status in ('open', 'closed', 'awarded')`),
    check('rfqs_visibility_check', sql`visibility in ('public', 'invited')`),
  ],
);

/** The businesses a request invites (an invited-only request is seen and quoted by them alone). */
export const rfqInvitations = pgTable(
  'rfq_invitations',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.businessId] }), index('rfq_invitations_business_idx').on(t.businessId)],
);

/** One quote per business and request; `shortlisted` is the buyer's mark, seen by the buyer only. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    unitPrice: doublePrecision('unit_price').notNull(),
    currency: text('currency').notNull(),
    moq: integer('moq').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    incoterm: text('incoterm').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    attachment: jsonb('attachment').$type<PhotoJson>(),
    status: text('status').notNull().default('submitted'),
    shortlisted: boolean('shortlisted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfq_quotes_one_per_business').on(t.rfqId, t.businessId),
    index('rfq_quotes_rfq_idx').on(t.rfqId, t.createdAt, t.id),
    index('rfq_quotes_business_month_idx').on(t.businessId, t.createdAt),
    check('rfq_quotes_status_check', sql`status in ('submitted', 'withdrawn', 'awarded', 'declined')`),
  ],
);
