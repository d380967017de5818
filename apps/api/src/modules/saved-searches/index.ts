/**
 * Builds the saved-searches module (decision 0041): the members' saved searches, the listeners
 * that match what is new against them (each a job on the queue, as every listener), and the
 * scheduled run that sends the alerts whose time has come.
 */
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../core/events.js';
import type { JobQueue } from '../../core/jobs.js';
import { createSavedSearchAlerts } from './saved-searches.alerts.js';
import { createSavedSearchesService } from './saved-searches.service.js';

export const SAVED_SEARCHES_SEND_DUE_JOB = 'saved-searches.send-due';
/** How often the waiting alerts are looked at: an instant search's gap ends within this much of its end. */
const SEND_DUE_EVERY_MS = 5 * 60_000;

export function createSavedSearches(d: { db: Db; events: EventBus; queue: JobQueue }) {
  const alerts = createSavedSearchAlerts(d);
  // What is new and public: a business, a product listed in the directory, a request on the public board.
  d.events.on('business.created', 'saved-searches', (e) => alerts.matched({ type: 'business', id: e.businessId }));
  d.events.on('product.created', 'saved-searches', (e) => alerts.matched({ type: 'product', id: e.productId }));
  d.events.on('rfq.published', 'saved-searches', (e) => alerts.matched({ type: 'rfq', id: e.rfqId }));
  d.queue.define(SAVED_SEARCHES_SEND_DUE_JOB, async () => void (await alerts.sendDue()), { timeoutMs: 10 * 60_000 });
  d.queue.every(SAVED_SEARCHES_SEND_DUE_JOB, SEND_DUE_EVERY_MS);
  return createSavedSearchesService(d);
}
