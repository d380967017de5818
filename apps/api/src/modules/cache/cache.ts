/**
 * The caches of public pages and API reads (decision 0019), made once per app: one store (Redis with REDIS_URL,
 * else memory), the page cache over it, and `invalidate`, which the services call after writes.
 *
 * Redis away: reads and fills of the cache are skipped (pages are rendered, answers computed), so
 * the site stays up; an invalidation fails like any other write that needs Redis (503, the client
 * tries again), because a write whose old pages stayed cached would be worse than a retry.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import { createMemoryCacheStore, createRedisCacheStore, type CacheStore } from './cache-store.js';
import { createPageCache, type PageCache } from './page-cache.js';
import type { Invalidate } from '../../core/cache-tags.js';

export type Caches = { store: CacheStore; pageCache: PageCache | undefined; invalidate: Invalidate };

/** A store whose reads and fills never fail: a lost backing service means a miss. */
function forgiving(store: CacheStore, log: FastifyBaseLogger): CacheStore {
  const warn = (what: string) => (err: unknown) => {
    log.warn({ err }, `cache ${what} failed; answering without the cache`);
    return null;
  };
  return {
    kind: store.kind,
    get: (key) => store.get(key).catch(warn('read')),
    ...(store.peek ? { peek: store.peek } : {}),
    // Nothing is stored after a failed epoch read (NaN): its render may have missed an invalidation.
    set: (key, value, tags, ttl, since) =>
      Number.isNaN(since) ? Promise.resolve(false) : store.set(key, value, tags, ttl, since).catch(() => false),
    epoch: () => store.epoch().catch(() => Number.NaN),
    invalidate: (tags) => store.invalidate(tags),
  };
}

export function createCaches(config: Config, redis: Redis | undefined, log: FastifyBaseLogger): Caches {
  const raw = redis
    ? createRedisCacheStore(redis, config.RATE_LIMIT_NAMESPACE)
    : createMemoryCacheStore(config.PAGE_CACHE_MEMORY_MB * 1024 * 1024);
  const store = forgiving(raw, log);
  const pageCache = config.PAGE_CACHE
    ? createPageCache({
        store,
        ttlSeconds: config.PAGE_CACHE_TTL_SECONDS,
        sMaxAge: config.PAGE_CACHE_S_MAXAGE,
        staleWhileRevalidate: config.PAGE_CACHE_STALE_WHILE_REVALIDATE,
      })
    : undefined;
  const invalidate: Invalidate = async (tags) => {
    if (tags.length) await store.invalidate([...new Set(tags)]);
  };
  return { store, pageCache, invalidate };
}
