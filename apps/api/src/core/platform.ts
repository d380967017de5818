/**
 * What every feature module is built from (decision 0066): the database, the job queue and the
 * event seam, the rate limiters, the caches' invalidation, the block check, storage and the checks
 * of uploaded pictures and documents, the live channel's wiring and the server's secret. The server
 * builds one platform per process (server/platform.ts); a module takes what it needs from it in its
 * front door and never builds these itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { LimiterFactory } from '../ports/rate-limiter.js';
import type { PubSub } from '../ports/pubsub.js';
import type { Storage } from '../ports/storage.js';
import type { BlockPolicy } from './block-policy.js';
import type { Invalidate } from './cache-tags.js';
import type { PhotoCheck } from './collaborators.js';
import type { DocumentCheck } from './documents.js';
import type { EventBus } from './events.js';
import type { JobQueue } from './jobs.js';

export type Platform = {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The server's secret: tokens, sealed secrets and signed links derive their keys from it. */
  secret: string;
  queue: JobQueue;
  events: EventBus;
  limiters: LimiterFactory;
  /** After a write: drops the cached pages and answers and tells the search engine (decision 0019, 0020). */
  invalidate: Invalidate;
  blocks: BlockPolicy;
  pubsub: PubSub;
  storage: Storage;
  checkPhoto: PhotoCheck;
  checkDocument: DocumentCheck;
  /** The clock of schedules, leases, rate-limit windows and open sessions (tests move it; `Date.now` otherwise). */
  now?: () => number;
  /** Work to do when the app closes (in the order added, after the requests in flight ended). */
  onClose(close: () => Promise<void>): void;
};
