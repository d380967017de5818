/**
 * The API as a real process, for tests that signal it (SIGTERM, SIGKILL) and restart it on the
 * same data: the sources through tsx (a build may be missing or older than the sources), or the
 * build when the test run says it is this checkout's (`apiEntry`). PGlite in a data folder by
 * default; PostgreSQL when `databaseUrl` is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminUrl } from './global-setup.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtMain = path.join(apiRoot, 'dist/main.js');

/**
 * Node's arguments that start the server: the bundle in dist/ when TEST_API_BUILD=1 (npm test sets
 * it after its build step, so the bundle is this checkout's: it starts in about half the time of
 * the sources through tsx, which tests that restart the server twenty times feel), else the
 * sources through tsx. Either way the same main.ts runs; production runs the bundle.
 */
export function apiEntry(): string[] {
  if (process.env.TEST_API_BUILD === '1') {
    if (!existsSync(builtMain))
      throw new Error(`TEST_API_BUILD=1 but ${builtMain} is missing: run npm run build first`);
    return [builtMain];
  }
  return ['--import', 'tsx', path.join(apiRoot, 'src/server/main.ts')];
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export type ServerProcess = {
  base: string;
  start(): Promise<void>;
  /** Sends the signal and resolves with the exit code (null when killed by the signal). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  output(): string;
};

export async function serverProcess(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = apiEntry();
  let child: ChildProcess | undefined;
  let log = '';
  return {
    base,
    output: () => log,
    async start() {
      log = '';
      child = spawn(process.execPath, args, {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: opts.dataDir,
          DATABASE_URL: opts.databaseUrl ?? '',
          REDIS_URL: '',
          SEED_DEMO: 'false',
          WEB_BUILD_DIR: '/nonexistent',
          LOG_LEVEL: 'warn',
          // On a server database this counts as a real deployment: the stand-ins are asked for on purpose.
          PAYMENTS_PROVIDER: 'sandbox',
          MAIL_TRANSPORT: 'outbox',
          JWT_SECRET: 'durability-test-secret-0123456789abcdef',
          ...opts.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode}):\n${log}`);
        const up = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the server did not start in 90 s:\n${log}`);
    },
    stop(signal) {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return Promise.resolve(c?.exitCode ?? null);
      return new Promise((resolve) => {
        c.once('exit', (code) => resolve(code));
        c.kill(signal);
      });
    },
  };
}

/** A fresh PostgreSQL database copied from the migrated test template; returns its URL and a drop function. */
export async function freshPostgresDatabase(pgUrl: string, template: string) {
  const name = `wbn_proc_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    url: adminUrl(pgUrl, name),
    async drop() {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A small HTTP client that signs in like a browser (register, then the hand-off with its cookie). */
export async function signUp(base: string, email: string, password = 'durable-password-1') {
  const reg = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Dura', lastName: 'Ble', acceptTerms: true }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = (reg.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const { data } = (await reg.json()) as { data: { code: string } };
  const s = await fetch(`${base}/auth/get-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ token: data.code }),
  });
  if (s.status !== 200) throw new Error(`get-session: ${s.status} ${await s.text()}`);
  return ((await s.json()) as { data: { token: string; userID: string } }).data;
}
