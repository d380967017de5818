/** Builds the inquiries module from the app's ports: the service and its delivery. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailService } from '../mail/mail.service.js';
import type { LimiterFactory } from '../../ports/rate-limiter.js';
import type { LivePublisher } from '../live/live.service.js';
import type { Notify } from '../notifications/notify.js';
import { createRequestsDelivery } from './requests.delivery.js';
import { createRequestsService } from './requests.service.js';

export type RequestsModuleDeps = {
  db: Db;
  live: LivePublisher;
  notify: Notify;
  mail: MailService;
  queue: JobQueue;
  limiters: LimiterFactory;
  publicUrl: string;
  log?: FastifyBaseLogger;
  /** New inquiries per sending user per hour; chat messages per user per hour. */
  limits: { inquiriesPerHour: number; messagesPerHour: number };
};

export function createRequests(d: RequestsModuleDeps) {
  const HOUR = 3600;
  return createRequestsService({
    db: d.db,
    delivery: createRequestsDelivery({ db: d.db, live: d.live, notify: d.notify, mail: d.mail, queue: d.queue, publicUrl: d.publicUrl, log: d.log }),
    limits: { inquiry: d.limiters('inquiries-sender', d.limits.inquiriesPerHour, HOUR), message: d.limiters('chat-messages', d.limits.messagesPerHour, HOUR) },
  });
}
