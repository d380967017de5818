/**
 * The search queries. Full text over tsvectors, the last word matched as a prefix. Matches in
 * names, taxonomy and keywords ("strong") come first, then the others; within each, paying and
 * verified members first, then the newest (docs/decisions/0010-search-ranking-at-scale.md).
 * Only letters and digits reach a tsquery, so no input can change the query's shape.
 */
import { SQL, sql } from 'drizzle-orm';
import {
  RESPONSIVENESS,
  SEARCH_FACET_CAP,
  SEARCH_FACET_PREFIX,
  SEARCH_FILTER_FACETS,
  type SearchFilterFacet,
  type SearchSort,
} from '@wbn/contract';
import { LRUCache } from 'lru-cache';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { BusinessWithCategories } from '../../core/collaborators.js';
import type { ProductCompany } from '../../core/product-presenter.js';
import { directoryRepo, type ProfileRow } from '../../core/directory.repo.js';
import { rowsOf } from '../../db/rows.js';

// The words rule lives in core: saved searches match new items by it too (decision 0041).
export { parseQuery, toTsquery, type ParsedQuery } from '../../core/search-text.js';

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

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/**
 * An order of search results: columns descending (highest rank, newest first), then the id
 * ascending. `after(id)` is the keyset condition "comes after the row with this id": a row
 * comparison an order index starts its walk from, less the rows tied with that row up to its id.
 */
type Keyset = { order: SQL; after: (id: string) => SQL };
function keyset(table: string, desc: string[], idCol: string): Keyset {
  const cols = sql.raw(desc.map((c) => `${table}.${c}`).join(', '));
  const id = sql.raw(`${table}.${idCol}`);
  const of = (anchor: string) =>
    sql`(select ${sql.raw(desc.map((c) => `a.${c}`).join(', '))} from ${sql.raw(table)} a where a.${sql.raw(idCol)} = ${anchor})`;
  return {
    order: sql.raw(`${desc.map((c) => `${table}.${c} desc`).join(', ')}, ${table}.${idCol}`),
    after: (anchor) => sql`(${cols}) <= ${of(anchor)} and not ((${cols}) = ${of(anchor)} and ${id} <= ${anchor})`,
  };
}

/**
 * Where a ranked search reads from: the table and its id, the "strong" match (names, taxonomy,
 * keywords), any match, the order within a class (which a b-tree index serves), and how the rows
 * a card needs are read for the ids a condition picks (`inPage`, see `pageOf`).
 */
type RankedSource<T> = {
  name: string;
  tableName: string;
  table: SQL;
  id: SQL;
  /** The match, given the search's filters (a source may match through the indexes its filters pick). */
  strong: (tsq: string, f?: Filters) => SQL;
  any: (tsq: string, f?: Filters) => SQL;
  order: Keyset;
  /** A row's id, as `id` selects it (where a deep walk resumes, `resumablePage`). */
  idOf: (row: T) => string;
  /** Rows every search leaves out (products over their tier's cap, decision 0018); the order indexes are partial on it. */
  listed?: SQL;
  rows: (db: Db, inPage: SQL, order: SQL) => Promise<T[]>;
  /**
   * For a search with these filters, where the server has built it, the index that returns the
   * strong matches nearest the top of `order` first without reading the table (RUM with a rank
   * key: products one per business rank, migrations 0034 and 0035; businesses one per company
   * type, migration 0036); null for filters it cannot answer.
   */
  rankIndex?: (f: Filters) => RankIndex | null;
};

/**
 * `name`: the index looked for. `read(q, room)`: the statement that gives the first `room` listed
 * matches (under the search's filters) of the tsquery `q` as (id, k), highest `k` first, where `k`
 * orders as the source's order does except between rows of one key.
 */
type RankIndex = { name: string; read: (q: SQL, room: number) => SQL };

/**
 * A business's vector as its type's full-text indexes hold it (migration 0033): with its country
 * code as an upper-case lexeme ('MX'), which no query word can be (to_tsquery lower-cases every
 * word), so it changes no match. A search within a type matches on this expression, so the
 * planner reads the type's indexes; with a country too, the country is one more term of the query,
 * answered inside the index instead of by reading each match's row.
 */
const typedVector = (col: SQL) => sql`(${col} || array_to_tsvector(array_remove(array[businesses.country_code], '')))`;
const COUNTRY_LEXEME = /^[A-Z]{2}$/;
const businessMatch = (col: SQL, q: string, f?: Filters) => {
  if (typeof f?.business_type_code !== 'string') return sql`${col} @@ to_tsquery('english', ${q})`;
  const country = f.country_code;
  // Only a code as the table holds it becomes a term (the contract upper-cases it); the equality filter stays either way.
  const query =
    typeof country === 'string' && COUNTRY_LEXEME.test(country)
      ? sql`(to_tsquery('english', ${q}) && ${country}::tsquery)`
      : sql`to_tsquery('english', ${q})`;
  return sql`${typedVector(col)} @@ ${query}`;
};

