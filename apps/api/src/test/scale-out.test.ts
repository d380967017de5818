/**
 * Scale-out: two real API processes (src/server/main.ts, each on its own port, each with
 * its own data folder) share one PostgreSQL database, one Redis and one S3-compatible bucket,
 * as two instances behind a reverse proxy do. Neither migrates at start (the database was
 * prepared once) and neither is given JWT_SECRET: they sign with the secret kept in the shared
 * database. What a client notices when its requests land on either:
 * - a session issued by one is accepted by the other (and closed on both by one logout, or by a
 *   password change through the other, at once, though each keeps open sessions in memory);
 * - failed logins count across both for the login rate limit;
 * - an inquiry, a chat message and a notification sent through one reach a live client of the other;
 * - a public page cached by one and invalidated by an edit through the other is not served stale
 *   (needs the web build: skipped, with a warning, without it);
 * - an upload granted by one is accepted by the other, and its picture used through the first.
 * Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI's PostgreSQL pass).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LIVE_EVENTS, REQUEST_LIVE_EVENTS, UPLOAD_TOKEN_HEADER, businessPath } from '@wbn/contract';
import { openSse, type SseClient } from '../modules/live/live-test-kit.js';
import { validBusiness } from './factories.js';
import { freshPostgresDatabase, serverProcess, type ServerProcess } from './server-process.js';
import { call, cookiesOf, postToBucket, signUpAcross, startBucket, webBuild } from './scale-out.kit.js';
import { hasServers, needs, SERVERS } from './suite-needs.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = needs(
  'scale-out: two API processes sharing PostgreSQL, Redis and a bucket',
  SERVERS,
  hasServers(),
  'servers',
);
const NAMESPACE = `scale-out-${process.pid}-${Date.now().toString(36)}`;
/** Failed logins per account (from one address) before both processes refuse it. */
const LOGIN_LIMIT = 3;
const web = webBuild();
const pagesToo =
  enabled &&
  needs(
    'scale-out: a cached page edited through the other process',
    `the web build at ${web.dir} (npm run build)`,
    web.built,
    'web-build',
  );

