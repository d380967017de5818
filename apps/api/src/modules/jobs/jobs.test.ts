/**
 * The durable job queue (decision 0022) on the test database (PGlite, or PostgreSQL in CI's
 * second run): a job commits with its transaction or not at all; failures retry with backoff
 * and end dead; staff list, retry and discard them; two workers never run one job at once; a
 * worker that dies gives its job back when its lease runs out; scheduled runs happen once per
 * period across processes; a clean stop gives running jobs back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_MSG } from '@wbn/contract';
import { jobs, users } from '../../db/schema/index.js';
import { inTransaction } from '../../core/transaction.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { backoffMs, createJobQueue, PermanentJobError, type JobQueue } from '../../core/jobs.js';
import { createEventBus, type DomainEvents } from '../../core/events.js';
import { jobsRepo } from '../../core/jobs.repo.js';

let t: TestApp;
let staff: { token: string };
let member: { token: string };
const queues: JobQueue[] = [];

/** A queue on the test database with fast retries (the app's own worker is off in this file). */
function queue(over: Partial<Parameters<typeof createJobQueue>[0]> = {}) {
  const q = createJobQueue({
    db: t.database.db,
    log: t.app.log,
    concurrency: 4,
    pollMs: 20,
    backoffBaseMs: 10,
    backoffMaxMs: 40,
    ...over,
  });
  queues.push(q);
  return q;
}
const statusOf = async (id: string) => (await jobsRepo.find(t.database.db, id))?.status;
const jobsOfKind = (kind: string) => t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
  const s = await registerUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, s.userID));
  staff = s;
  member = await registerUser(t);
});
afterAll(async () => {
  for (const q of queues) await q.stop(0);
  await t.close();
});

