/**
 * The inquiries and message center module's front door (decisions 0017, 0066): live events to
 * both sides, a notification and mail for a new inquiry (the delivery's listener), the thread an
 * awarded quote opens, the rate limits, and the routes.
 */
import type { LivePublisher } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { createRequestsDelivery } from './requests.delivery.js';
import { listenForAwards } from './requests.listeners.js';
import { requestsRoutes } from './requests.routes.js';
import { createRequestsService } from './requests.service.js';

const HOUR = 3600;

export function createRequestsModule(p: Platform, needs: { live: LivePublisher }) {
  const c = p.config;
  const delivery = createRequestsDelivery({
    db: p.db,
    live: needs.live,
    queue: p.queue,
    publicUrl: c.PUBLIC_URL,
    log: p.log,
    blocks: p.blocks,
  });
  delivery.listen(p.events);
  listenForAwards({ db: p.db, events: p.events, delivery });
  const requests = createRequestsService({
    db: p.db,
    events: p.events,
    delivery,
    blocks: p.blocks,
    limits: {
      inquiry: p.limiters('inquiries-sender', c.RATE_LIMIT_INQUIRIES_PER_HOUR, HOUR),
      message: p.limiters('chat-messages', c.RATE_LIMIT_CHAT_MESSAGES_PER_HOUR, HOUR),
      messageBurst: p.limiters('chat-messages-minute', c.RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE, 60),
    },
  });
  return {
    name: 'requests',
    api: (auth) => [{ plugin: requestsRoutes(auth, requests), prefix: '/business' }],
  } satisfies ApiModule;
}
