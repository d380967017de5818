/**
 * Runs once before the API tests: builds a migrated database with reference data that every
 * test file then copies, so each file starts from a fresh database in about a second.
 * PGlite: a data-dir dump in a temp file. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
import type { TestProject } from 'vitest/node';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, pgliteOf } from '../db/client.js';
import { seedReferenceData } from '../seed/reference.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

export const PG_TEMPLATE = 'wbn_test_template';

export function adminUrl(url: string, dbName: string) {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'wbn-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedReferenceData(database.db);
  const dump = await pgliteOf(database)!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${PG_TEMPLATE}' and pid <> pg_backend_pid()`,
    );
    await admin.query(`drop database if exists ${PG_TEMPLATE}`);
    await admin.query(`create database ${PG_TEMPLATE}`);
    await admin.end();
    const tpl = await openDatabase({ kind: 'postgres', url: adminUrl(url, PG_TEMPLATE), poolSize: 1 });
    await tpl.migrate();
    await seedReferenceData(tpl.db);
    await tpl.close();
    project.provide('pgTemplate', PG_TEMPLATE);
  } else project.provide('pgTemplate', '');

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
