/**
 * Property (decision 0017): no sequence of sends, ends, member removals, returns and reads by random
 * actors, with random `bid`s, lets anyone outside a thread read or write it, or lets a message
 * in after the end. A model tracks who belongs where and what each thread holds; every answer
 * of the API is checked against it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { RequestMessages } from '@wbn/contract';
import { bearer, type TestApp } from '../../test/test-app.js';
import { cast, inquiry, open, requestCalls, requestsTestApp, type Cast } from './requests-test-kit.js';

let t: TestApp;
let c: Cast;
let call: ReturnType<typeof requestCalls>;

beforeAll(async () => {
  t = await requestsTestApp();
  c = await cast(t);
  call = requestCalls(t);
});
afterAll(() => t.close());

const ACTORS = ['ana', 'olga', 'adam', 'mia', 'bruno', 'bea', 'sam'] as const;
type Name = (typeof ACTORS)[number];
const MOVABLE = ['adam', 'mia', 'bea'] as const;
type Movable = (typeof MOVABLE)[number];
const BIDS = ['none', 'self', 'seller', 'buyerBiz', 'samBiz'] as const;

type Op =
  | { op: 'write' | 'read' | 'end'; who: Name; thread: 0 | 1; bid: (typeof BIDS)[number] }
  | { op: 'remove'; who: Movable }
  | { op: 'return'; who: Movable }
  | { op: 'list'; who: Name };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constantFrom('write' as const, 'read' as const, 'end' as const),
      who: fc.constantFrom(...ACTORS),
      thread: fc.constantFrom(0 as const, 1 as const),
      bid: fc.constantFrom(...BIDS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), who: fc.constantFrom(...MOVABLE) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('return' as const), who: fc.constantFrom(...MOVABLE) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('list' as const), who: fc.constantFrom(...ACTORS) }) },
);

type Thread = { id: string; fromBiz: string | null; messages: string[]; closed: boolean };

describe('inquiry threads under random actors', () => {
  it('never lets a third party read or write, nor a message in after the end', async () => {
    const user = (n: Name) => c[n];
    const movableBiz = (m: Movable) => (m === 'bea' ? c.buyerBiz : c.seller);
    const role = (m: Movable) => (m === 'adam' ? 'admin' : 'member');
    let n = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        // Everyone back in place; two fresh threads: Ana as herself, and Bruno Imports (by Bruno), both to Keystone Valves.
        for (const m of MOVABLE) {
          await t.database.db.execute(
            sql`insert into business_members (business_id, user_id, role) values (${movableBiz(m)}::uuid, ${user(m).userID}::uuid, ${role(m)}) on conflict do nothing`,
          );
        }
        const inside = new Set<Movable>(MOVABLE);
        n += 1;
        const threads: Thread[] = [
          {
            id: await open(t, c.ana.token, inquiry(c.seller, { message: `a${n}` })),
            fromBiz: null,
            messages: [`a${n}`],
            closed: false,
          },
          {
            id: await open(t, c.bruno.token, inquiry(c.seller, { from: c.buyerBiz, message: `b${n}` })),
            fromBiz: c.buyerBiz,
            messages: [`b${n}`],
            closed: false,
          },
        ];
        const inSeller = (w: Name) => w === 'olga' || ((w === 'adam' || w === 'mia') && inside.has(w));
        const inBuyerBiz = (w: Name) => w === 'bruno' || (w === 'bea' && inside.has('bea'));
        const sides = (w: Name, th: Thread) => ({ S: th.fromBiz ? inBuyerBiz(w) : w === 'ana', R: inSeller(w) });
        const bidId = (w: Name, b: (typeof BIDS)[number]) =>
          b === 'none'
            ? undefined
            : b === 'self'
              ? user(w).userID
              : b === 'seller'
                ? c.seller
                : b === 'buyerBiz'
                  ? c.buyerBiz
                  : c.samBiz;
        /** 404 when not a party; 403 when the bid is not the caller's side of it; else ok. */
        const expected = (w: Name, th: Thread, b: (typeof BIDS)[number]) => {
          const s = sides(w, th);
          if (!s.S && !s.R) return 404;
          const id = bidId(w, b);
          if (id === undefined) return 200;
          const okBid =
            (id === user(w).userID && th.fromBiz === null && s.S) ||
            (id === th.fromBiz && s.S) ||
            (id === c.seller && s.R);
          return okBid ? 200 : 403;
        };

        for (const [i, o] of ops.entries()) {
          if (o.op === 'remove') {
            const owner = o.who === 'bea' ? c.bruno : c.olga;
            const res = await t.request({
              method: 'DELETE',
              url: `/api/business/profile/${movableBiz(o.who)}/members/${user(o.who).userID}`,
              headers: bearer(owner.token),
            });
            expect(res.status).toBe(inside.has(o.who) ? 200 : 404);
            inside.delete(o.who);
          } else if (o.op === 'return') {
            await t.database.db.execute(
              sql`insert into business_members (business_id, user_id, role) values (${movableBiz(o.who)}::uuid, ${user(o.who).userID}::uuid, ${role(o.who)}) on conflict do nothing`,
            );
            inside.add(o.who);
          } else if (o.op === 'list') {
            const inboxes = [undefined, c.seller, c.buyerBiz, c.samBiz];
            for (const ubid of inboxes) {
              const res = await call.list(user(o.who).token, ubid);
              if (res.status !== 200) continue;
              for (const r of res.body.data.results as { requestID: string }[]) {
                const th = threads.find((x) => x.id === r.requestID);
                if (th) expect(sides(o.who, th).S || sides(o.who, th).R).toBe(true);
              }
            }
          } else {
            const th = threads[o.thread];
            const want = expected(o.who, th, o.bid);
            const bid = bidId(o.who, o.bid);
            const token = user(o.who).token;
            if (o.op === 'read') {
              const res = await call.messages(token, th.id, bid);
              expect(res.status).toBe(want);
              if (want === 200)
                expect((res.body.data as RequestMessages).messages.map((m) => m.content)).toEqual(th.messages);
              else
                expect(
                  JSON.stringify({ ...res.body, error: { ...res.body.error, requestId: undefined } }),
                ).not.toContain(th.messages[0]);
            } else if (o.op === 'write') {
              const content = `m${n}-${i}`;
              const res = await call.write(token, th.id, content, bid);
              const status = want === 200 ? (th.closed ? 409 : 201) : want;
              expect(res.status).toBe(status);
              if (status === 201) th.messages.push(content);
            } else {
              const res = await call.end(token, th.id, bid);
              expect(res.status).toBe(want);
              if (want === 200) th.closed = true;
            }
          }
        }
        // Whatever happened, the thread's owner side still reads exactly the model's messages.
        for (const th of threads) {
          const res = await call.messages(c.olga.token, th.id);
          expect((res.body.data as RequestMessages).messages.map((m) => m.content)).toEqual(th.messages);
          expect(res.body.data.request.status).toBe(th.closed ? 'closed' : 'open');
        }
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
