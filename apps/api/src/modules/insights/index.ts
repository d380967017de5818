/** Builds the insights module (decision 0040): the recorder of sightings, the service, and the daily forgetting of who was counted. */
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { createInsightsRecorder } from './insights.recorder.js';
import { createInsightsService } from './insights.service.js';

export const INSIGHTS_FORGET_JOB = 'insights.forget-visitors';

export function createInsights(d: {
  db: Db;
  queue: JobQueue;
  log: { warn: (obj: object, msg: string) => void };
  requireManager: (businessId: string, userId: string) => Promise<unknown>;
  /** Events per client address per minute (decision 0061). */
  perAddress?: Limiter;
  flushMs?: number;
}) {
  const recorder = createInsightsRecorder({ db: d.db, log: d.log, perAddress: d.perAddress, flushMs: d.flushMs });
  const service = createInsightsService({ db: d.db, recorder, requireManager: d.requireManager });
  d.queue.define(INSIGHTS_FORGET_JOB, async () => {
    await service.forgetOld();
  });
  d.queue.every(INSIGHTS_FORGET_JOB, 6 * 3600_000);
  return { service, flush: recorder.flush };
}
