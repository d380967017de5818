/** /api/social/connections*: connection requests to a business and their answers (decision 0011). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  ZConnection,
  ZConnectionParams,
  ZConnectionRequest,
  ZConnectionRequestResponse,
  ZConnectionsList,
  ZConnectionsQuery,
  ZConnectionStatusParams,
  ZConnectionStatusQuery,
  ZConnectionStatusResponse,
  ZRemoveConnectionResponse,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser, requireVerifiedEmail } from '../../core/auth.js';
import type { ConnectionsService } from './connections.service.js';

const tags = ['social'];

export function connectionsRoutes(auth: Authenticator, connections: ConnectionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    const answer = { 200: okEnvelope(ZConnection) };
    const requested = okEnvelope(ZConnectionRequestResponse);
    r.post(
      '/',
      {
        // A connection request reaches a business's team: a proven address first (decisions 0028, 0060).
        onRequest: requireVerifiedEmail(auth),
        schema: op({
          id: 'requestConnection',
          summary:
            'Ask a business to connect, as yourself or as a business you manage (`fromBusinessID`): 201 for a new request, 200 when it was already pending',
          tags,
          access: 'member',
          body: ZConnectionRequest,
          response: { 200: requested, 201: requested },
          errors: [403, 404, 409, 429],
        }),
      },
      async (req, reply) => {
        const res = await connections.request(currentUser(req).userID, req.body);
        return reply.status(res.created ? 201 : 200).send(ok(res));
      },
    );
    r.get(
      '/',
      {
        schema: op({
          id: 'listConnections',
          summary: "A business's connections and requests, incoming and outgoing (its owner or an admin)",
          tags,
          access: 'member',
          querystring: ZConnectionsQuery,
          response: { 200: okEnvelope(ZConnectionsList) },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await connections.list(currentUser(req).userID, req.query.businessID)),
    );
    r.get(
      '/status/:businessID',
      {
        schema: op({
          id: 'getConnectionStatus',
          summary: "The caller's (or `fromBusinessID`'s) connection request to a business, if any",
          tags,
          access: 'member',
          params: ZConnectionStatusParams,
          querystring: ZConnectionStatusQuery,
          response: { 200: okEnvelope(ZConnectionStatusResponse) },
          errors: [403, 404],
        }),
      },
      async (req) =>
        ok(await connections.status(currentUser(req).userID, req.params.businessID, req.query.fromBusinessID)),
    );
    r.post(
      '/:id/accept',
      {
        schema: op({
          id: 'acceptConnection',
          summary: 'Accept a pending connection request (owner or admin of the business asked)',
          tags,
          access: 'member',
          params: ZConnectionParams,
          response: answer,
          errors: [403, 404, 409],
        }),
      },
      async (req) => ok(await connections.decide(currentUser(req).userID, req.params.id, 'accepted')),
    );
    r.post(
      '/:id/decline',
      {
        schema: op({
          id: 'declineConnection',
          summary: 'Decline a pending connection request (owner or admin of the business asked)',
          tags,
          access: 'member',
          params: ZConnectionParams,
          response: answer,
          errors: [403, 404, 409],
        }),
      },
      async (req) => ok(await connections.decide(currentUser(req).userID, req.params.id, 'declined')),
    );
    r.delete(
      '/:id',
      {
        schema: op({
          id: 'removeConnection',
          summary:
            'Withdraw a request or end a connection (the requester, or the owner or an admin of the business asked)',
          tags,
          access: 'member',
          params: ZConnectionParams,
          response: { 200: okEnvelope(ZRemoveConnectionResponse) },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await connections.remove(currentUser(req).userID, req.params.id)),
    );
  };
}
