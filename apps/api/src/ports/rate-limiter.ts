/**
 * The rate-limit port: counters in process memory by default, in Redis when REDIS_URL is set
 * (so every API process behind a load balancer shares them). Built on rate-limiter-flexible; the
 * memory counters are its arithmetic on a clock of the port's (`memoryCounters`), so a test moves
 * the clock across a window instead of waiting it out.
 */
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.js';
import { noteRateLimit } from '../lib/rate-limit-headers.js';

export type Limiter = {
  /**
   * Counts one hit and answers the hits now in the window; throws 429 TooManyRequests (with the
   * seconds left) when the key is over its budget. Counting before the work it guards is what
   * holds a limit under simultaneous requests: each one sees the hits of those before it.
   */
  consume(key: string): Promise<number>;
  /**
   * `consume` answered at once, without a promise, where the counters are in this process's
   * memory (absent on Redis's): the per-address read limit counts every page and read with it
   * (decision 0084).
   */
  consumeNow?(key: string): number;
  /** Throws 429 TooManyRequests (with the seconds left) when the key has no budget left; counts nothing. */
  assertOpen(key: string): Promise<void>;
  /** Counts one hit (or `points`) without ever refusing (e.g. a failed login, counted after the fact); answers the hits now in the window. */
  hit(key: string, points?: number): Promise<number>;
  /** Takes back one hit counted by `consume` (e.g. a code that proved right after all). */
  giveBack(key: string): Promise<void>;
  /** Whether the key still has budget left; notes the limit, counts nothing, never refuses. */
  isOpen(key: string): Promise<boolean>;
  /** Refuses the key (assertOpen, consume) for the next `seconds`, whatever its count. */
  block(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
};

const tooMany = (msBeforeNext: number) => {
  const err = new AppError('TooManyRequests', 'Too many attempts, please try again later') as AppError & {
    retryAfter?: number;
  };
  err.retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return err;
};

export type LimiterFactory = (name: string, points: number, durationSeconds: number) => Limiter;

/** What the port asks of a store of counters: rate-limiter-flexible's calls, answered with its RateLimiterRes. */
type Counters = Pick<RateLimiterAbstract, 'consume' | 'get' | 'penalty' | 'reward' | 'block' | 'delete'>;

/** Expired counters are swept at most this often (each is also dropped when next touched). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in this process's memory, read on `now`: rate-limiter-flexible's RateLimiterMemory
 * (a fixed window from a key's first hit; `block` holds a key over its budget for the seconds
 * given, 0 for good), except that a window ends when `now` passes its end rather than when a
 * timer fires.
 */
function memoryCounters(
  points: number,
  durationSeconds: number,
  now: () => number,
): Counters & { consumeNow(key: string): RateLimiterRes } {
  const counts = new Map<string, { value: number; until: number | null }>();
  let swept = now();
  /** The key's counter while its window lasts. */
  const live = (key: string) => {
    const c = counts.get(key);
    if (c && c.until !== null && c.until <= now()) {
      counts.delete(key);
      return undefined;
    }
    return c;
  };
  /** A new window for the key, holding `value`, for `seconds` (0: no end). */
  const start = (key: string, value: number, seconds: number) => {
    const at = now();
    if (at - swept >= SWEEP_EVERY_MS) {
      swept = at;
      for (const [k, c] of counts) if (c.until !== null && c.until <= at) counts.delete(k);
    }
    const c = { value, until: seconds > 0 ? at + seconds * 1000 : null };
    counts.set(key, c);
    return c;
  };
  const answer = (c: { value: number; until: number | null }, first = false) =>
    new RateLimiterRes(Math.max(points - c.value, 0), c.until === null ? -1 : c.until - now(), c.value, first);
  const add = (key: string, by: number) => {
    const c = live(key);
    if (!c) return answer(start(key, by, durationSeconds), true);
    c.value += by;
    return answer(c);
  };
  /** One hit, answered at once; throws the answer when the key is over its budget. */
  const consumeNow = (key: string | number, pointsToConsume = 1) => {
    const res = add(String(key), pointsToConsume);
    if (res.consumedPoints > points) throw res;
    return res;
  };
  return {
    consumeNow,
    async consume(key: string | number, pointsToConsume = 1) {
      return consumeNow(key, pointsToConsume);
    },
    get: async (key: string | number) => {
      const c = live(String(key));
      return c ? answer(c) : null;
    },
    penalty: async (key: string | number, by = 1) => add(String(key), by),
    reward: async (key: string | number, by = 1) => add(String(key), -by),
    block: async (key: string | number, seconds: number) => answer(start(String(key), points + 1, seconds)),
    delete: async (key: string | number) => counts.delete(String(key)),
  };
}

/**
 * The limiters, in Redis when given (shared by every process, on Redis's clock), else in this
 * process's memory on `now` (default Date.now; tests pass a clock they move).
 */
export function createLimiterFactory(redis?: Redis, namespace = 'wbn', now: () => number = Date.now): LimiterFactory {
  return (name, points, duration) => {
    const opts = { keyPrefix: `${namespace}:rl:${name}`, points: Math.max(points, 1), duration };
    // With Redis away the limiter fails at once (503, lib/unavailable.ts) instead of queueing the call.
    const memory = redis ? undefined : memoryCounters(opts.points, duration, now);
    const rl: Counters = memory ?? new RateLimiterRedis({ ...opts, storeClient: redis, rejectIfRedisNotReady: true });
    /** Tells the request's answer where this limit stands (RateLimit-Policy / RateLimit). */
    const note = (res: RateLimiterRes | null) =>
      noteRateLimit({
        name,
        quota: opts.points,
        windowSeconds: duration,
        remaining: res ? res.remainingPoints : opts.points,
        resetSeconds: res ? Math.ceil(res.msBeforeNext / 1000) : duration,
      });
    /** A refusal of the counters as the port's 429 (noted); anything else as it is. */
    const refusal = (e: unknown) => {
      if (!(e instanceof RateLimiterRes)) return e;
      note(e);
      return tooMany(e.msBeforeNext);
    };
    return {
      async consume(key) {
        try {
          const res = await rl.consume(key);
          note(res);
          return res.consumedPoints;
        } catch (e) {
          throw refusal(e);
        }
      },
      ...(memory && {
        consumeNow(key: string) {
          try {
            const res = memory.consumeNow(key);
            note(res);
            return res.consumedPoints;
          } catch (e) {
            throw refusal(e);
          }
        },
      }),
      async assertOpen(key) {
        const res = await rl.get(key);
        note(res);
        if (res && res.remainingPoints <= 0) throw tooMany(res.msBeforeNext);
      },
      async hit(key, points = 1) {
        return (await rl.penalty(key, points)).consumedPoints;
      },
      async giveBack(key) {
        await rl.reward(key, 1);
      },
      async isOpen(key) {
        const res = await rl.get(key);
        note(res);
        return !res || res.remainingPoints > 0;
      },
      async block(key, seconds) {
        await rl.block(key, seconds);
      },
      async reset(key) {
        await rl.delete(key);
      },
    };
  };
}
