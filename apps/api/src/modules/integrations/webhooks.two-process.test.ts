/**
 * Two API instances on one PostgreSQL database and one Redis (only when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set, as in CI): an endpoint added through one is heard by the other's event
 * listeners (decision 0051), so an event published through the other reaches the endpoint; once
 * it is removed, the other writes no job for it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasServers, needs, SERVERS } from '../../test/suite-needs.js';
import { bearer, createTestApp, registerUser, secondProcess, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';

const enabled = needs('webhooks: two API processes', SERVERS, hasServers(), 'servers');
const NAMESPACE = `test-hooks-${process.pid}-${Date.now().toString(36)}`;

describe.skipIf(!enabled)('webhooks with two API processes on PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let receiver: Server;
  let base: string;
  const bodies: string[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        bodies.push(body);
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    a = await createTestApp({ RATE_LIMIT_NAMESPACE: NAMESPACE, WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
    b = await secondProcess(a, { RATE_LIMIT_NAMESPACE: NAMESPACE, JOBS_WORKER: 'false' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await new Promise((r) => receiver?.close(r));
  });

  const webhookJobs = async (productID: string) => {
    const r = await a.database.db.execute(
      sql`select 1 from jobs where kind = 'product.created:webhooks' and payload->>'productId' = ${productID}`,
    );
    return ((r as { rows?: unknown[] }).rows ?? (r as unknown[])).length;
  };
  const addProductThroughB = async (token: string, businessID: string, name: string) =>
    (
      await b.inject({
        method: 'POST',
        url: '/api/product',
        payload: { businessID, name, description: 'Made for the two-process test.' },
        headers: bearer(token),
      })
    ).json().data.productID as string;

  it('an endpoint added through A hears a product added through B; removed through A, B writes no job', async () => {
    const owner = await registerUser(a);
    const biz = (await createBusiness(a, owner.token, { companyName: 'Two Process Pumps' })).businessID;
    const quiet = await addProductThroughB(owner.token, biz, 'Before any endpoint');
    expect(await webhookJobs(quiet)).toBe(0);

    const hook = await a.request({
      method: 'POST',
      url: `/api/business/profile/${biz}/webhooks`,
      payload: { url: `${base}/two`, events: ['product.created'] },
      headers: bearer(owner.token),
    });
    expect(hook.status).toBe(201);
    // B hears of the endpoint over Redis within moments.
    let heard = '';
    for (let i = 0; i < 50 && !heard; i++) {
      const id = await addProductThroughB(owner.token, biz, `Heard ${i}`);
      if (await webhookJobs(id)) heard = id;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(heard).not.toBe('');
    const deadline = Date.now() + 15_000;
    while (!bodies.some((x) => x.includes(heard)) && Date.now() < deadline) {
      await a.app.jobs.drain(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(bodies.some((x) => x.includes(heard))).toBe(true);

    expect(
      (
        await a.request({
          method: 'DELETE',
          url: `/api/business/profile/${biz}/webhooks/${hook.body.data.webhookID}`,
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(200);
    let stopped = false;
    for (let i = 0; i < 50 && !stopped; i++) {
      stopped = (await webhookJobs(await addProductThroughB(owner.token, biz, `After ${i}`))) === 0;
      if (!stopped) await new Promise((r) => setTimeout(r, 100));
    }
    expect(stopped).toBe(true);
  });
});
