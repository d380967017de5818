/**
 * The insights module's front door (decisions 0040, 0061, 0066): the recorder of what browsers
 * report (held in memory, written in bulk and when the app closes), the owners' service, the
 * daily forgetting of who was counted, and the routes.
 */
import { INSIGHTS_LIMITS } from '@wbn/contract';
import type { BusinessAccess } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { createInsightsRecorder } from './insights.recorder.js';
import { insightsRoutes } from './insights.routes.js';
import { createInsightsService } from './insights.service.js';

export const INSIGHTS_FORGET_JOB = 'insights.forget-visitors';

export function createInsightsModule(p: Platform, needs: Pick<BusinessAccess, 'requireManager'>) {
  // One address counts once per business and day, and reports at most eventsPerAddressPerMinute events a minute.
  const recorder = createInsightsRecorder({
    db: p.db,
    log: p.log,
    perAddress: p.limiters('insight-events-ip', INSIGHTS_LIMITS.eventsPerAddressPerMinute, 60),
  });
  const insights = createInsightsService({ db: p.db, recorder, requireManager: needs.requireManager });
  p.queue.define(INSIGHTS_FORGET_JOB, async () => {
    await insights.forgetOld();
  });
  p.queue.every(INSIGHTS_FORGET_JOB, 6 * 3600_000);
  p.onClose(() => recorder.flush());
  return {
    name: 'insights',
    /** Writes out the counts held in memory (tests call it through `app.insights.flush()`). */
    flush: recorder.flush,
    api: (auth) => [{ plugin: insightsRoutes(auth, insights) }],
  } satisfies ApiModule & Record<string, unknown>;
}