const BUSINESSES: RankedSource<BusinessWithCategories> = {
  name: 'businesses',
  tableName: 'businesses',
  table: sql`businesses`,
  id: sql`businesses.id`,
  strong: (q, f) => businessMatch(sql`businesses.strong_vector`, q, f),
  any: (q, f) => businessMatch(sql`businesses.search_vector`, q, f),
  order: keyset('businesses', ['tier_rank', 'verified', 'created_at'], 'id'),
  idOf: (b) => b.id,
  // Hidden by staff after a report (decision 0034).
  listed: sql`businesses.hidden_at is null`,
  rows: (db, inPage, order) => directoryRepo.selectBusinesses(db).where(inPage).orderBy(order),
  // Within one company type and nothing else: the type's index, read by a function whose plan is kept per session (migration 0036).
  rankIndex: (f) => {
    const type = f.business_type_code;
    if (typeof type !== 'string' || Object.entries(f).some(([col, v]) => col !== 'business_type_code' && v !== null))
      return null;
    return {
      name: `businesses_strong_rum_${type.toLowerCase()}_idx`,
      read: (q, room) => sql`select id, k from businesses_ranked_strong(${type}, ${q}, ${room})`,
    };
  },
};

const productCompany = {
  id: t.businesses.id,
  companyName: t.businesses.companyName,
  profilePhoto: t.businesses.profilePhoto,
  countryCode: t.businesses.countryCode,
  subscription: t.businesses.subscription,
  verified: t.businesses.verified,
};
export type ProductHit = { p: typeof t.products.$inferSelect; b: ProductCompany };
const PRODUCTS: RankedSource<ProductHit> = {
  name: 'products',
  tableName: 'products',
  table: sql`products`,
  id: sql`products.id`,
  strong: (q) => sql`products.strong_vector @@ to_tsquery('english', ${q})`,
  any: (q) => sql`products.search_vector @@ to_tsquery('english', ${q})`,
  order: keyset('products', ['business_rank', 'created_at'], 'id'),
  idOf: (h) => h.p.id,
  // Over the tier's cap (decision 0018), or hidden by staff, itself or with its business (decision 0034).
  listed: sql`not products.hidden and products.hidden_at is null and not exists (select 1 from businesses hb where hb.id = products.business_id and hb.hidden_at is not null)`,
  rows: (db, inPage, order) =>
    db
      .select({ p: t.products, b: productCompany })
      .from(t.products)
      .innerJoin(t.businesses, eq(t.businesses.id, t.products.businessId))
      .where(inPage)
      .orderBy(order),
  // The function reads the rank indexes from the highest rank down with a plan kept per session (migration 0035);
  // it answers the words alone, so not a search with facet filters (decision 0081).
  rankIndex: (f) =>
    Object.keys(f).length
      ? null
      : {
          name: 'products_strong_rum_r0_idx',
          read: (q, room) => sql`select id, k from products_ranked_strong(${q}, ${room})`,
        },
};

const MEMBERS: RankedSource<ProfileRow> = {
  name: 'members',
  tableName: 'profiles',
  table: sql`profiles`,
  id: sql`profiles.user_id`,
  strong: (q) => sql`profiles.name_vector @@ to_tsquery('simple', ${q})`,
  any: (q) =>
    sql`(profiles.name_vector @@ to_tsquery('simple', ${q}) or profiles.search_vector @@ to_tsquery('english', ${q}))`,
  order: keyset('profiles', ['joined_at'], 'user_id'),
  idOf: (r) => r.p.userId,
  rows: (db, inPage, order) => directoryRepo.selectProfiles(db).where(inPage).orderBy(order),
};

/**
 * Totals of 100 or more are kept for a minute per search (`key`): a popular word is searched
 * many times a minute, and a total that large moving by one is invisible. Smaller totals are
 * always computed, so a company just created shows up in its own search at once. The planner's
 * estimates (approximations already) are kept for a minute too.
 */
export const CACHE_TOTALS_FROM = 100;
type Caches = {
  totals: LRUCache<string, number>;
  estimates: LRUCache<string, number>;
  positions: LRUCache<string, Map<number, string>>;
};
const cachesByDb = new WeakMap<Db, Caches>();
const cachesOf = (db: Db) => {
  let c = cachesByDb.get(db);
  if (!c)
    cachesByDb.set(
      db,
      (c = {
        totals: new LRUCache({ max: 10_000, ttl: 60_000 }),
        estimates: new LRUCache({ max: 20_000, ttl: 60_000 }),
        positions: new LRUCache({ max: 10_000, ttl: 60_000 }),
      }),
    );
  return c;
};
/** Forgets what was kept (the benchmark measures the uncached cost with it). */
export const clearSearchCaches = (db: Db) => {
  const c = cachesOf(db);
  c.totals.clear();
  c.estimates.clear();
  c.positions.clear();
};

/** A number about the database kept a minute per `key` (estimates, table sizes, whether an index exists). */
async function kept(db: Db, key: string, read: () => Promise<number>) {
  const cache = cachesOf(db).estimates;
  let n = cache.get(key);
  if (n === undefined) cache.set(key, (n = await read()));
  return n;
}

/** The planner's estimate of how many rows `select 1 from <from> where <where>`, kept per `key`. */
async function estimate(db: Db, key: string, from: SQL, where: SQL) {
  return kept(db, key, async () => {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`explain (format json) select 1 from ${from} where ${where}`),
    );
    const raw = Object.values(row)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
    return Number(plan[0].Plan['Plan Rows']);
  });
}

/**
 * Counts matches, stopping at `cap`. The matching is fenced (offset 0) so it is planned as a
 * search of the indexes; with the limit in view the planner would walk an order index, reading
 * every entry when there are few matches.
 */
async function countUpTo(db: Db, from: SQL, where: SQL, cap: number) {
  const res = await db.execute(
    sql`select count(*)::int as n from (select 1 from (select 1 from ${from} where ${where} offset 0) m limit ${cap}) x`,
  );
  return Number(rowsOf<{ n: number }>(res)[0].n);
}

