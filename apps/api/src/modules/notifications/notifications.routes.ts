/** /api/notifications/*: the grouped list, the unread count, marking read (decision 0013). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMarkNotificationsReadRequest, ZNotificationList, ZNotificationsQuery, ZUnreadCount } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const envelope = <T extends z.ZodType>(data: T) => ({ 200: z.object({ success: z.literal(true), data }) });

export function notificationsRoutes(auth: Authenticator, notifications: NotificationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.get('/', { ...member, schema: { tags, querystring: ZNotificationsQuery, response: envelope(ZNotificationList) } }, async (req) =>
      ok(await notifications.list(currentUser(req).userID, req.query.skip, req.query.size)),
    );
    r.get('/unread-count', { ...member, schema: { tags, response: envelope(ZUnreadCount) } }, async (req) => ok(await notifications.unreadCount(currentUser(req).userID)));
    r.post('/read', { ...member, schema: { tags, body: ZMarkNotificationsReadRequest, response: envelope(ZUnreadCount) } }, async (req) =>
      ok(await notifications.markRead(currentUser(req).userID, req.body.all ? 'all' : (req.body.ids ?? []))),
    );
  };
}
