import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, timestamp, index, integer, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { businesses } from './businesses.js';

/**
 * API keys of a business (decision 0035). Only a hash of the secret is kept; `prefix` is its
 * first characters, shown so a key can be recognised. Revoking sets `revoked_at`: every process
 * reads the row on each request, so a revoked key is refused at once everywhere.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The person the key acts as (their role in the business still decides); a key whose creator left stops working. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_business_idx')
      .on(t.businessId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Each use of a key (kept 90 days): what it called, the answer's status, from where. */
export const apiKeyUses = pgTable(
  'api_key_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('api_key_uses_key_idx').on(t.keyId, t.at.desc(), t.id.desc()), index('api_key_uses_at_idx').on(t.at)],
);

/**
 * Webhook endpoints of a business (decision 0036). The signing secret is kept sealed with a key of
 * the server's (it must be read to sign). `failing_since`: the first failure after the last
 * success; three days of it disable the endpoint.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('webhooks_business_idx').on(t.businessId)],
);

/** One event sent to one endpoint, with every attempt (status code, duration, error, time). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header (Standard Webhooks): the same on every attempt, so receivers drop repeats. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: jsonb('attempts')
      .$type<{ at: string; statusCode: number | null; durationMs: number; error: string | null }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_created_idx').on(t.createdAt),
    // A business's deliveries waiting for a retry are counted against their cap on every failure.
    index('webhook_deliveries_retrying_idx')
      .on(t.webhookId)
      .where(sql`${t.status} = 'retrying'`),
  ],
);
