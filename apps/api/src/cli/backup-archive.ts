/**
 * What `npm run db:backup` and `npm run db:restore` do (decision 0021, docs/deploy.md "Backups").
 *
 * Embedded database (no DATABASE_URL): one .tar.gz holding
 *   manifest.json   format, kind 'pglite', when, migrations applied, row counts of the main tables, files
 *   pglite.tar.gz   PGlite's own dump of its data folder (dumpDataDir('gzip'), loaded back with loadDataDir)
 *   files/…         the uploaded files (DATA_DIR/files) when storage is local
 * PostgreSQL (DATABASE_URL): pg_dump's custom format in FILE, and with local storage the uploaded
 * files in FILE.files.tar.gz. Files in an S3 bucket are never in a backup: the bucket has its own.
 *
 * Every failure an operator can cause or fix is a BackupError: the CLIs print its one-line message
 * and exit with 1.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync, readlinkSync } from 'node:fs';
import { chown, lstat, mkdir, open, readFile, readdir, rename, rm, rmdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Header, Pack, ReadEntry, extract } from 'tar';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { maskUrl } from './run-cli.js';

export class BackupError extends Error {}

/** The database driver (PGlite, pg, drizzle, the schema) loads only when a database is opened: a refusal answers at once. */
const dbClient = () => import('../db/client.js');

export const BACKUP_FORMAT = 1;
const PGLITE_DUMP = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';
const FILES = 'files';

/** The tables whose row counts go into the manifest and are checked after a restore. */
export const MAIN_TABLES = [
  'users',
  'profiles',
  'businesses',
  'business_members',
  'products',
  'posts',
  'comments',
  'reactions',
  'follows',
  'connections',
  'notifications',
  'inquiry_requests',
  'inquiry_messages',
  'memberships',
  'membership_payments',
  'need_help_enquiries',
] as const;

export type Manifest = {
  format: number;
  kind: 'pglite';
  app: 'wbn-miami';
  createdAt: string;
  /** Migrations applied to the database (drizzle's journal), to compare with the build that restores it. */
  migrations: number;
  postgres: string;
  rows: Record<string, number>;
  files: { storage: 'local' | 's3'; included: boolean; count: number; bytes: number };
};

// ---------------------------------------------------------------------------------------------
// Small helpers shared by both CLIs

export const humanBytes = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1024 ** 2
      ? `${(n / 1024).toFixed(1)} kB`
      : n < 1024 ** 3
        ? `${(n / 1024 ** 2).toFixed(1)} MB`
        : `${(n / 1024 ** 3).toFixed(2)} GB`;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

const isNonEmptyDir = (dir: string) => {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
};

async function walkFiles(dir: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  const visit = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await visit(p);
      else if (e.isFile()) {
        count++;
        bytes += (await stat(p)).size;
      }
    }
  };
  if (existsSync(dir)) await visit(dir);
  return { count, bytes };
}

/** The first bytes of a file, or a BackupError naming it when it cannot be read. */
async function head(file: string, n: number): Promise<Buffer> {
  let fh;
  try {
    fh = await open(file, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `${file} does not exist` : `cannot read ${file} (${code})`);
  }
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}
const isGzip = (b: Buffer) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
const isPgDump = (b: Buffer) => b.subarray(0, 5).toString('latin1') === 'PGDMP';

/** Refuses to replace an existing file unless told to; makes the parent folder. */
export async function prepareTarget(file: string, force: boolean) {
  if (existsSync(file) && !force)
    throw new BackupError(
      `${file} already exists: choose another name (a date in it helps) or add --force to replace it`,
    );
  await mkdir(path.dirname(file), { recursive: true });
}

/** Writes through a temporary name beside the target, renamed at the end: a failed backup leaves no half file. */
async function atomically<T>(file: string, write: (tmp: string) => Promise<T>): Promise<T> {
  const tmp = `${file}.partial-${process.pid}`;
  try {
    const r = await write(tmp);
    await rename(tmp, file);
    return r;
  } finally {
    await rm(tmp, { force: true });
  }
}

