/**
 * The durable job queue (decision 0022): work that must not be lost when a process stops or a
 * remote service is away (e-mails now; webhooks, exports, deletions, digests and alerts next).
 *
 *   queue.define('mail.send', handler, { maxAttempts: 12 })   // at build time, by the module that owns the work
 *   await queue.enqueue(tx, 'mail.send', payload)             // in the transaction of the change that causes it
 *   queue.every('jobs.clean-up', 3600_000)                    // scheduled, the same queue
 *
 * Delivery is at least once: a handler may run again after a crash between its effect and the
 * `done` mark, so handlers are idempotent or make a repeat recognisable (mail: a stable Message-ID).
 * Every API process runs a worker; a job runs in one of them at a time (a lease; see jobs.repo.ts).
 */
import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { withLogContext } from '../lib/log-context.js';
import { jobsRepo, type JobRow } from './jobs.repo.js';

export type JobContext = { job: JobRow; attempt: number; log: FastifyBaseLogger };
export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export type JobKindOptions = {
  /** Attempts before the job is dead (staff can retry it). Default 10. */
  maxAttempts?: number;
  /** An attempt that takes longer fails with a timeout. Default 60 s. */
  timeoutMs?: number;
  /** This kind's own retry schedule (webhooks: a first retry within seconds, then up to hours apart); default the queue's. */
  backoff?: { baseMs: number; maxMs: number };
};

/** A failure that retrying cannot mend (a payload that can never work): the job is dead at once. */
export class PermanentJobError extends Error {}

export type JobOutcome = 'done' | 'retry' | 'dead';

export type JobQueueOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Jobs one process runs at the same time. */
  concurrency: number;
  /** How often an idle worker asks for due jobs (an enqueue in this process wakes it sooner). */
  pollMs: number;
  /** First retry after about this long; each next one waits twice as long (with jitter), up to `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Told of every finished attempt (metrics). */
  observe?: (kind: string, outcome: JobOutcome, seconds: number) => void;
  /**
   * The clock the queue runs on (tests move it instead of waiting): schedules, retry times, and
   * the due times and leases its claims compare with. Default Date.now, with due times and leases
   * read on the database's clock, the one every process shares.
   */
  now?: () => number;
};

type Kind = {
  handler: JobHandler<never>;
  maxAttempts: number;
  timeoutMs: number;
  backoff?: { baseMs: number; maxMs: number };
};
type Schedule = { kind: string; everyMs: number; lastSlot?: number };

/** Time for a handler to notice its timeout before its lease lets another worker take the job. */
const LEASE_MARGIN_MS = 30_000;
const BURY_EVERY_MS = 30_000;

/** The delay before attempt `attempt + 1`: exponential, with "equal jitter" (half fixed, half random). */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const capped = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(capped / 2 + random() * (capped / 2));
}

const describe = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).slice(0, 2000);

