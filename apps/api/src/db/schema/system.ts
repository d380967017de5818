import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Secrets shared by every API process (so any number of them can run behind a load balancer). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every e-mail the product delivers: sent through SMTP (`sent_at`) or kept here only (`transport` outbox, no SMTP_URL). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  transport: text('transport').notNull(),
  /** What the mail is about (reset-password, inquiry, receipt...): the log names it instead of the body. */
  kind: text('kind'),
  /** The job's stable Message-ID: a retry after a crash carries the same one, so it is recognisable. */
  messageId: text('message_id'),
});

/**
 * The durable job queue (modules/jobs, decision 0022): e-mails, and later webhooks, exports,
 * deletions, digests and alerts. A job is written in the same transaction as the change that
 * causes it; a worker in any API process claims it with a lease (`locked_until`), so a process
 * that dies mid-job gives it back when the lease runs out.
 *
 * status: `queued` (runs at `run_at`), `running` (held by `locked_by` until `locked_until`),
 * `retrying` (failed, runs again at `run_at`), `dead` (out of attempts: staff retry or discard
 * it), `done` (kept a while, then deleted by the clean-up job).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** A job that must exist once (a scheduled run's slot, "digest@2026-11-25"): a second insert is ignored. */
    uniqueKey: text('unique_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // What a worker asks for: due jobs by time (running ones only for expired leases).
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status in ('queued', 'retrying', 'running')`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey),
  ],
);
