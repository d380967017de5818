/**
 * /api/user/notification-settings (what a member is told, and how) and POST /unsubscribe (an
 * e-mail's one-click stop, RFC 8058, at the same address as the page that a person opens):
 * decision 0031.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  SITE_PATHS,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
  ZUnsubscribeBody,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { NotificationSettingsService } from './settings.service.js';

const tags = ['notifications'];
const FORM = 'application/x-www-form-urlencoded';

export function notificationSettingsRoutes(auth: Authenticator, settings: NotificationSettingsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    r.get(
      '/notification-settings',
      {
        schema: op({
          id: 'getNotificationSettings',
          summary:
            "The caller's channel per topic (in the app, e-mail at once, daily digest, off), time zone and new-device e-mail",
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZNotificationSettings) },
        }),
      },
      async (req) => ok(await settings.get(currentUser(req).userID)),
    );
    r.put(
      '/notification-settings',
      {
        schema: op({
          id: 'updateNotificationSettings',
          summary:
            'Changes any part of the settings (topics left out keep their channel); payment and security e-mails cannot be switched off',
          tags,
          access: 'member',
          body: ZNotificationSettingsUpdate,
          response: { 200: okEnvelope(ZNotificationSettings) },
        }),
      },
      async (req) => ok(await settings.update(currentUser(req).userID, req.body)),
    );
  };
}

/** POST /unsubscribe?token=…: the List-Unsubscribe address; GET on it is the web page that asks first. */
export function unsubscribeRoutes(settings: NotificationSettingsService) {
  return async (app: FastifyInstance) => {
    // RFC 8058's body is a form (`List-Unsubscribe=One-Click`); JSON is accepted as well.
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      SITE_PATHS.unsubscribe,
      {
        schema: op({
          id: 'unsubscribe',
          summary:
            "One-click unsubscribe (RFC 8058): stops the e-mails of the topic the link's signed token names, without signing in; in-app notifications stay",
          description: `The address of every e-mail's List-Unsubscribe header. The body is \`List-Unsubscribe=One-Click\`, form-encoded (${FORM}) as mail clients send it, or the same as JSON. Repeating it answers the same.`,
          tags,
          access: 'public',
          querystring: ZUnsubscribeQuery,
          body: ZUnsubscribeBody,
          response: { 200: okEnvelope(ZUnsubscribeResponse) },
        }),
      },
      async (req) => ok(await settings.unsubscribe(req.query.token)),
    );
  };
}
