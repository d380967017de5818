/**
 * The rate-limit port: counters in process memory by default, in Redis when REDIS_URL is set
 * (so every API process behind a load balancer shares them). Built on rate-limiter-flexible.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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

export function createLimiterFactory(redis?: Redis, namespace = 'wbn'): LimiterFactory {
  return (name, points, duration) => {
    const opts = { keyPrefix: `${namespace}:rl:${name}`, points: Math.max(points, 1), duration };
    // With Redis away the limiter fails at once (503, lib/unavailable.ts) instead of queueing the call.
    const rl: RateLimiterAbstract = redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, rejectIfRedisNotReady: true })
      : new RateLimiterMemory(opts);
    /** Tells the request's answer where this limit stands (RateLimit-Policy / RateLimit). */
    const note = (res: RateLimiterRes | null) =>
      noteRateLimit({
        name,
        quota: opts.points,
        windowSeconds: duration,
        remaining: res ? res.remainingPoints : opts.points,
        resetSeconds: res ? Math.ceil(res.msBeforeNext / 1000) : duration,
      });
    return {
      async consume(key) {
        try {
          const res = await rl.consume(key);
          note(res);
          return res.consumedPoints;
        } catch (e) {
          if (e instanceof RateLimiterRes) {
            note(e);
            throw tooMany(e.msBeforeNext);
          }
          throw e;
        }
      },
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
