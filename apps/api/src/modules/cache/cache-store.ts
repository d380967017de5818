/**
 * Where cached answers live (decision 0019): in Redis when REDIS_URL is set, so every process
 * reads the same entries and an invalidation through one is seen by all; else in this process's
 * memory (an LRU bounded in bytes).
 *
 * Entries carry tags (`business:<id>`, `search`...). `invalidate(tags)` deletes every entry with
 * one of them. A render that started before an invalidation of one of its tags must not store
 * what it read: callers take `epoch()` before reading and pass it to `set`, which refuses when a
 * tag was invalidated since (a counter, so clocks of different machines do not matter).
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export type CacheStore = {
  kind: 'memory' | 'redis';
  get(key: string): Promise<Buffer | null>;
  /**
   * The entry now, without a promise, where the store can answer at once (in memory); absent on a
   * store that must ask over the network (Redis). A page cache hit in memory makes no promise
   * (decision 0084).
   */
  peek?(key: string): Buffer | null;
  /** Stores unless one of `tags` was invalidated after `since` (an `epoch()`); true when stored. */
  set(key: string, value: Buffer, tags: readonly string[], ttlSeconds: number, since: number): Promise<boolean>;
  epoch(): Promise<number>;
  invalidate(tags: readonly string[]): Promise<void>;
};

export function createMemoryCacheStore(maxBytes = 64 * 1024 * 1024): CacheStore {
  const tagIndex = new Map<string, Set<string>>();
  const entries = new LRUCache<string, { value: Buffer; tags: readonly string[] }>({
    maxSize: maxBytes,
    sizeCalculation: (e, key) => e.value.length + key.length + 64,
    ttlAutopurge: false,
    dispose: (e, key) => {
      for (const tag of e.tags) {
        const keys = tagIndex.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) tagIndex.delete(tag);
      }
    },
  });
  // When each tag was last invalidated (only the recent past matters: renders take seconds).
  const invalidatedAt = new LRUCache<string, number>({ max: 100_000, ttl: 10 * 60_000 });
  let epoch = 0;
  return {
    kind: 'memory',
    async get(key) {
      return entries.get(key)?.value ?? null;
    },
    peek(key) {
      return entries.get(key)?.value ?? null;
    },
    async set(key, value, tags, ttlSeconds, since) {
      if (tags.some((t) => (invalidatedAt.get(t) ?? -1) > since)) return false;
      entries.set(key, { value, tags }, { ttl: ttlSeconds * 1000 });
      if (!entries.has(key)) return false; // larger than the whole cache
      for (const tag of tags) {
        let keys = tagIndex.get(tag);
        if (!keys) tagIndex.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return true;
    },
    async epoch() {
      return epoch;
    },
    async invalidate(tags) {
      epoch++;
      for (const tag of tags) {
        invalidatedAt.set(tag, epoch);
        for (const key of [...(tagIndex.get(tag) ?? [])]) entries.delete(key);
        tagIndex.delete(tag);
      }
    },
  };
}

/** KEYS: entry; ARGV: value, ttl, since, tag... — stores and indexes the entry unless a tag was invalidated after `since`. */
const SET_SCRIPT = `
local ns = ARGV[4]
for i = 5, #ARGV do
  local at = redis.call('GET', ns .. 'inv:' .. ARGV[i])
  if at and tonumber(at) > tonumber(ARGV[3]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
for i = 5, #ARGV do
  local set = ns .. 'tag:' .. ARGV[i]
  redis.call('SADD', set, KEYS[1])
  redis.call('EXPIRE', set, tonumber(ARGV[2]) * 2)
end
return 1`;

/** ARGV: namespace, tag... — bumps the epoch, notes it on each tag and deletes the tag's entries. */
const INVALIDATE_SCRIPT = `
local ns = ARGV[1]
local e = redis.call('INCR', ns .. 'epoch')
for i = 2, #ARGV do
  local set = ns .. 'tag:' .. ARGV[i]
  redis.call('SET', ns .. 'inv:' .. ARGV[i], e, 'EX', 600)
  local keys = redis.call('SMEMBERS', set)
  for j = 1, #keys, 500 do
    redis.call('DEL', unpack(keys, j, math.min(j + 499, #keys)))
  end
  redis.call('DEL', set)
end
return e`;

/** `namespace` separates deployments sharing a Redis (RATE_LIMIT_NAMESPACE) and tests. */
export function createRedisCacheStore(redis: Redis, namespace: string): CacheStore {
  const ns = `${namespace}:cache:`;
  return {
    kind: 'redis',
    async get(key) {
      return redis.getBuffer(ns + key);
    },
    async set(key, value, tags, ttlSeconds, since) {
      const stored = await redis.eval(SET_SCRIPT, 1, ns + key, value, String(ttlSeconds), String(since), ns, ...tags);
      return stored === 1;
    },
    async epoch() {
      return Number((await redis.get(`${ns}epoch`)) ?? 0);
    },
    async invalidate(tags) {
      if (tags.length) await redis.eval(INVALIDATE_SCRIPT, 0, ns, ...tags);
    },
  };
}