export function createJobQueue(o: JobQueueOptions) {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const clock = o.now ?? Date.now;
  /** The instant a claim compares due times and leases with: the given clock's, else the database's own. */
  const at = () => (o.now ? new Date(o.now()) : undefined);
  const kinds = new Map<string, Kind>();
  const schedules: Schedule[] = [];
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let ticking: Promise<void> | undefined;
  let again = false;
  let lastBury = 0;
  let lastLookFull = false;

  const kindOf = (kind: string) => {
    const k = kinds.get(kind);
    if (!k) throw new Error(`No job kind "${kind}" is defined`);
    return k;
  };

  /** Adds the next slot of every schedule whose slot changed since this process last looked. */
  async function planSchedules(now: number) {
    const due = schedules.filter((s) => Math.floor(now / s.everyMs) !== s.lastSlot);
    if (!due.length) return;
    await jobsRepo.insert(
      o.db,
      due.map((s) => {
        const slot = Math.floor(now / s.everyMs);
        return {
          kind: s.kind,
          payload: {},
          maxAttempts: kindOf(s.kind).maxAttempts,
          runAt: new Date(slot * s.everyMs),
          uniqueKey: `${s.kind}@${new Date(slot * s.everyMs).toISOString()}`,
        };
      }),
    );
    for (const s of due) s.lastSlot = Math.floor(now / s.everyMs);
  }

  async function runOne(job: JobRow) {
    const k = kindOf(job.kind);
    const started = performance.now();
    const log = o.log; // its lines carry the job's id and kind through the log context
    let outcome: JobOutcome = 'done';
    await withLogContext({ jobId: job.id, jobKind: job.kind }, async () => {
      let timeout: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          k.handler(job.payload as never, { job, attempt: job.attempts, log }),
          new Promise<never>((_, reject) => {
            timeout = setTimeout(() => reject(new Error(`Timed out after ${k.timeoutMs} ms`)), k.timeoutMs);
          }),
        ]);
        await jobsRepo.complete(o.db, job.id, workerId);
      } catch (e) {
        const last = e instanceof PermanentJobError || job.attempts >= job.maxAttempts;
        outcome = last ? 'dead' : 'retry';
        const retryAt = last
          ? null
          : new Date(
              clock() +
                backoffMs(job.attempts, k.backoff?.baseMs ?? o.backoffBaseMs, k.backoff?.maxMs ?? o.backoffMaxMs),
            );
        log.warn(
          { err: e, attempt: job.attempts, maxAttempts: job.maxAttempts, retryAt },
          last ? `job ${job.kind} failed for good` : `job ${job.kind} failed; will retry`,
        );
        await jobsRepo
          .fail(o.db, job.id, workerId, describe(e), retryAt)
          .catch((err: unknown) => log.error({ err }, 'could not record the job failure'));
      } finally {
        clearTimeout(timeout);
      }
    });
    o.observe?.(job.kind, outcome, (performance.now() - started) / 1000);
  }

  /** One look for due work: plan schedules, bury abandoned jobs now and then, claim what fits, start it. */
  async function tick() {
    const free = o.concurrency - running.size;
    if (stopping || free <= 0 || !kinds.size) return;
    const t = clock();
    await planSchedules(t);
    if (t - lastBury > BURY_EVERY_MS) {
      lastBury = t;
      for (const j of await jobsRepo.buryAbandoned(o.db, at())) o.observe?.(j.kind, 'dead', 0);
    }
    const claimed = await jobsRepo.claim(
      o.db,
      workerId,
      [...kinds.keys()],
      free,
      Math.max(...[...kinds.values()].map((k) => k.timeoutMs)) + LEASE_MARGIN_MS,
      at(),
    );
    for (const job of claimed) {
      const p = runOne(job).finally(() => {
        running.delete(job.id);
        // A slot is free: look again if the last look filled every slot (more may be due). A look
        // that found fewer saw the queue empty; new work wakes the worker itself (enqueue, the poll).
        if (lastLookFull) wake();
      });
      running.set(job.id, p);
    }
    lastLookFull = claimed.length === free;
    if (lastLookFull) again = true;
  }

  /** One tick at a time: a caller that finds one running waits for it, then runs its own. */
  function tickOnce(): Promise<void> {
    if (ticking) return ticking.catch(() => undefined).then(tickOnce);
    ticking = tick().finally(() => {
      ticking = undefined;
    });
    return ticking;
  }

  /**
   * Runs a tick now unless one is running (then once more after it). Bound to the context the
   * queue was made in: a wake-up from inside a request does not make the jobs part of that
   * request (its log lines, its measurements).
   */
  const wake = AsyncResource.bind(function wake() {
    if (!started || stopping) return;
    if (ticking) {
      again = true;
      return;
    }
    again = false;
    tickOnce()
      .catch((err: unknown) => o.log.warn({ err }, 'job queue: could not look for due jobs'))
      .finally(() => {
        if (again) wake();
      });
  });

  /** Writes jobs (in the caller's transaction) and looks for them a moment later, once it has committed. */
  async function add(db: Db, list: readonly { kind: string; payload: unknown; runAt?: Date; uniqueKey?: string }[]) {
    if (!list.length) return;
    await jobsRepo.insert(
      db,
      list.map((j) => ({ ...j, maxAttempts: kindOf(j.kind).maxAttempts })),
    );
    if (started) setTimeout(wake, 20).unref();
  }

  return {
    workerId,

    /** The handler of one kind of job, defined once by the module that owns that work. */
    define<P>(kind: string, handler: JobHandler<P>, opts: JobKindOptions = {}) {
      if (kinds.has(kind)) throw new Error(`Job kind "${kind}" is defined twice`);
      kinds.set(kind, {
        handler: handler as JobHandler<never>,
        maxAttempts: opts.maxAttempts ?? 10,
        timeoutMs: opts.timeoutMs ?? 60_000,
        backoff: opts.backoff,
      });
    },

    /** Runs a defined kind every `everyMs` (one job per period across all processes). */
    every(kind: string, everyMs: number) {
      kindOf(kind);
      schedules.push({ kind, everyMs });
    },

    /**
     * Adds a job. Pass the transaction of the change that causes it as `db`: both commit or
     * neither does. With `uniqueKey`, a job already holding that key makes this a no-op.
     */
    async enqueue<P>(db: Db, kind: string, payload: P, opts: { runAt?: Date; uniqueKey?: string } = {}) {
      await add(db, [{ kind, payload, ...opts }]);
    },

    /** Adds jobs of several kinds in one statement (the listeners of one event), in the caller's transaction. */
    enqueueEach: (db: Db, list: readonly { kind: string; payload: unknown }[]) => add(db, list),

    /** Adds many jobs of one kind in a few statements (a bulk change: a catalogue import's events). */
    async enqueueMany<P>(db: Db, kind: string, payloads: readonly P[]) {
      const maxAttempts = kindOf(kind).maxAttempts;
      for (let i = 0; i < payloads.length; i += 1000) {
        await jobsRepo.insert(
          db,
          payloads.slice(i, i + 1000).map((payload) => ({ kind, payload, maxAttempts })),
        );
      }
      if (started && payloads.length) setTimeout(wake, 20).unref();
    },

    start() {
      if (started) return;
      started = true;
      stopping = false;
      timer = setInterval(wake, o.pollMs);
      timer.unref();
      wake();
    },

    /**
     * Stops taking jobs; waits up to `graceMs` for the running ones, then gives back those still
     * running (another process, or this one after a restart, runs them again).
     */
    async stop(graceMs = 5000) {
      if (!started) return;
      stopping = true;
      clearInterval(timer);
      await ticking?.catch(() => undefined);
      const all = Promise.all([...running.values()]);
      const late = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref()),
      ]);
      if (late) {
        for (const id of running.keys()) await jobsRepo.release(o.db, id, workerId).catch(() => undefined);
        o.log.warn({ jobs: running.size }, 'job queue: gave back the jobs still running at shutdown');
      }
      started = false;
    },

    /** Tests: runs due jobs in this process until none is due or running (or `timeoutMs` passes). */
    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const wasStarted = started;
      started = true;
      try {
        for (;;) {
          await tickOnce();
          if (!running.size) return; // that look found nothing due
          await Promise.all([...running.values()]);
          if (Date.now() > deadline) throw new Error('job queue: still busy after the drain timeout');
        }
      } finally {
        started = wasStarted;
        // A look that a finishing job began during the drain may still be claiming work: let it and
        // what it claimed end now, so no job of this drain runs later, behind the caller's back.
        while (!wasStarted && (ticking || running.size)) {
          await ticking?.catch(() => undefined);
          await Promise.all([...running.values()]);
        }
      }
    },

    /** Jobs this process is running now. */
    runningCount: () => running.size,
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
