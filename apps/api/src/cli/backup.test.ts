/**
 * `npm run db:backup` / `npm run db:restore` as an operator runs them: real processes on real data.
 * PGlite (default): a small site made by the demo generators (accounts, businesses with pictures,
 * an uploaded photo) is backed up, restored into another DATA_DIR, and the restored folder serves
 * the same accounts, businesses and files (a server started on it signs a member in and serves
 * the photo). When TEST_DATABASE_URL is set (CI's second run), the same on PostgreSQL through
 * pg_dump / pg_restore instead. And the refusals: a DATA_DIR that holds data or is in use, files
 * that are not backups, a missing pg_dump; none of them changes anything.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { businesses, users } from '../db/schema/index.js';
import { create as createTar, extract as extractTar } from 'tar';
import { gzipSync } from 'node:zlib';
import { hashPassword } from '../lib/password.js';
import { generateUsers } from '../seed/generator.js';
import { generateCompanies } from '../seed/companies.js';
import { rowsOf } from '../db/rows.js';
import { createLocalStorage, createStorageFromConfig } from '../ports/storage.js';
import { loadConfig } from '../config.js';
import { freshPostgresDatabase, serverProcess } from '../test/server-process.js';
import { hasServers, needs, SERVERS } from '../test/suite-needs.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `wbn-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

type Run = { code: number | null; out: string; err: string };
/** The CLI as `npm run db:backup -- …` runs it: its own process, the server's variables. */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        INIT_CWD: '',
        DATABASE_URL: '',
        S3_BUCKET: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}
const ok = (r: Run) => expect(r.code, `${r.out}\n${r.err}`).toBe(0);

/** What an operator would look at: how much there is, who can sign in, which businesses are listed. */
async function snapshot(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'profiles',
    'businesses',
    'products',
    'posts',
    'comments',
    'follows',
    'reactions',
    'notifications',
    'inquiry_requests',
  ]) {
    const [r] = rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
    counts[table] = Number(r.n);
  }
  return {
    counts,
    accounts: await database.db
      .select({ email: users.email, passwordHash: users.passwordHash, isStaff: users.isStaff })
      .from(users)
      .orderBy(asc(users.email)),
    businesses: await database.db
      .select({ id: businesses.id, name: businesses.companyName, ownerId: businesses.ownerId })
      .from(businesses)
      .orderBy(asc(businesses.id)),
  };
}

async function filesUnder(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      if (e.isDirectory()) await visit(path.join(d, e.name));
      else found.push(path.relative(root, path.join(d, e.name)));
    }
  };
  if (existsSync(root)) await visit(root);
  return found.sort();
}

// The embedded database is covered by the first run; the PostgreSQL run (TEST_DATABASE_URL) covers pg_dump / pg_restore.
// The embedded case runs in the PGlite pass; CI's PostgreSQL pass runs the PostgreSQL case below.
if (pgUrl)
  console.warn('[not run] db:backup on the embedded database: this pass is on PostgreSQL (the PGlite pass runs it)');
