/**
 * The requests-for-quotation module's front door (decisions 0038, 0066): the service, its
 * scheduled close of requests past their last day, and its routes.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { createRfqService } from './rfq.service.js';
import { rfqRoutes } from './rfq.routes.js';

export const RFQ_CLOSE_DUE_JOB = 'rfq.close-due';

export function createRfqModule(p: Platform) {
  const rfq = createRfqService({
    db: p.db,
    events: p.events,
    checkPhoto: p.checkPhoto,
    checkDocument: p.checkDocument,
    blocks: p.blocks,
  });
  // Requests past their last day stop taking quotes at once (the service reads the deadline); this records it hourly.
  p.queue.define(RFQ_CLOSE_DUE_JOB, async () => {
    await rfq.closeDue();
  });
  p.queue.every(RFQ_CLOSE_DUE_JOB, 3600_000);
  return {
    name: 'rfq',
    rfq,
    api: (auth) => [{ plugin: rfqRoutes(auth, rfq) }],
  } satisfies ApiModule & Record<string, unknown>;
}
