/**
 * Losing PostgreSQL or Redis for a few seconds: requests answer 503 with a clear
 * message and a Retry-After, the health check says so, and the service recovers on its own
 * once the server is back. The app reaches both through TCP proxies that the test cuts and
 * restores. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI's second run).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createTestApp, registerUser, bearer, type TestApp } from './test-app.js';
import { UNAVAILABLE_MESSAGE } from '../lib/unavailable.js';
import { hasServers, needs, SERVERS } from './suite-needs.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** A TCP proxy to host:port that can be cut (every connection dropped, new ones refused at once) and restored. */
async function cuttableProxy(host: string, port: number) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.skipIf(!needs('outages of a backing service', SERVERS, hasServers(), 'servers'))(
  'a backing service lost for a few seconds',
  () => {
    let t: TestApp;
    let pgProxy: Awaited<ReturnType<typeof cuttableProxy>>;
    let redisProxy: Awaited<ReturnType<typeof cuttableProxy>>;
    beforeAll(async () => {
      const pgTarget = new URL(pgUrl!);
      const redisTarget = new URL(redisUrl!);
      pgProxy = await cuttableProxy(pgTarget.hostname, Number(pgTarget.port || 5432));
      redisProxy = await cuttableProxy(redisTarget.hostname, Number(redisTarget.port || 6379));
      t = await createTestApp(
        { REDIS_URL: `redis://127.0.0.1:${redisProxy.port}` },
        {
          databaseUrl: (url) => {
            const u = new URL(url);
            u.hostname = '127.0.0.1';
            u.port = String(pgProxy.port);
            return u.toString();
          },
        },
      );
    });
    afterAll(async () => {
      pgProxy?.restore();
      redisProxy?.restore();
      await t?.close();
      await pgProxy?.close();
      await redisProxy?.close();
    });

    const expectUnavailable = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        error: { name: 'ServiceUnavailable', message: UNAVAILABLE_MESSAGE, requestId: res.headers['x-request-id'] },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };

    it('PostgreSQL: 503 with a clear message while it is away, then back to normal by itself', async () => {
      const u = await registerUser(t);
      const profile = () => t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(u.token) });
      expect((await profile()).status).toBe(200);
      pgProxy.cut();
      expectUnavailable(await profile());
      expectUnavailable(
        await t.request({
          method: 'POST',
          url: '/api/search/business',
          payload: { textQuery: 'valves', businessType: 'MA', country: 'global', skip: 0, size: 5 },
        }),
      );
      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.status).toBe(503);
      expect(health.body.data.database.reachable).toBe(false);
      pgProxy.restore();
      await vi.waitFor(async () => expect((await profile()).status).toBe(200), { timeout: 15_000, interval: 250 });
      expect((await t.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
    });

    it('Redis: 503 with a clear message while it is away, then back to normal by itself', async () => {
      const u = await registerUser(t, { password: 'redis-outage-pw' });
      // Logins count failures in Redis (shared rate limits).
      const login = () =>
        t.request({ method: 'POST', url: '/auth/login', payload: { email: u.email, password: 'redis-outage-pw' } });
      expect((await login()).status).toBe(200);
      redisProxy.cut();
      expectUnavailable(await login());
      redisProxy.restore();
      await vi.waitFor(async () => expect((await login()).status).toBe(200), { timeout: 15_000, interval: 250 });
    });
  },
);
