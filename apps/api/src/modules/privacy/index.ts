/**
 * The member's data's front door (decisions 0033, 0062, 0066): the export ZIP (made by a job),
 * leaving and the erasure when its grace ends, and the routes.
 */
import { DATA_EXPORTS_PER_DAY } from '@wbn/contract';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { privacyRoutes } from './privacy.routes.js';
import { createPrivacyService, type PrivacyDeps } from './privacy.service.js';

export function createPrivacyModule(p: Platform, needs: Pick<PrivacyDeps, 'endAllSessions'>) {
  const privacy = createPrivacyService({
    db: p.db,
    queue: p.queue,
    events: p.events,
    storage: p.storage,
    invalidate: p.invalidate,
    publicUrl: p.config.PUBLIC_URL,
    exportsPerDay: p.limiters('data-exports-user', DATA_EXPORTS_PER_DAY, 24 * 3600),
    endAllSessions: needs.endAllSessions,
  });
  privacy.listen(p.events);
  return {
    name: 'privacy',
    api: (auth) => [{ plugin: privacyRoutes(auth, privacy), prefix: '/user' }],
  } satisfies ApiModule;
}