/**
 * A class estimated to hold at least this share of the table (and at least DENSE_MIN rows) is read
 * by walking its order index: a page is found after a few entries. Below, its matches are
 * gathered from the full-text index and sorted. The planner alone sometimes walks the whole order
 * index for a word it cannot size (a word missing from its statistics gets a small default
 * guess, about a tenth of this share) and that has no match at all; its guesses for words it has
 * statistics for are good, so the walk is kept for them.
 */
export const DENSE_SHARE = 0.002;
const DENSE_MIN = 100;

/** The table's size as the planner last counted it (kept a minute). */
const tableRows = (db: Db, src: RankedSource<unknown>) =>
  kept(db, `reltuples|${src.tableName}`, async () => {
    const [r] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = to_regclass(${src.tableName})`,
      ),
    );
    return Number(r?.n ?? 0);
  });

async function isDense(db: Db, src: RankedSource<unknown>, guess: number) {
  return guess >= Math.max(DENSE_MIN, (await tableRows(db, src)) * DENSE_SHARE);
}

/**
 * The rows of one page, in one query: the ids are picked by an inner `where … order by … limit`
 * on the table alone (the order indexes carry the strong vector, so a walk tests entries without
 * reading the table), then the outer query reads those few rows and sorts them the same way.
 * `dense` false fences the matching (offset 0) so it is done from the full-text index.
 */
function pageOf<T>(
  db: Db,
  src: RankedSource<T>,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
  dense = true,
): Promise<T[]> {
  if (limit <= 0) return Promise.resolve([]);
  const matches = dense
    ? sql`${src.table} where ${where}`
    : sql`(select * from ${src.table} where ${where} offset 0) ${src.table}`;
  return src.rows(
    db,
    sql`${src.id} in (select ${src.id} from ${matches} order by ${order} limit ${limit} offset ${offset})`,
    order,
  );
}

/** From this offset on, a page keeps where it began and ended, and a later page resumes from there. */
export const RESUME_FROM = 500;
const POSITIONS_KEPT = 16; // per search and class: the last eight pages asked

/**
 * `pageOf` for deep pages (keyset pagination kept on the server, since the API pages by offset): a
 * page at offset 9,995 walks ten thousand index entries, so each deep page keeps, for a minute,
 * the ids of the rows just before it and at its end (`key` names the search and its class). A
 * later page of the same search at or after a kept position walks on from that row: the next page
 * reads five entries, the same page asked again none before it. Rows added or hidden since move a
 * kept position by as many places for the minute it is kept. A resumed page that comes back short
 * (the end of the results, or the row it resumed from is gone) is read again from the start.
 */
async function resumablePage<T>(
  db: Db,
  src: RankedSource<T>,
  key: string,
  where: SQL,
  order: Keyset,
  limit: number,
  offset: number,
  dense = true,
): Promise<T[]> {
  if (offset < RESUME_FROM || limit <= 0) return pageOf(db, src, where, order.order, limit, offset, dense);
  const positions = cachesOf(db).positions;
  const known = positions.get(key) ?? new Map<number, string>();
  let from = -1; // the kept position nearest before the page
  for (const p of known.keys()) if (p < offset && p > from) from = p;
  const before = from < offset - 1 ? 1 : 0; // also read the row just before the page, to keep its position
  const resumed = from >= 0 ? and([where, order.after(known.get(from)!)]) : where;
  const rows = await pageOf(db, src, resumed, order.order, limit + before, offset - (from + 1) - before, dense);
  if (from >= 0 && rows.length < limit + before) {
    positions.delete(key);
    return pageOf(db, src, where, order.order, limit, offset, dense);
  }
  if (before && rows.length) known.set(offset - 1, src.idOf(rows[0]));
  if (rows.length === limit + before) known.set(offset + limit - 1, src.idOf(rows[rows.length - 1]));
  while (known.size > POSITIONS_KEPT) known.delete(known.keys().next().value!);
  positions.set(key, known);
  return rows.slice(before);
}

/** Whether the database has the named index (kept a minute: an extension installed later is found). */
async function hasIndex(db: Db, name: string) {
  const n = await kept(db, `index|${name}`, async () => {
    const [r] = rowsOf<{ n: number }>(await db.execute(sql`select (to_regclass(${name}) is not null)::int as n`));
    return Number(r.n);
  });
  return n === 1;
}

/** The source's rank index for a search with these filters, when the server has built it. */
async function rankIndexOf(db: Db, src: RankedSource<unknown>, f: Filters) {
  const ix = src.rankIndex?.(f);
  return ix && (await hasIndex(db, ix.name)) ? ix : null;
}

/** Rows of equal rank key (one rank, one millisecond: a bulk import) a ranked read may meet at the page's end and still sort exactly. */
export const TIE_ROOM = 8;

/**
 * The strong matches of a class too sparse for a walk of the order index, read in rank order from
 * the rank index the search's filters pick (`rankIndexOf`): it gives the first `skip + size +
 * TIE_ROOM` matches by rank key from its own entries (no table row read to sort them; products:
 * the highest rank's index first and a lower one only while the page is not full). Rows whose key
 * is above the lowest key read are all there (`complete`), and are sorted exactly by `rankedRows`
 * (the microseconds of created_at, then id); `all`: the read found every strong match. Null when
 * rows of that lowest key reach into the page: the caller gathers and sorts every match instead.
 * The read applies the filters and the listing rule itself.
 */
async function rankRead(
  db: Db,
  ix: RankIndex,
  tsq: string,
  size: number,
  skip: number,
): Promise<{ complete: string[]; all: boolean } | null> {
  const room = skip + size + TIE_ROOM;
  const read = rowsOf<{ id: string; k: number }>(await db.execute(ix.read(spelledOut(tsq), room)));
  const all = read.length < room;
  const lowest = all ? -Infinity : Math.min(...read.map((r) => Number(r.k)));
  const complete = read.filter((r) => Number(r.k) > lowest).map((r) => r.id);
  return complete.length < Math.min(read.length, skip + size) ? null : { complete, all };
}

/** The page `skip`, `size` of the rows `ids` (complete strong matches of a rank read), in the source's order. */
function rankedRows<T>(db: Db, src: RankedSource<T>, ids: string[], size: number, skip: number): Promise<T[]> {
  if (ids.length <= skip) return Promise.resolve([]);
  return pageOf(
    db,
    src,
    sql`${src.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    src.order.order,
    size,
    skip,
  );
}

/** A query's whole words and its last word typed as a prefix ('office & chair:*' → 'office', 'chair'), as `toTsquery` writes them. */
function splitPrefix(tsq: string): { head: string | undefined; prefix: string } | null {
  const m = /^(?:(.+) & )?([\p{L}\p{N}]+):\*$/u.exec(tsq);
  return m ? { head: m[1], prefix: m[2] } : null;
}

/** A prefix spelled out as words when it stands for at most this many (more stays a prefix). */
export const PREFIX_WORDS_MAX = 32;
const PREFIX_CANDIDATES = 2_000;

/**
 * The query for a RUM index, with the last word's prefix (`chair:*`) spelled out as the words it
 * stands for: RUM reads a prefix ten times slower than the same words ("compact plc:*" 33 ms,
 * "compact & (plc | plcs)" 4 ms at 5,000,000 products). The words are the lexemes that begin with
 * the stemmed prefix among the spelling vocabulary's (search_words: every word of 3 to 40 letters
 * of every name, keyword and category, written with them), beginning with the same three letters,
 * and the stemmed prefix itself. A prefix of digits or under three letters, or of more words than
 * PREFIX_WORDS_MAX, stays a prefix.
 */
function spelledOut(tsq: string): SQL {
  const plain = sql`to_tsquery('english', ${tsq})`;
  const { head, prefix: word = '' } = splitPrefix(tsq) ?? {};
  if (word.length < 3 || /^\d+$/.test(word)) return plain;
  // Null when the prefix stays a prefix; evaluated once, inside the statement that reads the index.
  const words = sql`(
      with stem as (select lexeme from unnest(to_tsvector('english', ${word})) limit 1),
           w as (select word from search_words where word like ${`${word.slice(0, 3)}%`} limit ${PREFIX_CANDIDATES + 1}),
           l as (select u.lexeme from w, unnest(to_tsvector('english', w.word)) u where u.lexeme like (select lexeme from stem) || '%'
                 union select lexeme from stem)
      select case when (select count(*) from w) > ${PREFIX_CANDIDATES} or (select count(*) from l) > ${PREFIX_WORDS_MAX} then null
                  else (select string_agg(quote_literal(lexeme), ' | ') from l)::tsquery end)`;
  return sql`coalesce(${head ? sql`(to_tsquery('english', ${head}) && ${words})` : words}, ${plain})`;
}

/** Equality filters on trusted column names of the source's table. */
/** Column = value (null: no filter), or a condition of its own (an SQL value). */
type Filters = Record<string, string | null | SQL>;
const filterSql = (src: RankedSource<unknown>, f: Filters) => [
  ...(src.listed ? [src.listed] : []),
  ...Object.entries(f).flatMap(([col, v]) =>
    v === null ? [] : v instanceof SQL ? [v] : [sql`${src.table}.${sql.identifier(col)} = ${v}`],
  ),
];

/** "Replies fast" (decision 0039): answers at least this share within 48 hours, on enough requests. */
export const REPLIES_FAST_RATE = 0.8;

/**
 * One page of a full-text search: strong matches first, then the other matches, each class in
 * the source's index order (paying and verified first, then newest). Each class is a plain
 * `where … order by … limit`, so PostgreSQL walks the order index for common words and ranks
 * the few matches of rare words from the full-text index, or reads them in rank order from a rank
 * index where the server has one for these filters (`rankRead`); a search with few matches of any
 * kind is one statement for both classes (`onePassPage`): known few when a rank read found every
 * strong match, else guessed few by the planner (`isFew`).
 */
async function rankedPage<T>(db: Db, src: RankedSource<T>, tsq: string, f: Filters, skip: number, size: number) {
  const filters = filterSql(src as RankedSource<unknown>, f);
  const key = `${src.name}|${tsq}|${JSON.stringify(f)}`;
  // Two forms of each match: `viaIndex` as the full-text indexes the filters pick hold it, where
  // matches are gathered from an index (a page of few matches, a count); plain where an order index
  // is walked, whose entries carry the plain vector, and for the planner's estimates (its
  // statistics of the plain vectors are better than of the indexes' expressions: 7,534 against
  // 563 for 7,408 manufacturers matching "automation").
  const where = (m: 'strong' | 'any', viaIndex: boolean, ...more: SQL[]) =>
    and([src[m](tsq, viaIndex ? f : undefined), ...more, ...filters]);
  const [strongGuess, anyGuess] = await Promise.all([
    estimate(db, `${key}|strong`, src.table, where('strong', false)),
    estimate(db, `${key}|any`, src.table, where('any', false)),
  ]);
  const rankIndex = skip < RESUME_FROM ? await rankIndexOf(db, src as RankedSource<unknown>, f) : null;
  const onePass = () => onePassPage(db, src, key, where('any', true), anyGuess, skip, size, src.strong(tsq));
  if (
    skip < RESUME_FROM &&
    !rankIndex &&
    (await isFew(db, src as RankedSource<unknown>, Math.max(strongGuess, anyGuess)))
  )
    return onePass();
  const strongDense = await isDense(db, src as RankedSource<unknown>, strongGuess);
  const read = !strongDense && rankIndex ? await rankRead(db, rankIndex, tsq, size, skip) : null;
  const weakDense = () => isDense(db, src as RankedSource<unknown>, anyGuess - strongGuess);
  // The rank read found every strong match: when they are too few to fill the page and the other matches are to be
  // gathered anyway, one statement gives the page.
  const strongAll = read?.all ? read.complete.length : null;
  if (strongAll === 0 && (await wordMissing(db, src, tsq))) return { rows: [], total: 0 };
  if (strongAll !== null && strongAll < skip + size && !(await weakDense())) return onePass();
  const strong = read
    ? await rankedRows(db, src, read.complete, size, skip)
    : await resumablePage(db, src, `${key}|strong`, where('strong', !strongDense), src.order, size, skip, strongDense);
  if (strong.length === size)
    return { rows: strong, total: await totalOf(db, key, src.table, where('any', true), anyGuess, skip + size) };
  // The page reaches past the strong matches: how many were there, and which others follow?
  const strongCount =
    strongAll ??
    (strong.length || skip === 0 ? skip + strong.length : await countUpTo(db, src.table, where('strong', true), skip));
  if (strongAll === null && strongCount === 0 && (await wordMissing(db, src, tsq))) return { rows: [], total: 0 };
  // Not a strong match: tested on each row the other conditions keep, so in the plain form.
  const weakIsDense = await weakDense();
  const weakWhere = where('any', !weakIsDense, sql`not (${src.strong(tsq)})`);
  const rows = [
    ...strong,
    ...(await resumablePage(
      db,
      src,
      `${key}|weak`,
      weakWhere,
      src.order,
      size - strong.length,
      Math.max(0, skip - strongCount),
      weakIsDense,
    )),
  ];
  return {
    rows,
    total: await pageTotal(db, key, src.table, where('any', true), () => anyGuess, rows.length, skip, size),
  };
}

/**
 * A search whose matches of any kind the planner guesses at fewer than this share of the table (at
 * least ONE_PASS_MIN; half the share a walk starts at, see isDense) is answered in one statement
 * (`onePassPage`) instead of one for each class. Its guesses for a word it has no statistics of (a
 * misspelling before it is corrected, most prefixes) are a few hundred at 1,000,000 businesses
 * whatever the truth, often none: two statements gathered the same empty set from two indexes
 * (docs/notes/2026-11-27-speed-at-scale.md, "few matches in one statement").
 */
export const ONE_PASS_SHARE = 0.001;
export const ONE_PASS_MIN = 50;

async function isFew(db: Db, src: RankedSource<unknown>, guess: number) {
  return guess < Math.max(ONE_PASS_MIN, (await tableRows(db, src)) * ONE_PASS_SHARE);
}

/**
 * One page of a search with few matches, in one statement: every match gathered from the
 * full-text indexes the filters pick (`anyWhere`), the strong matches first, then the others, each
 * in the source's order; the same page as the two classes read apart. The total is known when the
 * page shows where the results end, else counted (`totalOf`).
 */
async function onePassPage<T>(
  db: Db,
  src: RankedSource<T>,
  key: string,
  anyWhere: SQL,
  anyGuess: number,
  skip: number,
  size: number,
  strong: SQL,
) {
  const rows = await pageOf(db, src, anyWhere, sql`(${strong}) desc, ${src.order.order}`, size, skip, false);
  return { rows, total: await pageTotal(db, key, src.table, anyWhere, () => anyGuess, rows.length, skip, size) };
}

/**
 * Whether the query's whole words (all but the last, a prefix) are found nowhere in the source, so
 * it has no match at all. Asked when nothing matched among names: the other matches are gathered
 * from the full-text index of all text, which reads a prefix term by term before it sees a word
 * is missing ("sollar panel:*", a misspelling corrected next: 10 ms at 5,000,000 products). Asked
 * only of words the planner expects in few rows, so the full-text index answers it (a missing word
 * is one look-up); for a common word the planner reads the table until it finds one, which took
 * 24 s for "hotel" among 1,000,000 businesses uncached.
 */
async function wordMissing<T>(db: Db, src: RankedSource<T>, tsq: string) {
  const whole = splitPrefix(tsq)?.head;
  if (!whole) return false;
  const anyWhole = src.any(whole);
  if (
    await isDense(
      db,
      src as RankedSource<unknown>,
      await estimate(db, `${src.name}|${whole}|whole`, src.table, anyWhole),
    )
  )
    return false;
  const [r] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from ${src.table} where ${anyWhole}) as found`),
  );
  return !r.found;
}

/** The number of results: exact when small, else the planner's estimate, never below what was seen. */
async function totalOf(db: Db, key: string, from: SQL, where: SQL, guess: number, seen: number) {
  const cache = cachesOf(db).totals;
  const kept = cache.get(key);
  if (kept !== undefined) return Math.max(kept, seen);
  const total =
    guess >= EXACT_COUNT_BELOW
      ? Math.min(TOTAL_CAP, Math.max(Math.round(guess), seen))
      : await countUpTo(db, from, where, TOTAL_CAP);
  if (total >= CACHE_TOTALS_FROM) cache.set(key, total);
  return total;
}

/**
 * The total a page reports: where the results end when the page shows it (not full, and not an
 * empty page past the end), else `totalOf`, never below the rows this page proves exist.
 */
async function pageTotal(
  db: Db,
  key: string,
  from: SQL,
  where: SQL,
  guess: () => number | Promise<number>,
  shown: number,
  skip: number,
  size: number,
) {
  if (shown < size && (shown > 0 || skip === 0)) return skip + shown;
  return totalOf(db, key, from, where, await guess(), shown ? skip + shown : 0);
}

/** An empty query's order: the newest first (no ranking by text). */
const NEWEST_BUSINESSES = keyset('businesses', ['created_at'], 'id');
const NEWEST_PRODUCTS = keyset('products', ['created_at'], 'id');

/**
 * The newest first, for an empty query (no ranking by text). `sizeUp`: a filter may keep few rows
 * (a minimum rating, decision 0077), so the planner's estimate decides between walking the order
 * index (many kept) and gathering the kept rows from the index the filter picks and sorting them.
 */
async function newestPage<T>(
  db: Db,
  src: RankedSource<T>,
  f: Filters,
  order: Keyset,
  skip: number,
  size: number,
  sizeUp = false,
) {
  const where = and(filterSql(src as RankedSource<unknown>, f));
  const key = `${src.name}||${JSON.stringify(f)}`;
  const guess = () => estimate(db, key, src.table, where);
  const dense = sizeUp ? await isDense(db, src as RankedSource<unknown>, await guess()) : true;
  const rows = await resumablePage(db, src, `${key}|newest`, where, order, size, skip, dense);
  return { rows, total: await pageTotal(db, key, src.table, where, guess, rows.length, skip, size) };
}

/**
 * "Highest rated" (decision 0077): the rated businesses only, the highest average first, then more
 * reviews, then the directory's order (paying and verified members first, then the newest). The
 * partial index businesses_type_rating_idx (migration 0041) holds that order per company type, with
 * the search vector, so a walk tests the words on its entries and stops after a page.
 */
const BY_RATING = keyset('businesses', ['review_average', 'review_count', 'tier_rank', 'verified', 'created_at'], 'id');
/** Rated: an average, which the reviews module writes from three public reviews on (null below). */
const ratedSql = (minRating?: number) =>
  minRating
    ? sql`businesses.review_average is not null and businesses.review_average >= ${minRating}`
    : sql`businesses.review_average is not null`;
/**
 * Words found in at least this share of the rated businesses are read by walking the rating index
 * (a page after about 1 / share entries per row); rarer words gather their matches from the
 * full-text index and sort the rated ones, when those matches are fewer than the rated businesses.
 */
export const RATED_WALK_SHARE = 0.01;

async function ratedPage(
  db: Db,
  tsq: string | null,
  f: Filters,
  minRating: number | undefined,
  skip: number,
  size: number,
) {
  const src = BUSINESSES;
  const rated = ratedSql(minRating);
  const filters = [rated, ...filterSql(src as RankedSource<unknown>, f)];
  const key = `${src.name}|${tsq ?? ''}|${JSON.stringify(f)}|rated:${minRating ?? ''}`;
  const where = (viaIndex: boolean) => and([...(tsq ? [src.any(tsq, viaIndex ? f : undefined)] : []), ...filters]);
  const guess = await estimate(db, key, src.table, where(false));
  let dense = true;
  if (tsq) {
    const [ratedGuess, matchGuess] = await Promise.all([
      estimate(db, `${src.name}||${JSON.stringify(f)}|rated:${minRating ?? ''}`, src.table, and(filters)),
      estimate(
        db,
        `${src.name}|${tsq}|${JSON.stringify(f)}|any`,
        src.table,
        and([src.any(tsq), ...filterSql(src as RankedSource<unknown>, f)]),
      ),
    ]);
    dense = guess >= ratedGuess * RATED_WALK_SHARE || ratedGuess <= matchGuess;
  }
  const rows = await resumablePage(db, src, `${key}|rated`, where(!dense), BY_RATING, size, skip, dense);
  return { rows, total: await pageTotal(db, key, src.table, where(true), () => guess, rows.length, skip, size) };
}

/**
 * A facet's chosen values as facet_values tokens (decision 0080): `${prefix}:${value}`, booleans
 * as 1 and 0. The contract has already checked and normalised each value.
 */
export type FacetTokens = Partial<Record<SearchFilterFacet, string[]>>;
/** A PostgreSQL text[] literal, every element quoted, sent as one parameter. */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
/**
 * One filter per facet: any of its tokens (values of one facet OR together, facets AND together),
 * on the source's facet_values (businesses, decision 0080; products, decision 0081).
 */
const facetFilters = (
  tokens: FacetTokens,
  except?: SearchFilterFacet,
  src: RankedSource<unknown> = BUSINESSES as RankedSource<unknown>,
): Filters =>
  Object.fromEntries(
    SEARCH_FILTER_FACETS.filter((name) => name !== except && tokens[name]?.length).map((name) => [
      `facet_${name}`,
      sql`${src.table}.facet_values && ${textArray(tokens[name]!)}::text[]`,
    ]),
  );
/** Per facet, the count of each token among the results (above SEARCH_FACET_CAP of them, an estimate). */
export type FacetCounts = Record<SearchFilterFacet, { token: string; count: number; estimated: boolean }[]>;

/** In every row a set's tokens are counted over: how many rows were read. */
const SEEN = '#';
const pgDialect = new PgDialect();
/** A statement as text, its values written in as quoted literals (for ts_stat, which takes a statement as text). */
const inlined = (q: SQL) => pgDialect.sqlToQuery(q.inlineParams()).sql;

/**
 * Disjunctive facet counts in one statement (decision 0080): the facets without a choice are
 * counted over the results as filtered; a facet with a choice over the results filtered by every
 * other facet (so its other values keep their counts). Each set reads at most SEARCH_FACET_CAP + 1
 * matches; a set that has more is counted over its first SEARCH_FACET_CAP, each count scaled by the
 * planner's estimate of the set over the rows counted, and marked estimated (decision 0086).
 * `key` names the search (without its page), for the estimates kept a minute.
 */
async function facetCounts(
  db: Db,
  key: string,
  tsq: string | null,
  more: SQL[],
  f: Filters,
  tokens: FacetTokens,
  src: RankedSource<unknown> = BUSINESSES as RankedSource<unknown>,
): Promise<FacetCounts> {
  const chosen = SEARCH_FILTER_FACETS.filter((name) => tokens[name]?.length);
  // The words as the full-text indexes the filters pick hold them (a company type's own index, so a
  // set's rows are gathered from it and not tested one by one against their stored vectors); plain
  // for the planner's estimates, as in rankedPage.
  const whereOf = (words: string | null, name?: SearchFilterFacet, viaIndex = true) =>
    and([
      ...(words ? [src.any(words, viaIndex ? f : undefined)] : []),
      ...more,
      ...filterSql(src, { ...f, ...facetFilters(tokens, name, src) }),
    ]);
  const sets = [
    { key: '', where: whereOf(tsq) },
    ...chosen.map((name) => ({ key: name as string, where: whereOf(tsq, name) })),
  ];
  const cap = SEARCH_FACET_CAP;
  // Each set's first cap + 1 rows (the one past the cap tells there are more), their tokens counted
  // by ts_stat over a tsvector of each row's tokens: one pass in C, three to four times faster than
  // unnesting every array and grouping the tokens (decision 0086). SEEN, in every row and of no
  // token's form, counts the rows read. ts_stat runs a statement given as text: each set's, with its
  // values written in as quoted literals, sent as one parameter.
  const parts = sets.map((s) => {
    const read = inlined(
      sql`select array_to_tsvector(${src.table}.facet_values || ${sql.raw(`'{${SEEN}}'`)}::text[]) from ${src.table} where ${s.where} limit ${cap + 1}`,
    );
    const only = s.key
      ? sql`where word like ${`${SEARCH_FACET_PREFIX[s.key as SearchFilterFacet]}:%`} or word = ${SEEN}`
      : sql``;
    return sql`(select ${s.key}::text as g, word as t, ndoc::int as n from ts_stat(${read}) ${only})`;
  });
  const rows = rowsOf<{ g: string; t: string; n: number }>(await db.execute(sql.join(parts, sql` union all `)));
  const seen = new Map(rows.filter((r) => r.t === SEEN).map((r) => [r.g, Number(r.n)]));
  // A set above the cap: its sample's counts times the planner's estimate of the set (never below
  // the rows seen) over the rows counted.
  const scale = new Map<string, number>();
  for (const [g, n] of seen) if (n > cap) scale.set(g, 0);
  // The planner guesses a last word typed as a prefix ('gearworks:*') at a fixed share of the table
  // when few known words begin with it; the set holds at least the whole word's matches, which its
  // statistics count well.
  const whole = tsq?.replace(/:\*$/, '');
  for (const g of scale.keys()) {
    const name = (g || undefined) as SearchFilterFacet | undefined;
    const guesses = await Promise.all(
      [...new Set([tsq, whole])].map((w) =>
        estimate(db, `${key}|facets:${g}|${w}`, src.table, whereOf(w ?? null, name, false)),
      ),
    );
    scale.set(g, Math.max(seen.get(g)!, ...guesses) / seen.get(g)!);
  }
  const byPrefix = new Map(SEARCH_FILTER_FACETS.map((name) => [SEARCH_FACET_PREFIX[name], name]));
  const out = Object.fromEntries(SEARCH_FILTER_FACETS.map((name) => [name, []])) as unknown as FacetCounts;
  for (const r of rows) {
    if (r.t === SEEN) continue;
    const name = byPrefix.get(r.t.slice(0, r.t.indexOf(':')));
    // A facet with a choice is counted from its own set only.
    if (!name || (r.g === '' ? chosen.includes(name) : r.g !== name)) continue;
    const by = scale.get(r.g);
    out[name].push({ token: r.t, count: by ? Math.round(Number(r.n) * by) : Number(r.n), estimated: !!by });
  }
  return out;
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
      await db.execute(
        sql`select word from search_words where word % ${w} order by similarity(word, ${w}) desc, word limit 1`,
      ),
    );
    return hit?.word ?? w;
  },

  async businesses(
    db: Db,
    o: {
      tsq: string | null;
      type: string | null;
      country: string | null;
      repliesFast?: boolean;
      minRating?: number;
      sort?: SearchSort;
      /** Filters with counts (decision 0080): each facet's chosen tokens. */
      facets?: FacetTokens;
      /** Count every facet's values too. */
      withFacets?: boolean;
      skip: number;
      size: number;
    },
  ): Promise<{ rows: BusinessWithCategories[]; total: number; facets?: FacetCounts }> {
    const f: Filters = {
      business_type_code: o.type,
      country_code: o.country,
      replies_fast: o.repliesFast
        ? sql`(businesses.responsiveness->>'rate')::numeric >= ${REPLIES_FAST_RATE} and (businesses.responsiveness->>'sample')::int >= ${RESPONSIVENESS.minSample}`
        : null,
    };
    const tokens = o.facets ?? {};
    const more: SQL[] = [];
    if (o.sort === 'rating') more.push(ratedSql(o.minRating));
    else if (o.minRating) f.min_rating = ratedSql(o.minRating);
    const filtered = { ...f, ...facetFilters(tokens) };
    const page =
      o.sort === 'rating'
        ? await ratedPage(db, o.tsq, filtered, o.minRating, o.skip, o.size)
        : o.tsq
          ? await rankedPage(db, BUSINESSES, o.tsq, filtered, o.skip, o.size)
          : await newestPage(db, BUSINESSES, filtered, NEWEST_BUSINESSES, o.skip, o.size, !!o.minRating);
    if (!o.withFacets) return page;
    const key = `facets|${o.tsq ?? ''}|${JSON.stringify(f)}|${o.sort === 'rating' ? `rated:${o.minRating ?? ''}` : ''}|${JSON.stringify(tokens)}`;
    return { ...page, facets: await facetCounts(db, key, o.tsq, more, f, tokens) };
  },

  /**
   * Products: the words, and filters with counts over products (decision 0081: their
   * facet_values, their business's tokens with their own industry and category).
   */
  async products(
    db: Db,
    o: { tsq: string | null; facets?: FacetTokens; withFacets?: boolean; skip: number; size: number },
  ): Promise<{ rows: ProductHit[]; total: number; facets?: FacetCounts }> {
    const src = PRODUCTS as RankedSource<unknown>;
    const tokens = o.facets ?? {};
    const f = facetFilters(tokens, undefined, src);
    const filtered = Object.keys(f).length > 0;
    const page = o.tsq
      ? await rankedPage(db, PRODUCTS, o.tsq, f, o.skip, o.size)
      : await newestPage(db, PRODUCTS, f, NEWEST_PRODUCTS, o.skip, o.size, filtered);
    if (!o.withFacets) return page;
    const key = `product-facets|${o.tsq ?? ''}|${JSON.stringify(tokens)}`;
    return { ...page, facets: await facetCounts(db, key, o.tsq, [], {}, tokens, src) };
  },

  async users(db: Db, o: { tsq: string | null; country: string | null; skip: number; size: number }) {
    const f: Filters = { country_code: o.country };
    if (o.tsq) return rankedPage(db, MEMBERS, o.tsq, f, o.skip, o.size);
    return newestPage(db, MEMBERS, f, MEMBERS.order, o.skip, o.size);
  },

  /**
   * How many businesses of each type, products and members match `tsq`, in one statement (the
   * results page's "other types" line, decision 0045). Each side reads at most `cap` matches from the
   * full-text index (businesses: `cap` for each type there can be), so a common word costs a
   * bounded read; a side that reached its limit is reported as `capped`.
   */
  async countsByKind(db: Db, o: { tsq: string; country: string | null; cap: number; types: readonly string[] }) {
    const inCountry = (col: SQL) => (o.country ? sql`and ${col} = ${o.country}` : sql``);
    const businessLimit = o.cap * o.types.length;
    const res = await db.execute(sql`
      select 'B' as side, t as type, count(*)::int as n, ${businessLimit}::int as lim from (
        select businesses.business_type_code as t from businesses
        where ${BUSINESSES.any(o.tsq)} and ${BUSINESSES.listed!} ${inCountry(sql`businesses.country_code`)}
        limit ${businessLimit}) b group by t
      union all
      select 'P', null, count(*)::int, ${o.cap}::int from (
        select 1 from products where ${PRODUCTS.any(o.tsq)} and ${PRODUCTS.listed!} limit ${o.cap}) p
      union all
      select 'U', null, count(*)::int, ${o.cap}::int from (
        select 1 from profiles where ${MEMBERS.any(o.tsq)} ${inCountry(sql`profiles.country_code`)} limit ${o.cap}) u`);
    const rows = rowsOf<{ side: 'B' | 'P' | 'U'; type: string | null; n: number }>(res);
    const businessesRead = rows.filter((r) => r.side === 'B').reduce((a, r) => a + Number(r.n), 0);
    const businessesCapped = businessesRead >= businessLimit;
    const byType = new Map(rows.filter((r) => r.side === 'B').map((r) => [r.type!, Number(r.n)]));
    const one = (side: 'P' | 'U') => Number(rows.find((r) => r.side === side)?.n ?? 0);
    const clamp = (n: number, capped: boolean) => ({ total: Math.min(n, o.cap), capped: capped || n >= o.cap });
    return {
      businessTypes: o.types.map((type) => ({ type, ...clamp(byType.get(type) ?? 0, businessesCapped) })),
      products: clamp(one('P'), false),
      members: clamp(one('U'), false),
    };
  },

  /** The newest `perType` businesses of each type, grouped in the order of `types`, each group oldest first (newest last). */
  async lastRegistered(db: Db, types: readonly string[], perType: number) {
    const res = await db.execute(sql`
      select id, business_type_code as type, created_at from (
        select id, business_type_code, created_at,
               row_number() over (partition by business_type_code order by created_at desc, id) as n
        from businesses where hidden_at is null and business_type_code in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
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
      where lower(p.name) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} and not p.hidden
      order by similarity(lower(p.name), ${q.toLowerCase()}) desc, p.name limit ${limit}`);
    return rowsOf<{ id: string; name: string; company_name: string }>(res);
  },
};