const email = (who: string) => `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe.skipIf(!enabled)('two API processes sharing PostgreSQL, Redis and a bucket', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let A: string;
  let B: string;
  const dirs: string[] = [];
  const streams: SseClient[] = [];
  let drop: (() => Promise<void>) | undefined;
  let bucket: Awaited<ReturnType<typeof startBucket>> | undefined;

  beforeAll(async () => {
    const db = await freshPostgresDatabase(pgUrl!, inject('pgTemplate'));
    drop = db.drop;
    bucket = await startBucket();
    const env = {
      REDIS_URL: redisUrl!,
      RATE_LIMIT_NAMESPACE: NAMESPACE,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: String(LOGIN_LIMIT),
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      JWT_SECRET: '', // unset: both use the secret kept in the shared database
      MIGRATE_ON_START: 'false', // the database was prepared once (the test template), as a deployment's one-shot job does
      PUBLIC_URL: 'http://localhost:8080', // the proxy's address, the same for every instance
      WEB_BUILD_DIR: web.built ? web.dir : '/nonexistent',
      ...bucket.env,
    };
    const start = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'wbn-scale-out-'));
      dirs.push(dataDir);
      const p = await serverProcess({ dataDir, databaseUrl: db.url, env });
      await p.start();
      return p;
    };
    // Started together, as a deployment starts its instances.
    [a, b] = await Promise.all([start(), start()]);
    A = a.base;
    B = b.base;
  }, 120_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    const codes = await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')]);
    if (codes.some((c) => c !== 0 && c !== undefined))
      console.warn(`scale-out: exit codes ${codes.join(', ')}\nA:\n${a?.output()}\nB:\n${b?.output()}`);
    await drop?.();
    await bucket?.close();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  }, 60_000);

  /** A live stream on `on`, with a ticket asked of `ticketFrom` (the two may differ). */
  const liveStream = async (ticketFrom: string, on: string, token: string) => {
    const ticket = await call(ticketFrom, 'POST', '/api/live/ticket', { token });
    expect(ticket.status).toBe(200);
    const s = await openSse(`${on}/api/live/stream?ticket=${encodeURIComponent(ticket.body.data.ticket as string)}`);
    streams.push(s);
    expect(s.status).toBe(200);
    await s.next((e) => e.event === LIVE_EVENTS.ready);
    return s;
  };

  it('a session issued by one is accepted by the other, refreshed through either, and one logout closes it on both', async () => {
    // Registered through A; the sign-in code (with A's hand-off cookie) traded on B.
    const ana = await signUpAcross(A, B, { email: email('ana'), firstName: 'Ana' });
    for (const base of [A, B]) {
      const me = await call(base, 'GET', '/api/user/profile', { token: ana.token });
      expect(me.status, base).toBe(200);
      expect(me.body.data).toMatchObject({ email: ana.email, firstName: 'Ana' });
    }
    // The refresh cookie B set is honoured by A, and A's new access token by B.
    const refreshed = await call(A, 'POST', '/auth/refresh-token', { headers: { cookie: ana.refreshCookie } });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.data.token as string;
    expect((await call(B, 'GET', '/api/user/profile', { token })).status).toBe(200);

    expect((await call(A, 'POST', '/auth/logout', { token })).status).toBe(200);
    for (const t of [token, ana.token]) {
      const after = await call(B, 'GET', '/api/user/profile', { token: t });
      expect(after.status).toBe(401);
      expect(after.body.error.name).toBe('SessionError');
    }
  });

  it("a password changed through A ends the member's other session on B at once, while the one it was changed from stays open on both", async () => {
    const cy = await signUpAcross(A, B, { email: email('cy'), firstName: 'Cy' });
    const login = await call(B, 'POST', '/auth/login', { body: { email: cy.email, password: cy.password } });
    expect(login.status).toBe(200);
    const other = await call(B, 'POST', '/auth/get-session', {
      body: { token: login.body.data.code },
      headers: { cookie: cookiesOf(login) },
    });
    expect(other.status).toBe(200);
    const otherToken = other.body.data.token as string;
    // Both sessions were used on B, so B has them in memory (decision 0049).
    for (const token of [cy.token, otherToken])
      expect((await call(B, 'GET', '/api/user/profile', { token })).status).toBe(200);

    const changed = await call(A, 'POST', '/api/user/password', {
      token: cy.token,
      body: { currentPassword: cy.password, newPassword: 'a-second-password-2' },
    });
    expect(changed.status).toBe(200);
    const after = await call(B, 'GET', '/api/user/profile', { token: otherToken });
    expect(after.status).toBe(401);
    expect(after.body.error.name).toBe('SessionError');
    for (const base of [A, B])
      expect((await call(base, 'GET', '/api/user/profile', { token: cy.token })).status, base).toBe(200);
  });

  it(`counts failed logins across both: ${LOGIN_LIMIT} spread over A and B close the account on both, right password or not`, async () => {
    const bo = await signUpAcross(A, A, { email: email('bo'), firstName: 'Bo' });
    const login = (base: string, password: string) =>
      call(base, 'POST', '/auth/login', { body: { email: bo.email, password } });
    // Neither process alone sees the limit reached: A two failures, B one.
    for (const base of [A, B, A]) {
      const wrong = await login(base, 'not-the-password-9');
      expect(wrong.status, base).toBe(401);
      expect(wrong.body.error.name).toBe('InvalidCredentials');
    }
    for (const base of [B, A]) {
      const refused = await login(base, bo.password);
      expect(refused.status, base).toBe(429);
      expect(refused.body.error.name).toBe('TooManyRequests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another account from the same address is not affected.
    const other = await signUpAcross(B, B, { email: email('cy'), firstName: 'Cy' });
    expect(
      (await call(A, 'POST', '/auth/login', { body: { email: other.email, password: other.password } })).status,
    ).toBe(200);
  });

  it('an inquiry, its answer and a follow notification sent through one reach a live client of the other', async () => {
    const olga = await signUpAcross(A, B, { email: email('olga'), firstName: 'Olga' });
    const dan = await signUpAcross(B, A, { email: email('dan'), firstName: 'Dan' });
    const created = await call(A, 'POST', '/api/business/profile/create', {
      token: olga.token,
      body: validBusiness({ companyName: 'Twin Port Pumps' }),
    });
    expect(created.status).toBe(201);
    const seller = created.body.data.businessID as string;

    // Tickets issued by one process open streams on the other.
    const olgaOnB = await liveStream(A, B, olga.token);
    const danOnA = await liveStream(B, A, dan.token);

    const sent = await call(A, 'POST', '/api/business/request', {
      token: dan.token,
      body: { to: seller, subject: 'receiving the full price list', message: 'Sent through A' },
    });
    expect(sent.status).toBe(201);
    const rid = sent.body.data.request.requestID as string;
    const arrived = await olgaOnB.next(
      (e) => e.event === REQUEST_LIVE_EVENTS.message && (e.data as { requestID: string }).requestID === rid,
    );
    expect(arrived.data).toMatchObject({ isNew: true, message: { content: 'Sent through A' } });

    const answer = await call(B, 'POST', `/api/business/request/${rid}/send-message?bid=${seller}`, {
      token: olga.token,
      body: { content: 'Answered through B' },
    });
    expect(answer.status).toBe(201);
    const heard = await danOnA.next(
      (e) =>
        e.event === REQUEST_LIVE_EVENTS.message &&
        (e.data as { message: { content: string } }).message.content === 'Answered through B',
    );
    expect(heard.data).toMatchObject({ requestID: rid });

    const follow = await call(A, 'POST', '/api/social/follow/business', {
      token: dan.token,
      body: { resourceID: seller },
    });
    expect(follow.status).toBe(200);
    const note = await olgaOnB.next(
      (e) => e.event === LIVE_EVENTS.notification && (e.data as { kind?: string }).kind === 'follow',
    );
    expect(note.data).toMatchObject({ kind: 'follow' });
    const listed = await call(B, 'GET', '/api/notifications', { token: olga.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.results).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'follow' })]));
  });

  it.skipIf(!pagesToo)(
    'a business page cached through one and edited through the other is not served stale',
    async () => {
      const owner = await signUpAcross(A, A, { email: email('owen'), firstName: 'Owen' });
      const created = await call(A, 'POST', '/api/business/profile/create', {
        token: owner.token,
        body: validBusiness({ companyName: 'Shared Cache Valves', shortDescription: 'Gate valves, first edition.' }),
      });
      expect(created.status).toBe(201);
      const url = businessPath('Shared Cache Valves', created.body.data.businessID as string);
      const page = (base: string) => call(base, 'GET', url, { headers: { 'accept-encoding': 'identity' } });

      const first = await page(B);
      expect(first.status).toBe(200);
      expect(first.text).toContain('Gate valves, first edition.');
      const second = await page(B);
      expect(second.headers.get('x-page-cache')).toBe('hit');
      // The cache is shared: A serves the page B rendered.
      const onA = await page(A);
      expect(onA.headers.get('x-page-cache')).toBe('hit');
      expect(onA.text).toBe(first.text);

      const edit = await call(A, 'PUT', `/api/business/profile/${created.body.data.businessID}`, {
        token: owner.token,
        body: { general: { shortDescription: 'Ball valves, second edition.' } },
      });
      expect(edit.status).toBe(200);
      const after = await page(B);
      expect(after.status).toBe(200);
      expect(after.headers.get('x-page-cache')).not.toBe('hit');
      expect(after.text).toContain('Ball valves, second edition.');
      expect(after.text).not.toContain('Gate valves, first edition.');
      expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    },
  );

  it('an upload granted by one is accepted by the other, and its picture is then used through the first', async () => {
    const carla = await signUpAcross(A, B, { email: email('carla'), firstName: 'Carla' });
    const eve = await signUpAcross(B, B, { email: email('eve'), firstName: 'Eve' });
    const data = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();

    const grant = await call(A, 'POST', '/api/files/upload-request/user', {
      token: carla.token,
      body: { contentType: 'image/png', fileSize: data.length },
    });
    expect(grant.status).toBe(200);
    const { signedPost, token: uploadToken } = grant.body.data as {
      signedPost: { url: string; fields: Record<string, string> };
      token: string;
    };
    expect(signedPost.url.startsWith(bucket!.env.S3_ENDPOINT)).toBe(true);
    expect((await postToBucket(signedPost, data, 'image/png')).status).toBeLessThan(300);

    // B checks the token A signed: not for another account...
    const stolen = await call(B, 'POST', '/api/files/complete', {
      token: eve.token,
      headers: { [UPLOAD_TOKEN_HEADER]: uploadToken },
    });
    expect(stolen.status).toBe(403);
    // ...and for its owner it processes the file A's grant let into the bucket.
    const done = await call(B, 'POST', '/api/files/complete', {
      token: carla.token,
      headers: { [UPLOAD_TOKEN_HEADER]: uploadToken },
    });
    expect(done.status).toBe(200);
    const ref = done.body.data as { url: string; versions: { url: string }[] };
    expect(ref.url.startsWith(`${bucket!.env.S3_PUBLIC_URL}/users/${carla.userID}/`)).toBe(true);
    const stored = await fetch(ref.url);
    expect(stored.status).toBe(200);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).format).toBe('webp');

    // A accepts the finished upload as the profile photo; B shows it.
    const saved = await call(A, 'PUT', '/api/user/profile', {
      token: carla.token,
      body: { profilePhoto: { url: ref.url, versions: ref.versions } },
    });
    expect(saved.status).toBe(200);
    const profile = await call(B, 'GET', '/api/user/profile', { token: carla.token });
    expect(profile.body.data.profilePhoto.url).toBe(ref.url);
  });
});
