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
import path from 'node:path';
import { countPostgres, filesArchiveOf, restorePglite, restorePostgres, summary } from './backup-archive.js';
import { callersConfig, maskUrl, runCli, type Cli } from './run-cli.js';

const HELP = `Restores FILE, made by npm run db:backup, into the configured database (the server's variables:
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

const USAGE = 'npm run db:restore -- FILE [--force]';
const OPTIONS = { force: { type: 'boolean', default: false } } as const;

async function main(args: Cli<typeof OPTIONS>): Promise<number> {
  if (args.positionals.length !== 1) throw args.usage('a file made by npm run db:backup');
  const config = callersConfig();
  const file = path.resolve(args.positionals[0]);
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

await runCli(
  { usage: USAGE, options: OPTIONS, positionals: true, help: HELP, usageExitCode: 1, failure: 'Restore failed' },
  main,
);
