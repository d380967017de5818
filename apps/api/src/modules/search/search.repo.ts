/**
 * The search queries. Full text over tsvectors, the last word matched as a prefix. Matches in
 * names, taxonomy and keywords ("strong") come first, then the others; within each, paying and
 * verified members first, then the newest (docs/decisions/0010-search-ranking-at-scale.md).
 * Only letters and digits reach a tsquery, so no input can change the query's shape.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';

export type ParsedQuery = { words: string[] };
const MAX_WORDS = 8;

export function parseQuery(text: string): ParsedQuery {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40)).slice(0, MAX_WORDS);
  return { words };
}

/** word1 & word2 & last:* — the last word as a prefix for search-as-you-type. */
export const toTsquery = (words: string[], prefixLast = true) => words.map((w, i) => (prefixLast && i === words.length - 1 ? `${w}:*` : w)).join(' & ');

/**
 * Totals are exact up to this many; above, they are reported as this number. Counting every
 * match of a word found in half a million rows costs more than the answer is worth, and the
 * pager cannot go deeper than SEARCH_MAX_SKIP anyway.
 */
export const TOTAL_CAP = 10_000;
/**
 * Above this many estimated matches the total is the planner's estimate (capped) instead of an
 * exact count: reading thousands of rows only to print a number is the slowest part of a search
 * for a common word. Below it, and whenever the page itself shows where the results end, the
 * total is exact (docs/decisions/0010-search-ranking-at-scale.md).
 */
export const EXACT_COUNT_BELOW = 2_000;

type Row = { id: string };
const rowsOf = <T>(res: unknown) => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];
const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/**
 * Where a ranked search reads from: the table, the id column, the "strong" match (names,
 * taxonomy, keywords), any match, and the order within a class, which a b-tree index serves.
 */
type RankedSource = { name: string; from: SQL; id: SQL; strong: (tsq: string) => SQL; any: (tsq: string) => SQL; order: SQL };

const BUSINESSES: RankedSource = {
  name: 'businesses',
  from: sql`businesses b`,
  id: sql`b.id`,
  strong: (q) => sql`b.strong_vector @@ to_tsquery('english', ${q})`,
  any: (q) => sql`b.search_vector @@ to_tsquery('english', ${q})`,
  order: sql`b.tier_rank desc, b.verified desc, b.created_at desc, b.id`,
};
const PRODUCTS: RankedSource = {
  name: 'products',
  from: sql`products p`,
  id: sql`p.id`,
  strong: (q) => sql`p.strong_vector @@ to_tsquery('english', ${q})`,
  any: (q) => sql`p.search_vector @@ to_tsquery('english', ${q})`,
  order: sql`p.business_rank desc, p.created_at desc, p.id`,
};
const MEMBERS: RankedSource = {
  name: 'members',
  from: sql`profiles p`,
  id: sql`p.user_id`,
  strong: (q) => sql`p.name_vector @@ to_tsquery('simple', ${q})`,
  any: (q) => sql`(p.name_vector @@ to_tsquery('simple', ${q}) or p.search_vector @@ to_tsquery('english', ${q}))`,
  order: sql`p.joined_at desc, p.user_id`,
};

/**
 * Totals of 100 or more are kept for a minute per search (`key`): a popular word is searched
 * many times a minute, and a total that large moving by one is invisible. Smaller totals are
 * always computed, so a company just created shows up in its own search at once.
 */
export const CACHE_TOTALS_FROM = 100;
const totalsCaches = new WeakMap<Db, LRUCache<string, number>>();
const totalsCache = (db: Db) => {
  let cache = totalsCaches.get(db);
  if (!cache) totalsCaches.set(db, (cache = new LRUCache<string, number>({ max: 10_000, ttl: 60_000 })));
  return cache;
};
/** Forgets the kept totals (the benchmark measures the uncached cost with it). */
export const clearSearchCaches = (db: Db) => totalsCache(db).clear();

