/**
 * Ranking and totals at the edges: strong matches (names, taxonomy, keywords) before matches
 * found only in long texts, pages that straddle the two, product order following the company's
 * membership, member names before other member fields, and estimated totals for common words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { businesses } from '../../db/schema/index.js';
import { EXACT_COUNT_BELOW, ONE_PASS_MIN, RESUME_FROM, TIE_ROOM, TOTAL_CAP } from './search.repo.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};

const search = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.request({ method: 'POST', url, payload });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const businessPage = async (textQuery: string, skip = 0, size = 5) => {
  const d = await search('/api/search/business', { textQuery, businessType: 'IM', country: 'global', skip, size });
  return {
    names: d.results.map(
      (r: { businessProfile: { general: { companyName: string } } }) => r.businessProfile.general.companyName,
    ),
    total: d.total_results as number,
  };
};
/**
 * `n` products of a business named "<name> 1" to "<name> n" sharing one word, written straight to the table in one
 * statement (one created_at; the API would take minutes).
 */
const insertProducts = (businessId: string, name: string, word: string, n: number) =>
  t.database.db.execute(sql`
    insert into products (business_id, name, description, search_text, specs_text)
    select ${businessId}::uuid, ${name} || ' ' || g, ${`A ${word}.`}, ${`${word}s`}, '' from generate_series(1, ${n}) g`);
