import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  MSG,
  REQUEST_LIVE_EVENTS,
  LIVE_EVENTS,
  productPath,
  type InquiryThread,
  type RequestMessages,
  type RequestSummary,
} from '@wbn/contract';
import { mailOutbox } from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../test/test-app.js';
import { baseUrl, openSse, type SseClient } from '../live/live-test-kit.js';
import { cast, inquiry, open, requestCalls, requestsTestApp, type Cast } from './requests-test-kit.js';

let t: TestApp;
let c: Cast;
let call: ReturnType<typeof requestCalls>;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await requestsTestApp({ PUBLIC_URL: 'https://wbn.example' });
  c = await cast(t);
  call = requestCalls(t);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const threads = async (token: string, ubid?: string) => {
  const res = await call.list(token, ubid);
  expect(res.status).toBe(200);
  return res.body.data as { results: InquiryThread[]; total: number; unread: number };
};
const conversation = async (token: string, rid: string, bid?: string) => {
  const res = await call.messages(token, rid, bid);
  expect(res.status).toBe(200);
  return res.body.data as RequestMessages;
};
const summary = async (token: string) => (await call.summary(token)).body.data as RequestSummary;
const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
const stream = async (token: string) => {
  const ticket = (await t.request({ method: 'POST', url: '/api/live/ticket', headers: bearer(token) })).body.data
    .ticket as string;
  const s = await openSse(`${await baseUrl(t.app)}/api/live/stream?ticket=${encodeURIComponent(ticket)}`);
  streams.push(s);
  await s.next((e) => e.event === LIVE_EVENTS.ready);
  return s;
};

