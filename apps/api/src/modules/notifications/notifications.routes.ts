/** /api/notifications/*: the grouped list, the unread count, marking read (decision 0013). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  ZMarkNotificationsReadRequest,
  ZNotificationList,
  ZNotificationsQuery,
  ZUnreadCount,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const unread = { 200: okEnvelope(ZUnreadCount) };

export function notificationsRoutes(auth: Authenticator, notifications: NotificationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.get(
      '/',
      {
        ...member,
        schema: op({
          id: 'listNotifications',
          summary:
            "A page of the caller's notifications, grouped by kind and resource, newest first, with the total and the unread count",
          tags,
          access: 'member',
          querystring: ZNotificationsQuery,
          response: { 200: okEnvelope(ZNotificationList) },
        }),
      },
      async (req) => ok(await notifications.list(currentUser(req).userID, req.query.skip, req.query.size)),
    );
    r.get(
      '/unread-count',
      {
        ...member,
        schema: op({
          id: 'getUnreadNotificationCount',
          summary: 'How many notification groups the caller has not read (the badge)',
          tags,
          access: 'member',
          response: unread,
        }),
      },
      async (req) => ok(await notifications.unreadCount(currentUser(req).userID)),
    );
    r.post(
      '/read',
      {
        ...member,
        schema: op({
          id: 'markNotificationsRead',
          summary:
            'Mark entries read (each id stands for its whole group), or everything (`all: true`); answers the unread count',
          tags,
          access: 'member',
          body: ZMarkNotificationsReadRequest,
          response: unread,
        }),
      },
      async (req) =>
        ok(await notifications.markRead(currentUser(req).userID, req.body.all ? 'all' : (req.body.ids ?? []))),
    );
  };
}
