/**
 * npm run db:backup -- FILE [--force]
 * One backup of the configured database (same variables as the server: DATA_DIR, DATABASE_URL, S3_BUCKET).
 * - Embedded database: FILE is one .tar.gz with the database, the uploaded files (local storage) and
 *   a manifest. Stop the server first: PGlite lets one process at a time open its folder.
 * - PostgreSQL: FILE is a pg_dump custom-format archive; with local storage the uploaded files go
 *   to FILE.files.tar.gz. Files in an S3 bucket are not included: the bucket has its own backups.
 * Restore with npm run db:restore -- FILE. See docs/deploy.md, "Backups", and decision 0021.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { backupPglite, backupPostgres, filesArchiveOf, humanBytes, summary } from './backup-archive.js';
import { callersConfig, maskUrl, runCli, type Cli } from './run-cli.js';

const HELP = `Writes a backup of the configured database to FILE (the server's variables: DATA_DIR, DATABASE_URL, S3_BUCKET).
  embedded database (no DATABASE_URL)  FILE is a .tar.gz with the database, the uploaded files of
                                       DATA_DIR/files and a manifest; stop the server first
  PostgreSQL (DATABASE_URL)            FILE is a pg_dump custom-format archive (pg_dump must be installed);
                                       uploaded files in DATA_DIR/files go to FILE.files.tar.gz
  Files kept in an S3 bucket (S3_BUCKET) are not in the backup: use the bucket's versioning or replication.

  --force   replace FILE if it exists
  --help    this text

Relative paths are read from the folder the command is typed in. Restore with npm run db:restore -- FILE.`;

const USAGE = 'npm run db:backup -- FILE [--force]';
const OPTIONS = { force: { type: 'boolean', default: false } } as const;

async function main(args: Cli<typeof OPTIONS>): Promise<number> {
  if (args.positionals.length !== 1) throw args.usage('e.g. npm run db:backup -- backups/wbn-2026-01-31.tar.gz');
  const config = callersConfig();
  const file = path.resolve(args.positionals[0]);
  const storage = config.S3_BUCKET ? 's3' : 'local';
  const filesDir = path.join(config.DATA_DIR, 'files');
  const s3Note = `Uploaded files are in the S3 bucket "${config.S3_BUCKET}" and are not in this backup: the bucket keeps them (use its versioning or replication).`;

  if (config.DATABASE_URL) {
    const withFiles = storage === 'local' && existsSync(filesDir);
    console.log(
      `Backing up PostgreSQL ${maskUrl(config.DATABASE_URL)} with pg_dump${withFiles ? ` and the uploaded files in ${filesDir}` : ''}...`,
    );
    const r = await backupPostgres({
      url: config.DATABASE_URL,
      file,
      filesDir: withFiles ? filesDir : undefined,
      force: args.values.force,
    });
    console.log(`Backup written: ${file} (${humanBytes(r.bytes)}).`);
    if (r.files)
      console.log(
        `Uploaded files written: ${filesArchiveOf(file)} (${r.files.count} files, ${humanBytes(r.filesBytes)}); keep it beside ${path.basename(file)}.`,
      );
    else if (storage === 's3') console.log(s3Note);
    else console.log(`No uploaded files folder at ${filesDir} (DATA_DIR/files): only the database is in the backup.`);
    return 0;
  }
  console.log(
    `Backing up the embedded database in ${path.join(config.DATA_DIR, 'pglite')}${storage === 'local' ? ` and the uploaded files in ${filesDir}` : ''}...`,
  );
  const r = await backupPglite({ dataDir: config.DATA_DIR, file, storage, force: args.values.force });
  console.log(
    `Backup written: ${file} (${humanBytes(r.bytes)}): ${summary(r.manifest.rows, r.manifest.files.included ? r.manifest.files : undefined)}.`,
  );
  if (storage === 's3') console.log(s3Note);
  return 0;
}

await runCli(
  { usage: USAGE, options: OPTIONS, positionals: true, help: HELP, usageExitCode: 1, failure: 'Backup failed' },
  main,
);
