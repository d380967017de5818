/**
 * What the OpenAPI document says a read answers is what it answers (decision 0025): on the demo
 * data, every JSON GET operation of the document is called (as the demo member, the staff or a
 * visitor, as its security says) with ids taken from that data, and each 2xx answer is checked
 * against the document's schema with ajv (JSON Schema 2020-12, no extra fields allowed where the
 * document closes an object). An operation the test cannot call fails it, so a new GET must be
 * given its parameters here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createTestApp, bearer, loginUser, type TestApp } from './test-app.js';
import { createLocalStorage } from '../ports/storage.js';
import { DEMO_LOGIN, DEMO_STAFF_LOGIN, seedDemo } from '../seed/demo.js';
import { TIERS, planIdOf } from '@wbn/contract';
import { buy } from '../modules/memberships/memberships-test-kit.js';
import {
  businessReviews,
  businesses,
  inquiryRequests,
  membershipPayments,
  posts,
  products,
  rfqs,
  users,
} from '../db/schema/index.js';

type Json = Record<string, any>;
let t: TestApp;
let doc: Json;
let member: string;
let staff: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'metrics-token-for-tests-0123456789' });
  await seedDemo(t.database.db, createLocalStorage(`/tmp/wbn-openapi-seed-${process.pid}`));
  doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body;
  member = (await loginUser(t, DEMO_LOGIN.email, DEMO_LOGIN.password)).token;
  staff = (await loginUser(t, DEMO_STAFF_LOGIN.email, DEMO_STAFF_LOGIN.password)).token;

  const db = t.database.db;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  const [own] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, demo.id)).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.businessId, own.id)).limit(1);
  const [post] = await db.select({ id: posts.id }).from(posts).limit(1);
  const [thread] = await db.select({ id: inquiryRequests.id }).from(inquiryRequests).limit(1);
  // The demo member's request for quotation, with the demo suppliers' quotes (seed/rfq-demo.ts).
  const [rfq] = await db.select({ id: rfqs.id }).from(rfqs).where(eq(rfqs.buyerUserId, demo.id)).limit(1);
  // A paid membership, so that a receipt exists to read.
  const paid = await buy(t, member, own.id, TIERS[TIERS.length - 2]);
  if (paid.status >= 300) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  const [receipt] = await db
    .select({ id: membershipPayments.id })
    .from(membershipPayments)
    .where(and(eq(membershipPayments.businessId, own.id), isNotNull(membershipPayments.businessId)))
    .limit(1);
  const industries = (await t.request({ method: 'GET', url: '/api/catsys/industry' })).body.data;
  // A data export of the demo member, made, so that one exists to read.
  const exportID = (await t.request({ method: 'POST', url: '/api/user/export', headers: bearer(member) })).body.data
    .exportID as string;
  await t.app.jobs.drain(60_000);
  // An API key of the demo business, used once, so that its log has a use to read.
  const key = (
    await t.request({
      method: 'POST',
      url: `/api/business/profile/${own.id}/api-keys`,
      payload: { name: 'Doc key', scopes: ['catalogue:read'] },
      headers: bearer(member),
    })
  ).body.data;
  await t.request({ method: 'GET', url: `/api/product/by-business?bid=${own.id}`, headers: bearer(key.secret) });
  // A webhook of the demo business with one delivery (made here: saving one would resolve its address).
  const hook = (await db.execute(
    sql`insert into webhooks (business_id, url, events, secret_sealed) values (${own.id}::uuid, 'https://hooks.example/wbn', array['product.created'], 'sealed') returning id::text as id`,
  )) as unknown;
  const webhookID = ((hook as { rows?: { id: string }[] }).rows ?? (hook as { id: string }[]))[0].id;
  await db.execute(
    sql`insert into webhook_deliveries (webhook_id, message_id, event, payload) values (${webhookID}::uuid, 'msg_doc', 'product.created', '{"type":"product.created","timestamp":"2026-11-26T00:00:00.000Z","data":{}}'::jsonb)`,
  );
  // A review of the demo business by the staff member (decision 0073), so that the list has one and its history exists to read.
  const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF_LOGIN.email));
  const [review] = await db
    .insert(businessReviews)
    .values({
      businessId: own.id,
      authorUserId: reviewer.id,
      overall: 5,
      quality: 5,
      communication: 4,
      delivery: 4,
      text: 'Good valves, answered every question within a day.',
      tradeKind: 'awarded-quote',
      tradeMonth: '2026-03-01',
      replyText: 'Thank you for your order.',
      replyUserId: demo.id,
      repliedAt: new Date(),
    })
    .returning({ id: businessReviews.id });
  Object.assign(ids, {
    reviewID: review.id,
    webhookID,
    keyID: key.keyID,
    userID: demo.id,
    businessID: own.id,
    productID: product.id,
    postID: post.id,
    requestID: thread?.id ?? '',
    rfqID: rfq?.id ?? '',
    receiptID: receipt?.id ?? '',
    exportID,
    industryID: String(industries[0]?.id ?? industries[0]?._id ?? industries[0]?.key ?? ''),
  });
}, 180_000);
afterAll(() => t?.close());

/** The value of each path or query parameter, by operation and name; `undefined` leaves a query parameter out. */
function valueOf(operationId: string, name: string): string | undefined {
  const byName: Record<string, string | undefined> = {
    code: 'US',
    id:
      operationId === 'listIndustryCategories'
        ? ids.industryID
        : ['getPublicProfile', 'getFollowSummary'].includes(operationId)
          ? ids.userID
          : ids.businessID,
    userID: ids.userID,
    bid: operationId === 'listBusinessProducts' ? ids.businessID : undefined,
    ubid: undefined,
    rid: ids.requestID,
    rfqID: ids.rfqID,
    productID: ids.productID,
    postID: ids.postID,
    resourceID: ids.postID,
    timelineID: ids.userID,
    businessID: ['checkReaction', 'getFollowSummary'].includes(operationId) ? undefined : ids.businessID,
    fromBusinessID: undefined,
    planId: planIdOf(TIERS[TIERS.length - 1]),
    receiptID: ids.receiptID,
    exportID: ids.exportID,
    keyID: ids.keyID,
    webhookID: ids.webhookID,
    reviewID: ids.reviewID,
    q: 'valve',
    file: undefined,
  };
  return byName[name];
}