describe('sending an inquiry (POST /api/business/request)', () => {
  it('sends as the user: the buyer sees it sent, the whole receiving team sees it unread, with the product attached', async () => {
    const res = await call.send(c.ana.token, inquiry(c.seller, { productID: c.product }));
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(MSG.inquirySent);
    const req = res.body.data.request as InquiryThread;
    expect(req).toMatchObject({
      from: { type: 'user', id: c.ana.userID, name: 'Ana Tester' },
      to: { type: 'business', id: c.seller, name: 'Keystone Valves' },
      subject: 'receiving the full price list',
      status: 'open',
      senderType: 'user',
      side: 'S',
      unread: 0,
      product: {
        productID: c.product,
        name: 'Ball Valve 2in',
        path: productPath('Keystone Valves', 'Ball Valve 2in', c.product),
      },
      lastMessage: { content: 'Hello, could you send your 2025 price list?', from: 'S' },
      endedAt: null,
    });
    expect((await threads(c.ana.token)).results.map((r) => r.requestID)).toEqual([req.requestID]);
    expect((await threads(c.ana.token, c.ana.userID)).results.map((r) => r.requestID)).toEqual([req.requestID]);
    for (const who of [c.olga, c.adam, c.mia]) {
      const list = await threads(who.token, c.seller);
      expect(list).toMatchObject({ total: 1, unread: 1 });
      expect(list.results[0]).toMatchObject({ requestID: req.requestID, side: 'R', unread: 1 });
    }
    // The sender's own list of Keystone's threads is not theirs to read; their personal inbox does not hold others' threads.
    expect((await threads(c.olga.token)).total).toBe(0);
  });

  it('answers messages with from S/R, type text and a UTC datetime', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller, { subject: 'A custom subject' }));
    const first = await conversation(c.olga.token, rid, c.seller);
    expect(first.messages).toEqual([
      {
        messageID: expect.any(String),
        content: 'Hello, could you send your 2025 price list?',
        datetime: expect.stringMatching(/Z$/),
        from: 'S',
        type: 'text',
      },
    ]);
    expect(first.request).toMatchObject({ side: 'R', subject: 'A custom subject', product: null });
    const answer = await call.write(c.mia.token, rid, 'Sure, attached below.', c.seller);
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toMatchObject({ from: 'R', type: 'text', content: 'Sure, attached below.' });
    expect((await call.write(c.ana.token, rid, 'Thanks!\nAnd shipping to Lima?')).status).toBe(201);
    const seen = await conversation(c.ana.token, rid);
    expect(seen.messages.map((m) => [m.from, m.content])).toEqual([
      ['S', 'Hello, could you send your 2025 price list?'],
      ['R', 'Sure, attached below.'],
      ['S', 'Thanks!\nAnd shipping to Lima?'],
    ]);
    expect(seen.request.side).toBe('S');
    expect(seen.nextBefore).toBeNull();
  });

  it("answers a message with its thread as the thread's page shows it: names, product, last message, counters", async () => {
    // As a business, about a product, with a message longer than a list entry shows.
    const rid = await open(t, c.bea.token, inquiry(c.seller, { from: c.buyerBiz, productID: c.product }));
    const long = `We can ship ${'ten pallets a week, '.repeat(20)}from March.`;
    const answer = await call.write(c.adam.token, rid, long, c.seller);
    expect(answer.status).toBe(201);
    expect(answer.body.data.request).toEqual((await conversation(c.adam.token, rid, c.seller)).request);
    expect(answer.body.data.request).toMatchObject({
      from: { type: 'business', name: 'Bruno Imports' },
      product: { name: 'Ball Valve 2in' },
      lastMessage: { from: 'R' },
    });
    expect(answer.body.data.request.lastMessage.content.length).toBeLessThan(long.length);
    // As a member, on the buyer's side.
    const own = await open(t, c.ana.token, inquiry(c.seller));
    const again = await call.write(c.ana.token, own, 'Any news?');
    expect(again.body.data.request).toEqual((await conversation(c.ana.token, own)).request);
    expect(again.body.data.request).toMatchObject({
      from: { type: 'user', name: 'Ana Tester' },
      side: 'S',
      unread: 0,
      lastMessage: { content: 'Any news?', from: 'S' },
    });
  });

  it('sends as a business of the user: its whole team holds the thread on side S', async () => {
    const rid = await open(
      t,
      c.bea.token,
      inquiry(c.seller, { from: c.buyerBiz, subject: 'becoming worldwide distributor' }),
    );
    for (const who of [c.bruno, c.bea]) {
      const mine = await threads(who.token, c.buyerBiz);
      expect(mine.results.find((r) => r.requestID === rid)).toMatchObject({
        side: 'S',
        senderType: 'business',
        from: { type: 'business', id: c.buyerBiz, name: 'Bruno Imports' },
      });
    }
    expect((await threads(c.bea.token)).results.some((r) => r.requestID === rid)).toBe(false); // not in her personal inbox
    expect((await call.write(c.bruno.token, rid, 'Bruno here, following up.', c.buyerBiz)).body.data.message.from).toBe(
      'S',
    );
  });

  it('raises an inquiry notification for the receiving team and e-mails each of them a link to the thread', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller, { subject: 'receiving the discount policy' }));
    const link = `https://wbn.example/business/${c.seller}/requests/${rid}`;
    for (const who of [c.olga, c.adam, c.mia]) {
      const mail = await vi.waitFor(async () => {
        const found = (await mailsTo(who.email)).find((m) => m.text.includes(link));
        expect(found).toBeDefined();
        return found!;
      });
      expect(mail.subject).toBe('New inquiry for Keystone Valves on WBN Miami: receiving the discount policy');
      expect(mail.text).toContain('Ana Tester sent Keystone Valves an inquiry');
    }
    expect((await mailsTo(c.ana.email)).length).toBe(0);
    await t.app.jobs.drain(); // the notification comes from the inquiry.created event's listener
    const notes = (await t.request({ method: 'GET', url: '/api/notifications', headers: bearer(c.adam.token) })).body
      .data.results as { kind: string; resource: { id: string }; link: string; data: Record<string, string> }[];
    expect(notes.find((n) => n.resource.id === rid)).toMatchObject({
      kind: 'inquiry',
      link: `/business/${c.seller}/requests/${rid}`,
      data: { subject: 'receiving the discount policy' },
    });
  });
});

