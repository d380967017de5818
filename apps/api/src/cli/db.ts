import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/**
 * The CLIs (`npm run db:migrate`, `db:seed`, `staff:add`, `db:backup`, `db:restore`) run in
 * apps/api; relative paths (FILE, DATA_DIR, the default ./data) mean the folder the command was
 * typed in, which npm passes as INIT_CWD: from the repository root that is the same ./data as
 * `npm start`.
 */
export function useCallersFolder() {
  const from = process.env.INIT_CWD;
  if (from && existsSync(from)) process.chdir(from);
}

/** The configured database, with relative paths read from the caller's folder. */
export async function openFromConfig() {
  useCallersFolder();
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.DATA_DIR, 'pglite'),
        sharedBuffers: config.PGLITE_SHARED_BUFFERS,
      });
  return { config, database };
}
