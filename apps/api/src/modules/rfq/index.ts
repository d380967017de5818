/** Builds the requests-for-quotation module (decision 0038): the service and its scheduled close. */
import type { Db } from '../../db/client.js';
import type { EventPublisher } from '../../core/events.js';
import type { JobQueue } from '../../core/jobs.js';
import type { PhotoCheck } from '../../core/collaborators.js';
import type { DocumentCheck } from '../../core/documents.js';
import { createBlockPolicy, type BlockPolicy } from '../../core/block-policy.js';
import { createRfqService } from './rfq.service.js';

export const RFQ_CLOSE_DUE_JOB = 'rfq.close-due';

export function createRfq(d: {
  db: Db;
  events: EventPublisher;
  queue: JobQueue;
  checkPhoto: PhotoCheck;
  checkDocument: DocumentCheck;
  blocks?: BlockPolicy;
}) {
  const service = createRfqService({ ...d, blocks: d.blocks ?? createBlockPolicy(d.db) });
  // Requests past their last day stop taking quotes at once (the service reads the deadline); this records it hourly.
  d.queue.define(RFQ_CLOSE_DUE_JOB, async () => {
    await service.closeDue();
  });
  d.queue.every(RFQ_CLOSE_DUE_JOB, 3600_000);
  return service;
}
