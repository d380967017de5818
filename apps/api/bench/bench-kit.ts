/**
 * What several benchmarks need besides their figures (bench-output.ts): a sentence for what a run
 * lacks, addresses printed without passwords, a bounded worker pool, and the Redis check of the
 * two-process runs (bench:chat, bench:load).
 */
import { Redis } from 'ioredis';

/** What the run needs and does not have: printed as a sentence, without a stack. */
export class NeedsError extends Error {}

/** An address to print: never its password. */
export const shown = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

/** Runs `work` over `items` with at most `n` at a time. */
export async function pool<T, R>(items: T[], n: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

/** Redis for two API processes: reachable, or a NeedsError that says so. */
export async function requireRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    throw new NeedsError(`--processes 2 needs Redis: none answers at ${shown(url)} (${(e as Error).message}). Start one, or set REDIS_URL.`);
  } finally {
    redis.disconnect();
  }
}
