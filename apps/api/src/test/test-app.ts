/**
 * A fresh app on a fresh database for one test file:
 *   const t = await createTestApp(); afterAll(() => t.close());
 * PGlite by default; PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
 */
import { inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { buildApp } from '../server/app.js';
import { adminUrl } from './global-setup.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  request: (opts: InjectOptions) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Rewrites the PostgreSQL address the app connects to (e.g. through a proxy that a test cuts). */
  databaseUrl?: (url: string) => string;
  /** Serve this web build too (pages, the page cache); API only when absent. */
  webBuildDir?: string;
  /** Sees every SQL statement the app sends. */
  onQuery?: (sql: string) => void;
  /** The clock of the app's schedules and dated runs (a test moves it instead of waiting days). */
  now?: () => number;
};

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const suffix = randomBytes(6).toString('hex');
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (pgUrl) {
    const name = `wbn_test_${suffix}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    // A test's database is dropped at the end of its file: a commit need not wait for its WAL to
    // reach the disk (what a crash could lose, the test would never read again).
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    await admin.end();
    const url = adminUrl(pgUrl, name);
    database = await openDatabase({
      kind: 'postgres',
      url: options.databaseUrl ? options.databaseUrl(url) : url,
      poolSize: 4,
      onQuery: options.onQuery,
    });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    const tar = await readFile(inject('pgliteTemplate'));
    database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]), onQuery: options.onQuery });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/wbn-test-data',
    REDIS_URL: process.env.TEST_REDIS_URL,
    RATE_LIMIT_NAMESPACE: `test-${suffix}`,
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '1000',
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    RATE_LIMIT_LOGIN_WAIT_AFTER: '1000',
    // Every injected request comes from one address: the read limit is tried on its own (public-read-limit.test.ts).
    RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, webBuildDir: options.webBuildDir, now: options.now });
  await app.ready();
  return {
    app,
    database,
    async request(opts) {
      const res = await app.inject(opts);
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    async close() {
      await app.close();
      await database.close();
      if (dropDb) await dropDb();
    },
  };
}

/**
 * A second API process in the same test: its own app on `first`'s database, with Redis when
 * TEST_REDIS_URL is set (give both the same RATE_LIMIT_NAMESPACE so they hear each other).
 * Close it before `first`.
 */
export async function secondProcess(first: TestApp, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/wbn-test-data',
    REDIS_URL: process.env.TEST_REDIS_URL,
    ...env,
  });
  const app = await buildApp({ config, database: first.database, logger: false });
  await app.ready();
  return app;
}

let counter = 0;

/** The value of cookie `name` among a response's set-cookie headers. */
export function cookieValue(headers: Record<string, unknown>, name: string): string | undefined {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  for (const c of list as string[]) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(c);
    if (m) return decodeURIComponent(m[1]);
  }
  return undefined;
}

export type SignedIn = {
  token: string;
  refreshToken: string;
  userID: string;
  code: string;
  tokenExpire: number;
  refreshTokenExpire: number;
};

/**
 * Finishes a sign-in as the browser does: the register/login answer's code and hand-off cookie
 * go to get-session; the refresh token comes back in its HttpOnly cookie.
 */
export async function exchangeSignIn(
  t: TestApp,
  res: { status: number; body: any; headers: Record<string, unknown> },
): Promise<SignedIn> {
  const browserKey = cookieValue(res.headers, 'wbn_handoff');
  const code = res.body?.data?.code as string;
  const s = await t.request({
    method: 'POST',
    url: '/auth/get-session',
    payload: { token: code },
    headers: { cookie: `wbn_handoff=${browserKey}` },
  });
  if (s.status !== 200) throw new Error(`get-session failed: ${s.status} ${JSON.stringify(s.body)}`);
  return { ...(s.body.data as SignedIn), refreshToken: cookieValue(s.headers, 'wbn_refresh')!, code };
}

/** Logs in through the account service; returns the session. */
export async function loginUser(t: TestApp, email: string, password: string, opts: { remoteAddress?: string } = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress: opts.remoteAddress,
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return exchangeSignIn(t, res);
}

/** Registers a user and returns its session. */
export async function registerUser(
  t: TestApp,
  over: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
  /** The browser's languages (a new account's preferred language comes from them). */
  acceptLanguage?: string,
) {
  counter += 1;
  const body = {
    email: over.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: over.password ?? 'correct horse battery',
    firstName: over.firstName ?? 'Test',
    lastName: over.lastName ?? `User${counter}`,
    acceptTerms: true,
  };
  const res = await t.request({
    method: 'POST',
    url: '/auth/register',
    payload: body,
    ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...body, ...(await exchangeSignIn(t, res)) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
