/**
 * The search queries. Full text over weighted tsvectors (names A, taxonomy B, texts C, specs D),
 * the last word matched as a prefix, ties broken by membership tier, verification and age.
 * Only letters and digits reach a tsquery, so no input can change the query's shape.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type ParsedQuery = { words: string[] };
const MAX_WORDS = 8;

export function parseQuery(text: string): ParsedQuery {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40)).slice(0, MAX_WORDS);
  return { words };
}

/** word1 & word2 & last:* — the last word as a prefix for search-as-you-type. */
export const toTsquery = (words: string[], prefixLast = true) => words.map((w, i) => (prefixLast && i === words.length - 1 ? `${w}:*` : w)).join(' & ');

/** The same query limited to weights A and B (names, taxonomy, keywords, short texts). */
export const strongOnly = (tsq: string) =>
  tsq
    .split(' & ')
    .map((term) => (term.endsWith(':*') ? `${term}AB` : `${term}:AB`))
    .join(' & ');

/**
 * Totals are exact up to this many; above, they are reported as this number. Counting every
 * match of a word found in half a million rows costs more than the answer is worth, and the
 * pager cannot go deeper than SEARCH_MAX_SKIP anyway.
 */
export const TOTAL_CAP = 10_000;
/** How many matches are ranked for one query: the strong ones first, then any others. */
const CANDIDATES = 4000;

type Row = { id: string };
const rowsOf = <T>(res: unknown) => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/**
 * The rows to rank for a full-text query, as a derived table with the given alias: up to
 * CANDIDATES strong matches (names, taxonomy, keywords) plus up to CANDIDATES of any kind, so
 * ranking stays bounded however common the word is. `filters(alias)` adds conditions.
 */
function candidates(table: 'businesses' | 'products', alias: 'b' | 'p', tsq: string, filters: (a: string) => SQL[] = () => []) {
  const t = sql.raw(table);
  const a = sql.raw(alias);
  const inner = filters('c');
  const extra = inner.length ? sql` and ${sql.join(inner, sql` and `)}` : sql``;
  return sql`(
    select * from ${t} x where x.id in (
      (select c.id from ${t} c where c.search_vector @@ to_tsquery('english', ${strongOnly(tsq)})${extra} limit ${CANDIDATES})
      union
      (select c.id from ${t} c where c.search_vector @@ to_tsquery('english', ${tsq})${extra} limit ${CANDIDATES})
    )
  ) ${a}`;
}

