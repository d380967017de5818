/**
 * Webhooks per business (decision 0036), with a real HTTP receiver on this machine: a product
 * added reaches the receiver signed per Standard Webhooks and verifies with the `standardwebhooks`
 * library; a receiver that fails once gets the retry within 60 s and the log shows both
 * attempts; the metadata address and (without the development switch) loopback are refused; an
 * endpoint failing for three days is disabled and its owner e-mailed; only the business's owner,
 * admins and keys with `webhooks:manage` reach them.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook as Verifier } from 'standardwebhooks';
import { WEBHOOK_MSG, WEBHOOK_PAYLOADS, WEBHOOK_RETRYING_PER_BUSINESS } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { classifyAddress } from '../../lib/public-address.js';
import { ageMembership, buy } from '../memberships/memberships-test-kit.js';

type Received = { headers: IncomingHttpHeaders; body: string };
let t: TestApp;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** What the receiver answers next (then 204). */
const nextAnswers: number[] = [];
type Person = Awaited<ReturnType<typeof registerUser>>;
let owner: Person;
let bizID: string;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = nextAnswers.shift() ?? 204;
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  owner = await registerUser(t, { firstName: 'Hana', lastName: 'Hooks' });
  bizID = (await createBusiness(t, owner.token, { companyName: 'Hooked Pumps' })).businessID;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => receiver?.close(r));
});

const addHook = (who: Person | string, body: Record<string, unknown>, businessID = bizID) =>
  t.request({
    method: 'POST',
    url: `/api/business/profile/${businessID}/webhooks`,
    payload: body,
    headers: bearer(typeof who === 'string' ? who : who.token),
  });
const deliveriesOf = async (webhookID: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/business/profile/${bizID}/webhooks/${webhookID}/deliveries`,
      headers: bearer(owner.token),
    })
  ).body.data.data as {
    deliveryID: string;
    messageID: string;
    event: string;
    status: string;
    attempts: { statusCode: number | null; durationMs: number; error: string | null }[];
  }[];
/** The deliveries of an endpoint of business `b`, newest first (as many as one page holds). */
const deliveriesOf2 = async (b: string, webhookID: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/business/profile/${b}/webhooks/${webhookID}/deliveries?size=100`,
      headers: bearer(owner.token),
    })
  ).body.data.data as {
    deliveryID: string;
    status: string;
    attempts: { statusCode: number | null; error: string | null }[];
  }[];
/** Runs due jobs until `done` holds (retries wait their back-off), or fails after `ms`. */
async function until(done: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    await t.app.jobs.drain(30_000);
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('not reached in time');
}

