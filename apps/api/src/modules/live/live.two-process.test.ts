/**
 * Two API instances on one PostgreSQL database and one Redis (runs only when TEST_DATABASE_URL
 * and TEST_REDIS_URL are set, as in CI): what is raised through one reaches a live client of the
 * other. Each instance has its own pub/sub connections and its own streams; without Redis they
 * would not hear each other (the in-process channel belongs to one app).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS } from '@wbn/contract';
import { hasServers, needs, SERVERS } from '../../test/suite-needs.js';
import { createTestApp, registerUser, bearer, secondProcess, type TestApp } from '../../test/test-app.js';
import { baseUrl, openSse, type SseClient } from './live-test-kit.js';

const enabled = needs('live: two API processes', SERVERS, hasServers(), 'servers');
const NAMESPACE = `test-two-${process.pid}-${Date.now().toString(36)}`;

describe.skipIf(!enabled)('two API processes on PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_NAMESPACE: NAMESPACE });
    b = await secondProcess(a, { RATE_LIMIT_NAMESPACE: NAMESPACE });
    urlA = await baseUrl(a.app);
    urlB = await baseUrl(b);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await b?.close();
    await a?.close();
  });

  const stream = async (url: string, token: string, lastEventId?: string) => {
    const ticket = (await a.request({ method: 'POST', url: '/api/live/ticket', headers: bearer(token) })).body.data
      .ticket as string;
    const s = await openSse(
      `${url}/api/live/stream?ticket=${encodeURIComponent(ticket)}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`,
    );
    streams.push(s);
    await s.next((e) => e.event === LIVE_EVENTS.ready);
    return s;
  };

  it('an event published through A reaches a stream held by B, and a reconnect to A resumes what B sent', async () => {
    const ana = await registerUser(a);
    const onB = await stream(urlB, ana.token);
    await a.app.live.publish([ana.userID], 'test.cross', { from: 'A' });
    const got = await onB.next((e) => e.event === 'test.cross');
    expect(got.data).toEqual({ from: 'A' });
    onB.close();

    await b.live.publish([ana.userID], 'test.cross', { from: 'B', n: 1 });
    await b.live.publish([ana.userID], 'test.cross', { from: 'B', n: 2 });
    const onA = await stream(urlA, ana.token, got.id);
    await onA.next((e) => (e.data as { n?: number }).n === 2);
    expect(onA.events.filter((e) => e.event === 'test.cross').map((e) => e.data)).toEqual([
      { from: 'B', n: 1 },
      { from: 'B', n: 2 },
    ]);
  });

  it('a notification raised through A reaches the recipient’s live client on B, and B lists it', async () => {
    const owner = await registerUser(a);
    const fan = await registerUser(a);
    const onB = await stream(urlB, owner.token);
    await a.app.notify({
      kind: 'follow',
      to: { userIds: [owner.userID] },
      actor: { type: 'user', id: fan.userID, userId: fan.userID },
      resource: { type: 'user', id: owner.userID },
    });
    const ev = await onB.next((e) => e.event === LIVE_EVENTS.notification);
    expect(ev.data).toMatchObject({ kind: 'follow', unreadCount: 1 });
    const res = await b.inject({ method: 'GET', url: '/api/notifications', headers: bearer(owner.token) });
    expect(res.json().data).toMatchObject({
      total: 1,
      unreadCount: 1,
      results: [{ kind: 'follow', actors: [{ id: fan.userID }] }],
    });
  });
});
