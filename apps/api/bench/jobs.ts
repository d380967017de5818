/**
 * npm run bench:jobs [-- --db pglite|postgres|both] [--jobs N] [--samples N] [--concurrency N] [--json FILE]
 *
 * The durable job queue (decision 0022) on a fresh, migrated database:
 * - throughput: N mail jobs enqueued in batches of 100 (each batch one transaction), then drained
 *   by one worker of the given concurrency that sends every message to a local SMTP server
 *   (smtp-server) and records it, as the product does: jobs per second, enqueue and drain;
 * - delay at rest: with the worker idle (polling as configured, 1 s), one job at a time is enqueued
 *   and the time until the SMTP server holds the message is measured: p50 / p95 / max.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the
 * server; the benchmark creates and drops a database of its own there.
 * Small size (CI): its row in scripts/bench-smoke.mjs (`npm run bench:smoke`).
 * `--json FILE` writes { <db>: { jobs, delivered, enqueuePerSecond, jobsPerSecond, delayAtRestMs: { p50, p95, max } } }.
 */
import { parseArgs } from 'node:util';
import { freshDatabase } from './fresh-database.js';
import { jsonOption, writeFigures } from './bench-output.js';
import { SMTPServer } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../src/core/transaction.js';
import { createSmtpTransport } from '../src/ports/mail.js';
import { createJobQueue } from '../src/core/jobs.js';
import { defineMailDelivery } from '../src/modules/mail/mail.service.js';
import { createMailRenderer } from '../src/modules/mail/templates/mail-render.js';
import { createUnsubscribeTokens } from '../src/core/unsubscribe-token.js';
import { sendMail } from '../src/core/mail.js';
import { freePort } from '../src/test/server-process.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    jobs: { type: 'string', default: '2000' },
    samples: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '4' },
    ...jsonOption,
  },
});
const JOBS = Number(values.jobs);
const SAMPLES = Number(values.samples);
const CONCURRENCY = Number(values.concurrency);
const kinds =
  values.db === 'both'
    ? (['pglite', 'postgres'] as const)
    : ([values.db === 'postgres' ? 'postgres' : 'pglite'] as const);

const guard = setTimeout(() => {
  console.error('benchmark stopped after 30 minutes');
  process.exit(1);
}, 30 * 60_000);

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: 'silent',
  silent() {},
} as unknown as FastifyBaseLogger;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function measure(kind: 'pglite' | 'postgres') {
  const received = new Map<string, number>();
  const smtpPort = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, performance.now());
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));
  const { database, drop } = await freshDatabase(kind, 'jobs');
  const db = database.db;
  const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`);
  const queue = createJobQueue({
    db,
    log: quiet,
    concurrency: CONCURRENCY,
    pollMs: 1000,
    backoffBaseMs: 1000,
    backoffMaxMs: 10_000,
  });
  // Each mail is rendered (text and HTML) as the product sends it.
  const render = createMailRenderer({
    publicUrl: 'https://wbn-bench.example',
    from: 'Bench <bench@wbn-bench.example>',
    tokens: createUnsubscribeTokens('bench secret'),
  });
  defineMailDelivery({ db, queue, smtp: transport, from: 'Bench <bench@wbn-bench.example>', log: quiet, render });
  const message = (to: string) => ({
    kind: 'inquiry' as const,
    to,
    subject: 'A benchmark inquiry',
    text: 'Hello, this is a message of the job-queue benchmark.',
  });

  // Throughput: enqueue everything, then drain with one worker.
  let t0 = performance.now();
  for (let i = 0; i < JOBS; i += 100) {
    const batch = Array.from({ length: Math.min(100, JOBS - i) }, (_, k) => message(`t${i + k}@bench.example`));
    await inTransaction(db, (tx) => sendMail(queue, tx, ...batch));
  }
  const enqueueSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  await queue.drain(600_000);
  const drainSeconds = (performance.now() - t0) / 1000;
  const delivered = [...received.keys()].filter((k) => k.startsWith('t')).length;

  // Delay at rest: the worker idle, one job at a time.
  queue.start();
  await new Promise((r) => setTimeout(r, 1500));
  const delays: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const to = `d${i}@bench.example`;
    const start = performance.now();
    await sendMail(queue, db, message(to));
    while (!received.has(to)) await new Promise((r) => setTimeout(r, 2));
    delays.push(received.get(to)! - start);
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 700)); // at rest again, a random point of the poll
  }
  await queue.stop(1000);
  transport.close();
  await new Promise<void>((r) => smtp.close(() => r()));
  await database.close();
  await drop();

  const result = {
    jobs: JOBS,
    delivered,
    concurrency: CONCURRENCY,
    enqueuePerSecond: round(JOBS / enqueueSeconds),
    jobsPerSecond: round(JOBS / drainSeconds),
    delayAtRestMs: {
      p50: round(pct(delays, 50)),
      p95: round(pct(delays, 95)),
      max: round(Math.max(...delays)),
      samples: delays.length,
    },
  };
  console.log(
    `${kind.padEnd(8)} enqueue ${result.enqueuePerSecond} jobs/s · send ${result.jobsPerSecond} jobs/s (${delivered}/${JOBS} delivered, concurrency ${CONCURRENCY}) · enqueue→SMTP at rest p50 ${result.delayAtRestMs.p50} ms, p95 ${result.delayAtRestMs.p95} ms, max ${result.delayAtRestMs.max} ms`,
  );
  if (delivered !== JOBS) throw new Error(`${kind}: ${JOBS - delivered} messages were not delivered`);
  return result;
}

const out: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
console.log(`WBN job queue benchmark: ${JOBS} mail jobs, ${SAMPLES} delay samples`);
for (const kind of kinds) out[kind] = await measure(kind);
writeFigures(values.json, out);
clearTimeout(guard);
process.exit(0);