/** A tar entry from memory (the manifest, PGlite's dump), added to a Pack beside entries read from disk. */
function memoryEntry(name: string, body: Buffer) {
  const entry = new ReadEntry(
    new Header({ path: name, mode: 0o644, size: body.length, mtime: new Date(), type: 'File' }),
  );
  entry.end(body);
  return entry;
}

/** When the restore runs as root (a container's tools), the restored folders go to the owner of DATA_DIR, who runs the server. */
async function giveToOwnerOf(dataDir: string, paths: string[]) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const { uid, gid } = await stat(dataDir);
  if (uid === 0) return;
  const visit = async (p: string) => {
    const s = await lstat(p);
    await chown(p, uid, gid);
    if (s.isDirectory()) for (const e of await readdir(p)) await visit(path.join(p, e));
  };
  for (const p of paths) if (existsSync(p)) await visit(p);
}

// ---------------------------------------------------------------------------------------------
// The embedded database

/**
 * Whether another process has the PGlite folder open. PGlite allows one process at a time and
 * keeps `postmaster.pid` in the folder while open (removed on close; a killed process leaves it).
 * On Linux the process holding it is found by its open files; elsewhere a leftover
 * postmaster.pid is taken as "open". Returns a reason, or undefined when the folder is free.
 */
export function pgliteInUse(dir: string): string | undefined {
  if (!existsSync(path.join(dir, 'postmaster.pid'))) return undefined;
  if (!existsSync('/proc/self/fd'))
    return 'it holds a postmaster.pid (if no server runs, start and stop it once so it closes cleanly)';
  const inside = path.resolve(dir) + path.sep;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(inside)) return `process ${pid} has it open`;
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  return undefined; // a leftover of a process that was killed: PGlite recovers it when opened
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const t of MAIN_TABLES) {
    const [exists] = rowsOf<{ t: string | null }>(
      await db.execute(sql`select to_regclass(${'public.' + t})::text as t`),
    );
    if (!exists?.t) continue;
    const [r] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${t}"`)));
    rows[t] = Number(r.n);
  }
  return rows;
}

export async function appliedMigrations(db: Db): Promise<number> {
  const [table] = rowsOf<{ t: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
  );
  if (!table?.t) return 0;
  const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return Number(r.n);
}

/** "42 users, 60 businesses, 306 files" */
export const summary = (rows: Record<string, number>, files?: { count: number }) =>
  [
    `${rows.users ?? 0} users`,
    `${rows.businesses ?? 0} businesses`,
    `${rows.products ?? 0} products`,
    `${rows.posts ?? 0} posts`,
    ...(files ? [`${files.count} files`] : []),
  ].join(', ');

