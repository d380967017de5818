/**
 * The notifications module's front door (decisions 0013, 0031, 0056, 0066): the bell and its live
 * count, the e-mail at once or in the daily digest, the member's choices and the one-click
 * unsubscribe pages, the listeners of every event someone should be told about, and the routes.
 */
import type { LivePublisher } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { createUnsubscribeTokens } from '../../core/unsubscribe-token.js';
import { createDigest } from './digest.service.js';
import { listenForNotifications } from './notifications.listeners.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';
import type { Notify } from './notify.js';
import { notificationSettingsRoutes, unsubscribeRoutes } from './settings.routes.js';
import { createNotificationSettingsService } from './settings.service.js';

export type { Notify } from './notify.js';

/** `notify`: what the listeners raise notifications with (tests pass a recorder; the module's own otherwise). */
export function createNotificationsModule(p: Platform, needs: { live: LivePublisher; notify?: Notify }) {
  const notifications = createNotificationsService({
    db: p.db,
    live: needs.live,
    log: p.log,
    queue: p.queue,
    publicUrl: p.config.PUBLIC_URL,
    blocks: p.blocks,
  });
  const settings = createNotificationSettingsService({ db: p.db, tokens: createUnsubscribeTokens(p.secret) });
  const notify = needs.notify ?? notifications.notify;
  listenForNotifications({ db: p.db, events: p.events, notify });
  return {
    name: 'notifications',
    notify,
    digest: createDigest({ db: p.db, queue: p.queue, publicUrl: p.config.PUBLIC_URL }),
    api: (auth) => [
      { plugin: notificationsRoutes(auth, notifications), prefix: '/notifications' },
      { plugin: notificationSettingsRoutes(auth, settings), prefix: '/user' },
    ],
    root: () => [{ plugin: unsubscribeRoutes(settings) }],
  } satisfies ApiModule & Record<string, unknown>;
}
