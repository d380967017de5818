/**
 * npm run db:restore -- FILE [--force]
 * Restores a backup made by npm run db:backup into the configured database (same variables as the
 * server: DATA_DIR, DATABASE_URL, S3_BUCKET). Stop the server (every instance) first.
 * - Embedded database: writes DATA_DIR/pglite and DATA_DIR/files from FILE. A DATA_DIR that holds
 *   data is refused unless --force, which moves that data into DATA_DIR/before-restore-<time>/
 *   (never deletes it).
 * - PostgreSQL: pg_restore --clean --if-exists --no-owner --single-transaction into DATABASE_URL,
 *   then the uploaded files from FILE.files.tar.gz when it is there and storage is local.
 * See docs/deploy.md, "Backups", and decision 0021.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import {
  BackupError,
  countPostgres,
  filesArchiveOf,
  maskUrl,
  restorePglite,
  restorePostgres,
  summary,
} from './backup-archive.js';
import { useCallersFolder } from './db.js';

const HELP = `Usage: npm run db:restore -- FILE [--force]

Restores FILE, made by npm run db:backup, into the configured database (the server's variables:
DATA_DIR, DATABASE_URL, S3_BUCKET). Stop the server first.
  embedded database (no DATABASE_URL)  writes DATA_DIR/pglite and DATA_DIR/files from FILE; refuses a
                                       DATA_DIR that holds data unless --force
  PostgreSQL (DATABASE_URL)            pg_restore --clean --if-exists --no-owner --single-transaction
                                       (pg_restore must be installed): the database becomes the backup's;
                                       FILE.files.tar.gz, when present, restores DATA_DIR/files

  --force   embedded database: move the current DATA_DIR/pglite and DATA_DIR/files into
            DATA_DIR/before-restore-<time>/ (kept, not deleted), then restore
  --help    this text

Relative paths are read from the folder the command is typed in.`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: { help: { type: 'boolean' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch (e) {
    console.error(`${(e as Error).message}. Usage: npm run db:restore -- FILE [--force] (--help for more)`);
    return 1;
  }
  if (args.values.help) {
    console.log(HELP);
    return 0;
  }
  if (args.positionals.length !== 1) {
    console.error('Usage: npm run db:restore -- FILE [--force]   (a file made by npm run db:backup; --help for more)');
    return 1;
  }
  useCallersFolder();
  const file = path.resolve(args.positionals[0]);
  const config = loadConfig();
  const storage = config.S3_BUCKET ? 's3' : 'local';

  if (config.DATABASE_URL) {
    console.log(`Restoring ${file} into PostgreSQL ${maskUrl(config.DATABASE_URL)} with pg_restore...`);
    const r = await restorePostgres({ url: config.DATABASE_URL, file, dataDir: config.DATA_DIR, storage });
    const after = await countPostgres(config.DATABASE_URL);
    console.log(`Restored: ${summary(after.rows, r.files)}.`);
    if (r.files)
      console.log(`Uploaded files restored from ${filesArchiveOf(file)} into ${path.join(config.DATA_DIR, 'files')}.`);
    if (r.movedAside) console.log(`The previous uploaded files were moved to ${r.movedAside}.`);
    if (storage === 's3')
      console.log(`Uploaded files live in the S3 bucket "${config.S3_BUCKET}" and are not part of a database backup.`);
    for (const n of r.notes) console.log(n);
    return 0;
  }
  console.log(`Restoring ${file} into ${config.DATA_DIR}...`);
  const r = await restorePglite({ dataDir: config.DATA_DIR, file, storage, force: args.values.force });
  console.log(
    `Restored the backup of ${r.manifest.createdAt}: ${summary(r.restoredRows, r.files ?? (r.manifest.files.included ? { count: 0 } : undefined))}.`,
  );
  if (r.movedAside)
    console.log(`The previous data was moved to ${r.movedAside} (delete it once the restored site looks right).`);
  for (const n of r.notes) console.log(n);
  console.log('Start the server.');
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  // One line, without secrets: a configuration error lists its variables on one line; anything else says what broke.
  const message =
    e instanceof ConfigError
      ? e.message.replace(/\n\s*/g, ' ')
      : e instanceof BackupError
        ? e.message
        : String((e as Error)?.message ?? e);
  const url = process.env.DATABASE_URL;
  console.error(`Restore failed: ${url ? message.split(url).join(maskUrl(url)) : message}`);
}
process.exit(code);
