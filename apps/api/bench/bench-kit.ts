/**
 * What several benchmarks need besides their figures (bench-output.ts): a sentence for what a run
 * lacks, addresses printed without passwords, a bounded worker pool, and the Redis check of the
 * two-process runs (bench:chat, bench:load), and stopping a server before its data directory goes.
 */
import { rmSync } from 'node:fs';
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
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    throw new NeedsError(
      `--processes 2 needs Redis: none answers at ${shown(url)} (${(e as Error).message}). Start one, or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops servers started with `detached: true` (npx, tsx and node in one process group) and waits,
 * at most `waitMs`, until every process of each group is gone: an embedded database still writing
 * its files while they are removed makes the removal fail (ENOTEMPTY).
 */
export async function stopGroups(pids: (number | undefined)[], waitMs = 10_000) {
  const groups = pids.filter((pid): pid is number => pid !== undefined);
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const until = Date.now() + waitMs;
  while (groups.some((pid) => alive(-pid)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

/** Removes a benchmark's data directory; a failure is reported, not thrown: the figures are already measured. */
export function removeDataDir(dir: string) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (e) {
    console.error(`could not remove ${dir}: ${(e as Error).message}`);
  }
}
