/**
 * "Everything we hold about you" (decisions 0033, 0062): every table that holds a member's data or
 * their businesses' is in the export or left out for a written reason (EXPORTED_TABLES and
 * LEFT_OUT_TABLES beside the export's code). The schema is read here: a new table with a column
 * that points at a user or a business (or at a row of such a table) fails this test until it is
 * put in one of the two lists. And an export of a member with requests for quotation, quotes both
 * ways, a saved search, a block, a report, an API key, a webhook and insights holds each of them,
 * and no secret.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { rowsOf } from '../../db/rows.js';
import { EXPORTED_TABLES, LEFT_OUT_TABLES, privacyRepo } from './privacy.repo.js';

/** Each table of the schema: its name, its columns, and the tables its foreign keys point at. */
const tables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => v instanceof PgTable)
  .map((table) => {
    const c = getTableConfig(table);
    return {
      name: c.name,
      columns: c.columns.map((col) => col.name),
      points: c.foreignKeys.map((f) => getTableConfig(f.reference().foreignTable).name),
    };
  });

/** The tables that hold a member's or a business's rows: users and businesses, what points at them, and what points at those, to the end. */
function holdingTables() {
  const held = new Set(['users', 'businesses']);
  const byColumn = /(^|_)(user|business|owner|recipient)_id$/;
  // Rows that name a person by address rather than by account (a form anyone may send, a mail).
  const byAddress = /^(email|to)$/;
  for (const t of tables) if (t.columns.some((c) => byColumn.test(c) || byAddress.test(c))) held.add(t.name);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of tables) {
      if (!held.has(t.name) && t.points.some((p) => held.has(p))) {
        held.add(t.name);
        grew = true;
      }
    }
  }
  return held;
}

describe('the data export covers the schema', () => {
  it('puts every table that holds a member’s or their businesses’ data in the export or in the list left out, with a reason', () => {
    const held = holdingTables();
    const missing = [...held].filter((name) => !(name in EXPORTED_TABLES) && !(name in LEFT_OUT_TABLES)).sort();
    expect(
      missing,
      'tables with a user or business column that are neither exported nor left out with a reason (privacy.repo.ts)',
    ).toEqual([]);
    expect(Object.keys(EXPORTED_TABLES).filter((name) => name in LEFT_OUT_TABLES)).toEqual([]);
    const known = new Set(tables.map((t) => t.name));
    expect(
      [...Object.keys(EXPORTED_TABLES), ...Object.keys(LEFT_OUT_TABLES)].filter((name) => !known.has(name)),
      'names in the lists that are no table',
    ).toEqual([]);
    for (const [name, why] of Object.entries(LEFT_OUT_TABLES))
      expect(why.length, `the reason ${name} is left out`).toBeGreaterThan(20);
    // The check reaches tables that only point at others: the logs of keys and webhooks, the tokens of sessions.
    expect(held).toContain('api_key_uses');
    expect(held).toContain('refresh_tokens');
  });

  it('reads every table it says it exports', async () => {
    const source = await readFile(new URL('./privacy.repo.ts', import.meta.url), 'utf8');
    const exportCode = source.slice(source.indexOf('async dataOf('), source.indexOf('async dueForErasure('));
    const unread = Object.keys(EXPORTED_TABLES).filter(
      (name) => !new RegExp(`\\b(from|join) ${name}\\b`).test(exportCode),
    );
    expect(unread, 'tables listed as exported that dataOf never reads').toEqual([]);
  });
});