describe('webhooks', () => {
  it('deliver a signed product.created that the standard library verifies', async () => {
    const created = await addHook(owner, { url: `${base}/hooks/wbn`, events: ['product.created', 'inquiry.created'] });
    expect(created.status).toBe(201);
    const hook = created.body.data;
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook).toMatchObject({
      url: `${base}/hooks/wbn`,
      events: ['product.created', 'inquiry.created'],
      failingSince: null,
      disabledAt: null,
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/business/profile/${bizID}/webhooks`,
      headers: bearer(owner.token),
    });
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);

    const sentAt = Date.now();
    const product = (await createProduct(t, owner.token, bizID, { name: 'Submersible pump' })).body.data as {
      productID: string;
    };
    await until(async () => received.some((r) => r.body.includes(product.productID)), 15_000);
    expect(Date.now() - sentAt).toBeLessThan(15_000);
    const got = received.find((r) => r.body.includes(product.productID))!;
    const payload = new Verifier(hook.secret).verify(got.body, got.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      type: 'product.created',
      data: { productID: product.productID, businessID: bizID, name: 'Submersible pump' },
    });
    // The body is what the document's webhooks section says it is.
    expect(WEBHOOK_PAYLOADS['product.created'].safeParse(payload).success).toBe(true);
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body;
    expect(Object.keys(doc.webhooks)).toEqual(Object.keys(WEBHOOK_PAYLOADS));
    expect(doc.webhooks['product.created'].post.requestBody.content['application/json'].example).toMatchObject({
      type: 'product.created',
    });
    // A forged body does not verify.
    expect(() =>
      new Verifier(hook.secret).verify(
        got.body.replace('Submersible', 'Forged'),
        got.headers as Record<string, string>,
      ),
    ).toThrow();
    const [delivery] = await deliveriesOf(hook.webhookID);
    expect(delivery).toMatchObject({
      event: 'product.created',
      status: 'succeeded',
      messageID: got.headers['webhook-id'],
    });
    expect(delivery.attempts).toEqual([expect.objectContaining({ statusCode: 204, error: null })]);
  });

  it('retry a failed delivery within 60 s, log both attempts, and redeliver with the same webhook-id', async () => {
    const hook = (await addHook(owner, { url: `${base}/flaky`, events: ['product.updated'] })).body.data;
    nextAnswers.push(500);
    const before = received.length;
    const test = await t.request({
      method: 'POST',
      url: `/api/business/profile/${bizID}/webhooks/${hook.webhookID}/test`,
      headers: bearer(owner.token),
    });
    expect(test.status).toBe(202);
    const firstAt = Date.now();
    await until(async () => (await deliveriesOf(hook.webhookID))[0]?.status === 'succeeded', 60_000);
    expect(Date.now() - firstAt).toBeLessThan(60_000);
    const [d] = await deliveriesOf(hook.webhookID);
    expect(d.event).toBe('webhook.test');
    // The receiver answers 500 once, then 204. On a machine too busy to answer within the delivery's
    // timeout, an attempt before them may have ended without a status: every attempt but the last failed.
    const codes = d.attempts.map((a) => a.statusCode);
    expect(codes.at(-1)).toBe(204);
    expect(codes.slice(-2)).toEqual([500, 204]);
    expect(codes.slice(0, -2).every((c) => c === null)).toBe(true);
    expect(d.attempts.at(-2)!.error).toContain('500');
    const tries = received.slice(before).filter((r) => r.body.includes('webhook.test'));
    expect(new Set(tries.map((r) => r.headers['webhook-id']))).toEqual(new Set([d.messageID]));

    const again = await t.request({
      method: 'POST',
      url: `/api/business/profile/${bizID}/webhooks/${hook.webhookID}/deliveries/${d.deliveryID}/redeliver`,
      headers: bearer(owner.token),
    });
    expect(again.status).toBe(202);
    await until(
      async () =>
        (await deliveriesOf(hook.webhookID)).length === 2 &&
        (await deliveriesOf(hook.webhookID))[0].status === 'succeeded',
      20_000,
    );
    expect((await deliveriesOf(hook.webhookID))[0].messageID).toBe(d.messageID);
  });

  it('refuse the metadata address, link-local and (without the development switch) loopback, naming url', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/x',
      'ftp://example.com/x',
      'not a url',
    ]) {
      const res = await addHook(owner, { url, events: ['product.created'] });
      expect(res.status, url).toBe(400);
      expect(res.body.error.fields).toHaveProperty('url');
    }
    expect(classifyAddress('169.254.169.254')).toBe('forbidden');
    expect(classifyAddress('::ffff:169.254.169.254')).toBe('forbidden');
    expect(classifyAddress('10.0.0.8')).toBe('private');
    expect(classifyAddress('93.184.216.34')).toBe('public');

    const strict = await createTestApp();
    try {
      const p = await registerUser(strict);
      const b = (await createBusiness(strict, p.token, { companyName: 'Strict Co' })).businessID;
      // Loopback and private, however the address is spelled.
      for (const url of [
        `${base}/x`,
        'http://localhost:9/x',
        'http://10.1.2.3/x',
        'http://2130706433/x',
        'http://0x7f.1/x',
        'http://0177.0.0.1/x',
        'http://127.1/x',
        'http://[::1]/x',
        'http://[::7f00:1]/x',
        'http://[::ffff:a00:1]/x',
      ]) {
        const res = await strict.request({
          method: 'POST',
          url: `/api/business/profile/${b}/webhooks`,
          payload: { url, events: ['product.created'] },
          headers: bearer(p.token),
        });
        expect(res.status, url).toBe(400);
        expect(res.body.error.fields.url).toBe(WEBHOOK_MSG.urlPrivate);
      }
    } finally {
      await strict.close();
    }
  });

  it('refuse every IPv6 form that carries an IPv4 address, in every spelling, even with the development switch (400 naming url)', async () => {
    // This app accepts loopback and private addresses (WEBHOOKS_ALLOW_PRIVATE_URLS): none of these is either.
    const spellings = [
      // IPv4-compatible (::/96): 127.0.0.1, the metadata address
      'http://[::127.0.0.1]/hook',
      'http://[::7f00:1]/hook',
      'http://[0:0:0:0:0:0:7f00:1]/hook',
      'http://[0000:0000:0000:0000:0000:0000:7F00:0001]/hook',
      'http://[::a9fe:a9fe]/latest/meta-data',
      // IPv4-mapped (::ffff:0:0/96) and translated (::ffff:0:0:0/96)
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:7f00:1]/hook',
      'http://[0:0:0:0:0:FFFF:7F00:1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
      'http://[::ffff:169.254.169.254]/hook',
      'http://[::ffff:8.8.8.8]/hook',
      'http://[::ffff:0:127.0.0.1]/hook',
      // NAT64 (64:ff9b::/96, and the local-use 64:ff9b:1::/48)
      'http://[64:ff9b::127.0.0.1]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      'http://[64:ff9b::10.0.0.1]/hook',
      'http://[64:ff9b::c0a8:101]/hook',
      'http://[64:ff9b::a9fe:a9fe]/hook',
      'http://[64:ff9b:1::a00:1]/hook',
      // 6to4 (2002::/16): 127.0.0.1, 10.0.0.1, 192.168.1.1, the metadata address
      'http://[2002:7f00:1::]/hook',
      'http://[2002:7f00:0001:0000::1]/hook',
      'http://[2002:a00:1::]/hook',
      'http://[2002:c0a8:0101::1]/hook',
      'http://[2002:a9fe:a9fe::]/hook',
      // Teredo, the unspecified address, site-local, documentation, outside 2000::/3
      'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
      'http://[::]/hook',
      'http://[fec0::1]/hook',
      'http://[2001:db8::1]/hook',
      'http://[4000::1]/hook',
    ];
    for (const url of spellings) {
      const res = await addHook(owner, { url, events: ['product.created'] });
      expect(res.status, url).toBe(400);
      expect(res.body.error.fields, url).toEqual({ url: WEBHOOK_MSG.urlPrivate });
    }
    expect(classifyAddress('2606:4700:4700::1111')).toBe('public');
    expect(classifyAddress('2001:4860:4860::8888')).toBe('public');
    expect(classifyAddress('::1')).toBe('private');
  });

  it('refuse such an address again as the delivery connects (an endpoint stored before the check)', async () => {
    const hook = (await addHook(owner, { url: `${base}/stored`, events: ['product.deleted'] })).body.data;
    // The receiver itself, on 127.0.0.1, spelled as IPv4-mapped: loopback is allowed here, this form is not.
    const port = new URL(base).port;
    await t.database.db.execute(
      sql`update webhooks set url = ${`http://[::ffff:127.0.0.1]:${port}/stored`} where id = ${hook.webhookID}::uuid`,
    );
    const before = received.length;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/business/profile/${bizID}/webhooks/${hook.webhookID}/test`,
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(202);
    await until(async () => ((await deliveriesOf(hook.webhookID))[0]?.attempts.length ?? 0) > 0, 15_000);
    const [d] = await deliveriesOf(hook.webhookID);
    expect(d.attempts[0]).toMatchObject({ statusCode: null, error: WEBHOOK_MSG.urlPrivate });
    expect(received.slice(before).some((r) => r.body.includes(hook.webhookID))).toBe(false);
    await t.request({
      method: 'DELETE',
      url: `/api/business/profile/${bizID}/webhooks/${hook.webhookID}`,
      headers: bearer(owner.token),
    });
  });

  it('take 60 test events and redeliveries per business an hour: the 61st gets 429 with Retry-After', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Busy Hooks Co' })).businessID;
    const hook = (await addHook(owner, { url: `${base}/limited`, events: ['product.created'] }, b)).body.data;
    const test = () =>
      t.request({
        method: 'POST',
        url: `/api/business/profile/${b}/webhooks/${hook.webhookID}/test`,
        headers: bearer(owner.token),
      });
    const first = await test();
    expect(first.status).toBe(202);
    for (let i = 2; i <= 60; i++) expect((await test()).status, `call ${i}`).toBe(202);
    const over = await test();
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(WEBHOOK_MSG.tooManySends);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // A redelivery draws on the same budget; another business has its own.
    const deliveries = (
      await t.request({
        method: 'GET',
        url: `/api/business/profile/${b}/webhooks/${hook.webhookID}/deliveries`,
        headers: bearer(owner.token),
      })
    ).body.data.data as { deliveryID: string }[];
    const redeliver = await t.request({
      method: 'POST',
      url: `/api/business/profile/${b}/webhooks/${hook.webhookID}/deliveries/${deliveries[0].deliveryID}/redeliver`,
      headers: bearer(owner.token),
    });
    expect(redeliver.status).toBe(429);
    const other = (await createBusiness(t, owner.token, { companyName: 'Calm Hooks Co' })).businessID;
    const otherHook = (await addHook(owner, { url: `${base}/calm`, events: ['product.created'] }, other)).body.data;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/business/profile/${other}/webhooks/${otherHook.webhookID}/test`,
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(202);
    await t.app.jobs.drain(30_000);
  });

  it(`retry a failed delivery only while fewer than ${WEBHOOK_RETRYING_PER_BUSINESS} of its business's deliveries wait for a retry`, async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Failing Hooks Co' })).businessID;
    // Nothing listens on port 9 here: every attempt fails, its retries too.
    const hook = (await addHook(owner, { url: 'http://127.0.0.1:9/failing', events: ['product.created'] }, b)).body
      .data;
    const fail = async () => {
      const sent = (
        await t.request({
          method: 'POST',
          url: `/api/business/profile/${b}/webhooks/${hook.webhookID}/test`,
          headers: bearer(owner.token),
        })
      ).body.data.deliveryID as string;
      await until(
        async () =>
          ((await deliveriesOf2(b, hook.webhookID)).find((x) => x.deliveryID === sent)?.attempts.length ?? 0) > 0,
        15_000,
      );
      return (await deliveriesOf2(b, hook.webhookID)).find((x) => x.deliveryID === sent)!;
    };
    // One below the cap waits already: this failure is retried.
    await t.database.db.execute(sql`
      insert into webhook_deliveries (webhook_id, message_id, event, payload, status)
      select ${hook.webhookID}::uuid, 'msg_waiting_' || n, 'webhook.test', '{}'::jsonb, 'retrying' from generate_series(1, ${WEBHOOK_RETRYING_PER_BUSINESS - 1}) n`);
    const retried = await fail();
    expect(retried.status).toBe('retrying');
    expect(retried.attempts[0].error).toMatch(/ECONNREFUSED/);
    // Now the cap waits: the next failure is logged and failed, not retried.
    const dropped = await fail();
    expect(dropped.status).toBe('failed');
    expect(dropped.attempts).toHaveLength(1);
    expect(dropped.attempts[0].error).toContain(WEBHOOK_MSG.notRetried);
    await t.database.db.execute(
      sql`update webhook_deliveries set status = 'failed' where webhook_id = ${hook.webhookID}::uuid`,
    );
  });

  it('disable an endpoint failing for three days and e-mail the owner', async () => {
    const hook = (await addHook(owner, { url: `${base}/down`, events: ['product.deleted'] })).body.data;
    await t.database.db.execute(
      sql`update webhooks set failing_since = now() - interval '4 days' where id = ${hook.webhookID}::uuid`,
    );
    nextAnswers.push(503);
    await t.request({
      method: 'POST',
      url: `/api/business/profile/${bizID}/webhooks/${hook.webhookID}/test`,
      headers: bearer(owner.token),
    });
    await until(
      async () =>
        (
          (
            await t.request({
              method: 'GET',
              url: `/api/business/profile/${bizID}/webhooks`,
              headers: bearer(owner.token),
            })
          ).body.data as { webhookID: string; disabledAt: string | null }[]
        ).some((w) => w.webhookID === hook.webhookID && w.disabledAt),
      20_000,
    );
    const mails = await t.database.db.execute(
      sql`select 1 from jobs where kind = 'mail.send' and payload::text like '%was disabled%'`,
    );
    expect(((mails as { rows?: unknown[] }).rows ?? (mails as unknown[])).length).toBeGreaterThan(0);
  });

  it("tell inquiry.message.created of every message of a thread: the buyer's, the business's first answer and its later ones", async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Talking Hooks Co' })).businessID;
    await addHook(owner, { url: `${base}/messages`, events: ['inquiry.message.created'] }, b);
    const buyer = await registerUser(t);
    const rid = (
      await t.request({
        method: 'POST',
        url: '/api/business/request',
        payload: { to: b, subject: 'receiving the full price list', message: 'Prices?' },
        headers: bearer(buyer.token),
      })
    ).body.data.request.requestID as string;
    const send = (token: string, content: string, bid = '') =>
      t.request({
        method: 'POST',
        url: `/api/business/request/${rid}/send-message${bid}`,
        payload: { content },
        headers: bearer(token),
      });
    expect((await send(buyer.token, 'Any news?')).status).toBe(201);
    expect((await send(owner.token, 'Here they are.', `?bid=${b}`)).status).toBe(201);
    expect((await send(owner.token, 'And the terms.', `?bid=${b}`)).status).toBe(201);
    const bodies = () =>
      received
        .filter((r) => r.body.includes(rid) && r.body.includes('inquiry.message.created'))
        .map((r) => JSON.parse(r.body) as { data: { from: string; content: string } });
    await until(async () => bodies().length === 3, 15_000);
    expect(
      bodies()
        .map((x) => `${x.data.from}: ${x.data.content}`)
        .sort(),
    ).toEqual(['buyer: Any news?', 'seller: And the terms.', 'seller: Here they are.']);
    for (const body of bodies()) expect(WEBHOOK_PAYLOADS['inquiry.message.created'].safeParse(body).success).toBe(true);
  });

  it('tell membership.changed when a membership is paid and when it runs out', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Member Hooks Co' })).businessID;
    const hook = (await addHook(owner, { url: `${base}/membership`, events: ['membership.changed'] }, b)).body.data;
    const bodies = () =>
      received
        .filter((r) => r.headers['webhook-id'] && r.body.includes(b) && r.body.includes('membership.changed'))
        .map((r) => JSON.parse(r.body) as { data: Record<string, unknown> });
    expect((await buy(t, owner.token, b, 'gold')).status).toBe(200);
    await until(async () => bodies().length === 1, 15_000);
    expect(bodies()[0].data).toMatchObject({ businessID: b, change: 'paid', tier: 'gold', previousTier: null });
    await ageMembership(t, b, 400);
    await t.request({ method: 'GET', url: `/api/subscription/business/${b}`, headers: bearer(owner.token) });
    await until(async () => bodies().length === 2, 15_000);
    expect(bodies()[1].data).toMatchObject({
      businessID: b,
      change: 'expired',
      tier: 'standard',
      previousTier: 'gold',
      receiptNumber: null,
    });
    for (const body of bodies()) expect(WEBHOOK_PAYLOADS['membership.changed'].safeParse(body).success).toBe(true);
    expect(hook.webhookID).toBeTruthy();
  });

  it('write a job only for events an endpoint of the business hears, from the moment it is added until it is removed', async () => {
    const b = (await createBusiness(t, owner.token, { companyName: 'Quiet Valves' })).businessID;
    /** The webhooks jobs written for this product (the event's listener, before it looks for endpoints). */
    const jobsFor = async (productID: string) => {
      const r = await t.database.db.execute(
        sql`select kind from jobs where kind like '%:webhooks' and payload->>'productId' = ${productID}`,
      );
      return ((r as { rows?: { kind: string }[] }).rows ?? (r as unknown as { kind: string }[]))
        .map((j) => j.kind)
        .sort();
    };
    const add = async (name: string) =>
      ((await createProduct(t, owner.token, b, { name })).body.data as { productID: string }).productID;

    // No endpoint: the event is written for its other listeners only.
    const before = await add('Gate valve');
    expect(await jobsFor(before)).toEqual([]);

    const hook = (await addHook(owner, { url: `${base}/quiet`, events: ['product.created'] }, b)).body.data;
    const heard = await add('Ball valve');
    expect(await jobsFor(heard)).toEqual(['product.created:webhooks']);
    await until(async () => received.some((r) => r.body.includes(heard)), 15_000);
    // An event the endpoint does not hear writes no job.
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/product/${heard}`,
          payload: { name: 'Ball valve DN50' },
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(200);
    const updates = await t.database.db.execute(
      sql`select 1 from jobs where kind = 'product.updated:webhooks' and payload->>'productId' = ${heard}`,
    );
    expect(((updates as { rows?: unknown[] }).rows ?? (updates as unknown[])).length).toBe(0);

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/business/profile/${b}/webhooks/${hook.webhookID}`,
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(200);
    const after = await add('Check valve');
    expect(await jobsFor(after)).toEqual([]);
    expect(await jobsFor(before)).toEqual([]);
    expect(received.some((r) => r.body.includes(before) || r.body.includes(after))).toBe(false);
  });

  it('are for the owner, admins and keys with webhooks:manage only', async () => {
    const stranger = await registerUser(t);
    expect((await addHook(stranger, { url: `${base}/x`, events: ['product.created'] })).status).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/business/profile/${bizID}/webhooks`,
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${bizID}/webhooks` })).status).toBe(401);
    const key = (
      await t.request({
        method: 'POST',
        url: `/api/business/profile/${bizID}/api-keys`,
        payload: { name: 'Hooks', scopes: ['webhooks:manage'] },
        headers: bearer(owner.token),
      })
    ).body.data.secret as string;
    expect(
      (await t.request({ method: 'GET', url: `/api/business/profile/${bizID}/webhooks`, headers: bearer(key) })).status,
    ).toBe(200);
    const other = (await createBusiness(t, owner.token, { companyName: 'Other Hooked Co' })).businessID;
    expect(
      (await t.request({ method: 'GET', url: `/api/business/profile/${other}/webhooks`, headers: bearer(key) })).status,
    ).toBe(403);
    const bad = await addHook(owner, { url: `${base}/x`, events: [] });
    expect(bad.body.error.fields).toHaveProperty('events', WEBHOOK_MSG.eventsRequired);
  });
});
