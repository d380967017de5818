/**
 * The webhook receivers of the developer guide (/developers) work: the page shows
 * packages/client/examples/receive-webhook.mjs (Node, the standardwebhooks library) and
 * receive-webhook.py (Python, the standard library) as they are, so each is started here as a
 * reader would start it, given a webhook of a business, and must print the test event the API
 * sends it, signed, and refuse a delivery whose signature was forged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths.js';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.js';
import { createBusiness } from './factories.js';
import { freePort } from './server-process.js';

const EXAMPLES = path.join(REPO_ROOT, 'packages/client/examples');
let t: TestApp;
let token: string;
let bizID: string;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  const owner = await registerUser(t);
  token = owner.token;
  bizID = (await createBusiness(t, token, { companyName: 'Example Receivers Co' })).businessID;
});
afterAll(() => t?.close());

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1', () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });

async function receiver(command: string, file: string, secret: string, port: number) {
  const child: ChildProcess = spawn(command, [path.join(EXAMPLES, file)], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), WBN_WEBHOOK_SECRET: secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (err += c));
  for (let i = 0; i < 100 && !(await listening(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return { port, output: () => out, errors: () => err, stop: () => child.kill() };
}

describe.each([
  ['node', 'receive-webhook.mjs'],
  ['python3', 'receive-webhook.py'],
])('the guide’s receiver (%s %s)', (command, file) => {
  it('prints the signed test event and refuses a forged one', async () => {
    const port = await freePort();
    // The secret exists once the webhook does: add it for the port the receiver will take, then start the receiver.
    const created = await t.request({
      method: 'POST',
      url: `/api/business/profile/${bizID}/webhooks`,
      payload: { url: `http://127.0.0.1:${port}/`, events: ['product.created'] },
      headers: bearer(token),
    });
    expect(created.status).toBe(201);
    const { webhookID, secret } = created.body.data as { webhookID: string; secret: string };
    const r = await receiver(command, file, secret, port);
    try {
      await t.request({
        method: 'POST',
        url: `/api/business/profile/${bizID}/webhooks/${webhookID}/test`,
        headers: bearer(token),
      });
      for (let i = 0; i < 80 && !r.output().includes('webhook.test'); i++) {
        await t.app.jobs.drain(20_000);
        await new Promise((res) => setTimeout(res, 100));
      }
      expect(r.output(), r.errors()).toMatch(
        new RegExp(`^msg_\\S+ webhook\\.test \\{"webhookID":"${webhookID}","businessID":"${bizID}"\\}$`, 'm'),
      );

      const forged = await fetch(`http://127.0.0.1:${r.port}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
        },
        body: '{"type":"product.created","timestamp":"2026-11-26T00:00:00Z","data":{}}',
      });
      expect(forged.status).toBe(400);
    } finally {
      r.stop();
    }
  }, 60_000);
});
