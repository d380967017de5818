import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS } from '@wbn/contract';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createTicketSigner } from './live.ticket.js';
import { liveRepo } from './live.repo.js';
import { baseUrl, openSse, type SseClient } from './live-test-kit.js';

const SECRET = 'live-test-secret-0123456789-abcdefghijklmnop';
let t: TestApp;
let base: string;
let ana: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  base = await baseUrl(t.app);
  ana = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

async function ticketFor(token: string) {
  const res = await t.request({ method: 'POST', url: '/api/live/ticket', headers: bearer(token) });
  expect(res.status).toBe(200);
  return res.body.data.ticket as string;
}
async function connect(token: string, opts: { lastEventId?: string; header?: string } = {}) {
  const q = new URLSearchParams({
    ticket: await ticketFor(token),
    ...(opts.lastEventId ? { lastEventId: opts.lastEventId } : {}),
  });
  const c = await openSse(`${base}/api/live/stream?${q}`, opts.header ? { 'last-event-id': opts.header } : {});
  open.push(c);
  return c;
}
const ofType = (type: string) => (e: { event: string }) => e.event === type;

describe('live tickets', () => {
  it('are given to members only, for a minute', async () => {
    expect((await t.request({ method: 'POST', url: '/api/live/ticket' })).status).toBe(401);
    const res = await t.request({ method: 'POST', url: '/api/live/ticket', headers: bearer(ana.token) });
    expect(res.body.data).toMatchObject({ ticket: expect.any(String), expiresIn: 60 });
  });

  it('refuse expired, forged and foreign tickets, and a ticket is no access token', async () => {
    const signer = createTicketSigner(SECRET, 60);
    const expired = await signer.issue({ userID: ana.userID, sessionId: 'x' }, Math.floor(Date.now() / 1000) - 120);
    const forged = await createTicketSigner('another-secret-0123456789-abcdefghijklmnopq', 60).issue({
      userID: ana.userID,
      sessionId: 'x',
    });
    for (const [ticket, name] of [
      [expired, 'TokenExpiredError'],
      [forged, 'JsonWebTokenError'],
      [ana.token, 'JsonWebTokenError'], // an access token is not a stream ticket
      ['not.a.ticket', 'JsonWebTokenError'],
    ]) {
      const c = await openSse(`${base}/api/live/stream?ticket=${encodeURIComponent(ticket)}`);
      await c.closed();
      expect(c.status, name).toBe(401);
      expect(c.events[0]?.data).toMatchObject({ success: false, error: { name } });
    }
    const asToken = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(await ticketFor(ana.token)),
    });
    expect(asToken.status).toBe(401);
  });

  it('answers a missing ticket or a bad event id with a 400 naming the field', async () => {
    const none = await openSse(`${base}/api/live/stream`);
    await none.closed();
    expect(none.status).toBe(400);
    expect(Object.keys((none.events[0].data as any).error.fields)).toContain('ticket');
    const ticket = await ticketFor(ana.token);
    const badQuery = await openSse(`${base}/api/live/stream?ticket=${ticket}&lastEventId=abc`);
    await badQuery.closed();
    expect(badQuery.status).toBe(400);
    expect((badQuery.events[0].data as any).error.fields).toHaveProperty('lastEventId');
    const badHeader = await openSse(`${base}/api/live/stream?ticket=${ticket}`, { 'last-event-id': '1; drop' });
    await badHeader.closed();
    expect(badHeader.status).toBe(400);
    expect((badHeader.events[0].data as any).error.fields).toHaveProperty('Last-Event-ID');
  });
});

