/**
 * Nothing lost on the way out (decision 0022), on a real server process and a real SMTP server
 * (smtp-server), on PGlite and, in CI's second run, on PostgreSQL:
 * - With SMTP unreachable a buyer's inquiry is accepted; the process is killed (SIGKILL); SMTP
 *   comes up; the process restarts on the same data: the owner's e-mail arrives once, with the
 *   job's stable Message-ID, and not a second time.
 * - The log written through a whole flow (register, sign in, inquiry, password reset, the reset
 *   page, a new password) holds no secret: no reset token, access token, refresh token, cookie
 *   or password, and no e-mail text.
 * - /metrics answers to its token only; /api/health/live and /ready answer; SIGTERM ends the
 *   process cleanly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, freshPostgresDatabase, serverProcess, signUp, type ServerProcess } from './server-process.js';
import { startSmtpSink, waitFor, type ReceivedMail, type SmtpSink } from './smtp-sink.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const engine = pgUrl ? 'PostgreSQL' : 'PGlite';
const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
const PASSWORD = 'durable-password-1';
const NEW_PASSWORD = 'a-new-password-after-reset-2';

const mails: ReceivedMail[] = [];
let smtp: SmtpSink | undefined;
let smtpPort: number;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;
let server: ServerProcess;

/** The real SMTP server on smtpPort, keeping what it accepts in `mails` across restarts. */
const startSmtp = async () => void (smtp = await startSmtpSink(smtpPort, mails));

const metrics = async () =>
  (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
/** The value of one sample of the metrics text (0 when absent). */
const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

beforeAll(async () => {
  smtpPort = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), 'wbn-mail-'));
  let databaseUrl: string | undefined;
  if (pgUrl) ({ url: databaseUrl, drop } = await freshPostgresDatabase(pgUrl, inject('pgTemplate')));
  server = await serverProcess({
    dataDir,
    databaseUrl,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TRANSPORT: '', // unset: SMTP, since SMTP_URL is set
      // This test follows mail through outages; proving addresses is email-verification.test.ts's.
      REQUIRE_EMAIL_VERIFICATION: 'false',
      MAIL_FROM: 'WBN Miami <no-reply@wbn-test.example>',
      LOG_LEVEL: 'debug',
      METRICS_TOKEN,
      JOBS_POLL_MS: '200',
      JOBS_BACKOFF_BASE_MS: '1000',
      JOBS_BACKOFF_MAX_MS: '4000',
    },
  });
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await smtp?.close();
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe(`e-mail through the job queue, a real process on ${engine} and a real SMTP server`, () => {
  let owner: { token: string; userID: string };
  const ownerEmail = `owner-${Date.now()}@example.com`;

  it('delivers the inquiry e-mail once after SMTP was down and the process was killed', async () => {
    owner = await signUp(server.base, ownerEmail, PASSWORD);
    const biz = (await (
      await post(
        '/api/business/profile/create',
        {
          companyName: 'Durable Mail Ltd',
          categories: ['0001.0001-01'],
          businessType: 'MA',
          country: 'US',
          state: 'US-FL',
          shortDescription: 'A business whose inquiries must reach it.',
        },
        { authorization: `Bearer ${owner.token}` },
      )
    ).json()) as { data: { businessID: string } };
    const buyer = await signUp(server.base, `buyer-${Date.now()}@example.com`, PASSWORD);
    const sent = await post(
      '/api/business/request',
      {
        to: biz.data.businessID,
        subject: 'Price of 500 valves',
        message: 'Hello, what is your price for 500 ball valves?',
      },
      { authorization: `Bearer ${buyer.token}` },
    );
    expect(sent.status).toBe(201); // accepted although SMTP is unreachable

    // The send fails (nothing listens) and is scheduled again: the metrics show the failure and the waiting job.
    await waitFor(
      'a failed mail attempt',
      async () => sample(await metrics(), 'jobs_failures_total', 'kind="mail.send"') >= 1 || undefined,
      30_000,
    );
    expect(sample(await metrics(), 'jobs_queue_depth', 'kind="mail.send"')).toBeGreaterThanOrEqual(1);

    expect(await server.stop('SIGKILL')).toBeNull();
    await startSmtp();
    const restarted = Date.now();
    await server.start();

    const mail = await waitFor("the owner's e-mail", () => mails.find((m) => m.to === ownerEmail));
    expect(Date.now() - restarted).toBeLessThan(90_000);
    expect(mail.headers.get('subject')).toBe('New inquiry for Durable Mail Ltd on WBN Miami: Price of 500 valves');
    expect(mail.headers.get('message-id')).toMatch(/^<[0-9a-f-]{36}@wbn-test\.example>$/);
    expect(mail.body).toContain('what is your price for 500 ball valves?');

    // Once the queue is empty nothing can send it again: it arrived exactly once.
    await waitFor(
      'an empty mail queue',
      async () => sample(await metrics(), 'jobs_queue_depth', 'kind="mail.send"') === 0 || undefined,
      30_000,
    );
    expect(mails.filter((m) => m.to === ownerEmail)).toHaveLength(1);
  });

  it('writes no secret to the log through a password reset', async () => {
    const before = mails.length;
    expect((await post('/auth/forgot-password', { email: ownerEmail })).status).toBe(200);
    const reset = await waitFor(
      'the reset e-mail',
      () => mails.slice(before).find((m) => m.to === ownerEmail && m.body.includes('reset-password?token=')),
      30_000,
    );
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(reset.body)![1]);
    // The link as a browser opens it (the page itself is not built here: its request is logged all the same).
    await fetch(`${server.base}/auth/reset-password?token=${encodeURIComponent(token)}`);
    expect((await post('/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(200);
    const login = await post('/auth/login', { email: ownerEmail, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    const cookies = (login.headers.getSetCookie?.() ?? [])
      .map((c) => c.split(';')[0].split('=')[1])
      .filter((v) => v && v.length > 8);
    const code = ((await login.json()) as { data: { code: string } }).data.code;

    const log = server.output();
    expect(log).toContain('"reqId"'); // structured lines with the request id
    expect(log).toMatch(/mail to .* sent \(password-reset\)/);
    for (const secret of [token, encodeURIComponent(token), owner.token, code, PASSWORD, NEW_PASSWORD, ...cookies]) {
      expect(log.includes(secret), `a secret in the log: ${secret.slice(0, 6)}…`).toBe(false);
    }
    expect(log).not.toContain('what is your price for 500 ball valves'); // no e-mail text
  });

  it('answers health and metrics as operators expect, and stops cleanly on SIGTERM', async () => {
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
    const ready = await fetch(`${server.base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { data: unknown }).data).toMatchObject({
      status: 'ready',
      database: true,
      queue: true,
      storage: true,
    });
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
    const text = await metrics();
    for (const name of [
      'http_request_duration_seconds_bucket',
      'jobs_queue_depth',
      'live_streams_open',
      'db_pool_connections',
      'process_resident_memory_bytes',
      'jobs_finished_total',
    ])
      expect(text).toContain(name);
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/auth\/login"[^}]*status="200"/); // since the restart
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
