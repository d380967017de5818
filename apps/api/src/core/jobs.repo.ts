/**
 * Every query of the job queue (decision 0022). Claiming uses `FOR UPDATE SKIP LOCKED`, so any
 * number of API processes (or workers in one) take different jobs; a claim is a lease: a job
 * whose holder died is claimed again once `locked_until` has passed.
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { rowsOf } from '../db/rows.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = 'queued' | 'running' | 'retrying' | 'dead' | 'done';
export type NewJob = { kind: string; payload: unknown; maxAttempts: number; runAt?: Date; uniqueKey?: string };

/** The raw row of a `returning *` (snake_case, dates maybe as strings on some drivers). */
type RawJob = {
  id: string;
  kind: string;
  payload: unknown;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: Date | string;
  locked_by: string | null;
  locked_until: Date | string | null;
  last_error: string | null;
  unique_key: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
};
const date = (v: Date | string | null) => (v === null ? null : new Date(v));
/**
 * The instant due times and leases are compared with: `at` when the queue runs on a clock of its
 * own (a test moves it), else the database's clock, the one clock every process shares.
 */
const instant = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`);
const fromRaw = (r: RawJob): JobRow => ({
  id: r.id,
  kind: r.kind,
  payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
  status: r.status,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  runAt: new Date(r.run_at),
  lockedBy: r.locked_by,
  lockedUntil: date(r.locked_until),
  lastError: r.last_error,
  uniqueKey: r.unique_key,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  finishedAt: date(r.finished_at),
});

export const jobsRepo = {
  /** Adds jobs (in the caller's transaction when `db` is one). A job whose `uniqueKey` exists already is skipped. */
  async insert(db: Db, list: NewJob[]) {
    if (!list.length) return [];
    return db
      .insert(jobs)
      .values(
        list.map((j) => ({
          kind: j.kind,
          payload: j.payload,
          maxAttempts: j.maxAttempts,
          runAt: j.runAt ?? sql`now()`,
          uniqueKey: j.uniqueKey,
        })),
      )
      .onConflictDoNothing({ target: jobs.uniqueKey })
      .returning({ id: jobs.id });
  },

  /**
   * Takes up to `limit` due jobs of the given kinds for `workerId` until now + `leaseMs`: queued or
   * retrying ones whose time has come, and running ones whose holder's lease ran out. Each claim
   * counts as an attempt. "Now" is `at` when given (see `instant`).
   */
  async claim(
    db: Db,
    workerId: string,
    kinds: readonly string[],
    limit: number,
    leaseMs: number,
    at?: Date,
  ): Promise<JobRow[]> {
    if (!kinds.length || limit < 1) return [];
    const kindList = sql`array(select jsonb_array_elements_text(${JSON.stringify(kinds)}::jsonb))`;
    const rows = rowsOf<RawJob>(
      await db.execute(sql`
        update jobs set status = 'running', locked_by = ${workerId}, attempts = attempts + 1,
          locked_until = ${instant(at)} + make_interval(secs => ${leaseMs / 1000}), updated_at = clock_timestamp()
        where id in (
          select id from jobs
          where status in ('queued', 'retrying', 'running') and kind = any(${kindList})
            and (case when status = 'running' then locked_until else run_at end) <= ${instant(at)}
            and attempts < max_attempts
          order by run_at
          limit ${limit}
          for update skip locked
        )
        returning *`),
    );
    return rows.map(fromRaw);
  },

  /** Jobs whose holder died on their last attempt: nobody may claim them again, so they are dead. "Now" is `at` when given. */
  async buryAbandoned(db: Db, at?: Date) {
    const rows = await db
      .update(jobs)
      .set({
        status: 'dead',
        lastError: sql`coalesce(${jobs.lastError} || E'\n', '') || 'The process running it stopped (lease expired) on the last attempt'`,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(
        and(
          eq(jobs.status, 'running'),
          lt(jobs.lockedUntil, instant(at)),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      )
      .returning({ id: jobs.id, kind: jobs.kind });
    return rows;
  },

  /** Marks a job done, if this worker still holds it (false: its lease ran out and someone else took it). */
  async complete(db: Db, id: string, workerId: string) {
    const rows = await db
      .update(jobs)
      .set({
        status: 'done',
        lockedBy: null,
        lockedUntil: null,
        lastError: null,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /** A failed attempt: runs again at `retryAt`, or is dead when `retryAt` is null. */
  async fail(db: Db, id: string, workerId: string, error: string, retryAt: Date | null) {
    const now = new Date();
    const rows = await db
      .update(jobs)
      .set(
        retryAt
          ? { status: 'retrying', runAt: retryAt, lastError: error, lockedBy: null, lockedUntil: null, updatedAt: now }
          : { status: 'dead', lastError: error, lockedBy: null, lockedUntil: null, updatedAt: now, finishedAt: now },
      )
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /** Gives a running job back untouched (a clean shutdown): the attempt it started is not counted. */
  async release(db: Db, id: string, workerId: string) {
    await db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} > 1 then 'retrying' else 'queued' end`,
        attempts: sql`${jobs.attempts} - 1`,
        runAt: sql`clock_timestamp()`,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
  },

  find: async (db: Db, id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)).limit(1))[0],

  /** Newest first, `limit + 1` rows so the caller knows whether a next page exists; `before` is the last row's (updatedAt, id). */
  async list(db: Db, statuses: readonly JobStatus[], limit: number, before?: { updatedAt: Date; id: string }) {
    const cursor = before
      ? sql`(${jobs.updatedAt}, ${jobs.id}) < (${before.updatedAt.toISOString()}::timestamptz, ${before.id}::uuid)`
      : undefined;
    return db
      .select()
      .from(jobs)
      .where(and(inArray(jobs.status, [...statuses]), cursor))
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(limit + 1);
  },

  /** A failing job's next attempt comes now; a dead one runs again now with its attempts counted afresh. */
  async retryNow(db: Db, id: string) {
    const rows = await db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`case when ${jobs.status} = 'dead' then 0 else ${jobs.attempts} end`,
        runAt: sql`clock_timestamp()`,
        updatedAt: new Date(),
        finishedAt: null,
      })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['retrying', 'dead'])))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /** Deletes a failed or dead job that staff decided to drop. */
  async discard(db: Db, id: string) {
    const rows = await db
      .delete(jobs)
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['retrying', 'dead'])))
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /** Done jobs finished before `before` are deleted (failed and dead ones stay until staff act). */
  async deleteDone(db: Db, before: Date) {
    const rows = await db
      .delete(jobs)
      .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
      .returning({ id: jobs.id });
    return rows.length;
  },

  /** Per kind: jobs waiting (queued, retrying, running), dead ones, and the age in seconds of the oldest waiting one. */
  async stats(db: Db) {
    const rows = rowsOf<{ kind: string; waiting: number; dead: number; retrying: number; oldest: number | null }>(
      await db.execute(sql`
        select kind,
          count(*) filter (where status in ('queued', 'retrying', 'running'))::int as waiting,
          count(*) filter (where status = 'retrying')::int as retrying,
          count(*) filter (where status = 'dead')::int as dead,
          extract(epoch from clock_timestamp() - min(created_at) filter (where status in ('queued', 'retrying', 'running')))::float8 as oldest
        from jobs where status <> 'done' group by kind`),
    );
    return rows.map((r) => ({
      kind: r.kind,
      waiting: Number(r.waiting),
      retrying: Number(r.retrying),
      dead: Number(r.dead),
      oldestSeconds: r.oldest === null ? null : Number(r.oldest),
    }));
  },

  /** Counts per status (the staff summary). */
  async countByStatus(db: Db) {
    const rows = await db
      .select({ status: jobs.status, n: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<JobStatus, number>>;
  },
};