describe('unread, read and seen', () => {
  it('counts unread per thread, per inbox and in total; reading clears one side for its whole team and shows as seen to the other', async () => {
    const before = await summary(c.olga.token);
    const rid = await open(t, c.ana.token, inquiry(c.seller));
    const after = await summary(c.olga.token);
    expect(after.total).toBe(before.total + 1);
    expect(after.inboxes.find((i) => i.id === c.seller)).toMatchObject({
      type: 'business',
      role: 'owner',
      name: 'Keystone Valves',
    });
    // The business inbox holds the newest unread thread (the message center opens on it).
    const sellerBox = after.inboxes.find((i) => i.id === c.seller)!;
    expect(Date.parse(sellerBox.lastUnreadAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      after.inboxes
        .filter((i) => i.id !== c.seller && i.lastUnreadAt)
        .every((i) => i.lastUnreadAt! <= sellerBox.lastUnreadAt!),
    ).toBe(true);
    expect(after.inboxes[0]).toMatchObject({ type: 'user', id: c.olga.userID, role: 'self' });

    const read = await call.read(c.adam.token, rid, c.seller);
    expect(read.status).toBe(200);
    expect(read.body.data.request).toMatchObject({ unread: 0, side: 'R', readAt: { R: expect.any(String) } });
    expect((await summary(c.olga.token)).total).toBe(before.total);
    if (!before.inboxes.find((i) => i.id === c.seller)?.unread)
      expect((await summary(c.olga.token)).inboxes.find((i) => i.id === c.seller)?.lastUnreadAt).toBeNull();
    // The buyer sees that the seller has read her inquiry.
    const mine = await conversation(c.ana.token, rid);
    expect(Date.parse(mine.request.readAt.R!)).toBeGreaterThanOrEqual(Date.parse(mine.messages[0].datetime));

    await call.write(c.olga.token, rid, 'One', c.seller);
    await call.write(c.olga.token, rid, 'Two', c.seller);
    const anas = (await threads(c.ana.token)).results.find((r) => r.requestID === rid)!;
    expect(anas).toMatchObject({ unread: 2, lastMessage: { content: 'Two', from: 'R' } });
    expect((await summary(c.ana.token)).inboxes[0].unread).toBeGreaterThanOrEqual(1);
    await call.read(c.ana.token, rid);
    expect((await threads(c.ana.token)).results.find((r) => r.requestID === rid)!.unread).toBe(0);
    // Writing is reading: the writer's side has nothing unread.
    await call.write(c.ana.token, rid, 'Three');
    await call.write(c.mia.token, rid, 'Four', c.seller);
    expect((await threads(c.mia.token, c.seller)).results.find((r) => r.requestID === rid)!.unread).toBe(0);
  });
});

describe('ending a conversation', () => {
  it('either side ends it with Finished successfully; afterwards nobody can write (409), and ending again answers the same', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller));
    const res = await call.end(c.olga.token, rid, c.seller);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      message: MSG.finishedSuccessfully,
      request: { status: 'closed', endedAt: expect.any(String) },
    });
    for (const [who, bid] of [
      [c.ana, undefined],
      [c.mia, c.seller],
    ] as const) {
      const w = await call.write(who.token, rid, 'Hello?', bid);
      expect(w.status).toBe(409);
      expect(w.body.error).toMatchObject({ name: 'Conflict', message: MSG.chatEnded, fields: { rid: MSG.chatEnded } });
    }
    expect((await conversation(c.ana.token, rid)).messages).toHaveLength(1);
    expect((await call.end(c.ana.token, rid)).body.data).toMatchObject({
      message: MSG.finishedSuccessfully,
      request: { status: 'closed' },
    });
    expect((await threads(c.ana.token)).results.find((r) => r.requestID === rid)!.status).toBe('closed');
  });
});

