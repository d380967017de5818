/** /api/business/profile/{id}/webhooks: the business's webhook endpoints and their deliveries, for its owner and admins (decision 0036). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WEBHOOK_RESPONSES as R,
  ZBusinessParams,
  ZCreateWebhookRequest,
  ZWebhookDeliveriesQuery,
  ZWebhookDeliveryParams,
  ZWebhookParams,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, keyAllowed, requireUser, type Authenticator } from '../../core/auth.js';
import type { WebhooksService } from './webhooks.service.js';

const tags = ['integrations'];
/** With a key that has `webhooks:manage` (decision 0035): only for the key's own business. */
const withKey = keyAllowed('webhooks:manage', (req) => (req.params as { id: string }).id);

export function webhooksRoutes(auth: Authenticator, hooks: WebhooksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth), ...withKey };
    const access = 'member';
    const apiKey = 'webhooks:manage';
    r.post(
      '/profile/:id/webhooks',
      {
        ...member,
        schema: op({
          id: 'createWebhook',
          summary:
            'Adds a webhook endpoint of the business (owner or admin) for the events given. The address must be plainly public (global unicast: not loopback, private, link-local, nor an IPv6 form carrying an IPv4 address such as ::ffff:0:0/96, ::/96, 64:ff9b::/96 or 2002::/16) and https on a real deployment. The signing secret (Standard Webhooks, `whsec_…`) is in this answer only.',
          tags,
          access,
          apiKey,
          params: ZBusinessParams,
          body: ZCreateWebhookRequest,
          response: { 201: R.created },
          errors: [403, 404, 409],
        }),
      },
      async (req, reply) =>
        reply.status(201).send(ok(await hooks.create(currentUser(req).userID, req.params.id, req.body))),
    );
    r.get(
      '/profile/:id/webhooks',
      {
        ...member,
        schema: op({
          id: 'listWebhooks',
          summary: "The business's webhook endpoints, whether failing or disabled (owner or admin)",
          tags,
          access,
          apiKey,
          params: ZBusinessParams,
          response: { 200: R.list },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await hooks.list(currentUser(req).userID, req.params.id)),
    );
    r.delete(
      '/profile/:id/webhooks/:webhookID',
      {
        ...member,
        schema: op({
          id: 'deleteWebhook',
          summary: 'Deletes an endpoint and its delivery log; nothing more is sent to it',
          tags,
          access,
          apiKey,
          params: ZWebhookParams,
          response: { 200: R.done },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await hooks.remove(currentUser(req).userID, req.params.id, req.params.webhookID)),
    );
    r.get(
      '/profile/:id/webhooks/:webhookID/deliveries',
      {
        ...member,
        schema: op({
          id: 'listWebhookDeliveries',
          summary:
            "An endpoint's deliveries, newest first, each with its payload and every attempt (status code, duration, error, time); pages by cursor",
          tags,
          access,
          apiKey,
          params: ZWebhookParams,
          querystring: ZWebhookDeliveriesQuery,
          response: { 200: R.deliveries },
          errors: [403, 404],
        }),
      },
      async (req) =>
        ok(await hooks.deliveries(currentUser(req).userID, req.params.id, req.params.webhookID, req.query)),
    );
    r.post(
      '/profile/:id/webhooks/:webhookID/test',
      {
        ...member,
        schema: op({
          id: 'testWebhook',
          summary:
            'Sends a `webhook.test` event to this endpoint (test events and redeliveries together: 60 per business per hour by default)',
          tags,
          access,
          apiKey,
          params: ZWebhookParams,
          response: { 202: R.queued },
          errors: [403, 404, 429],
        }),
      },
      async (req, reply) =>
        reply.status(202).send(ok(await hooks.test(currentUser(req).userID, req.params.id, req.params.webhookID))),
    );
    r.post(
      '/profile/:id/webhooks/:webhookID/deliveries/:deliveryID/redeliver',
      {
        ...member,
        schema: op({
          id: 'redeliverWebhook',
          summary:
            'Sends one delivery again, with the same webhook-id (test events and redeliveries together: 60 per business per hour by default)',
          tags,
          access,
          apiKey,
          params: ZWebhookDeliveryParams,
          response: { 202: R.queued },
          errors: [403, 404, 429],
        }),
      },
      async (req, reply) =>
        reply
          .status(202)
          .send(
            ok(
              await hooks.redeliver(
                currentUser(req).userID,
                req.params.id,
                req.params.webhookID,
                req.params.deliveryID,
              ),
            ),
          ),
    );
  };
}
