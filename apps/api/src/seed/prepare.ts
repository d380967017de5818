/**
 * Getting a database ready for this build: its migrations, its reference data and, when asked,
 * the demo set. `npm start` does it at every start; a deployment with several instances does it
 * once, in a one-shot `main.js --migrate-only`, and starts its instances with MIGRATE_ON_START=false
 * (docs/deploy.md): drizzle's migrator takes no lock, so two instances migrating together could
 * apply the same migration twice.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/client.js';
import { seedReferenceData } from './reference.js';
import { seedDemoIfEmpty } from './demo.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import type { Storage } from '../ports/storage.js';
import { rowsOf } from '../db/rows.js';

/** Migrates, writes the reference data, then seeds the demo set into an empty database when `demoStorage` is given. Returns whether the demo was seeded. */
export async function prepareDatabase(database: Database, demoStorage?: Storage): Promise<boolean> {
  await database.migrate();
  await seedReferenceData(database.db);
  return demoStorage ? seedDemoIfEmpty(database.db, demoStorage) : false;
}

/** How many of this build's migrations the database has not received (drizzle records the newest one applied). */
export async function pendingMigrations(database: Database): Promise<number> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const [table] = rowsOf<{ t: string | null }>(
    await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
  );
  if (!table?.t) return known.length;
  const [last] = rowsOf<{ at: string | null }>(
    await database.db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
  );
  const appliedUpTo = Number(last?.at ?? 0);
  return known.filter((m) => m.folderMillis > appliedUpTo).length;
}

/** The rows of a raw query, whichever driver answered (as in the repos). */
