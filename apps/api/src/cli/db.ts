import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

export async function openFromConfig() {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
  return { config, database };
}
