/**
 * Insights (decision 0040): what browsers report is counted once a day per visitor and thing seen
 * (known bots and unknown ids dropped, nothing written per view until the batch goes out), and
 * the owner and admins read it per day with the inquiries, follows and quotes of their records,
 * the search words that found them, and a CSV; everyone else is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INSIGHTS_LIMITS, INSIGHTS_METRIC_LABELS } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { rowsOf } from '../../db/rows.js';
import { countedAddress } from '../../lib/counted-address.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const beacon = (events: unknown[], ua = CHROME, remoteAddress = '203.0.113.7') =>
  t.request({
    method: 'POST',
    url: '/api/insights/events',
    payload: { events },
    headers: { 'user-agent': ua },
    remoteAddress,
  });
const today = () => new Date().toISOString().slice(0, 10);

describe('insights', () => {
  it('counts each visitor once a day, leaves bots and unknown ids out, and shows the owner the figures per day', async () => {
    const owner = await registerUser(t, { firstName: 'Ines', lastName: 'Insight' });
    const biz = (await createBusiness(t, owner.token, { companyName: 'Harbor Valve Works' })).businessID as string;
    const product = (await createProduct(t, owner.token, biz, { name: 'Brass ball valve' })).body.data
      .productID as string;
    const unknown = '00000000-0000-4000-8000-000000000000';

    // Two visitors; the first looks twice; a bot; an unknown business.
    expect((await beacon([{ type: 'profile-view', businessID: biz }])).status).toBe(202);
    expect((await beacon([{ type: 'profile-view', businessID: biz }])).status).toBe(202);
    expect(
      (
        await beacon(
          [
            { type: 'profile-view', businessID: biz },
            { type: 'product-view', productID: product },
          ],
          FIREFOX,
          '198.51.100.4',
        )
      ).status,
    ).toBe(202);
    expect((await beacon([{ type: 'profile-view', businessID: biz }], GOOGLEBOT)).status).toBe(202);
    expect((await beacon([{ type: 'profile-view', businessID: unknown }])).status).toBe(202);
    // Search: the same words typed twice, differently, count once for that visitor; another visitor's words; one click.
    await beacon([{ type: 'search-appearance', businessIDs: [biz, unknown], q: 'Brass  Valve' }]);
    await beacon([{ type: 'search-appearance', businessIDs: [biz], q: 'brass valve' }]);
    await beacon([{ type: 'search-appearance', businessIDs: [biz], q: 'ball valve' }], FIREFOX, '198.51.100.4');
    await beacon([{ type: 'search-click', businessID: biz, q: 'brass valve' }]);

    // Nothing is written per view: the counts wait for the batch.
    const written = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from insight_counts where business_id = ${biz}`),
      )[0]!.n;
    expect(await written()).toBe(0);
    await t.app.insights.flush();
    expect(await written()).toBeGreaterThan(0);

    // Records: an inquiry, a follow, and a quote sent and won.
    const buyer = await registerUser(t);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const rfq = await t.request({
      method: 'POST',
      url: '/api/rfq',
      payload: {
        title: 'Brass valves',
        description: 'Ball valves, brass, DN25.',
        categories: ['0001.0001-01'],
        quantity: 100,
        unit: 'pieces',
        incoterm: 'FOB',
        destinationCountry: 'US',
        deadline: inDays(10),
        visibility: 'public',
      },
      headers: bearer(buyer.token),
    });
    expect(rfq.status).toBe(201);
    const rfqID = rfq.body.data.rfqID as string;
    const quote = await t.request({
      method: 'POST',
      url: `/api/rfq/${rfqID}/quotes`,
      payload: {
        businessID: biz,
        unitPrice: 4.5,
        currency: 'USD',
        moq: 10,
        leadTimeDays: 15,
        incoterm: 'FOB',
        validUntil: inDays(20),
      },
      headers: bearer(owner.token),
    });
    expect(quote.status).toBe(201);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/rfq/${rfqID}/award`,
          payload: { quoteID: quote.body.data.quoteID },
          headers: bearer(buyer.token),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/business/request',
          payload: { to: biz, subject: 'receiving the full price list', message: 'Prices, please.' },
          headers: bearer(buyer.token),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/social/follow/business',
          payload: { resourceID: biz },
          headers: bearer(buyer.token),
        })
      ).status,
    ).toBeLessThan(300);

    const res = await t.request({
      method: 'GET',
      url: `/api/business/profile/${biz}/insights?days=7`,
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ businessID: biz, days: 7, to: today() });
    expect(data.totals).toEqual({
      profileViews: 2,
      productViews: 1,
      searchAppearances: 2,
      searchClicks: 1,
      inquiries: 1,
      follows: 1,
      quotesSent: 1,
      quotesWon: 1,
    });
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toMatchObject({ day: today(), profileViews: 2, inquiries: 1 });
    expect(data.series[0]).toMatchObject({ profileViews: 0 });
    expect(data.searchTerms).toEqual([
      { term: 'brass valve', appearances: 1, clicks: 1 },
      { term: 'ball valve', appearances: 1, clicks: 0 },
    ]);

    // The same visitor again later today: not counted again.
    await beacon([{ type: 'profile-view', businessID: biz }]);
    await t.app.insights.flush();
    const again = await t.request({
      method: 'GET',
      url: `/api/business/profile/${biz}/insights?days=30`,
      headers: bearer(owner.token),
    });
    expect(again.body.data.totals.profileViews).toBe(2);
    expect(again.body.data.series).toHaveLength(30);

    // The CSV: a header of the labels, a row per day.
    const csv = await t.request({
      method: 'GET',
      url: `/api/business/profile/${biz}/insights.csv?days=7`,
      headers: bearer(owner.token),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toMatch(
      /^attachment; filename="insights-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(['Day', ...Object.values(INSIGHTS_METRIC_LABELS)].join(','));
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`${today()},2,1,2,1,1,1,1,1`);

    // Others: refused; a stranger 403, signed out 401, unknown business 404, a bad period 400 naming it.
    const stranger = await registerUser(t);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/business/profile/${biz}/insights`,
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/business/profile/${biz}/insights.csv`,
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${biz}/insights` })).status).toBe(401);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/business/profile/${unknown}/insights`,
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(404);
    const bad = await t.request({
      method: 'GET',
      url: `/api/business/profile/${biz}/insights?days=12`,
      headers: bearer(owner.token),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('days');
  });

  it('refuses a malformed beacon with the field named, and forgets visitors after a day', async () => {
    const bad = await beacon([{ type: 'profile-view', businessID: 'not-an-id' }]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.fields)).toContain('businessID');
    expect((await beacon([])).status).toBe(400);
    expect(
      (
        await beacon(
          Array.from({ length: 21 }, () => ({
            type: 'profile-view',
            businessID: '00000000-0000-4000-8000-000000000000',
          })),
        )
      ).status,
    ).toBe(400);

    await t.database.db.execute(
      sql`insert into insight_seen (day, key) values ('2020-01-01', 'old') on conflict do nothing`,
    );
    await t.database.db.execute(
      sql`insert into insight_salts (day, salt) values ('2020-01-01', 'old') on conflict do nothing`,
    );
    await t.app.jobs.enqueue(t.database.db, 'insights.forget-visitors', {});
    await t.app.jobs.drain();
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select (select count(*) from insight_seen where day < current_date - 1) + (select count(*) from insight_salts where day < current_date - 1) as n`,
      ),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('counts one address once per business and day whatever its user agent', async () => {
    const owner = await registerUser(t);
    const biz = (await createBusiness(t, owner.token, { companyName: 'Many Browsers Pumps' })).businessID as string;
    for (let i = 0; i < 20; i += 1) {
      const ua = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0.${i}.0 Safari/537.36`;
      expect((await beacon([{ type: 'profile-view', businessID: biz }], ua, '192.0.2.50')).status).toBe(202);
    }
    // An IPv6 host may take any address of its /64: two of one network are one visitor, another network another.
    await beacon([{ type: 'profile-view', businessID: biz }], CHROME, '2001:db8:aa:1::10');
    await beacon([{ type: 'profile-view', businessID: biz }], FIREFOX, '2001:db8:aa:1:ffff::99');
    await beacon([{ type: 'profile-view', businessID: biz }], CHROME, '2001:db8:aa:2::10');
    await t.app.insights.flush();
    expect(await views(biz)).toBe(3);
  });

  it('counts at most 60 events a minute from one address; the rest are answered 202 and not counted', async () => {
    const owner = await registerUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await createBusiness(t, owner.token, { companyName: `Capped Valves ${i}` })).businessID as string);
    // 3 beacons of 20 events (60) fill the address's minute; a fourth of 20 more is answered and dropped.
    const flood = (b: string) =>
      Array.from({ length: INSIGHTS_LIMITS.eventsPerBeacon }, (_, i) => ({
        type: 'search-appearance',
        businessIDs: [b],
        q: `word ${i}`,
      }));
    for (const b of ids.slice(0, 3)) expect((await beacon(flood(b), CHROME, '192.0.2.60')).status).toBe(202);
    const over = await beacon([{ type: 'profile-view', businessID: ids[3] }], CHROME, '192.0.2.60');
    expect(over.status).toBe(202);
    // Another address is not affected.
    expect((await beacon([{ type: 'profile-view', businessID: ids[3] }], CHROME, '192.0.2.61')).status).toBe(202);
    await t.app.insights.flush();
    expect(await views(ids[3])).toBe(1);
    expect(INSIGHTS_LIMITS.eventsPerAddressPerMinute).toBe(60);
  });

  it('reads an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(countedAddress('2001:db8:aa:1::10')).toBe('2001:db8:aa:1::/64');
    expect(countedAddress('2001:0db8:00aa:0001:ffff:0:0:99')).toBe('2001:db8:aa:1::/64');
    expect(countedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(countedAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(countedAddress('192.0.2.7')).toBe('192.0.2.7');
  });
});

/** The company page views of a business today. */
async function views(biz: string) {
  const rows = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select coalesce(sum(count), 0)::int as n from insight_counts where business_id = ${biz} and kind = 'profile-view' and day = current_date`,
    ),
  );
  return rows[0]!.n;
}
