/**
 * Builds the platform every feature module is made from (core/platform.ts, decision 0066): Redis
 * when configured, the durable job queue and the event seam (decisions 0022, 0023), the rate
 * limiters, the caches and the search engine that hear of every write (decisions 0019, 0020), the
 * pub/sub the processes talk over, storage and the checks of uploads, the block check (decision
 * 0056) and the server's secret.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createBlockPolicy } from '../core/block-policy.js';
import type { Invalidate } from '../core/cache-tags.js';
import { createEventBus } from '../core/events.js';
import { createJobQueue } from '../core/jobs.js';
import type { Platform } from '../core/platform.js';
import { createLimiterFactory } from '../ports/rate-limiter.js';
import { createPubSub } from '../ports/pubsub.js';
import { createStorageFromConfig } from '../ports/storage.js';
import { loadJwtSecret } from '../modules/auth/index.js';
import { createCaches } from '../modules/cache/index.js';
import { createDocumentCheck, createPhotoCheck } from '../modules/files/index.js';
import { createPostgresSearchEngine } from '../modules/search/index.js';
import { createMetrics } from '../modules/system/index.js';

export async function createPlatform(app: FastifyInstance, config: Config, database: Database, now?: () => number) {
  // A command waits at most 2 s (queued while reconnecting): with Redis away, requests answer 503 instead of hanging.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, commandTimeout: 2000 })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; while Redis is away, commands fail and requests answer 503 (lib/unavailable.ts).
    redis.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  const db = database.db;
  // Request durations per route pattern and status, jobs, the caches' hits (GET /metrics).
  const metrics = createMetrics();
  metrics.sources.pool = database.poolStats;
  // Every e-mail and scheduled run goes through the queue; each process runs a worker.
  const queue = createJobQueue({
    db,
    log: app.log,
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    backoffBaseMs: config.JOBS_BACKOFF_BASE_MS,
    backoffMaxMs: config.JOBS_BACKOFF_MAX_MS,
    observe: metrics.observeJob,
    now,
  });
  // Rendered public pages and public API reads; the search engine hears of the same writes.
  const caches = createCaches(config, redis, app.log);
  const engine = createPostgresSearchEngine(db);
  const invalidate: Invalidate = async (tags) => {
    await Promise.all([caches.invalidate(tags), engine.changed(tags)]);
  };
  const pubsub = createPubSub(redis, config.RATE_LIMIT_NAMESPACE, app.log);
  app.addHook('onClose', async () => pubsub.close());
  const storage = createStorageFromConfig(config);
  const platform: Platform = {
    config,
    db,
    log: app.log,
    secret: config.JWT_SECRET ?? (await loadJwtSecret(db)),
    queue,
    events: createEventBus(queue),
    limiters: createLimiterFactory(redis, config.RATE_LIMIT_NAMESPACE, now),
    invalidate,
    blocks: createBlockPolicy(db),
    pubsub,
    storage,
    checkPhoto: createPhotoCheck(db, storage.publicPrefix),
    checkDocument: createDocumentCheck(db, storage.publicPrefix),
    now,
    onClose: (close) => app.addHook('onClose', close),
  };
  return { platform, metrics, caches, engine };
}