function pgliteDirOf(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

export async function backupPglite(o: { dataDir: string; file: string; storage: 'local' | 's3'; force: boolean }) {
  const dbDir = pgliteDirOf(o.dataDir);
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(
      `there is no embedded database in ${dbDir}: set DATA_DIR to the folder the server uses (or DATABASE_URL for PostgreSQL)`,
    );
  }
  const busy = pgliteInUse(dbDir);
  if (busy) throw new BackupError(`the embedded database in ${dbDir} is in use (${busy}): stop the server first`);
  await prepareTarget(o.file, o.force);

  const { openDatabase, pgliteOf } = await dbClient();
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  } catch (e) {
    throw new BackupError(
      `cannot open the embedded database in ${dbDir} (${(e as Error).message}): stop the server first`,
    );
  }
  let dump: Buffer;
  let manifest: Manifest;
  try {
    const db = database.db;
    const filesDir = path.join(o.dataDir, FILES);
    const included = o.storage === 'local';
    const [version] = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`));
    manifest = {
      format: BACKUP_FORMAT,
      kind: 'pglite',
      app: 'wbn-miami',
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(db),
      postgres: version?.v ?? '',
      rows: await countRows(db),
      files: { storage: o.storage, included, ...(included ? await walkFiles(filesDir) : { count: 0, bytes: 0 }) },
    };
    const pglite = pgliteOf(database)!;
    await pglite.query('checkpoint'); // every change in the data files, not only in the WAL
    dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await database.close();
  }

  await atomically(o.file, async (tmp) => {
    const pack = new Pack({ cwd: o.dataDir, gzip: true, portable: true, strict: true });
    const written = pipeline(pack, createWriteStream(tmp));
    pack.add(memoryEntry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2) + '\n')));
    pack.add(memoryEntry(PGLITE_DUMP, dump));
    if (manifest.files.included && existsSync(path.join(o.dataDir, FILES))) pack.add(FILES);
    pack.end();
    await written;
  });
  return { manifest, bytes: (await stat(o.file)).size };
}

function parseManifest(text: string, file: string): Manifest {
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new BackupError(`${file} is not a backup made by npm run db:backup (its manifest.json is not JSON)`);
  }
  if (m.app !== 'wbn-miami' || m.kind !== 'pglite')
    throw new BackupError(
      `${file} is not a backup of this product's embedded database (manifest kind: ${String(m.kind)})`,
    );
  if (typeof m.format !== 'number' || m.format > BACKUP_FORMAT) {
    throw new BackupError(
      `${file} has backup format ${String(m.format)}, newer than this release reads (${BACKUP_FORMAT}): restore it with the release that made it`,
    );
  }
  return m as Manifest;
}

/**
 * What a restore unpacks at most (docs/security.md, "Files that unpack"), checked by inflating the
 * archive as a stream and counting, before anything is written or loaded:
 * - the whole archive: no more than the free space of the disk it is restored to (and 64 GiB);
 * - PGlite's dump inside it: 2 GiB unpacked, since it is loaded whole into the database's memory;
 * - 500,000 entries.
 * RESTORE_MAX_BYTES, RESTORE_MAX_DUMP_BYTES and RESTORE_MAX_ENTRIES lower them (tests).
 */
const restoreLimit = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? Math.min(n, fallback) : fallback;
};
const RESTORE_LIMITS = () => ({
  bytes: restoreLimit('RESTORE_MAX_BYTES', 64 * 1024 ** 3),
  dumpBytes: restoreLimit('RESTORE_MAX_DUMP_BYTES', 2 * 1024 ** 3),
  entries: restoreLimit('RESTORE_MAX_ENTRIES', 500_000),
});

/** The unpacked size of a gzip file, inflated as a stream and kept nowhere; refused past `max` bytes. */
async function inflatedSize(file: string, max: number, what: string): Promise<number> {
  let bytes = 0;
  const count = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(
        bytes > max
          ? new BackupError(`${what} unpacks to more than ${humanBytes(max)}: it is refused before anything is written`)
          : null,
      );
    },
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), count);
  } catch (e) {
    if (e instanceof BackupError) throw e;
    throw new BackupError(`${file} is damaged or not a backup made by npm run db:backup (${(e as Error).message})`);
  }
  return bytes;
}

/**
 * Unpacks our own archive only: the known names, plain files and folders (no links, nothing
 * outside), once its unpacked size is known to fit the disk and the limits above.
 */
async function unpack(file: string, into: string, names: (p: string) => boolean) {
  const limits = RESTORE_LIMITS();
  await mkdir(into, { recursive: true });
  const free = await statfs(into).then(
    (f) => f.bavail * f.bsize,
    () => Infinity,
  );
  await inflatedSize(file, Math.min(limits.bytes, free), file);
  let entries = 0;
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      preserveOwner: false,
      filter: (p, entry) => {
        const type = 'type' in entry ? entry.type : undefined;
        if (++entries > limits.entries) return false;
        return names(p.replace(/^\.\//, '')) && (type === 'File' || type === 'Directory');
      },
    });
  } catch (e) {
    throw new BackupError(`${file} is damaged or not a backup made by npm run db:backup (${(e as Error).message})`);
  }
  if (entries > limits.entries)
    throw new BackupError(`${file} holds more than ${limits.entries.toLocaleString('en-US')} entries: it is refused`);
}