describe('the data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  });
  afterAll(() => t?.close());

  it('holds requests for quotation, quotes sent and received, saved searches, blocks, reports, API keys, webhooks, insights and Contact Us forms, without secrets', async () => {
    const [ana, sup, other] = await Promise.all([
      registerUser(t, { firstName: 'Ana', lastName: 'Everything', email: 'ana.everything@example.com' }),
      registerUser(t),
      registerUser(t),
    ]);
    const call = (who: { token: string }, method: 'POST' | 'PUT', url: string, payload: object) =>
      t.request({ method, url, payload, headers: bearer(who.token) });
    const ok = async (p: Promise<{ status: number; body: any }>) => {
      const r = await p;
      if (r.status >= 300) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data;
    };
    const biz = (await createBusiness(t, ana.token, { companyName: 'Everything Valves' })).businessID as string;
    const supBiz = (await createBusiness(t, sup.token, { companyName: 'Supplier Pumps' })).businessID as string;
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const rfq = (title: string) => ({
      title,
      description: 'Forged brass gate valves, PN16, for a tender.',
      categories: ['0001.0001-01'],
      quantity: 100,
      unit: 'pieces',
      incoterm: 'FOB',
      destinationCountry: 'US',
      deadline: inDays(10),
      visibility: 'public',
    });
    const quote = (businessID: string, note: string) => ({
      businessID,
      unitPrice: 5,
      currency: 'USD',
      moq: 10,
      leadTimeDays: 15,
      incoterm: 'FOB',
      validUntil: inDays(20),
      note,
    });
    // Ana's request, quoted by the supplier; the supplier's request, quoted by Ana's business.
    const anaRfq = (await ok(call(ana, 'POST', '/api/rfq', rfq('Ana needs gate valves')))).rfqID;
    await ok(call(sup, 'POST', `/api/rfq/${anaRfq}/quotes`, quote(supBiz, 'Quote received by Ana')));
    const supRfq = (await ok(call(sup, 'POST', '/api/rfq', rfq('Supplier needs seals')))).rfqID;
    await ok(call(ana, 'POST', `/api/rfq/${supRfq}/quotes`, quote(biz, 'Quote sent by Ana')));
    await ok(
      call(ana, 'POST', '/api/user/saved-searches', {
        textQuery: 'brass valves',
        businessType: 'MA',
        country: 'global',
        frequency: 'instant',
      }),
    );
    await ok(call(ana, 'POST', '/api/user/blocks', { userID: other.userID }));
    const otherPost = (
      await ok(
        call(other, 'POST', '/api/social/posts/make-post', {
          content: 'Spam here',
          timelineID: other.userID,
          timelineType: 'user',
        }),
      )
    ).postID;
    await ok(
      call(ana, 'POST', '/api/reports', {
        targetType: 'post',
        targetID: otherPost,
        reason: 'spam',
        note: 'Reported by Ana',
      }),
    );
    const key = await ok(
      call(ana, 'POST', `/api/business/profile/${biz}/api-keys`, { name: 'Ana ERP sync', scopes: ['catalogue:read'] }),
    );
    const hook = await ok(
      call(ana, 'POST', `/api/business/profile/${biz}/webhooks`, {
        url: 'http://127.0.0.1:9/ana-hook',
        events: ['product.created'],
      }),
    );
    await t.request({
      method: 'POST',
      url: '/api/insights/events',
      payload: { events: [{ type: 'profile-view', businessID: biz }] },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
      remoteAddress: '192.0.2.80',
    });
    await t.app.insights.flush();
    // A Contact Us form needs no account: one sent from Ana's address (in other capitals) is hers, another's is not.
    await t.database.db.execute(
      sql`insert into need_help_enquiries (email, company_phone, data) values ('Ana.Everything@Example.com', '+1 305 555 0100', '{"message": "Ana asks for help"}'), ('someone.else@example.com', '+1 305 555 0101', '{"message": "Not Ana"}')`,
    );

    const data = (await privacyRepo.dataOf(t.database.db, ana.userID)) as Record<string, any>;
    expect(data['rfqs.json'].requests.map((r: { title: string }) => r.title)).toEqual(['Ana needs gate valves']);
    expect(data['rfqs.json'].quotesReceived.map((q: { note: string }) => q.note)).toEqual(['Quote received by Ana']);
    expect(data['rfqs.json'].quotesSent.map((q: { note: string }) => q.note)).toEqual(['Quote sent by Ana']);
    expect(data['rfqs.json'].quotesSent[0]).not.toHaveProperty('shortlisted'); // the supplier's buyer's shortlist is not Ana's
    expect(data['saved-searches.json'].map((s: { text_query: string }) => s.text_query)).toEqual(['brass valves']);
    expect(data['safety.json'].blocked.map((b: { blocked_user_id: string }) => b.blocked_user_id)).toEqual([
      other.userID,
    ]);
    expect(data['safety.json'].reportsYouSent.map((r: { note: string }) => r.note)).toEqual(['Reported by Ana']);
    expect(data['integrations.json'].apiKeys.map((k: { name: string }) => k.name)).toEqual(['Ana ERP sync']);
    expect(data['integrations.json'].webhooks.map((w: { url: string }) => w.url)).toEqual([
      'http://127.0.0.1:9/ana-hook',
    ]);
    expect(data['insights.json'].counts).toEqual([
      expect.objectContaining({ business_id: biz, kind: 'profile-view', count: 1 }),
    ]);
    expect(data['need-help.json'].map((n: { data: { message: string } }) => n.data.message)).toEqual([
      'Ana asks for help',
    ]);

    const text = JSON.stringify(data);
    for (const secret of [key.secret as string, hook.secret as string].filter(Boolean))
      expect(text).not.toContain(secret);
    for (const column of ['secret_hash', 'secret_sealed', 'password_hash', 'token_hash'])
      expect(text).not.toContain(column);
    const [stored] = rowsOf<{ secret_hash: string }>(
      await t.database.db.execute(sql`select secret_hash from api_keys where business_id = ${biz}`),
    );
    expect(text).not.toContain(stored.secret_hash);
  });
});
