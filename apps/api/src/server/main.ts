/**
 * Starts the whole product: reads config, opens the database, migrates, seeds, listens.
 * `main.js --migrate-only`: prepares the database (migrations, reference data, demo when asked) and exits.
 */
import path from 'node:path';
import { loadConfig, ConfigError, deploymentProblems } from '../config.js';
import { maintenanceRepo } from '../modules/system/index.js';
import { openDatabase } from '../db/client.js';
import { buildApp } from './app.js';
import { DEMO_LOGIN, DEMO_STAFF_LOGIN } from '../seed/demo.js';
import { pendingMigrations, prepareDatabase } from '../seed/prepare.js';
import { WEB_BUILD_DIR } from '../lib/paths.js';
import { createStorageFromConfig } from '../ports/storage.js';

/** A shutdown that takes longer is cut short (orchestrators send SIGKILL after 10 s by default). */
const SHUTDOWN_GRACE_MS = 9_000;
const ANALYZE_EVERY_MS = 60 * 60_000;

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
  const migrateOnly = process.argv.includes('--migrate-only');
  // A real deployment never serves with a stand-in by accident (sandbox cards, mail kept in a table).
  const problems = migrateOnly ? [] : deploymentProblems(config);
  if (problems.length) {
    for (const p of problems) console.error(p);
    process.exit(1);
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.DATA_DIR, 'pglite'),
        sharedBuffers: config.PGLITE_SHARED_BUFFERS,
      });
  let seeded = false;
  if (migrateOnly || config.MIGRATE_ON_START) {
    seeded = await prepareDatabase(database, config.SEED_DEMO ? createStorageFromConfig(config) : undefined);
    if (migrateOnly) {
      console.log(`Migrations and reference data applied (${database.kind})${seeded ? '; demo data created' : ''}`);
      await database.close();
      process.exit(0);
    }
  } else {
    const behind = await pendingMigrations(database);
    if (behind > 0) {
      console.error(
        `The database lacks ${behind} migration(s) of this version and MIGRATE_ON_START is false: ` +
          'run "node apps/api/dist/main.js --migrate-only" (or "npm run db:migrate") once, then start the server again.',
      );
      await database.close();
      process.exit(1);
    }
  }
  const app = await buildApp({ config, database, webBuildDir: config.WEB_BUILD_DIR ?? WEB_BUILD_DIR });
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: refresh the planner's statistics (search totals rely on them) and
    // the visibility map (index-only search scans) at start, then hourly as a scheduled job (decision 0010).
    await maintenanceRepo.analyze(database.db).catch((e: unknown) => console.error('vacuum analyze failed', e));
    app.jobs.define('db.analyze', () => maintenanceRepo.analyze(database.db), { maxAttempts: 1 });
    app.jobs.every('db.analyze', ANALYZE_EVERY_MS);
  }
  // Requests being handled (their answer not yet finished or abandoned), for the drain below.
  let inFlight = 0;
  // Without a promise of its own: it runs on every request, cached pages included (decision 0079).
  const finished = () => inFlight--;
  app.addHook('onRequest', (_req, reply, done) => {
    inFlight++;
    reply.raw.on('close', finished); // an answer closes once: no `once` wrapper to make and remove
    done();
  });
  // SIGTERM / SIGINT: stop taking connections, let the requests in flight finish (new ones on
  // kept-alive connections get 503), end the live streams, then close the database. A drain that
  // takes longer than SHUTDOWN_GRACE_MS is cut short.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.shuttingDown = true; // the readiness check answers 503: a load balancer stops sending traffic
    app.log.info(`${signal}: draining requests in flight and running jobs, then closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stop listening and end the live streams; wait for the requests in flight, then drop the
      // connections that carry none (kept-alive ones, or accepted with no request yet).
      const closed = app.close();
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 25));
      app.server.closeAllConnections();
      await closed;
      app.log.info('requests drained; closing the database');
      await database.close();
    } catch (e) {
      app.log.error({ err: e }, 'error while shutting down');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const addr = `http://localhost:${config.PORT}`;
  console.log(`\nWBN Miami is running on ${addr}`);
  console.log(
    `  database: ${database.kind}${database.kind === 'pglite' ? ` (${path.join(config.DATA_DIR, 'pglite')})` : ''}`,
  );
  console.log(`  API docs: ${addr}/api/docs`);
  if (config.SEED_DEMO) {
    console.log(
      `  demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${seeded ? ' (demo data created now)' : ''}`,
    );
    console.log(`  staff login: ${DEMO_STAFF_LOGIN.email} / ${DEMO_STAFF_LOGIN.password}\n`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
