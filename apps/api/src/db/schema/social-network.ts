import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, timestamp, jsonb, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { users, type PhotoJson } from './accounts.js';
import { businesses } from './businesses.js';

/**
 * Posts (the spec's "Post" entity). The author is a user, or a business written for by one of its
 * owners/admins; `author_key` is the business id then, else the user id (as in reactions), so
 * the newsfeed walks one index per followed author. Times are kept to the millisecond so the
 * (created_at, id) cursor the client holds is exact (decision 0012).
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorBusinessId: uuid('author_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    authorKey: uuid('author_key').notNull(),
    timelineId: uuid('timeline_id').notNull(),
    timelineType: text('timeline_type').notNull(),
    content: text('content').notNull(),
    picture: jsonb('picture').$type<PhotoJson>(),
    likeCount: integer('like_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Hidden by staff, or with its author's suspension ('staff' | 'suspension'); shown to no one then (decision 0034). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The newsfeed's walk per followed author (decision 0012): visible posts only, and the migration
    // adds INCLUDE (author_user_id), which drizzle cannot say, so the walk reads no table row.
    index('posts_author_feed_live_idx')
      .on(t.authorKey, t.createdAt.desc(), t.id.desc())
      .where(sql`hidden_at is null`),
    index('posts_timeline_idx').on(t.timelineId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Comments on a post, product or business page, and replies (resource type 'comment', always
 * under a top-level comment). `root_id`/`root_type` name the post, product or business the
 * thread belongs to, so removing a post removes its whole thread.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id').notNull(),
    resourceType: text('resource_type').notNull(),
    rootId: uuid('root_id').notNull(),
    rootType: text('root_type').notNull(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorBusinessId: uuid('author_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    authorKey: uuid('author_key').notNull(),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    /** As posts.hidden_at (decision 0034). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_resource_idx').on(t.resourceId, t.createdAt.desc(), t.id.desc()),
    index('comments_root_idx').on(t.rootId),
  ],
);

/** Follows: a user, or a business acting through an owner/admin (`follower_key`), follows a user or a business. */
export const follows = pgTable(
  'follows',
  {
    followerKey: uuid('follower_key').notNull(),
    followerType: text('follower_type').notNull(),
    followerUserId: uuid('follower_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id').notNull(),
    targetType: text('target_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerKey, t.targetId] }), index('follows_target_idx').on(t.targetId)],
);

/** Connection requests to a business (decision 0011): pending until its owner or an admin decides. */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromKey: uuid('from_key').notNull(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromBusinessId: uuid('from_business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    toBusinessId: uuid('to_business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connections_pair_idx').on(t.fromKey, t.toBusinessId),
    index('connections_to_idx').on(t.toBusinessId, t.status),
    index('connections_from_business_idx')
      .on(t.fromBusinessId)
      .where(sql`${t.fromBusinessId} is not null`),
  ],
);