describe('the stream', () => {
  it('starts with ready, then delivers what is published for that user only', async () => {
    const c = await connect(ana.token);
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(c.headers['cache-control']).toContain('no-cache');
    const ready = await c.next(ofType(LIVE_EVENTS.ready));
    expect(ready).toMatchObject({ id: '0', data: { resumed: false } });

    await t.app.live.publish([bob.userID], 'test.ping', { to: 'bob' });
    await t.app.live.publish([ana.userID], 'test.ping', { to: 'ana', text: 'line one\nline two' });
    const got = await c.next(ofType('test.ping'));
    expect(got).toEqual({ id: '1', event: 'test.ping', data: { to: 'ana', text: 'line one\nline two' } });
    // A later event to ana: once it is here, bob's (sent before it) would have been too.
    await t.app.live.publish([ana.userID], 'test.marker', {});
    await c.next(ofType('test.marker'));
    expect(c.events.filter(ofType('test.ping'))).toHaveLength(1);
  });

  it('delivers bursts in order without gaps or repeats, small events from the wake-up itself and big ones read back', async () => {
    const erin = await registerUser(t);
    const c = await connect(erin.token);
    await c.next(ofType(LIVE_EVENTS.ready));
    const reads = vi.spyOn(liveRepo, 'after');
    // One small event to a stream that is up to date: written from the wake-up, no read of the table.
    await t.app.live.publish([erin.userID], 'test.burst', { n: 0 });
    const first = await c.next((e) => e.event === 'test.burst');
    // No read from a cursor before it (a later read, from the heartbeat or a reconnected
    // subscription on a loaded machine, starts after it and is not what delivered it).
    expect(reads.mock.calls.filter(([, , cursor]) => cursor < Number(first.id))).toEqual([]);
    // Concurrent publishes (wake-ups may arrive out of order) and one too big to ride along.
    const big = 'x'.repeat(40_000);
    await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        t.app.live.publish([erin.userID], 'test.burst', n === 15 ? { n: n + 1, big } : { n: n + 1 }),
      ),
    );
    await expect.poll(() => c.events.filter(ofType('test.burst')).length).toBe(31);
    const burst = c.events.filter(ofType('test.burst'));
    expect(burst.map((e) => Number(e.id))).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(new Set(burst.map((e) => (e.data as { n: number }).n)).size).toBe(31);
    expect((burst.find((e) => (e.data as { big?: string }).big) as { data: { big: string } }).data.big).toHaveLength(
      40_000,
    );
    reads.mockRestore();
  });

  it('on reconnect with Last-Event-ID sends exactly what was missed', async () => {
    const first = await connect(ana.token);
    const ready = await first.next(ofType(LIVE_EVENTS.ready));
    first.close();
    await t.app.live.publish([ana.userID], 'test.missed', { n: 1 });
    await t.app.live.publishEach([
      { userId: ana.userID, type: 'test.missed', payload: { n: 2 } },
      { userId: bob.userID, type: 'test.missed', payload: { n: 99 } },
    ]);

    for (const how of ['header', 'query'] as const) {
      const again = await connect(ana.token, how === 'header' ? { header: ready.id } : { lastEventId: ready.id });
      await again.next((e) => e.event === 'test.missed' && (e.data as { n: number }).n === 2);
      expect(again.events.map((e) => e.event)).toEqual([LIVE_EVENTS.ready, 'test.missed', 'test.missed']);
      expect(again.events[0].data).toEqual({ resumed: true });
      expect(again.events.slice(1).map((e) => [Number(e.id), e.data])).toEqual([
        [Number(ready.id) + 1, { n: 1 }],
        [Number(ready.id) + 2, { n: 2 }],
      ]);
      again.close();
    }
  });

  it('tells a client whose id it cannot resume from to reload (resync)', async () => {
    const c = await connect(ana.token, { lastEventId: '999999' });
    await c.next(ofType(LIVE_EVENTS.ready));
    expect(c.events.map((e) => e.event)).toEqual([LIVE_EVENTS.resync, LIVE_EVENTS.ready]);
    expect(c.events[1].data).toEqual({ resumed: false });
  });

  it('sends a heartbeat comment, and ends the stream once the session is logged out', async () => {
    const carla = await registerUser(t);
    const c = await connect(carla.token);
    await c.next(ofType(LIVE_EVENTS.ready));
    const ticket = await ticketFor(carla.token);
    await t.app.live.tick();
    await expect.poll(() => c.comments).toBeGreaterThan(0);
    expect(c.ended).toBe(false);

    expect((await t.request({ method: 'POST', url: '/auth/logout', headers: bearer(carla.token) })).status).toBe(200);
    await t.app.live.tick();
    await c.closed();
    expect(c.events.at(-1)?.event).toBe(LIVE_EVENTS.sessionClosed);
    // A ticket issued before the logout no longer opens a stream.
    const late = await openSse(`${base}/api/live/stream?ticket=${ticket}`);
    await late.closed();
    expect(late.status).toBe(401);
  });

  it('ends open streams when the app closes', async () => {
    const other = await createTestApp();
    const url = await baseUrl(other.app);
    const dan = await registerUser(other);
    const ticket = (await other.request({ method: 'POST', url: '/api/live/ticket', headers: bearer(dan.token) })).body
      .data.ticket;
    const c = await openSse(`${url}/api/live/stream?ticket=${ticket}`);
    await c.next(ofType(LIVE_EVENTS.ready));
    // Closing waits for open connections: a stream left open would hold close() and this wait.
    const closing = other.close();
    await c.closed(15_000);
    await closing;
  });
});
