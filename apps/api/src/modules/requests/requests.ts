/** Builds the inquiries module (issue 12) from the app's ports: the service and its delivery. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../ports/mail.js';
import type { LimiterFactory } from '../../ports/rate-limiter.js';
import type { LivePublisher } from '../live/live.service.js';
import type { Notify } from '../notifications/notify.js';
import { createRequestsDelivery } from './requests.delivery.js';
import { createRequestsService } from './requests.service.js';

export type RequestsModuleDeps = {
  db: Db;
  live: LivePublisher;
  notify: Notify;
  mailer: Mailer;
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
    delivery: createRequestsDelivery({ db: d.db, live: d.live, notify: d.notify, mailer: d.mailer, publicUrl: d.publicUrl, log: d.log }),
    limits: { inquiry: d.limiters('inquiries-sender', d.limits.inquiriesPerHour, HOUR), message: d.limiters('chat-messages', d.limits.messagesPerHour, HOUR) },
  });
}
