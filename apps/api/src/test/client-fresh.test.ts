/**
 * The typed client's generated files (packages/client/openapi.json and src/schema.d.ts) are those
 * of the routes as they are now: the document the app serves, written as the generator writes it,
 * is the committed one, and openapi-typescript's types of it are the committed types. A route or
 * schema changed without regenerating fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CLIENT_DOCUMENT_FILE, CLIENT_SCHEMA_FILE, clientFiles } from '../cli/client-files.js';
import { REPO_ROOT } from '../lib/paths.js';
import { createTestApp, type TestApp } from './test-app.js';

const STALE = 'is stale: run npm run client:generate and commit the result';

let t: TestApp;
let expected: { document: string; schema: string };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.status).toBe(200);
  expected = await clientFiles(res.body as Record<string, unknown>);
});
afterAll(() => t.close());

const committed = (file: string) => readFile(file, 'utf8').catch(() => '');
const name = (file: string) => path.relative(REPO_ROOT, file);

describe('the typed client', () => {
  it('commits the document the API serves', async () => {
    const text = await committed(CLIENT_DOCUMENT_FILE);
    // Compared as data first, so that a failure shows which operations differ, then as text (the file's layout).
    expect(text ? JSON.parse(text) : undefined, `${name(CLIENT_DOCUMENT_FILE)} ${STALE}`).toEqual(
      JSON.parse(expected.document),
    );
    expect(text === expected.document, `${name(CLIENT_DOCUMENT_FILE)} ${STALE}`).toBe(true);
  });

  it('commits the types openapi-typescript writes from it', async () => {
    const text = await committed(CLIENT_SCHEMA_FILE);
    expect(text, `${name(CLIENT_SCHEMA_FILE)} ${STALE}`).toBe(expected.schema);
  });
});
