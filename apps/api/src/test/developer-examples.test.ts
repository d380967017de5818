/**
 * The examples of the developer guide (/developers) work: the page shows
 * packages/client/examples/search-businesses.sh and search-businesses.ts as they are, so both are
 * run here, as a reader would run them, against the API listening on a local port (WBN_API), and
 * must find a business created for the occasion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../lib/paths.js';
import { createTestApp, registerUser, type TestApp } from './test-app.js';
import { createBusiness } from './factories.js';

const run = promisify(execFile);
const EXAMPLES = path.join(REPO_ROOT, 'packages/client/examples');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

let t: TestApp;
let baseUrl: string;
/** A manufacturer (businessType MA, the examples' filter) that the examples' "automation" finds. */
const companyName = `Harbor Automation Works ${randomBytes(3).toString('hex')}`;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await registerUser(t);
  await createBusiness(t, owner.token, {
    companyName,
    businessType: 'MA',
    shortDescription: 'Automation panels and controls for water plants.',
  });
});
afterAll(() => t.close());

/** Runs a command of an example with WBN_API set to the listening app; never throws (the exit code is part of the answer). */
async function example(file: string, args: string[]) {
  const env = { ...process.env, WBN_API: baseUrl };
  try {
    const { stdout, stderr } = await run(file, args, { cwd: REPO_ROOT, env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number | string; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, stdout: err.stdout ?? '', stderr: err.stderr ?? String(e) };
  }
}

describe('the developer guide examples', () => {
  it('search-businesses.sh (curl) answers the search envelope with the business', async () => {
    const r = await example('bash', [path.join(EXAMPLES, 'search-businesses.sh')]);
    expect(r.code, r.stderr).toBe(0);
    const answer = JSON.parse(r.stdout);
    expect(answer.success).toBe(true);
    expect(answer.data.total_results).toBeGreaterThanOrEqual(1);
    expect(
      answer.data.results.map(
        (hit: { businessProfile: { general: { companyName: string } } }) => hit.businessProfile.general.companyName,
      ),
    ).toContain(companyName);
  });

  it('search-businesses.ts (@wbn/client) prints the company name', async () => {
    const r = await example(TSX, [path.join(EXAMPLES, 'search-businesses.ts')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(companyName);
    expect(r.stdout).toMatch(/^\d+ businesses found$/m);
  }, 90_000);
});
