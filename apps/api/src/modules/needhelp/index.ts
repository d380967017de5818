/**
 * The "need help" enquiries' front door (decisions 0008, 0066): the public form's enquiries, sent
 * to staff by mail and listed in the staff area, and the routes.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { needHelpRoutes, needHelpStaffRoutes } from './needhelp.routes.js';
import { createNeedHelpService } from './needhelp.service.js';

export function createNeedHelpModule(p: Platform) {
  const needHelp = createNeedHelpService({
    db: p.db,
    queue: p.queue,
    limiter: p.limiters('needhelp-ip', p.config.RATE_LIMIT_ENQUIRY_PER_IP, 3600),
    staffEmail: p.config.STAFF_EMAIL,
  });
  return {
    name: 'needhelp',
    /** What the staff area counts. */
    enquiriesCount: needHelp.count,
    api: (auth) => [
      { plugin: needHelpRoutes(auth, needHelp), prefix: '/needhelp' },
      { plugin: needHelpStaffRoutes(auth, needHelp), prefix: '/staff' },
    ],
  } satisfies ApiModule & Record<string, unknown>;
}
