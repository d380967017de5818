/**
 * The search engine built: PostgreSQL full text (decisions 0007, 0010), behind the search port
 * (`search-engine.ts`). Adds typo tolerance to the repo's ranked pages: when nothing matches, the
 * search runs once more with each word replaced by the closest known word.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { SearchEngine } from './search-engine.js';
import { parseQuery, searchRepo, toTsquery } from './search.repo.js';

/**
 * The query's tsquery, or with English alternatives (search-languages.ts) one OR branch each, all
 * whole words: words typed in another language are typed whole, and a query without a prefix is
 * the one the indexes read fastest ('(valvulas) | (valves)').
 */
export function withAlternatives(words: string[], also: readonly (readonly string[])[] | undefined): string {
  const alternatives = (also ?? []).map((a) => parseQuery(a.join(' ')).words).filter((a) => a.length);
  if (!alternatives.length) return toTsquery(words);
  return [words, ...alternatives].map((a) => `(${toTsquery(a, false)})`).join(' | ');
}

export function createPostgresSearchEngine(db: Db): SearchEngine {
  // How many meaningful terms a query has depends only on its text (stop words), and the closest
  // known word changes only as the vocabulary grows: both are kept for a while in process.
  const termCounts = new LRUCache<string, number>({ max: 5_000 });
  const corrections = new LRUCache<string, string>({ max: 5_000, ttl: 10 * 60_000 });
  async function termCount(tsq: string) {
    let n = termCounts.get(tsq);
    if (n === undefined) termCounts.set(tsq, (n = await searchRepo.termCount(db, tsq)));
    return n;
  }
  async function correct(words: string[]) {
    return Promise.all(
      words.map(async (w) => {
        let fixed = corrections.get(w);
        if (fixed === undefined) corrections.set(w, (fixed = await searchRepo.correctWord(db, w)));
        return fixed;
      }),
    );
  }

  /**
   * Runs `find` with the query's words; when nothing matches, once more with each word replaced
   * by the closest known word (typo tolerance).
   */
  async function withTypoTolerance<R extends { total: number }>(
    text: string,
    find: (tsq: string | null) => Promise<R>,
    also?: readonly (readonly string[])[],
  ): Promise<R> {
    const { words } = parseQuery(text);
    if (!words.length) return find(null);
    const tsq = withAlternatives(words, also);
    if ((await termCount(tsq)) === 0) return find(null); // only stop words
    const first = await find(tsq);
    if (first.total > 0) return first;
    const corrected = await correct(words);
    if (corrected.join(' ') === words.join(' ')) return first;
    return find(toTsquery(corrected, false));
  }

  return {
    name: 'postgres',
    businesses: (q) =>
      withTypoTolerance(
        q.text,
        (tsq) =>
          searchRepo.businesses(db, {
            tsq,
            type: q.type,
            country: q.country,
            repliesFast: q.repliesFast,
            minRating: q.minRating,
            sort: q.sort,
            facets: q.facets,
            withFacets: q.withFacets,
            skip: q.skip,
            size: q.size,
          }),
        q.also,
      ),
    products: (q) =>
      withTypoTolerance(
        q.text,
        (tsq) =>
          searchRepo.products(db, {
            tsq,
            facets: q.facets,
            withFacets: q.withFacets,
            skip: q.skip,
            size: q.size,
          }),
        q.also,
      ),
    members: (q) =>
      withTypoTolerance(
        q.text,
        (tsq) => searchRepo.users(db, { tsq, country: q.country, skip: q.skip, size: q.size }),
        q.also,
      ),
    async countsByKind(q) {
      const none = { total: 0, capped: false };
      const empty = { businessTypes: q.types.map((type) => ({ type, ...none })), products: none, members: none };
      const { words } = parseQuery(q.text);
      if (!words.length) return empty;
      const tsq = withAlternatives(words, q.also);
      if ((await termCount(tsq)) === 0) return empty;
      const count = (t: string) =>
        searchRepo.countsByKind(db, { tsq: t, country: q.country, cap: q.cap, types: q.types });
      const first = await count(tsq);
      const found = (c: typeof first) =>
        c.products.total + c.members.total + c.businessTypes.reduce((a, b) => a + b.total, 0);
      if (found(first) > 0) return first;
      // Nothing at all: count what the searches themselves would show, with the closest known words.
      const corrected = await correct(words);
      return corrected.join(' ') === words.join(' ') ? first : count(toTsquery(corrected, false));
    },
    suggestCompanies: (text, limit) => searchRepo.suggestCompanies(db, text, limit),
    suggestProducts: (text, limit) => searchRepo.suggestProducts(db, text, limit),
    changed: () => Promise.resolve(), // search vectors are kept by triggers, in the writing transaction
  };
}