describe.skipIf(pgUrl)('db:backup and db:restore on the embedded database', () => {
  /** A small site with pictures (the demo generators, fewer rows) on a copy of the migrated template, its state, and one backup of it. */
  const site = {
    dir: '',
    backup: '',
    files: [] as string[],
    before: undefined as unknown as Awaited<ReturnType<typeof snapshot>>,
  };
  const uploaded = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 a member photo, byte for byte');
  const PASSWORD = 'backup-test-password';

  beforeAll(async () => {
    site.dir = await tempDir('backup-src');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(site.dir, 'pglite'),
      loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
    try {
      await generateUsers(database.db, { users: 12, seed: 3, passwordHash: await hashPassword(PASSWORD) });
      const owners = (await database.db.select({ id: users.id }).from(users)).map((u) => u.id);
      await generateCompanies(database.db, {
        ownerIds: owners,
        businesses: 6,
        productsPerBusiness: [1, 3],
        seed: 5,
        storage: createStorageFromConfig(loadConfig({ DATA_DIR: site.dir })),
        images: true,
      });
      await createLocalStorage(site.dir).put('users/backup-test/photo.webp', uploaded, 'image/webp');
      site.before = await snapshot(database);
    } finally {
      await database.close();
    }
    site.files = await filesUnder(path.join(site.dir, 'files'));
    site.backup = path.join(await tempDir('backup-out'), 'nested', 'wbn.tar.gz');
    const backup = await cli('backup', [site.backup], { DATA_DIR: site.dir });
    ok(backup);
    expect(backup.out).toContain(`Backup written: ${site.backup}`);
    expect(backup.out).toContain('12 users, 6 businesses');
  }, 120_000);

  it('restores into a new DATA_DIR that serves the same accounts, businesses and pictures', async () => {
    expect(site.before.counts).toMatchObject({ users: 12, businesses: 6 });
    expect(site.files.length).toBeGreaterThan(6);

    // A second backup to the same name would overwrite the first: refused unless asked.
    const again = await cli('backup', [site.backup], { DATA_DIR: site.dir });
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');

    const restored = await tempDir('restore-dst');
    const restore = await cli('restore', [site.backup], { DATA_DIR: restored });
    ok(restore);
    expect(restore.out).toContain(`12 users, 6 businesses`);
    expect(restore.out).toContain(`${site.files.length} files`);

    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(restored, 'pglite') });
    try {
      expect(await snapshot(reopened)).toEqual(site.before);
    } finally {
      await reopened.close();
    }
    expect(await filesUnder(path.join(restored, 'files'))).toEqual(site.files);
    expect(await readFile(path.join(restored, 'files/users/backup-test/photo.webp'))).toEqual(uploaded);
    const logo = site.files.find((f) => f.startsWith('businesses/') || f.startsWith('demo/'))!;
    expect(await readFile(path.join(restored, 'files', logo))).toEqual(
      await readFile(path.join(site.dir, 'files', logo)),
    );

    // The restored folder is a working site: the server starts on it without migrating, a member signs in, pictures are served.
    const server = await serverProcess({ dataDir: restored, env: { MIGRATE_ON_START: 'false' } });
    await server.start();
    try {
      const login = await fetch(`${server.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: site.before.accounts[0].email, password: PASSWORD }),
      });
      expect(login.status, server.output()).toBe(200);
      const photo = await fetch(`${server.base}/files/users/backup-test/photo.webp`);
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer())).toEqual(uploaded);

      // While a server has the folder open, neither command touches it.
      const busy = await cli('restore', ['--force', site.backup], { DATA_DIR: restored });
      expect(busy.code).toBe(1);
      expect(busy.err).toContain('stop the server first');
      const busyBackup = await cli('backup', [path.join(restored, 'while-running.tar.gz')], { DATA_DIR: restored });
      expect(busyBackup.code).toBe(1);
      expect(busyBackup.err).toContain('stop the server first');
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  }, 180_000);

  it('restoring over data needs --force, which keeps the replaced data aside', async () => {
    const restored = await tempDir('restore-over');
    await mkdir(path.join(restored, 'files/users/x'), { recursive: true });
    await writeFile(path.join(restored, 'files/users/x/kept.webp'), 'a picture of the current site');
    await mkdir(path.join(restored, 'pglite'));
    await writeFile(path.join(restored, 'pglite/PG_VERSION'), '17\n'); // stands for the current database

    const refused = await cli('restore', [site.backup], { DATA_DIR: restored });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('already holds data');
    expect(refused.err).toContain('--force');
    expect(await readdir(restored)).toEqual(['files', 'pglite']);

    const forced = await cli('restore', ['--force', site.backup], { DATA_DIR: restored });
    ok(forced);
    const aside = (await readdir(restored)).filter((d) => d.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(forced.out).toContain(path.join(restored, aside[0]));
    expect(await readFile(path.join(restored, aside[0], 'files/users/x/kept.webp'), 'utf8')).toBe(
      'a picture of the current site',
    );
    expect(await readFile(path.join(restored, aside[0], 'pglite/PG_VERSION'), 'utf8')).toBe('17\n');
    expect(await filesUnder(path.join(restored, 'files'))).toEqual(site.files);
    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(restored, 'pglite') });
    try {
      expect((await snapshot(reopened)).accounts).toEqual(site.before.accounts);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('a file that is not a backup, or a damaged one, is refused with a clear message and changes nothing', async () => {
    const dir = await tempDir('restore-bad');
    const target = path.join(dir, 'data');

    const notThere = await cli('restore', [path.join(dir, 'missing.tar.gz')], { DATA_DIR: target });
    expect(notThere.code).toBe(1);
    expect(notThere.err).toMatch(/Restore failed: .*missing\.tar\.gz does not exist/);

    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'not a backup at all\n');
    const notArchive = await cli('restore', [text], { DATA_DIR: target });
    expect(notArchive.code).toBe(1);
    expect(notArchive.err).toContain('is not a backup made by npm run db:backup');

    // A .tar.gz of something else.
    const other = path.join(dir, 'other');
    await mkdir(other);
    await writeFile(path.join(other, 'readme.md'), 'hello');
    const otherArchive = path.join(dir, 'other.tar.gz');
    await createTar({ gzip: true, file: otherArchive, cwd: other }, ['readme.md']);
    const foreign = await cli('restore', [otherArchive], { DATA_DIR: target });
    expect(foreign.code).toBe(1);
    expect(foreign.err).toContain('is not a backup made by npm run db:backup (no manifest.json in it)');

    // A backup cut short (an interrupted copy).
    const bytes = await readFile(site.backup);
    const truncated = path.join(dir, 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const cut = await cli('restore', [truncated], { DATA_DIR: target });
    expect(cut.code).toBe(1);
    expect(cut.err).toMatch(/Restore failed: .*truncated\.tar\.gz is damaged or not a backup/);

    // One line each, and nothing was written.
    for (const r of [notThere, notArchive, foreign, cut]) expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(existsSync(target)).toBe(false);

    const help = await cli('restore', ['--help'], { DATA_DIR: target });
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npm run db:restore -- FILE [--force]');
    const empty = await cli('backup', [path.join(dir, 'x.tar.gz')], { DATA_DIR: target });
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('there is no embedded database');
    expect(existsSync(target)).toBe(false);
  }, 120_000);

  it('refuses an archive, or a database dump inside it, that unpacks past its limits, before writing anything', async () => {
    const dir = await tempDir('restore-bomb');
    const target = path.join(dir, 'data');

    // A real backup, with the whole archive's limit set below what it unpacks to.
    const real = await cli('restore', [site.backup], { DATA_DIR: target, RESTORE_MAX_BYTES: '100000' });
    expect(real.code).toBe(1);
    expect(real.err).toMatch(/Restore failed: .* unpacks to more than .*: it is refused before anything is written/);
    expect(existsSync(target)).toBe(false);

    // A dump that is 16 MB of zeros packed into some 16 KB, with the real backup's manifest.
    const parts = path.join(dir, 'parts');
    await mkdir(parts);
    await extractTar({ file: site.backup, cwd: parts, filter: (p) => p.replace(/^\.\//, '') === 'manifest.json' });
    await writeFile(path.join(parts, 'pglite.tar.gz'), gzipSync(Buffer.alloc(16 * 1024 * 1024)));
    expect((await readFile(path.join(parts, 'pglite.tar.gz'))).length).toBeLessThan(100_000);
    const bomb = path.join(dir, 'bomb.tar.gz');
    await createTar({ gzip: true, file: bomb, cwd: parts }, ['manifest.json', 'pglite.tar.gz']);
    const refused = await cli('restore', [bomb], { DATA_DIR: target, RESTORE_MAX_DUMP_BYTES: String(8 * 1024 * 1024) });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Restore failed: the database in .*bomb\.tar\.gz unpacks to more than 8(\.0)? MB/);
    expect(refused.err.trim().split('\n')).toHaveLength(1);
    expect(existsSync(target)).toBe(false);
  }, 120_000);
});

describe('db:backup with DATABASE_URL', () => {
  it('a missing pg_dump is named, and the password never printed', async () => {
    const dir = await tempDir('backup-nopg');
    const r = await cli('backup', [path.join(dir, 'db.dump')], {
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://wbn:hunter2-secret@127.0.0.1:1/wbn',
      PATH: path.join(dir, 'no-bin'),
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain('pg_dump was not found');
    expect(r.out).toContain('postgres://wbn:***@127.0.0.1:1/wbn');
    expect(r.out + r.err).not.toContain('hunter2-secret');
    expect(existsSync(path.join(dir, 'db.dump'))).toBe(false);
  }, 60_000);
});

describe.skipIf(!needs('db:backup and db:restore on PostgreSQL', SERVERS, hasServers(), 'servers'))(
  'db:backup and db:restore on PostgreSQL',
  () => {
    it('pg_dump of a seeded database restores into another database with the same accounts, businesses and files', async () => {
      const source = await freshPostgresDatabase(pgUrl!, inject('pgTemplate'));
      cleanups.push(source.drop);
      const target = await freshPostgresDatabase(pgUrl!, inject('pgTemplate'));
      cleanups.push(target.drop);

      const sourceDir = await tempDir('pg-backup-src');
      const uploaded = Buffer.from('a business logo, byte for byte');
      let before;
      const db1 = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 });
      try {
        await generateUsers(db1.db, { users: 6, seed: 3 });
        const owners = (await db1.db.select({ id: users.id }).from(users)).map((u) => u.id);
        await generateCompanies(db1.db, { ownerIds: owners, businesses: 4, productsPerBusiness: [1, 3], seed: 5 });
        await createLocalStorage(sourceDir).put('businesses/backup-test/logo.webp', uploaded, 'image/webp');
        before = await snapshot(db1);
      } finally {
        await db1.close();
      }
      expect(before.counts.users).toBe(6);
      expect(before.counts.businesses).toBe(4);

      const file = path.join(await tempDir('pg-backup-out'), 'wbn.dump');
      const backup = await cli('backup', [file], { DATA_DIR: sourceDir, DATABASE_URL: source.url });
      ok(backup);
      expect(backup.out).toContain(`Backup written: ${file}`);
      expect(backup.out).toContain(`${file}.files.tar.gz (1 files`);
      const password = new URL(source.url).password;
      if (password) expect(backup.out + backup.err).not.toContain(password);

      // The target already holds the template's schema and reference data: pg_restore --clean replaces it.
      const targetDir = await tempDir('pg-restore-dst');
      const restore = await cli('restore', [file], { DATA_DIR: targetDir, DATABASE_URL: target.url });
      ok(restore);
      expect(restore.out).toContain(`Restored: ${before.counts.users} users, ${before.counts.businesses} businesses`);

      const db2 = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
      try {
        expect(await snapshot(db2)).toEqual(before);
      } finally {
        await db2.close();
      }
      expect(await readFile(path.join(targetDir, 'files/businesses/backup-test/logo.webp'))).toEqual(uploaded);

      const notDump = await cli('restore', [`${file}.files.tar.gz`], { DATA_DIR: targetDir, DATABASE_URL: target.url });
      expect(notDump.code).toBe(1);
      expect(notDump.err).toContain('is not a pg_dump backup');
    }, 180_000);
  },
);
