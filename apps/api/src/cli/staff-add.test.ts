/** `npm run staff:add -- EMAIL` on an embedded database of its own. */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { verifyPassword } from '../lib/password.js';

const run = promisify(execFile);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const staffAdd = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/staff-add.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    timeout: 120_000,
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

describe('staff:add', () => {
  it('refuses a missing e-mail; creates a staff account with a password printed once; says so when run again; promotes an existing account', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'wbn-staff-'));
    const usage = await staffAdd(dir);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage: npm run staff:add -- EMAIL');

    const created = await staffAdd(dir, 'Ana.Staff@Example.com');
    expect(created.code).toBe(0);
    const password = /shown this once: (\S+)/.exec(created.out)?.[1];
    expect(password).toMatch(/^[\w-]{20}$/);
    const again = await staffAdd(dir, 'ana.staff@example.com');
    expect(again.out).toContain('is already staff');
    expect(again.out).not.toContain('shown this once');

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    try {
      const [u] = await database.db.select().from(users).where(eq(users.email, 'ana.staff@example.com'));
      expect(u.isStaff).toBe(true);
      expect(await verifyPassword(u.passwordHash, password!)).toBe(true);
      await database.db.insert(users).values({ email: 'bob@example.com', passwordHash: u.passwordHash });
    } finally {
      await database.close();
    }
    const promoted = await staffAdd(dir, 'bob@example.com');
    expect(promoted.out).toContain('bob@example.com is now staff');
  }, 180_000);
});