export const searchRepo = {
  /** Number of meaningful terms once stop words are dropped (0: the query says nothing). */
  async termCount(db: Db, tsq: string) {
    const [r] = rowsOf<{ n: number }>(await db.execute(sql`select numnode(to_tsquery('english', ${tsq}))::int as n`));
    return Number(r.n);
  },

  /** The closest known word for each word (typo tolerance), from the search vocabulary. */
  async correct(db: Db, words: string[]) {
    const out: string[] = [];
    for (const w of words) {
      if (w.length < 3 || /^\d+$/.test(w)) {
        out.push(w);
        continue;
      }
      const [hit] = rowsOf<{ word: string }>(
        await db.execute(sql`select word from search_words where word % ${w} order by similarity(word, ${w}) desc, word limit 1`),
      );
      out.push(hit?.word ?? w);
    }
    return out;
  },

  async businesses(db: Db, o: { tsq: string | null; type: string | null; country: string | null; skip: number; size: number }) {
    const filters = (a: string) => {
      const f: SQL[] = [];
      if (o.type) f.push(sql`${sql.raw(a)}.business_type_code = ${o.type}`);
      if (o.country) f.push(sql`${sql.raw(a)}.country_code = ${o.country}`);
      return f;
    };
    const matches = o.tsq ? [sql`b.search_vector @@ to_tsquery('english', ${o.tsq})`, ...filters('b')] : filters('b');
    const cond = matches.length ? sql`where ${sql.join(matches, sql` and `)}` : sql``;
    const page = o.tsq
      ? sql`select b.id from ${candidates('businesses', 'b', o.tsq, filters)}
            order by round(ts_rank_cd(b.search_vector, to_tsquery('english', ${o.tsq}), 32)::numeric, 2) desc, b.tier_rank desc, b.verified desc, b.created_at desc, b.id`
      : sql`select b.id from businesses b ${cond} order by b.created_at desc, b.id`;
    const [ids, count] = await Promise.all([
      db.execute(sql`${page} limit ${o.size} offset ${o.skip}`),
      db.execute(sql`select count(*)::int as n from (select 1 from businesses b ${cond} limit ${TOTAL_CAP}) x`),
    ]);
    return { ids: rowsOf<Row>(ids).map((r) => r.id), total: Number(rowsOf<{ n: number }>(count)[0].n) };
  },

  async products(db: Db, o: { tsq: string | null; skip: number; size: number }) {
    const cond = o.tsq ? sql`where p.search_vector @@ to_tsquery('english', ${o.tsq})` : sql``;
    const page = o.tsq
      ? sql`select p.id from ${candidates('products', 'p', o.tsq)} join businesses b on b.id = p.business_id
            order by round(ts_rank_cd(p.search_vector, to_tsquery('english', ${o.tsq}), 32)::numeric, 2) desc, b.tier_rank desc, b.verified desc, p.created_at desc, p.id`
      : sql`select p.id from products p order by p.created_at desc, p.id`;
    const [ids, count] = await Promise.all([
      db.execute(sql`${page} limit ${o.size} offset ${o.skip}`),
      db.execute(sql`select count(*)::int as n from (select 1 from products p ${cond} limit ${TOTAL_CAP}) x`),
    ]);
    return { ids: rowsOf<Row>(ids).map((r) => r.id), total: Number(rowsOf<{ n: number }>(count)[0].n) };
  },

  async users(db: Db, o: { tsq: string | null; country: string | null; skip: number; size: number }) {
    const where: SQL[] = [];
    if (o.tsq) where.push(sql`p.search_vector @@ to_tsquery('english', ${o.tsq})`);
    if (o.country) where.push(sql`p.country_code = ${o.country}`);
    const cond = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    const order = o.tsq
      ? sql`order by round(ts_rank_cd(p.search_vector, to_tsquery('english', ${o.tsq}), 32)::numeric, 2) desc, u.created_at desc, p.user_id`
      : sql`order by u.created_at desc, p.user_id`;
    const [ids, count] = await Promise.all([
      db.execute(sql`select p.user_id as id from profiles p join users u on u.id = p.user_id ${cond} ${order} limit ${o.size} offset ${o.skip}`),
      db.execute(sql`select count(*)::int as n from (select 1 from profiles p ${cond} limit ${TOTAL_CAP}) x`),
    ]);
    return { ids: rowsOf<Row>(ids).map((r) => r.id), total: Number(rowsOf<{ n: number }>(count)[0].n) };
  },

  /** The newest `perType` businesses of each type, grouped in the order of `types`, each group oldest first (newest last). */
  async lastRegistered(db: Db, types: readonly string[], perType: number) {
    const res = await db.execute(sql`
      select id, business_type_code as type, created_at from (
        select id, business_type_code, created_at,
               row_number() over (partition by business_type_code order by created_at desc, id) as n
        from businesses where business_type_code in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})
      ) x where n <= ${perType}`);
    const rows = rowsOf<{ id: string; type: string; created_at: string | Date }>(res);
    const time = (r: { created_at: string | Date }) => new Date(r.created_at).getTime();
    return rows.sort((a, b) => types.indexOf(a.type) - types.indexOf(b.type) || time(a) - time(b)).map((r) => r.id);
  },

  async suggestCompanies(db: Db, q: string, limit: number) {
    const res = await db.execute(sql`
      select id, company_name, country_code from businesses
      where lower(company_name) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
      order by similarity(lower(company_name), ${q.toLowerCase()}) desc, tier_rank desc, company_name limit ${limit}`);
    return rowsOf<{ id: string; company_name: string; country_code: string }>(res);
  },

  async suggestProducts(db: Db, q: string, limit: number) {
    const res = await db.execute(sql`
      select p.id, p.name, b.company_name from products p join businesses b on b.id = p.business_id
      where lower(p.name) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
      order by similarity(lower(p.name), ${q.toLowerCase()}) desc, p.name limit ${limit}`);
    return rowsOf<{ id: string; name: string; company_name: string }>(res);
  },
};
