import { pgTable, text, uuid, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/**
 * When a business was asked (an inquiry to it, an RFQ invitation) and when it first answered (its
 * team's first message, its quote), for the responsiveness figures (decision 0039).
 */
export const replyClocks = pgTable(
  'reply_clocks',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** 'inquiry' (a thread id) or 'rfq' (a request id). */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.subjectType, t.subjectId] }),
    index('reply_clocks_asked_idx').on(t.businessId, t.askedAt),
  ],
);