/** The product names of every page of a search, `size` at a time, one page past the end; each page must report `total`. */
const everyPage = async (textQuery: string, size: number, total: number) => {
  const seen: string[] = [];
  for (let skip = 0; skip < total + size; skip += size) {
    const page = await search('/api/search/product', { textQuery, skip, size });
    seen.push(...page.results.map((p: { name: string }) => p.name));
    expect(page.total_results).toBe(total);
  }
  return seen;
};
const productNames = async (textQuery: string) =>
  (await search('/api/search/product', { textQuery })).results.map((p: { name: string }) => p.name);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-ranking-test-${process.pid}` });
  token = (await registerUser(t)).token;
  const mk = async (key: string, over: Record<string, unknown>) => {
    ids[key] = (
      await createBusiness(t, token, { businessType: 'IM', categories: ['0015.0015-01'], ...over })
    ).businessID;
  };
  await mk('valvesByName', { companyName: 'Delta Valves', shortDescription: 'Importer of flow control parts.' });
  await mk('valvesInText', { companyName: 'Omega Trading', shortDescription: 'Importer of flow control parts.' });
  await mk('valvesInShort', { companyName: 'Kappa Imports', shortDescription: 'We import ball valves from Spain.' });
  await t.database.db
    .update(businesses)
    .set({
      generalDescription: 'Our catalogue also lists gate valves and fittings.',
      subscription: 'platinum',
      verified: true,
    })
    .where(eq(businesses.id, ids.valvesInText));
});
afterAll(() => t.close());

describe('ranking classes', () => {
  it('puts matches in names and short texts before matches only in long texts, whatever the membership', async () => {
    const d = await businessPage('valves');
    expect(d.names).toEqual(['Kappa Imports', 'Delta Valves', 'Omega Trading']);
    expect(d.total).toBe(3);
  });

  it('pages across the two classes with exact totals', async () => {
    expect(await businessPage('valves', 0, 2)).toEqual({ names: ['Kappa Imports', 'Delta Valves'], total: 3 });
    expect(await businessPage('valves', 2, 2)).toEqual({ names: ['Omega Trading'], total: 3 });
    expect(await businessPage('valves', 3, 2)).toEqual({ names: [], total: 3 });
    expect(await businessPage('gate valves', 0, 2)).toEqual({ names: ['Omega Trading'], total: 1 });
  });

  it('orders a company’s products by its membership, and follows a change of membership', async () => {
    const other = (await createBusiness(t, token, { companyName: 'Sigma Fluid', businessType: 'MA' })).businessID;
    expect((await createProduct(t, token, ids.valvesByName, { name: 'Brass Gate Valve' })).status).toBe(201);
    expect((await createProduct(t, token, other, { name: 'Steel Gate Valve' })).status).toBe(201);
    expect(await productNames('gate valve')).toEqual(['Steel Gate Valve', 'Brass Gate Valve']); // newest first
    await t.database.db.update(businesses).set({ subscription: 'gold' }).where(eq(businesses.id, ids.valvesByName));
    expect(await productNames('gate valve')).toEqual(['Brass Gate Valve', 'Steel Gate Valve']);
    await t.database.db.update(businesses).set({ subscription: 'standard' }).where(eq(businesses.id, ids.valvesByName));
    expect(await productNames('gate valve')).toEqual(['Steel Gate Valve', 'Brass Gate Valve']);
  });

  it('puts members whose name matches before members whose company matches, and matches names exactly as written', async () => {
    const byName = await registerUser(t, { firstName: 'James', lastName: 'Miller' });
    const byCompany = await registerUser(t, { firstName: 'Ana', lastName: 'Costa' });
    await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(byCompany.token),
      payload: { companyName: 'Miller Foods' },
    });
    const d = await search('/api/user/search', { textQuery: 'miller', country: 'global' });
    expect(d.profiles.map((p: { firstName: string }) => p.firstName)).toEqual(['James', 'Ana']);
    expect(d.totalResults).toBe(2);
    expect(byName.userID).toBeTruthy();
    const james = await search('/api/user/search', { textQuery: 'james', country: 'global' });
    expect(james.profiles.map((p: { lastName: string }) => p.lastName)).toEqual(['Miller']);
  });
});

describe('the two classes read apart', () => {
  it('pages across them in the exact order when there are more matches than one pass takes', async () => {
    const owner = (await registerUser(t)).userID;
    // Wholesalers written straight to the table: some with the word in their name, more with it only in their long text, of three ranks.
    const byName = ONE_PASS_MIN;
    const inText = ONE_PASS_MIN + 7;
    await t.database.db.execute(sql`
      insert into businesses (owner_id, key, company_name, short_description, general_description, business_type_code, country_code, subscription, verified, created_at)
      select ${owner}::uuid, 'WBN-FLANGE' || g, case when g <= ${byName} then 'Flange Works ' || g else 'Pipe House ' || g end, 'Wholesaler of pipe parts.',
             case when g <= ${byName} then '' else 'We also stock every flange size.' end, 'WS', 'US',
             case when g % 7 = 0 then 'gold' else 'standard' end, g % 3 = 0, now() - g * interval '1 minute'
      from generate_series(1, ${byName + inText}) g`);
    await t.database.db.execute(sql`analyze businesses`);
    const expected = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`
        select company_name as name from businesses where business_type_code = 'WS' and key like 'WBN-FLANGE%'
        order by company_name like 'Flange%' desc, tier_rank desc, verified desc, created_at desc, id`),
    ).map((r) => r.name);
    const size = 9;
    const seen: string[] = [];
    for (let skip = 0; skip < expected.length + size; skip += size) {
      const d = await search('/api/search/business', {
        textQuery: 'flange',
        businessType: 'WS',
        country: 'global',
        skip,
        size,
      });
      expect(d.total_results, `skip ${skip}`).toBe(expected.length);
      seen.push(
        ...d.results.map(
          (r: { businessProfile: { general: { companyName: string } } }) => r.businessProfile.general.companyName,
        ),
      );
    }
    expect(seen).toEqual(expected);
  });
});

describe('totals of common words', () => {
  it('estimates large totals instead of counting them, and stays exact when small', async () => {
    const n = 3 * EXACT_COUNT_BELOW;
    await insertProducts(ids.valvesInShort, 'Widget', 'widget', n);
    await t.database.db.execute(sql`analyze products`);
    const d = await search('/api/search/product', { textQuery: 'widget', skip: 0, size: 5 });
    expect(d.results).toHaveLength(5);
    expect(d.total_results).toBeGreaterThanOrEqual(EXACT_COUNT_BELOW);
    expect(d.total_results).toBeLessThanOrEqual(Math.min(TOTAL_CAP, n * 1.5));
    expect(Math.abs(d.total_results - n) / n).toBeLessThan(0.25);
    // Read by walking the order index (a common word): the same five a full sort gives.
    const sorted = await t.database.db.execute(
      sql`select name from products where name like 'Widget %' order by business_rank desc, created_at desc, id limit 5`,
    );
    const rows = ((sorted as { rows?: { name: string }[] }).rows ?? (sorted as unknown as { name: string }[])).map(
      (r) => r.name,
    );
    expect(d.results.map((p: { name: string }) => p.name)).toEqual(rows);
    const page2 = await search('/api/search/product', { textQuery: 'widget', skip: 5, size: 5 });
    expect(page2.results.map((p: { name: string }) => p.name)).not.toContain(rows[0]);
    // A rare word among them is still counted exactly.
    expect((await search('/api/search/product', { textQuery: 'widget 1234' })).total_results).toBe(1);
  });

  it('serves deep pages in the exact order, resuming from where an earlier page ended, and reads again when that row is gone', async () => {
    const order = async () =>
      rowsOf<{ id: string; name: string }>(
        await t.database.db.execute(
          sql`select id, name from products where name like 'Widget %' order by business_rank desc, created_at desc, id`,
        ),
      );
    const page = async (skip: number) =>
      (await search('/api/search/product', { textQuery: 'widget', skip, size: 5 })).results.map(
        (p: { name: string }) => p.name,
      );
    const names = (await order()).map((r) => r.name);
    for (const skip of [
      RESUME_FROM + 100,
      RESUME_FROM + 105,
      RESUME_FROM + 100,
      RESUME_FROM + 2000,
      RESUME_FROM + 1000,
      RESUME_FROM + 1003,
    ]) {
      expect(await page(skip), `skip ${skip}`).toEqual(names.slice(skip, skip + 5));
    }
    // The row just before a kept page is where the next ask of it resumes: gone, the page is read from the start.
    const before = (await order())[RESUME_FROM + 99];
    await t.database.db.execute(sql`delete from products where id = ${before.id}`);
    expect(await page(RESUME_FROM + 100)).toEqual(
      (await order()).map((r) => r.name).slice(RESUME_FROM + 100, RESUME_FROM + 105),
    );
    // Empty query (newest first), deep: the same pages asked twice.
    const newest = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`select name from products where not hidden order by created_at desc, id offset ${RESUME_FROM + 50} limit 5`,
      ),
    ).map((r) => r.name);
    for (let i = 0; i < 2; i++)
      expect(
        (await search('/api/search/product', { textQuery: '', skip: RESUME_FROM + 50, size: 5 })).results.map(
          (p: { name: string }) => p.name,
        ),
      ).toEqual(newest);
  });
});

describe('products of one rank and one moment', () => {
  it('pages through them in the exact order, each once (the rank index sorts only by rank key; ties are sorted by id)', async () => {
    // A bulk import: one statement, so one created_at for all, more of them than the rank index's room for ties.
    const tied = 3 * TIE_ROOM;
    await insertProducts(ids.valvesByName, 'Gizmo Bulk', 'gizmo', tied);
    // Others of the same rank a moment apart, and one of a paying company, which comes first.
    for (const name of ['Gizmo Alone A', 'Gizmo Alone B', 'Gizmo Alone C']) {
      await t.database.db.execute(
        sql`insert into products (business_id, name, description, search_text, specs_text) values (${ids.valvesByName}::uuid, ${name}, 'A gizmo.', 'gizmos', '')`,
      );
    }
    await t.database.db.execute(
      sql`insert into products (business_id, name, description, search_text, specs_text) values (${ids.valvesInText}::uuid, 'Gizmo Paid', 'A gizmo.', 'gizmos', '')`,
    );
    const expected = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`select name from products where name like 'Gizmo %' order by business_rank desc, created_at desc, id`,
      ),
    ).map((r) => r.name);
    expect(expected[0]).toBe('Gizmo Paid');
    expect(expected).toHaveLength(tied + 4);
    expect(await everyPage('gizmo', 5, expected.length)).toEqual(expected);
  });
});

describe('products of every rank', () => {
  it('pages from the paying and verified down to the free, leaving out what is hidden (one rank index per rank on PostgreSQL with rum)', async () => {
    // rank = tier * 2 + verified: platinum verified 7, premium verified 5, gold 2, standard verified 1, standard 0.
    const ranks = [
      { subscription: 'platinum', verified: true },
      { subscription: 'premium', verified: true },
      { subscription: 'gold', verified: false },
      { subscription: 'standard', verified: true },
      { subscription: 'standard', verified: false },
    ];
    const sellers: string[] = [];
    for (const [i, r] of ranks.entries()) {
      const id = (await createBusiness(t, token, { companyName: `Sprocket Seller ${i}`, businessType: 'MA' }))
        .businessID;
      await t.database.db.update(businesses).set(r).where(eq(businesses.id, id));
      await insertProducts(id, `Sprocket R${i}`, 'sprocket', 3);
      sellers.push(id);
    }
    // A company hidden by staff takes its products out of every search; so does a product hidden by itself.
    const hiddenSeller = (await createBusiness(t, token, { companyName: 'Hidden Sprockets', businessType: 'MA' }))
      .businessID;
    await insertProducts(hiddenSeller, 'Sprocket Of Hidden Seller', 'sprocket', 2);
    await t.database.db
      .update(businesses)
      .set({ subscription: 'platinum', verified: true, hiddenAt: new Date() })
      .where(eq(businesses.id, hiddenSeller));
    await t.database.db.execute(sql`update products set hidden_at = now() where name = 'Sprocket R1 2'`);
    const expected = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`select name from products where name like 'Sprocket R%' and hidden_at is null order by business_rank desc, created_at desc, id`,
      ),
    ).map((r) => r.name);
    expect(expected).toHaveLength(14);
    expect(expected.slice(0, 3).every((n) => n.startsWith('Sprocket R0'))).toBe(true);
    expect(await everyPage('sprocket', 2, expected.length)).toEqual(expected);
  });
});

describe('businesses of every rank within a type', () => {
  it('pages from the paying and verified down to the free, leaving out the hidden and other types (one rank index per type on PostgreSQL with rum)', async () => {
    const owner = (await registerUser(t)).userID;
    // Retailers written straight to the table, a minute apart, of five ranks (tier * 2 + verified), and more matching businesses that no page may show.
    await t.database.db.execute(sql`
      insert into businesses (owner_id, key, company_name, short_description, business_type_code, country_code, subscription, verified, created_at, hidden_at)
      select ${owner}::uuid, 'WBN-WIDGET' || g,
             case when g > 20 then 'Hidden Widget Shop ' || g when g > 15 then 'Widget Maker ' || g else 'Widget Shop ' || g end, 'Retailer of widgets.',
             case when g between 16 and 20 then 'MA' else 'RE' end, 'US',
             (array['platinum', 'premium', 'gold', 'standard', 'standard'])[1 + g % 5], g % 5 in (0, 1, 3), now() - g * interval '1 minute',
             case when g > 20 then now() end
      from generate_series(1, 22) g`);
    const expected = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`
        select company_name as name from businesses where business_type_code = 'RE' and hidden_at is null and key like 'WBN-WIDGET%'
        order by tier_rank desc, verified desc, created_at desc, id`),
    ).map((r) => r.name);
    expect(expected).toHaveLength(15);
    expect(expected[0]).toBe('Widget Shop 5');
    const seen: string[] = [];
    for (let skip = 0; skip < expected.length + 2; skip += 2) {
      const d = await search('/api/search/business', {
        textQuery: 'widget',
        businessType: 'RE',
        country: 'global',
        skip,
        size: 2,
      });
      expect(d.total_results, `skip ${skip}`).toBe(expected.length);
      seen.push(
        ...d.results.map(
          (r: { businessProfile: { general: { companyName: string } } }) => r.businessProfile.general.companyName,
        ),
      );
    }
    expect(seen).toEqual(expected);
  });
});

describe('the last word as a prefix', () => {
  it('finds every product whose words begin with it, as the full-text index does', async () => {
    const seller = (await registerUser(t)).token;
    const shop = (await createBusiness(t, seller, { companyName: 'Prefix Furnishings', businessType: 'MA' }))
      .businessID;
    for (const name of [
      'Office Chairman Desk',
      'Office Chairs Set',
      'Office Chair Mat',
      'Office Chaise Lounge',
      'Office Chalk Board',
    ]) {
      expect((await createProduct(t, seller, shop, { name })).status).toBe(201);
    }
    const exact = async (q: string) =>
      rowsOf<{ name: string }>(
        await t.database.db.execute(
          sql`select name from products where strong_vector @@ to_tsquery('english', ${q}) order by business_rank desc, created_at desc, id`,
        ),
      ).map((r) => r.name);
    for (const [text, tsq] of [
      ['office chai', 'office & chai:*'],
      ['office chair', 'office & chair:*'],
      ['office cha', 'office & cha:*'],
      ['chairm', 'chairm:*'],
    ]) {
      const want = await exact(tsq);
      expect(want.length, tsq).toBeGreaterThan(0);
      const d = await search('/api/search/product', { textQuery: text, skip: 0, size: 10 });
      expect(
        d.results.map((p: { name: string }) => p.name),
        text,
      ).toEqual(want);
    }
    expect(await exact('office & chai:*')).toHaveLength(4);
    // A word only in a description still finds, past the names; a word found nowhere finds nothing.
    expect(
      (await createProduct(t, seller, shop, { name: 'Chaise Frame', description: 'Hand made in Zanzibar.' })).status,
    ).toBe(201);
    const z = await search('/api/search/product', { textQuery: 'zanzibar chai' });
    expect(z.results.map((p: { name: string }) => p.name)).toEqual(['Chaise Frame']);
    expect(z.total_results).toBe(1);
    const none = await search('/api/search/product', { textQuery: 'zzqx chai' });
    expect([none.results.length, none.total_results]).toEqual([0, 0]);
  });
});

describe('deep pages of businesses', () => {
  it('resume in the exact order, by rank and by newest, for a word and for an empty query', async () => {
    const owner = (await registerUser(t)).userID;
    const n = RESUME_FROM + 120;
    // Many exporters written straight to the table, of three ranks and some created in one statement (one moment).
    await t.database.db.execute(sql`
      insert into businesses (owner_id, key, company_name, short_description, business_type_code, country_code, subscription, verified, created_at)
      select ${owner}::uuid, 'WBN-DEEP' || g, 'Deep Gadget Co ' || g, 'Exporter of gadgets.', 'EX', 'US',
             case when g % 11 = 0 then 'gold' else 'standard' end, g % 3 = 0, now() - (g % 200) * interval '1 minute'
      from generate_series(1, ${n}) g`);
    const expected = async (order: string) =>
      rowsOf<{ name: string }>(
        await t.database.db.execute(
          sql`select company_name as name from businesses where business_type_code = 'EX' and hidden_at is null order by ${sql.raw(order)}`,
        ),
      ).map((r) => r.name);
    const page = async (textQuery: string, skip: number) =>
      (
        await search('/api/search/business', { textQuery, businessType: 'EX', country: 'global', skip, size: 5 })
      ).results.map(
        (r: { businessProfile: { general: { companyName: string } } }) => r.businessProfile.general.companyName,
      );
    const ranked = await expected('tier_rank desc, verified desc, created_at desc, id');
    const newest = await expected('created_at desc, id');
    for (const skip of [RESUME_FROM + 10, RESUME_FROM + 10, RESUME_FROM + 15, RESUME_FROM + 60]) {
      expect(await page('gadget', skip), `gadget, skip ${skip}`).toEqual(ranked.slice(skip, skip + 5));
      expect(await page('', skip), `empty, skip ${skip}`).toEqual(newest.slice(skip, skip + 5));
    }
  });
});
