/**
 * The rate-limit port: counters in process memory by default, in Redis when REDIS_URL is set
 * (so every API process behind a load balancer shares them). Built on rate-limiter-flexible.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.js';

export type Limiter = {
  /** Counts one hit; throws 429 TooManyRequests when the key is over its budget. */
  consume(key: string): Promise<void>;
  /** True when the key has no budget left (does not count a hit). */
  isBlocked(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
};

export type LimiterFactory = (name: string, points: number, durationSeconds: number) => Limiter;

export function createLimiterFactory(redis?: Redis, namespace = 'wbn'): LimiterFactory {
  return (name, points, duration) => {
    const opts = { keyPrefix: `${namespace}:rl:${name}`, points: Math.max(points, 1), duration };
    const rl: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...opts, storeClient: redis }) : new RateLimiterMemory(opts);
    return {
      async consume(key) {
        try {
          await rl.consume(key);
        } catch (e) {
          if (e instanceof RateLimiterRes) {
            const err = new AppError('TooManyRequests', 'Too many attempts, please try again later') as AppError & { retryAfter?: number };
            err.retryAfter = Math.ceil(e.msBeforeNext / 1000);
            throw err;
          }
          throw e;
        }
      },
      async isBlocked(key) {
        const res = await rl.get(key);
        return !!res && res.remainingPoints <= 0;
      },
      async reset(key) {
        await rl.delete(key);
      },
    };
  };
}