describe('the job queue', () => {
  it('adds a job only when the transaction that causes it commits', async () => {
    const q = queue();
    const ran: string[] = [];
    q.define<{ n: string }>('test.commit', async (p) => void ran.push(p.n));
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await q.enqueue(tx, 'test.commit', { n: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(t.database.db, (tx) => q.enqueue(tx, 'test.commit', { n: 'committed' }));
    await q.drain();
    expect(ran).toEqual(['committed']);
    expect((await jobsOfKind('test.commit')).map((j) => j.status)).toEqual(['done']);
  });

  it('retries a failing job with growing delays, then marks it dead with its last error', async () => {
    const q = queue();
    const at: number[] = [];
    q.define(
      'test.flaky',
      async () => {
        at.push(Date.now());
        throw new Error(`SMTP refused (attempt ${at.length})`);
      },
      { maxAttempts: 4 },
    );
    q.start();
    await q.enqueue(t.database.db, 'test.flaky', {});
    const [job] = await jobsOfKind('test.flaky');
    await until(async () => (await statusOf(job.id)) === 'dead');
    const dead = (await jobsRepo.find(t.database.db, job.id))!;
    expect(at).toHaveLength(4);
    expect(dead.attempts).toBe(4);
    expect(dead.lastError).toBe('Error: SMTP refused (attempt 4)');
    // Each wait is at least half the capped exponential delay (10, 20, 40 ms with "equal jitter").
    const gaps = at.slice(1).map((v, i) => v - at[i]);
    expect(gaps[0]).toBeGreaterThanOrEqual(5);
    expect(gaps[2]).toBeGreaterThanOrEqual(20);
  });

  it('computes backoff as doubling delays with jitter, capped', () => {
    expect(backoffMs(1, 5000, 3600_000, () => 0)).toBe(2500);
    expect(backoffMs(1, 5000, 3600_000, () => 1)).toBe(5000);
    expect(backoffMs(4, 5000, 3600_000, () => 1)).toBe(40_000);
    expect(backoffMs(30, 5000, 3600_000, () => 1)).toBe(3600_000);
  });

  it('marks a job dead at once on a permanent failure', async () => {
    const q = queue();
    let runs = 0;
    q.define('test.permanent', async () => {
      runs++;
      throw new PermanentJobError('The payload names no recipient');
    });
    await q.enqueue(t.database.db, 'test.permanent', {});
    await q.drain();
    const [job] = await jobsOfKind('test.permanent');
    expect(runs).toBe(1);
    expect(job.status).toBe('dead');
  });

  it('runs each job once across two workers sharing the queue', async () => {
    const ran = new Map<string, number>();
    const handler = async (p: { n: number }) => {
      ran.set(String(p.n), (ran.get(String(p.n)) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    const a = queue();
    const b = queue();
    a.define('test.shared', handler);
    b.define('test.shared', handler);
    for (let n = 0; n < 40; n++) await a.enqueue(t.database.db, 'test.shared', { n });
    a.start();
    b.start();
    await until(async () => (await jobsOfKind('test.shared')).every((j) => j.status === 'done'));
    expect(ran.size).toBe(40);
    expect([...ran.values()].every((v) => v === 1)).toBe(true);
  });

  it('gives a job back when the worker holding it dies, once its lease has run out', async () => {
    // The queue and the worker that dies read one clock, which the test moves instead of waiting.
    let clock = Date.now();
    const q = queue({ now: () => clock });
    let runs = 0;
    q.define('test.orphan', async () => void runs++);
    await q.enqueue(t.database.db, 'test.orphan', {}, { runAt: new Date(clock) });
    // A worker in another process claims it with a lease of a minute, then dies without finishing.
    const [claimed] = await jobsRepo.claim(t.database.db, 'dead-process', ['test.orphan'], 1, 60_000, new Date(clock));
    expect(claimed.status).toBe('running');
    clock += 59_999;
    await q.drain();
    expect(runs).toBe(0); // still held: its lease has not run out
    clock += 1;
    await q.drain();
    expect(runs).toBe(1);
    const job = (await jobsRepo.find(t.database.db, claimed.id))!;
    expect(job.status).toBe('done');
    expect(job.attempts).toBe(2);
  });

  it('runs a scheduled kind once per period, however many processes plan it', async () => {
    const a = queue();
    const b = queue();
    let runs = 0;
    for (const q of [a, b]) {
      q.define('test.every', async () => void runs++);
      q.every('test.every', 3_600_000);
      await q.drain();
    }
    const slots = await jobsOfKind('test.every');
    expect(slots).toHaveLength(1);
    expect(runs).toBe(1);
    expect(slots[0].uniqueKey).toMatch(/^test\.every@\d{4}-\d\d-\d\dT/);
  });

  it('finishes or gives back the running jobs when it stops', async () => {
    const q = queue();
    let release!: () => void;
    const blocked = new Promise<void>((r) => (release = r));
    q.define('test.slow', () => blocked);
    await q.enqueue(t.database.db, 'test.slow', {});
    q.start();
    const [job] = await jobsOfKind('test.slow');
    await until(async () => (await statusOf(job.id)) === 'running');
    await q.stop(50); // the handler does not finish in time: the job goes back
    const back = (await jobsRepo.find(t.database.db, job.id))!;
    expect(back.status).toBe('queued');
    expect(back.attempts).toBe(0);
    release();
    const other = queue();
    let ran = 0;
    other.define('test.slow', async () => void ran++);
    await other.drain();
    expect(ran).toBe(1);
  });
});

describe('events on the queue (decision 0023)', () => {
  it('writes one job per interested listener with the change, none for a listener whose `when` says no', async () => {
    const q = queue();
    const bus = createEventBus(q);
    const heard: string[] = [];
    bus.on('inquiry.message.created', 'test-everyone', async (e) => void heard.push(`everyone:${e.side}`));
    bus.on('inquiry.message.created', 'test-sellers', async (e) => void heard.push(`sellers:${e.side}`), {
      when: (e) => e.side === 'R',
    });
    const message = (side: 'S' | 'R'): DomainEvents['inquiry.message.created'] => ({
      requestId: '00000000-0000-4000-8000-000000000001',
      messageId: `00000000-0000-4000-8000-00000000000${side === 'S' ? 2 : 3}`,
      toBusinessId: '00000000-0000-4000-8000-000000000004',
      fromBusinessId: null,
      side,
      firstAnswer: side === 'R',
      content: 'Hello',
      createdAt: new Date().toISOString(),
    });
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await bus.publish(tx, 'inquiry.message.created', message('R'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(t.database.db, (tx) => bus.publish(tx, 'inquiry.message.created', message('S')));
    await inTransaction(t.database.db, (tx) => bus.publish(tx, 'inquiry.message.created', message('R')));
    expect((await jobsOfKind('inquiry.message.created:test-everyone')).length).toBe(2);
    expect((await jobsOfKind('inquiry.message.created:test-sellers')).length).toBe(1);
    await q.drain();
    expect(heard.sort()).toEqual(['everyone:R', 'everyone:S', 'sellers:R']);
  });

  it('tells before a change whether any listener would hear its event (a change nobody hears needs no transaction)', () => {
    const bus = createEventBus(queue());
    const probe = (side: 'S' | 'R', firstAnswer: boolean): DomainEvents['inquiry.message.created'] => ({
      requestId: '00000000-0000-4000-8000-000000000001',
      messageId: '',
      toBusinessId: '00000000-0000-4000-8000-000000000004',
      fromBusinessId: null,
      side,
      firstAnswer,
      content: 'Hello',
      createdAt: '',
    });
    expect(bus.wouldHear('inquiry.message.created', probe('R', true))).toBe(false);
    bus.on('inquiry.message.created', 'test-first-answers', async () => undefined, {
      when: (e) => e.side === 'R' && e.firstAnswer,
    });
    expect(bus.wouldHear('inquiry.message.created', probe('R', true))).toBe(true);
    expect(bus.wouldHear('inquiry.message.created', probe('R', false))).toBe(false);
    expect(bus.wouldHear('inquiry.message.created', probe('S', false))).toBe(false);
    bus.on('inquiry.message.created', 'test-everyone', async () => undefined);
    expect(bus.wouldHear('inquiry.message.created', probe('S', false))).toBe(true);
  });
});

describe('the staff view of the queue', () => {
  const list = (token: string, query = '') =>
    t.request({ method: 'GET', url: `/api/staff/jobs${query}`, headers: bearer(token) });

  it('lists dead jobs with their last error (never their payload), retries and discards them', async () => {
    const q = queue();
    let fail = true;
    q.define(
      'test.staff',
      async () => {
        if (fail) throw new Error('mail server said 554');
      },
      { maxAttempts: 1 },
    );
    await q.enqueue(t.database.db, 'test.staff', { secretLink: 'https://example.com/reset?token=abc' });
    await q.enqueue(t.database.db, 'test.staff', { secretLink: 'another' });
    await q.drain();

    const res = await list(staff.token, '?status=dead&size=1');
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(1);
    expect(res.body.data.data[0]).toMatchObject({
      kind: 'test.staff',
      status: 'dead',
      attempts: 1,
      lastError: 'Error: mail server said 554',
    });
    expect(JSON.stringify(res.body)).not.toContain('secretLink');
    expect(res.body.data.nextCursor).toEqual(expect.any(String));
    const next = await list(staff.token, `?status=dead&size=1&cursor=${res.body.data.nextCursor}`);
    expect(next.body.data.data).toHaveLength(1);
    expect(next.body.data.data[0].jobID).not.toBe(res.body.data.data[0].jobID);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/jobs/counts', headers: bearer(staff.token) })).body.data.dead,
    ).toBeGreaterThanOrEqual(2);

    fail = false;
    const [first, second] = [res.body.data.data[0].jobID, next.body.data.data[0].jobID];
    const retried = await t.request({
      method: 'POST',
      url: `/api/staff/jobs/${first}/retry`,
      headers: bearer(staff.token),
    });
    expect(retried.body.data.message).toBe(JOB_MSG.retried);
    await q.drain();
    expect(await statusOf(first)).toBe('done');
    const discarded = await t.request({
      method: 'DELETE',
      url: `/api/staff/jobs/${second}`,
      headers: bearer(staff.token),
    });
    expect(discarded.body.data.message).toBe(JOB_MSG.discarded);
    expect(await statusOf(second)).toBeUndefined();
    // A done job cannot be retried or discarded; unknown ids answer 404 naming the field.
    for (const id of [first, second, 'not-a-uuid']) {
      const r = await t.request({ method: 'POST', url: `/api/staff/jobs/${id}/retry`, headers: bearer(staff.token) });
      expect(r.status).toBe(404);
      expect(r.body.error.fields).toHaveProperty('jobID');
    }
  });

  it('is refused to members (403) and visitors (401), and a bad cursor or status is a 400 naming the field', async () => {
    expect((await list(member.token)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/staff/jobs' })).status).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/staff/jobs/00000000-0000-0000-0000-000000000000/retry',
          headers: bearer(member.token),
        })
      ).status,
    ).toBe(403);
    const bad = await list(staff.token, '?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('cursor');
    const status = await list(staff.token, '?status=done');
    expect(status.status).toBe(400);
    expect(status.body.error.fields).toHaveProperty('status');
  });
});