/**
 * Removing the staging folder after a failed unpack: tar's extraction can reject on a damaged
 * archive while its last file writes are still closing, so one removal may find the folder not yet
 * empty (ENOTEMPTY). Node's rm retries those errors; five tries 100 ms apart outlast the writes.
 */
const STAGING_RM = { recursive: true, force: true, maxRetries: 5, retryDelay: 100 } as const;

export type RestoreReport = {
  manifest: Manifest;
  restoredRows: Record<string, number>;
  files?: { count: number };
  movedAside?: string;
  notes: string[];
};

export async function restorePglite(o: {
  dataDir: string;
  file: string;
  storage: 'local' | 's3';
  force: boolean;
}): Promise<RestoreReport> {
  const first = await head(o.file, 8);
  if (isPgDump(first))
    throw new BackupError(
      `${o.file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to the database to restore into`,
    );
  if (!isGzip(first)) throw new BackupError(`${o.file} is not a backup made by npm run db:backup (not a .tar.gz file)`);

  const dbDir = pgliteDirOf(o.dataDir);
  const filesDir = path.join(o.dataDir, FILES);
  const hasData = isNonEmptyDir(dbDir) || isNonEmptyDir(filesDir);
  if (hasData && !o.force) {
    throw new BackupError(
      `${o.dataDir} already holds data (${isNonEmptyDir(dbDir) ? 'pglite' : 'files'}): restore into an empty DATA_DIR, or add --force to move the current data aside into a dated folder and restore`,
    );
  }
  const busy = pgliteInUse(dbDir);
  if (busy) throw new BackupError(`the embedded database in ${dbDir} is in use (${busy}): stop the server first`);

  const madeDataDir = !existsSync(o.dataDir);
  await mkdir(o.dataDir, { recursive: true });
  const at = stamp();
  const staging = path.join(o.dataDir, `.restore-${at}`);
  let done = false;
  try {
    await unpack(
      o.file,
      staging,
      (p) => p === MANIFEST || p === PGLITE_DUMP || p === FILES || p === `${FILES}/` || p.startsWith(`${FILES}/`),
    );
    if (!existsSync(path.join(staging, MANIFEST)) || !existsSync(path.join(staging, PGLITE_DUMP))) {
      throw new BackupError(
        `${o.file} is not a backup made by npm run db:backup (no ${existsSync(path.join(staging, MANIFEST)) ? PGLITE_DUMP : MANIFEST} in it)`,
      );
    }
    const manifest = parseManifest(await readFile(path.join(staging, MANIFEST), 'utf8'), o.file);

    // Load PGlite's dump into a folder of its own, then check it against the manifest before it replaces anything.
    const stagedDb = path.join(staging, 'pglite');
    let restoredRows: Record<string, number>;
    await inflatedSize(path.join(staging, PGLITE_DUMP), RESTORE_LIMITS().dumpBytes, `the database in ${o.file}`);
    try {
      const dump = await readFile(path.join(staging, PGLITE_DUMP));
      const { openDatabase } = await dbClient();
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: stagedDb,
        loadDataDir: new Blob([dump], { type: 'application/x-gzip' }),
      });
      try {
        restoredRows = await countRows(database.db);
      } finally {
        await database.close();
      }
    } catch (e) {
      throw new BackupError(`the database in ${o.file} could not be loaded (${(e as Error).message})`);
    }
    const differs = Object.entries(manifest.rows).filter(([t, n]) => restoredRows[t] !== n);
    if (differs.length) {
      throw new BackupError(
        `the database in ${o.file} does not match its manifest (${differs.map(([t, n]) => `${t}: ${n} expected, ${restoredRows[t] ?? 'none'} found`).join('; ')})`,
      );
    }
    const stagedFiles = path.join(staging, FILES);
    const files = existsSync(stagedFiles) ? await walkFiles(stagedFiles) : undefined;
    if (manifest.files.included && (files?.count ?? 0) !== manifest.files.count) {
      throw new BackupError(
        `${o.file} is incomplete: its manifest lists ${manifest.files.count} uploaded files, the archive holds ${files?.count ?? 0}`,
      );
    }

    // Everything is checked: move the current data aside (never deleted), then put the restored data in place.
    let movedAside: string | undefined;
    const aside = path.join(o.dataDir, `before-restore-${at}`);
    const replace = async (from: string | undefined, to: string) => {
      if (isNonEmptyDir(to)) {
        await mkdir(aside, { recursive: true });
        await rename(to, path.join(aside, path.basename(to)));
        movedAside = aside;
      } else if (existsSync(to) && from) {
        await rmdir(to).catch(() => rm(to, { force: true }));
      }
      if (from) await rename(from, to);
    };
    await replace(stagedDb, dbDir);
    if (files) await replace(stagedFiles, filesDir);
    await giveToOwnerOf(o.dataDir, [dbDir, ...(files ? [filesDir] : [])]);

    const notes: string[] = [];
    const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
    if (manifest.migrations > known)
      notes.push(
        `This backup was made by a newer release (${manifest.migrations} migrations; this one has ${known}): run the server of that release on it.`,
      );
    else if (manifest.migrations < known)
      notes.push(
        `This backup was made by an older release: the server applies the ${known - manifest.migrations} newer migration(s) when it starts.`,
      );
    if (!manifest.files.included)
      notes.push(
        'The uploaded files were in an S3 bucket when this backup was made and are not in it: the bucket keeps them.',
      );
    else if (o.storage === 's3')
      notes.push(
        `The backup's uploaded files were restored to ${filesDir}, but this configuration keeps files in S3 (S3_BUCKET): copy them to the bucket if they are missing there.`,
      );
    done = true;
    return { manifest, restoredRows, files, movedAside, notes };
  } finally {
    await rm(staging, STAGING_RM);
    if (!done && madeDataDir) await rmdir(o.dataDir).catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL, through pg_dump and pg_restore

/** The connection string without its password (passed to the tool as PGPASSWORD, so it never shows in `ps`). */
function connection(url: string) {
  try {
    const u = new URL(url);
    const password = decodeURIComponent(u.password);
    u.password = '';
    return { conn: u.toString(), password };
  } catch {
    return { conn: url, password: '' };
  }
}

/** Runs pg_dump or pg_restore with its messages on stderr (any password masked); a failure is a BackupError. */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const { conn, password } = connection(url);
  const hide = (line: string) => (password ? line.split(password).join('***') : line).split(url).join(maskUrl(url));
  const child = spawn(
    tool,
    args.map((a) => (a === '$CONN' ? conn : a)),
    {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    },
  );
  // The first error line names the cause (pg_dump's next lines are hints); without one, the last line.
  let firstError = '';
  let last = '';
  const lines = createInterface({ input: child.stderr! });
  lines.on('line', (line) => {
    const shown = hide(line);
    if (shown.trim()) last = shown.trim();
    if (!firstError && /\berror:/.test(shown)) firstError = shown.trim();
    process.stderr.write(shown + '\n');
  });
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (c, signal) => resolve(c ?? (signal ? 128 : 1)));
  }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools, of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client), or put ${tool} on PATH`,
      );
    }
    throw new BackupError(`${tool} could not be started (${e.message})`);
  });
  const cause = (firstError || last).replace(/^pg_(dump|restore): (error: )?/, '');
  if (code !== 0) throw new BackupError(`${tool} failed (exit code ${code})${cause ? `: ${cause}` : ''}`);
}

export const filesArchiveOf = (file: string) => `${file}.files.tar.gz`;

export async function backupPostgres(o: { url: string; file: string; filesDir?: string; force: boolean }) {
  await prepareTarget(o.file, o.force);
  if (o.filesDir) await prepareTarget(filesArchiveOf(o.file), o.force);
  // The database first, then the files: a file newer than the dump is an unused extra, a dump newer than the files could name missing pictures.
  await atomically(o.file, (tmp) =>
    runPgTool('pg_dump', ['--format=custom', '--no-owner', '--file', tmp, '$CONN'], o.url),
  );
  let files: { count: number; bytes: number } | undefined;
  if (o.filesDir) {
    const filesDir = o.filesDir;
    files = await walkFiles(filesDir);
    await atomically(filesArchiveOf(o.file), async (tmp) => {
      const pack = new Pack({ cwd: path.dirname(filesDir), gzip: true, portable: true, strict: true });
      const written = pipeline(pack, createWriteStream(tmp));
      if (existsSync(filesDir)) pack.add(path.basename(filesDir));
      pack.end();
      await written;
    });
  }
  return {
    bytes: (await stat(o.file)).size,
    files,
    filesBytes: o.filesDir ? (await stat(filesArchiveOf(o.file))).size : 0,
  };
}

export async function restorePostgres(o: { url: string; file: string; dataDir: string; storage: 'local' | 's3' }) {
  const first = await head(o.file, 8);
  if (!isPgDump(first)) {
    throw new BackupError(
      isGzip(first)
        ? `${o.file} is not a pg_dump backup; it looks like a backup of the embedded database: restore it without DATABASE_URL`
        : `${o.file} is not a backup made by npm run db:backup with DATABASE_URL (not a pg_dump custom-format file)`,
    );
  }
  const filesArchive = filesArchiveOf(o.file);
  const notes: string[] = [];
  const at = stamp();
  const staging = path.join(o.dataDir, `.restore-${at}`);
  let stagedFiles: string | undefined;
  try {
    if (existsSync(filesArchive)) {
      if (o.storage === 'local') {
        // Unpacked (and so checked) before the database is touched; put in place after it is restored.
        await unpack(filesArchive, staging, (p) => p === FILES || p === `${FILES}/` || p.startsWith(`${FILES}/`));
        stagedFiles = path.join(staging, FILES);
        if (!existsSync(stagedFiles)) await mkdir(stagedFiles, { recursive: true });
      } else {
        notes.push(`${filesArchive} was not restored: this configuration keeps uploaded files in S3 (S3_BUCKET).`);
      }
    } else if (o.storage === 'local') {
      notes.push(
        `No ${path.basename(filesArchive)} beside the backup: the uploaded files in ${path.join(o.dataDir, FILES)} were left as they are.`,
      );
    }
    await runPgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', '$CONN', o.file],
      o.url,
    );
    let files: { count: number } | undefined;
    let movedAside: string | undefined;
    if (stagedFiles) {
      const filesDir = path.join(o.dataDir, FILES);
      files = await walkFiles(stagedFiles);
      if (isNonEmptyDir(filesDir)) {
        movedAside = path.join(o.dataDir, `before-restore-${at}`);
        await mkdir(movedAside, { recursive: true });
        await rename(filesDir, path.join(movedAside, FILES));
      } else if (existsSync(filesDir)) await rm(filesDir, { recursive: true, force: true });
      await rename(stagedFiles, filesDir);
      await giveToOwnerOf(o.dataDir, [filesDir]);
    }
    return { files, movedAside, notes };
  } finally {
    await rm(staging, STAGING_RM);
  }
}

/** Row counts of a PostgreSQL database after a restore, for the closing line. */
export async function countPostgres(url: string) {
  const { openDatabase } = await dbClient();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    return { rows: await countRows(database.db), migrations: await appliedMigrations(database.db) };
  } finally {
    await database.close();
  }
}