describe('a message racing the end', () => {
  it('either gets in before the end or is refused with 409: nothing is stored after the end', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller));
    const writes = Array.from({ length: 12 }, (_, i) =>
      call.write(i % 2 ? c.ana.token : c.mia.token, rid, `race ${i}`, i % 2 ? undefined : c.seller),
    );
    const [end, ...answers] = await Promise.all([call.end(c.olga.token, rid, c.seller), ...writes]);
    expect(end.status).toBe(200);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const convo = await conversation(c.ana.token, rid);
    expect(convo.messages).toHaveLength(1 + answers.filter((a) => a.status === 201).length);
    const endedAt = Date.parse(convo.request.endedAt!);
    for (const m of convo.messages) expect(Date.parse(m.datetime)).toBeLessThanOrEqual(endedAt);
  });
});

describe('older messages', () => {
  it('pages back with nextBefore, oldest first on every page', async () => {
    const rid = await open(t, c.ana.token, inquiry(c.seller, { message: 'm0' }));
    for (let i = 1; i <= 6; i++)
      await call.write(i % 2 ? c.olga.token : c.ana.token, rid, `m${i}`, i % 2 ? c.seller : undefined);
    const p1 = (await call.messages(c.ana.token, rid, undefined, { size: '3' })).body.data as RequestMessages;
    expect(p1.messages.map((m) => m.content)).toEqual(['m4', 'm5', 'm6']);
    const p2 = (await call.messages(c.ana.token, rid, undefined, { size: '3', before: p1.nextBefore! })).body
      .data as RequestMessages;
    expect(p2.messages.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    const p3 = (await call.messages(c.ana.token, rid, undefined, { size: '3', before: p2.nextBefore! })).body
      .data as RequestMessages;
    expect(p3).toMatchObject({ messages: [{ content: 'm0' }], nextBefore: null });
    const bad = await call.messages(c.ana.token, rid, undefined, { before: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('before');
  });
});

describe('live delivery', () => {
  it('a new inquiry and each message reach every user of both sides without a reload; the end and a read too', async () => {
    const [olgaLive, miaLive, anaLive, samLive] = await Promise.all([
      stream(c.olga.token),
      stream(c.mia.token),
      stream(c.ana.token),
      stream(c.sam.token),
    ]);
    const rid = await open(t, c.ana.token, inquiry(c.seller, { message: 'Live hello' }));
    for (const s of [olgaLive, miaLive, anaLive]) {
      const e = await s.next(
        (x) => x.event === REQUEST_LIVE_EVENTS.message && (x.data as { requestID: string }).requestID === rid,
      );
      expect(e.data).toMatchObject({
        isNew: true,
        message: { content: 'Live hello', from: 'S' },
        unread: { S: 0, R: 1 },
      });
    }
    await call.write(c.mia.token, rid, 'Live answer', c.seller);
    const got = await anaLive.next(
      (x) =>
        x.event === REQUEST_LIVE_EVENTS.message &&
        (x.data as { message: { content: string } }).message.content === 'Live answer',
    );
    expect(got.data).toMatchObject({ isNew: false, unread: { S: 1, R: 0 } });
    await call.read(c.ana.token, rid);
    await miaLive.next((x) => x.event === REQUEST_LIVE_EVENTS.read && (x.data as { side: string }).side === 'S');
    await call.end(c.ana.token, rid);
    await olgaLive.next(
      (x) => x.event === REQUEST_LIVE_EVENTS.ended && (x.data as { requestID: string }).requestID === rid,
    );
    // A later event to Sam: once it is here, any of the inquiry's (sent before it) would have been too.
    await t.app.live.publish([c.sam.userID], 'test.marker', {});
    await samLive.next((x) => x.event === 'test.marker');
    expect(samLive.events.filter((e) => e.event.startsWith('request-'))).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every inquiry route with its schemas', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).body as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    for (const [path, method] of [
      ['/api/business/request', 'post'],
      ['/api/business/request', 'get'],
      ['/api/business/request/summary', 'get'],
      ['/api/business/request/{rid}/get-messages', 'get'],
      ['/api/business/request/{rid}/send-message', 'post'],
      ['/api/business/request/{rid}/end-request', 'post'],
      ['/api/business/request/{rid}/read', 'post'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op!.responses).some((s) => s.startsWith('2'))).toBe(true);
    }
    expect(doc.paths['/api/business/request'].post.requestBody).toBeDefined();
  });
});
