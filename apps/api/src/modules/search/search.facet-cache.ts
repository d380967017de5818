/**
 * Facet counts of searches without words, kept (decision 0086). Browsing by filters asks the same
 * few hundred combinations of company type, country and filters over and over, and each costs
 * reading up to SEARCH_FACET_CAP + 1 businesses per set; the counts change only when a business
 * does. They are kept in the cache store (Redis with REDIS_URL, so every process reads the same
 * entries; else memory) under the `search` tag, which every write that changes what search shows
 * invalidates (core/cache-tags.ts), the same tag that drops the cached search pages and answers.
 * A count read started before such an invalidation is not stored (the store's epoch), so a write
 * shows in the next count. Kept whether or not the page cache is on: they are the search's own.
 */
import { createHash } from 'node:crypto';
import { cacheTags } from '../../core/cache-tags.js';
import type { FacetCounts, FacetTokens } from './search.repo.js';

/**
 * What is used of the cache store (modules/cache/cache-store.ts, which app.ts passes): entries
 * with tags, and the epoch that refuses a value read before an invalidation of one of its tags.
 */
export type TaggedStore = {
  get(key: string): Promise<Buffer | null>;
  set(key: string, value: Buffer, tags: readonly string[], ttlSeconds: number, since: number): Promise<boolean>;
  epoch(): Promise<number>;
};

/** What the counts of a search without words depend on: everything but the page asked. */
export type FacetCountKey = {
  type: string;
  country: string | null;
  repliesFast?: boolean;
  minRating?: number;
  /** 'rating' counts the rated businesses only. */
  rated: boolean;
  tokens: FacetTokens;
};

export type FacetCountCache = {
  /** The kept counts, or null, and the store's epoch to pass to `keep` (taken before the counts are read). */
  read(key: FacetCountKey): Promise<{ counts: FacetCounts | null; since: number }>;
  /** Keeps counts read since `since`, unless the `search` tag was invalidated in between. */
  keep(key: FacetCountKey, counts: FacetCounts, since: number): Promise<void>;
  /**
   * The counts of `key` this process is reading now, if any: a miss while they are read waits for
   * them instead of counting the same sets again (null: that read failed).
   */
  inFlight(key: FacetCountKey): Promise<FacetCounts | null> | undefined;
  /** Marks the counts of `key` as being read until `read` settles. */
  reading(key: FacetCountKey, read: Promise<FacetCounts | null>): void;
};

/** The entry's name: the key with each facet's tokens sorted (the order of a request's values changes nothing). */
export function facetCountKeyName(k: FacetCountKey): string {
  const tokens = Object.entries(k.tokens)
    .filter(([, list]) => list?.length)
    .map(([name, list]) => [name, [...new Set(list)].sort()])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  const text = JSON.stringify([k.type, k.country, !!k.repliesFast, k.minRating ?? null, k.rated, tokens]);
  return `search:facets:${createHash('sha256').update(text).digest('base64url')}`;
}

export function createFacetCountCache(store: TaggedStore, ttlSeconds: number): FacetCountCache {
  const reads = new Map<string, Promise<FacetCounts | null>>();
  return {
    inFlight: (key) => reads.get(facetCountKeyName(key)),
    reading(key, read) {
      const name = facetCountKeyName(key);
      const settled = read.catch(() => null);
      reads.set(name, settled);
      void settled.then(() => {
        if (reads.get(name) === settled) reads.delete(name);
      });
    },
    async read(key) {
      const since = await store.epoch();
      const hit = await store.get(facetCountKeyName(key));
      if (!hit) return { counts: null, since };
      try {
        return { counts: JSON.parse(hit.toString('utf8')) as FacetCounts, since };
      } catch {
        return { counts: null, since };
      }
    },
    async keep(key, counts, since) {
      await store.set(
        facetCountKeyName(key),
        Buffer.from(JSON.stringify(counts)),
        [cacheTags.search],
        ttlSeconds,
        since,
      );
    },
  };
}