/** Who calls an operation: the staff for staff routes, the demo member where a session is needed or read. */
function callerOf(operationId: string, security: Json[] = []): Record<string, string> {
  if (/^(listStaff|getStaff|listNeedHelp)/.test(operationId)) return bearer(staff);
  if (security.some((s) => 'bearer' in s)) return bearer(member);
  if (security.some((s) => 'metricsToken' in s)) return bearer('metrics-token-for-tests-0123456789');
  return {};
}

/** Operations not callable as a plain GET answered in JSON, and why. */
const NOT_HERE: Record<string, string> = {
  openLiveStream: 'an event stream behind a one-time ticket (live.test.ts reads it)',
};

describe('the OpenAPI document against real answers', () => {
  it('every JSON GET answers on the demo data as the document says', { timeout: 120_000 }, async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
    const local = (v: unknown) => JSON.parse(JSON.stringify(v).replaceAll('"#/components/schemas/', '"#/$defs/'));
    const defs = local(doc.components?.schemas ?? {});

    const checked: string[] = [];
    const problems: string[] = [];
    for (const [url, item] of Object.entries(doc.paths as Record<string, Json>)) {
      const op = item.get as Json | undefined;
      if (!op || NOT_HERE[op.operationId]) continue;
      const ok = Object.entries(op.responses as Record<string, Json>).find(([s]) => s.startsWith('2'));
      const schema = ok?.[1].content?.['application/json']?.schema;
      if (!schema) continue; // text, XML, HTML: not JSON answers
      const params = (op.parameters ?? []) as Json[];
      const path = url.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(valueOf(op.operationId, name) ?? ''),
      );
      const query = new URLSearchParams();
      for (const p of params.filter((x) => x.in === 'query')) {
        const v = valueOf(op.operationId, p.name);
        if (v !== undefined) query.set(p.name, v);
      }
      if (path.includes('//') || path.endsWith('/')) {
        problems.push(`${op.operationId}: no value for a path parameter of ${url}`);
        continue;
      }
      const res = await t.request({
        method: 'GET',
        url: `${path}${query.size ? `?${query}` : ''}`,
        headers: callerOf(op.operationId, op.security),
      });
      if (res.status !== Number(ok![0])) {
        problems.push(
          `${op.operationId}: GET ${path} answered ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
        );
        continue;
      }
      const validate = ajv.compile({ ...local(schema), $defs: defs });
      if (!validate(res.body))
        problems.push(`${op.operationId}: ${validate.errors!.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
      else checked.push(op.operationId);
    }
    expect(problems).toEqual([]);
    // The issue's bar: at least 25 real reads checked against the document.
    console.log(`${checked.length} GET answers checked against the document`);
    expect(checked.length).toBeGreaterThanOrEqual(25);
  });
});
