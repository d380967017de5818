import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/**
 * Every business certificate's expiry date, one row per (business, certificate id), kept from
 * `businesses.certificates` by a trigger (migration 0041, decision 0076): the daily reminder run
 * and the staff's list read a range of `expire_date` through its index instead of every profile's
 * jsonb. `reminded_stage`: the last reminder sent for this expiry date (30, 7 or 0 days before);
 * a new expiry date clears it, so the reminders start again.
 */
export const certificateExpiries = pgTable(
  'certificate_expiries',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    certificateId: text('certificate_id').notNull(),
    name: text('name').notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    remindedStage: integer('reminded_stage'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.certificateId] }),
    index('certificate_expiries_date_idx').on(t.expireDate),
  ],
);
