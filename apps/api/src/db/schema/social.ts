import { pgTable, text, uuid, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Reactions ('like' only, the spec's one reaction type). The actor is the user or one of their businesses;
 * `actor_key` is the business id when acting as a business, else the user id, so an actor
 * reacts at most once per resource.
 */
export const reactions = pgTable(
  'reactions',
  {
    resourceId: uuid('resource_id').notNull(),
    resourceType: text('resource_type').notNull(),
    actorKey: uuid('actor_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id'),
    reactionType: text('reaction_type').notNull().default('like'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reactions_resource_actor_idx').on(t.resourceId, t.actorKey),
    index('reactions_user_idx').on(t.userId),
  ],
);
