/** Builds the inquiries module from the app's ports: the service and its delivery. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs.js';
import type { LimiterFactory } from '../../ports/rate-limiter.js';
import type { LivePublisher } from '../../core/collaborators.js';
import type { EventBus } from '../../core/events.js';
import { createBlockPolicy, type BlockPolicy } from '../../core/block-policy.js';
import { createRequestsDelivery } from './requests.delivery.js';
import { createRequestsService } from './requests.service.js';
import { listenForAwards } from './requests.listeners.js';

export type RequestsModuleDeps = {
  db: Db;
  live: LivePublisher;
  events: EventBus;
  queue: JobQueue;
  limiters: LimiterFactory;
  publicUrl: string;
  log?: FastifyBaseLogger;
  /** The block check (decision 0056); app.ts passes the one every feature shares. */
  blocks?: BlockPolicy;
  /** New inquiries per sending user per hour; chat messages per user per hour. */
  limits: { inquiriesPerHour: number; messagesPerHour: number; messagesPerMinute: number };
};

export function createRequests(d: RequestsModuleDeps) {
  const HOUR = 3600;
  const blocks = d.blocks ?? createBlockPolicy(d.db);
  const delivery = createRequestsDelivery({
    db: d.db,
    live: d.live,
    events: d.events,
    queue: d.queue,
    publicUrl: d.publicUrl,
    log: d.log,
    blocks,
  });
  listenForAwards({ db: d.db, events: d.events, delivery });
  return createRequestsService({
    db: d.db,
    events: d.events,
    delivery,
    blocks,
    limits: {
      inquiry: d.limiters('inquiries-sender', d.limits.inquiriesPerHour, HOUR),
      message: d.limiters('chat-messages', d.limits.messagesPerHour, HOUR),
      messageBurst: d.limiters('chat-messages-minute', d.limits.messagesPerMinute, 60),
    },
  });
}
