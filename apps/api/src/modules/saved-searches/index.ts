/**
 * The saved-searches module's front door (decisions 0041, 0066): the members' saved searches, the
 * listeners that match what is new against them (each a job on the queue, as every listener), the
 * scheduled run that sends the alerts whose time has come, and the routes.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { createSavedSearchAlerts } from './saved-searches.alerts.js';
import { savedSearchesRoutes } from './saved-searches.routes.js';
import { createSavedSearchesService } from './saved-searches.service.js';

export const SAVED_SEARCHES_SEND_DUE_JOB = 'saved-searches.send-due';
/** How often the waiting alerts are looked at: an instant search's gap ends within this much of its end. */
const SEND_DUE_EVERY_MS = 5 * 60_000;

export function createSavedSearchesModule(p: Platform) {
  const d = { db: p.db, events: p.events, queue: p.queue };
  const alerts = createSavedSearchAlerts(d);
  // What is new and public: a business, a product listed in the directory, a request on the public board.
  p.events.on('business.created', 'saved-searches', (e) => alerts.matched({ type: 'business', id: e.businessId }));
  p.events.on('product.created', 'saved-searches', (e) => alerts.matched({ type: 'product', id: e.productId }));
  p.events.on('rfq.published', 'saved-searches', (e) => alerts.matched({ type: 'rfq', id: e.rfqId }));
  p.queue.define(SAVED_SEARCHES_SEND_DUE_JOB, async () => void (await alerts.sendDue()), { timeoutMs: 10 * 60_000 });
  p.queue.every(SAVED_SEARCHES_SEND_DUE_JOB, SEND_DUE_EVERY_MS);
  const savedSearches = createSavedSearchesService(d);
  return {
    name: 'saved-searches',
    api: (auth) => [{ plugin: savedSearchesRoutes(auth, savedSearches), prefix: '/user' }],
  } satisfies ApiModule;
}
