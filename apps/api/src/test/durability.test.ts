/**
 * Durability of the real server process (docs/security.md), on PGlite and, when
 * TEST_DATABASE_URL is set (CI's second run), on PostgreSQL:
 * - SIGKILL: while writers create businesses, products and posts and edit a business, the
 *   process is killed and restarted KILLS times; every write answered 2xx is there afterwards,
 *   complete, and nothing half-written is there (what exists was sent whole).
 * - SIGTERM: requests in flight when the signal arrives are answered (drained), the process
 *   exits cleanly, and what they wrote is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase, serverProcess, signUp, type ServerProcess } from './server-process.js';

// Ten kills at random moments on each engine (PGlite under npm test, both under CI): each round
// restarts the server, so a kill costs some 8 s of a CI core (decision 0087).
const KILLS = 10;
const pgUrl = process.env.TEST_DATABASE_URL;
const engine = pgUrl ? 'PostgreSQL' : 'PGlite';

let dataDir: string;
let drop: (() => Promise<void>) | undefined;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wbn-durability-'));
  let databaseUrl: string | undefined;
  if (pgUrl) ({ url: databaseUrl, drop } = await freshPostgresDatabase(pgUrl, inject('pgTemplate')));
  server = await serverProcess({
    dataDir,
    databaseUrl,
    env: {
      RATE_LIMIT_POSTS_PER_HOUR: '100000',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
      RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0',
    },
  });
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await drop?.();
  await rm(dataDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const call = async (base: string, token: string, method: string, url: string, body?: Json) => {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { data?: Json } | null };
};

const business = (n: number) => ({
  companyName: `Durable ${n} Ltd`,
  categories: ['0001.0001-01'],
  businessType: 'MA',
  country: 'US',
  state: 'US-FL',
  shortDescription: `Business number ${n}, created while the server was being killed.`,
});

describe(`the server process on ${engine}`, () => {
  it(`keeps every answered write through ${KILLS} kills (SIGKILL) and restarts, with nothing half-written`, async () => {
    const me = await signUp(server.base, `durable-${Date.now()}@example.com`);
    const token = me.token;
    const first = await call(server.base, token, 'POST', '/api/business/profile/create', business(0));
    expect(first.status).toBe(201);
    const editedId = first.body!.data!.businessID as string;

    const acked = {
      businesses: new Map<string, string>(),
      products: new Map<string, { name: string; businessID: string }>(),
      posts: new Map<string, string>(),
    };
    const attempted = {
      products: new Set<string>(),
      posts: new Set<string>(),
      businesses: new Set<string>(),
      edits: [] as string[],
    };
    let lastAckedEdit = -1;
    /** Writes answered 2xx so far, of every kind. */
    let answered = 0;
    const productsOf = new Map<string, number>([[editedId, 0]]);
    acked.businesses.set(editedId, business(0).companyName);
    let n = 0;

    for (let round = 0; round < KILLS; round++) {
      let running = true;
      const base = server.base;
      const writers = [
        (async () => {
          while (running) {
            const i = ++n;
            attempted.businesses.add(business(i).companyName);
            const r = await call(base, token, 'POST', '/api/business/profile/create', business(i));
            if (r.status === 201) {
              answered++;
              acked.businesses.set(r.body!.data!.businessID as string, business(i).companyName);
              productsOf.set(r.body!.data!.businessID as string, 0);
            }
          }
        })(),
        (async () => {
          while (running) {
            const target = [...productsOf].find(([, c]) => c < 7)?.[0];
            if (!target) {
              await new Promise((r) => setTimeout(r, 20));
              continue;
            }
            const name = `Part ${++n}`;
            attempted.products.add(name);
            productsOf.set(target, productsOf.get(target)! + 1);
            const r = await call(base, token, 'POST', '/api/product', {
              businessID: target,
              name,
              description: `Description of ${name}.`,
              keywords: [name.toLowerCase()],
            });
            if (r.status === 201 || r.status === 200) {
              answered++;
              acked.products.set(r.body!.data!.productID as string, { name, businessID: target });
            }
          }
        })(),
        (async () => {
          while (running) {
            const content = `Post ${++n} written during round ${round}`;
            attempted.posts.add(content);
            const r = await call(base, token, 'POST', '/api/social/posts/make-post', {
              content,
              timelineID: me.userID,
              timelineType: 'user',
            });
            if (r.status === 201 || r.status === 200) {
              answered++;
              acked.posts.set(r.body!.data!.postID as string, content);
            }
          }
        })(),
        (async () => {
          while (running) {
            const text = `Edit ${attempted.edits.length} of the description.`;
            attempted.edits.push(text);
            const r = await call(base, token, 'PUT', `/api/business/profile/${editedId}`, {
              general: { shortDescription: text },
            });
            if (r.status === 200) {
              answered++;
              lastAckedEdit = attempted.edits.length - 1;
            }
          }
        })(),
      ].map((w) => w.catch(() => undefined)); // a killed server ends a writer's request with a network error
      // Each kill lands while writes flow: once this round has had a write answered (however slow the
      // machine), then at a random moment up to 0.9 s later.
      const before = answered;
      for (const until = Date.now() + 30_000; answered === before && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 900)));
      await server.stop('SIGKILL');
      running = false;
      await Promise.all(writers);
      await server.start();
    }

    const base = server.base;
    // Every answered business, product and post is there, whole.
    for (const [id, name] of acked.businesses) {
      const r = await call(base, token, 'GET', `/api/business/profile/${id}`);
      expect(r.status, `business ${name}`).toBe(200);
      expect((r.body!.data!.general as Json).companyName).toBe(name);
    }
    for (const [id, p] of acked.products) {
      const r = await call(base, token, 'GET', `/api/product/${id}`);
      expect(r.status, `product ${p.name}`).toBe(200);
      expect(r.body!.data).toMatchObject({
        name: p.name,
        description: `Description of ${p.name}.`,
        businessID: p.businessID,
      });
    }
    for (const [id, content] of acked.posts) {
      const r = await call(base, token, 'GET', `/api/social/posts/${id}`);
      expect(r.status, `post ${content}`).toBe(200);
      expect(r.body!.data!.content).toBe(content);
    }
    // The edited description is the last answered edit or one sent after it (in flight at a kill).
    const desc = ((await call(base, token, 'GET', `/api/business/profile/${editedId}`)).body!.data!.general as Json)
      .shortDescription as string;
    expect(attempted.edits.indexOf(desc)).toBeGreaterThanOrEqual(lastAckedEdit);
    // Nothing half-written: every business and product that exists was sent whole by a writer.
    const mine = (await call(base, token, 'GET', '/api/business/profile/my-list')).body!.data as unknown as {
      businessID: string;
      business: { general: { companyName: string } };
    }[];
    for (const b of mine) {
      expect(attempted.businesses.has(b.business.general.companyName) || b.businessID === editedId).toBe(true);
      const list = (await call(base, token, 'GET', `/api/product/by-business?bid=${b.businessID}`)).body!
        .data as unknown as { data: { name: string; description: string }[] };
      for (const p of list.data) {
        expect(attempted.products.has(p.name), p.name).toBe(true);
        expect(p.description).toBe(`Description of ${p.name}.`);
      }
    }
    expect(acked.posts.size + acked.products.size + acked.businesses.size).toBeGreaterThan(KILLS); // the writers did write
    console.log(
      `durability (${engine}): ${KILLS} kills survived; answered writes kept: ${acked.businesses.size} businesses, ${acked.products.size} products, ${acked.posts.size} posts, ${lastAckedEdit + 1} edits`,
    );
  }, 900_000);

  it('drains the requests in flight on SIGTERM, exits cleanly and keeps what they wrote', async () => {
    const stamp = Date.now();
    const emails = Array.from({ length: 5 }, (_, i) => `drain-${stamp}-${i}@example.com`);
    // Requests surely in flight when the signal arrives: their headers and half of their body
    // are sent, the rest only after the SIGTERM.
    const gates = emails.map(() => {
      let open!: () => void;
      return { opened: new Promise<void>((r) => (open = r)), open: () => open() };
    });
    const results = emails.map((email, i) => {
      const json = JSON.stringify({
        email,
        password: 'drain-password-1',
        firstName: 'Drain',
        lastName: 'Test',
        acceptTerms: true,
      });
      const half = Math.floor(json.length / 2);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(json.slice(0, half)));
          await gates[i].opened;
          controller.enqueue(new TextEncoder().encode(json.slice(half)));
          controller.close();
        },
      });
      return fetch(`${server.base}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) },
        body,
        duplex: 'half',
      } as RequestInit).then(
        (r) => r.status,
        (e: unknown) => `network error: ${String(e)}`,
      );
    });
    await new Promise((r) => setTimeout(r, 500)); // the server has them (headers read, waiting for the body)
    const exit = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // A new connection is no longer taken.
    const late = await fetch(`${server.base}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    for (const g of gates) g.open();
    const statuses = await Promise.all(results);
    expect(statuses).toEqual(emails.map(() => 201));
    expect(late).toBe('refused');
    expect(await exit).toBe(0);
    await server.start();
    for (const email of emails) {
      const login = await fetch(`${server.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'drain-password-1' }),
      });
      expect(login.status, email).toBe(200);
    }
    console.log(
      `drain (${engine}): ${emails.length} registrations in flight at SIGTERM all answered 201 and kept; new connections refused; clean exit`,
    );
  }, 180_000);
});
