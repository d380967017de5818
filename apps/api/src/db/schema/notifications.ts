import { pgTable, text, uuid, timestamp, bigint, jsonb, index, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.js';

/**
 * The live channel's log (decision 0013). Each user has their own sequence: `live_cursors.seq`
 * is the last number handed out, and a publish takes the next numbers while holding that row, so
 * a user's events commit in sequence order and a reader never skips one still being written.
 * Events are kept a few days: a client that reconnects (Last-Event-ID) reads what it missed here.
 */
export const liveCursors = pgTable('live_cursors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

export const liveEvents = pgTable(
  'live_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('live_events_created_idx').on(t.createdAt)],
);

export type NotificationData = Record<string, string>;

/**
 * One row per recipient of a notification (decision 0013). The list groups rows by kind and
 * resource ("Ana and 12 others liked your post"); the actor is a user or one of their businesses.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt),
    index('notifications_recipient_group_idx').on(t.recipientId, t.kind, t.resourceType, t.resourceId),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`read_at is null`),
    index('notifications_resource_idx').on(t.resourceType, t.resourceId),
  ],
);
