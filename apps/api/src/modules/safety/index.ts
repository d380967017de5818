/**
 * Safety's front door (decisions 0034, 0056, 0066): reports, blocks and the staff's moderation (a
 * suspension ends the member's sessions through the account service), and the routes.
 */
import { REPORTS_PER_DAY } from '@wbn/contract';
import { requireStaff } from '../../core/auth.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { blockRoutes, moderationRoutes, reportRoutes } from './safety.routes.js';
import { createSafetyService, type SafetyDeps } from './safety.service.js';

export function createSafetyModule(p: Platform, needs: Pick<SafetyDeps, 'endAllSessions'>) {
  const safety = createSafetyService({
    db: p.db,
    queue: p.queue,
    events: p.events,
    invalidate: p.invalidate,
    publicUrl: p.config.PUBLIC_URL,
    reportsPerDay: p.limiters('reports-user', REPORTS_PER_DAY, 24 * 3600),
    endAllSessions: needs.endAllSessions,
  });
  return {
    name: 'safety',
    /** What the staff area counts. */
    openReportCount: safety.openReportCount,
    api: (auth) => [
      { plugin: blockRoutes(auth, safety), prefix: '/user' },
      { plugin: reportRoutes(auth, safety) },
      { plugin: moderationRoutes(safety, requireStaff(auth)), prefix: '/staff' },
    ],
  } satisfies ApiModule & Record<string, unknown>;
}
