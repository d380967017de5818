/**
 * Two API instances on one PostgreSQL database and one Redis (runs only when TEST_DATABASE_URL
 * and TEST_REDIS_URL are set, as in CI): a message sent through one reaches a live client of the
 * other, and the other reads the same thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS, REQUEST_LIVE_EVENTS, type LiveRequestMessage } from '@wbn/contract';
import { bearer, secondProcess, type TestApp } from '../../test/test-app.js';
import { baseUrl, openSse, type SseClient } from '../live/live-test-kit.js';
import { cast, inquiry, open, requestCalls, requestsTestApp, type Cast } from './requests-test-kit.js';
import { hasServers, needs, SERVERS } from '../../test/suite-needs.js';

const enabled = needs('inquiries across two API processes', SERVERS, hasServers(), 'servers');
const NAMESPACE = `test-req-two-${process.pid}-${Date.now().toString(36)}`;

describe.skipIf(!enabled)('inquiries across two API processes on PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let c: Cast;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    a = await requestsTestApp({ RATE_LIMIT_NAMESPACE: NAMESPACE });
    b = await secondProcess(a, { RATE_LIMIT_NAMESPACE: NAMESPACE });
    c = await cast(a);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await b?.close();
    await a?.close();
  });

  const streamOn = async (app: FastifyInstance, token: string) => {
    const ticket = (await a.request({ method: 'POST', url: '/api/live/ticket', headers: bearer(token) })).body.data
      .ticket as string;
    const s = await openSse(`${await baseUrl(app)}/api/live/stream?ticket=${encodeURIComponent(ticket)}`);
    streams.push(s);
    await s.next((e) => e.event === LIVE_EVENTS.ready);
    return s;
  };

  it('an inquiry and a message sent through A reach the other side’s live client on B', async () => {
    const sellerOnB = await streamOn(b, c.mia.token);
    const buyerOnA = await streamOn(a.app, c.ana.token);
    const rid = await open(a, c.ana.token, inquiry(c.seller, { message: 'Through A' }));
    const first = await sellerOnB.next(
      (e) => e.event === REQUEST_LIVE_EVENTS.message && (e.data as LiveRequestMessage).requestID === rid,
    );
    expect(first.data).toMatchObject({ isNew: true, message: { content: 'Through A', from: 'S' } });

    // The seller answers through B; the buyer's stream on A hears it, and A reads the same thread.
    const res = await b.inject({
      method: 'POST',
      url: `/api/business/request/${rid}/send-message?bid=${c.seller}`,
      payload: { content: 'Answered on B' },
      headers: bearer(c.mia.token),
    });
    expect(res.statusCode).toBe(201);
    const answer = await buyerOnA.next(
      (e) =>
        e.event === REQUEST_LIVE_EVENTS.message && (e.data as LiveRequestMessage).message.content === 'Answered on B',
    );
    expect(answer.data).toMatchObject({ requestID: rid, message: { from: 'R' } });
    const read = await requestCalls(a).messages(c.ana.token, rid);
    expect(read.body.data.messages.map((m: { content: string }) => m.content)).toEqual(['Through A', 'Answered on B']);
  });
});
