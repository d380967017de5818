import { pgTable, text, uuid, timestamp, jsonb, index } from 'drizzle-orm/pg-core';

/** Need-help enquiries sent from /contact-us/form (the spec's enquiry entity). */
export const needHelpEnquiries = pgTable(
  'need_help_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    companyPhone: text('company_phone').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('need_help_created_idx').on(t.createdAt)],
);
