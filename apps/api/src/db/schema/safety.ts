import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, timestamp, index, uniqueIndex, primaryKey, integer, check } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { businesses } from './businesses.js';

/**
 * Reports of content or members (decision 0034). One open report per member and target (a second
 * one updates the reason); staff close them all at once by acting on the target (`closed_at`).
 * `target_id` is not a foreign key: the target may be gone when staff look.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    closedByActionId: uuid('closed_by_action_id'),
  },
  (t) => [
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterUserId, t.targetType, t.targetId)
      .where(sql`${t.closedAt} is null`),
    index('reports_target_idx').on(t.targetType, t.targetId),
    // The staff queue: open reports, newest first.
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.closedAt} is null`),
    index('reports_reporter_day_idx').on(t.reporterUserId, t.createdAt),
    check(
      'reports_target_type_check',
      sql`target_type in ('post', 'comment', 'message', 'business', 'product', 'user', 'review')`,
    ),
  ],
);

/**
 * Blocks (decision 0034): the blocker no longer sees the blocked member's posts and comments, and
 * the blocked member cannot follow, connect with, write to or comment on the blocker (and the
 * businesses the blocker owns). `via_business_id`: blocked from that company page (its owner).
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viaBusinessId: uuid('via_business_id').references(() => businesses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }),
    index('user_blocks_blocked_idx').on(t.blockedUserId),
    check('user_blocks_not_self', sql`blocker_user_id <> blocked_user_id`),
  ],
);

/** The moderation log: every staff action, who took it, on what, and how many reports it closed. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    note: text('note'),
    reportsClosed: integer('reports_closed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('moderation_actions_target_idx').on(t.targetType, t.targetId),
  ],
);
