import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, timestamp, integer, index, check } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { businesses, products } from './businesses.js';

/**
 * Inquiries (the spec's "Inquiry request" entity, decision 0017). A user, or one of the
 * businesses they belong to, asks a business; the thread has two sides: 'S' (the sending user,
 * or the sending business's team) and 'R' (the receiving business's team). Each side keeps how
 * many messages it has not read and when it last read (shown as "Seen" to the other side).
 * `last_message_at` orders the lists; `status` is 'open' until one side ends it ('closed').
 */
export const inquiryRequests = pgTable(
  'inquiry_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromBusinessId: uuid('from_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    toBusinessId: uuid('to_business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    senderUnread: integer('sender_unread').notNull().default(0),
    receiverUnread: integer('receiver_unread').notNull().default(0),
    senderReadAt: timestamp('sender_read_at', { withTimezone: true, precision: 3 }),
    receiverReadAt: timestamp('receiver_read_at', { withTimezone: true, precision: 3 }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** When the receiving business first answered (null until it has): set by the message's own write. */
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_requests_user_idx')
      .on(t.fromUserId, t.lastMessageAt.desc())
      .where(sql`from_business_id is null`),
    index('inquiry_requests_from_business_idx').on(t.fromBusinessId, t.lastMessageAt.desc()),
    index('inquiry_requests_to_business_idx').on(t.toBusinessId, t.lastMessageAt.desc()),
    check('inquiry_requests_status_check', sql`status in ('open', 'closed')`),
    check('inquiry_requests_not_to_self', sql`from_business_id is null or from_business_id <> to_business_id`),
  ],
);

/** One message of a thread; `side` is 'S' or 'R' (who wrote it, relative to the thread). */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => inquiryRequests.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Hidden by staff after a report (decision 0034): left out of the thread for both sides. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_messages_request_idx').on(t.requestId, t.createdAt, t.id),
    check('inquiry_messages_side_check', sql`side in ('S', 'R')`),
  ],
);
