/**
 * npm run client:generate
 * Writes the typed client's files (packages/client/openapi.json and src/schema.d.ts) from the
 * API's OpenAPI document. No server needs to run and no .env is read: the app is built here on a
 * throwaway in-memory database with a fixed configuration (no Stripe keys, so the sandbox payment
 * provider's routes are in the document, as in the tests), asked for its document, then closed.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { buildApp } from '../server/app.js';
import { CLIENT_DOCUMENT_FILE, CLIENT_SCHEMA_FILE, clientFiles } from './client-files.js';
import { REPO_ROOT } from '../lib/paths.js';
import { runCli } from './run-cli.js';

/** The document the app serves at GET /api/openapi.json, from an app built for the occasion. */
async function servedDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wbn-openapi-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JOBS_WORKER: 'false',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await runCli({}, async () => {
  const files = await clientFiles(await servedDocument());
  await writeFile(CLIENT_DOCUMENT_FILE, files.document);
  await writeFile(CLIENT_SCHEMA_FILE, files.schema);
  for (const file of [CLIENT_DOCUMENT_FILE, CLIENT_SCHEMA_FILE]) console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
});
