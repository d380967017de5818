/**
 * A second server for the browser tests that need an address to be proven (decision 0028): the
 * same build as the suite's server (playwright.config.ts), on its own copy of the demo data and its
 * own port (the suite's + 5), with REQUIRE_EMAIL_VERIFICATION on, as a real deployment has it. Its
 * mail goes to the suite's SMTP server (mail-server.ts), so a test reads the link from the mailbox.
 * A spec starts it in a beforeAll and stops it in an afterAll.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_SMTP_PORT } from './mail-server';

export const STRICT_PORT = Number(process.env.E2E_PORT ?? 3210) + 5;
export const STRICT_URL = `http://localhost:${STRICT_PORT}`;

/** The same build as the suite's server, on its own copy of the demo data, with REQUIRE_EMAIL_VERIFICATION on. */
const DATA_DIR = path.join(tmpdir(), `wbn-e2e-strict-${STRICT_PORT}`);

export async function startStrictServer(): Promise<ChildProcess> {
  const dataDir = DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.E2E_DEMO_DATA) cpSync(process.env.E2E_DEMO_DATA, dataDir, { recursive: true });
  else mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(STRICT_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '100000',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      REQUIRE_EMAIL_VERIFICATION: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
  const until = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second server stopped (${child.exitCode}): ${log}`);
    const up = await fetch(`${STRICT_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > until) throw new Error(`the second server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function stopStrictServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await stopped;
  rmSync(DATA_DIR, { recursive: true, force: true });
}
