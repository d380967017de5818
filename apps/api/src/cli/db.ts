import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { callersConfig } from './run-cli.js';

/** The configured database, with relative paths read from the caller's folder (run-cli.ts). */
export async function openFromConfig() {
  const config = callersConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.DATA_DIR, 'pglite'),
        sharedBuffers: config.PGLITE_SHARED_BUFFERS,
      });
  return { config, database };
}
