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
import { buildApp } from '../app.js';
import { adminUrl } from './global-setup.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  request: (opts: InjectOptions) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
};

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const suffix = randomBytes(6).toString('hex');
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (pgUrl) {
    const name = `wbn_test_${suffix}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    database = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl, name), poolSize: 4 });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    const tar = await readFile(inject('pgliteTemplate'));
    database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([tar]) });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/wbn-test-data',
    REDIS_URL: process.env.TEST_REDIS_URL,
    RATE_LIMIT_NAMESPACE: `test-${suffix}`,
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
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

let counter = 0;
/** Registers a user and returns its session. */
export async function registerUser(t: TestApp, over: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  counter += 1;
  const body = {
    email: over.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: over.password ?? 'correct horse battery',
    firstName: over.firstName ?? 'Test',
    lastName: over.lastName ?? `User${counter}`,
  };
  const res = await t.request({ method: 'POST', url: '/auth/register', payload: body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...body, ...(res.body.data as { token: string; refreshToken: string; userID: string; code: string; tokenExpire: number; refreshTokenExpire: number }) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
