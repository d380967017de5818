/**
 * The database port. DATABASE_URL unset: PGlite (PostgreSQL in WebAssembly) persisted in DATA_DIR/pglite.
 * DATABASE_URL=postgres://…: a PostgreSQL server through a pg Pool. Both speak the same SQL.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import * as schema from './schema/index.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connections of this process (metrics): a pool's, or the embedded database's one. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
};

/** `onQuery`: called with every SQL statement the app sends (tests count them: query-count.test.ts). */
export type OpenOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; sharedBuffers?: string }
) & { onQuery?: (sql: string) => void };

/**
 * The embedded database's buffer cache (PostgreSQL's shared_buffers, 128 MB in PGlite). Its pages
 * are touched as the database starts, so it was a quarter of the server's memory at rest; the
 * operating system still caches the data files below it (decision 0048, docs/benchmarks.md "Memory").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * A copy loaded into memory (a test's database from the template) has no disk to flush to: it
 * ends with its process whatever is flushed, so the flushes and full-page images are skipped
 * (about an eighth of the API tests' CPU on PGlite). Never for a data folder, nor for the
 * database a dump is taken of (its WAL must be in its files).
 */
const IN_MEMORY_COPY = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery!(query) } : undefined;
  if (opts.kind === 'postgres') {
    // A request waits at most 5 s for a connection: with the server unreachable it answers 503 (lib/unavailable.ts) instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    pool.on('error', () => undefined); // a dropped idle client must not crash the process
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    mkdirSync(path.dirname(opts.dataDir), { recursive: true });
    dataDir = opts.dataDir;
  }
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir: opts.loadDataDir,
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
      ...(opts.loadDataDir && !dataDir ? IN_MEMORY_COPY : []),
    ],
  });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    ...{ pglite: client },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The PGlite instance behind a Database, for tests that dump or clone it. */
export const pgliteOf = (d: Database): PGlite | undefined => (d as Database & { pglite?: PGlite }).pglite;
