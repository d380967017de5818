/**
 * A fresh, migrated database for one benchmark run: PGlite in a temporary folder, or a database
 * of its own on the PostgreSQL server named by BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres: the server's maintenance database, never the test
 * suite's `test`), dropped afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  label: string,
  poolSize?: number,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), `wbn-bench-${label}-`));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    await database.migrate();
    return { database, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `wbn_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), ...(poolSize ? { poolSize } : {}) });
  await database.migrate();
  return {
    database,
    async drop() {
      const a = new pg.Client({ connectionString: server });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
