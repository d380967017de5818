/**
 * The businesses module's front door (decisions 0005, 0066): company pages, their team and
 * invitations (and the invitation mail, a listener of `invitation.created`), and the routes.
 * What other modules may ask of a business (load it, who manages it, "it changed") is `access`.
 */
import type { BusinessAccess, ManagerLeft } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { businessesRoutes } from './businesses.routes.js';
import { createBusinessesService } from './businesses.service.js';
import { createInvitationsService } from './invitations.service.js';

export function createBusinessesModule(p: Platform, needs: { managerLeft: ManagerLeft }) {
  // A person who stops managing a business loses what they held for it, in the same transaction (decision 0059).
  const businesses = createBusinessesService({
    db: p.db,
    checkPhoto: p.checkPhoto,
    checkDocument: p.checkDocument,
    invalidate: p.invalidate,
    events: p.events,
    managerLeft: needs.managerLeft,
  });
  const invitations = createInvitationsService({
    db: p.db,
    businesses,
    queue: p.queue,
    events: p.events,
    limiter: p.limiters('invites-owner', p.config.RATE_LIMIT_INVITES_PER_HOUR, 3600),
    publicUrl: p.config.PUBLIC_URL,
    blocks: p.blocks,
  });
  invitations.listen(p.events);
  const access: BusinessAccess = businesses;
  return {
    name: 'businesses',
    access,
    api: (auth) => [{ plugin: businessesRoutes(auth, businesses, invitations), prefix: '/business' }],
  } satisfies ApiModule & Record<string, unknown>;
}
