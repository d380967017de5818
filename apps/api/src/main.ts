/** Starts the whole product: reads config, opens the database, migrates, seeds, listens. */
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedReferenceData } from './db/seed/reference.js';
import { seedDemoIfEmpty, DEMO_LOGIN, DEMO_STAFF_LOGIN } from './db/seed/demo.js';
import { WEB_BUILD_DIR } from './lib/paths.js';
import { createStorageFromConfig } from './ports/storage.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
  await database.migrate();
  await seedReferenceData(database.db);
  const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(database.db, createStorageFromConfig(config)) : false;
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: refresh the planner's statistics (search totals rely on them) and
    // the visibility map (index-only search scans) at start and every hour (decision 0010).
    const analyze = () => database.db.execute(sql`vacuum analyze`).catch((e: unknown) => console.error('vacuum analyze failed', e));
    await analyze();
    setInterval(analyze, 60 * 60_000).unref();
  }

  const app = await buildApp({ config, database, webBuildDir: config.WEB_BUILD_DIR ?? WEB_BUILD_DIR });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  const addr = `http://localhost:${config.PORT}`;
  console.log(`\nWBN Miami is running on ${addr}`);
  console.log(`  database: ${database.kind}${database.kind === 'pglite' ? ` (${path.join(config.DATA_DIR, 'pglite')})` : ''}`);
  console.log(`  API docs: ${addr}/api/docs`);
  if (config.SEED_DEMO) {
    console.log(`  demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${seeded ? ' (demo data created now)' : ''}`);
    console.log(`  staff login: ${DEMO_STAFF_LOGIN.email} / ${DEMO_STAFF_LOGIN.password}\n`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