/** The planner's estimate of how many rows `select 1 from <from> where <where>` returns. */
async function planRows(db: Db, from: SQL, where: SQL) {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) select 1 from ${from} where ${where}`));
  const raw = Object.values(row)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Number(plan[0].Plan['Plan Rows']);
}

async function countUpTo(db: Db, from: SQL, where: SQL, cap: number) {
  const res = await db.execute(sql`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${cap}) x`);
  return Number(rowsOf<{ n: number }>(res)[0].n);
}

const idsIn = async (db: Db, from: SQL, id: SQL, where: SQL, order: SQL, limit: number, offset: number) =>
  limit <= 0 ? [] : rowsOf<Row>(await db.execute(sql`select ${id} as id from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`)).map((r) => r.id);

/**
 * One page of a full-text search: strong matches first, then the other matches, each class in
 * the source's index order (paying and verified first, then newest). Each class is a plain
 * `where … order by … limit`, so PostgreSQL walks the order index for common words and ranks
 * the few matches of rare words from the full-text index; no query reads every match.
 */
/** Equality filters on trusted column names of the source's alias. */
type Filters = { alias: string; eq: Record<string, string | null> };
const filterSql = (f: Filters) => Object.entries(f.eq).flatMap(([col, v]) => (v === null ? [] : [sql`${sql.raw(f.alias)}.${sql.identifier(col)} = ${v}`]));
const filterKey = (f: Filters) => JSON.stringify(f.eq);

async function rankedPage(db: Db, src: RankedSource, tsq: string, f: Filters, skip: number, size: number) {
  const filters = filterSql(f);
  const key = `${src.name}|${tsq}|${filterKey(f)}`;
  const strongWhere = and([src.strong(tsq), ...filters]);
  const strong = await idsIn(db, src.from, src.id, strongWhere, src.order, size, skip);
  if (strong.length === size) return { ids: strong, total: await totalOf(db, key, src.from, and([src.any(tsq), ...filters]), skip + size) };
  // The page reaches past the strong matches: how many were there, and which others follow?
  const strongCount = strong.length || skip === 0 ? skip + strong.length : await countUpTo(db, src.from, strongWhere, skip);
  const weakWhere = and([src.any(tsq), sql`not (${src.strong(tsq)})`, ...filters]);
  const ids = [...strong, ...(await idsIn(db, src.from, src.id, weakWhere, src.order, size - strong.length, Math.max(0, skip - strongCount)))];
  // A page that is not full shows where the results end.
  if (ids.length < size && (ids.length > 0 || skip === 0)) return { ids, total: skip + ids.length };
  return { ids, total: await totalOf(db, key, src.from, and([src.any(tsq), ...filters]), skip + ids.length) };
}

/** The number of results: exact when small, else the planner's estimate, never below what was seen. */
async function totalOf(db: Db, key: string, from: SQL, where: SQL, seen: number) {
  const cache = totalsCache(db);
  const kept = cache.get(key);
  if (kept !== undefined) return Math.max(kept, seen);
  const estimate = await planRows(db, from, where);
  const total = estimate >= EXACT_COUNT_BELOW ? Math.min(TOTAL_CAP, Math.max(Math.round(estimate), seen)) : await countUpTo(db, from, where, TOTAL_CAP);
  if (total >= CACHE_TOTALS_FROM) cache.set(key, total);
  return total;
}

/** The newest first, for an empty query (no ranking by text). */
async function newestPage(db: Db, src: RankedSource, f: Filters, order: SQL, skip: number, size: number) {
  const where = and(filterSql(f));
  const ids = await idsIn(db, src.from, src.id, where, order, size, skip);
  if (ids.length < size && (ids.length > 0 || skip === 0)) return { ids, total: skip + ids.length };
  return { ids, total: await totalOf(db, `${src.name}||${filterKey(f)}`, src.from, where, skip + ids.length) };
}

export const searchRepo = {
  /** Number of meaningful terms once stop words are dropped (0: the query says nothing). */
  async termCount(db: Db, tsq: string) {
    const [r] = rowsOf<{ n: number }>(await db.execute(sql`select numnode(to_tsquery('english', ${tsq}))::int as n`));
    return Number(r.n);
  },

  /** The closest known word (typo tolerance), from the search vocabulary; the word itself when none is close. */
  async correctWord(db: Db, w: string) {
    if (w.length < 3 || /^\d+$/.test(w)) return w;
    const [hit] = rowsOf<{ word: string }>(
      await db.execute(sql`select word from search_words where word % ${w} order by similarity(word, ${w}) desc, word limit 1`),
    );
    return hit?.word ?? w;
  },

  async businesses(db: Db, o: { tsq: string | null; type: string | null; country: string | null; skip: number; size: number }) {
    const f: Filters = { alias: 'b', eq: { business_type_code: o.type, country_code: o.country } };
    if (o.tsq) return rankedPage(db, BUSINESSES, o.tsq, f, o.skip, o.size);
    return newestPage(db, BUSINESSES, f, sql`b.created_at desc, b.id`, o.skip, o.size);
  },

  async products(db: Db, o: { tsq: string | null; skip: number; size: number }) {
    const f: Filters = { alias: 'p', eq: {} };
    if (o.tsq) return rankedPage(db, PRODUCTS, o.tsq, f, o.skip, o.size);
    return newestPage(db, PRODUCTS, f, sql`p.created_at desc, p.id`, o.skip, o.size);
  },

  async users(db: Db, o: { tsq: string | null; country: string | null; skip: number; size: number }) {
    const f: Filters = { alias: 'p', eq: { country_code: o.country } };
    if (o.tsq) return rankedPage(db, MEMBERS, o.tsq, f, o.skip, o.size);
    return newestPage(db, MEMBERS, f, MEMBERS.order, o.skip, o.size);
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
