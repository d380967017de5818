/** /api/social/connections*: connection requests to a business and their answers (decision 0011). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { ConnectionsService } from './connections.service.js';
import { envelope } from '../../lib/envelope.js';

const tags = ['social'];

export function connectionsRoutes(auth: Authenticator, connections: ConnectionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireUser(auth));
    const answer = { 200: envelope(ZConnection) };
    r.post('/', { schema: { tags, body: ZConnectionRequest, response: { 200: envelope(ZConnectionRequestResponse), 201: envelope(ZConnectionRequestResponse) } } }, async (req, reply) => {
      const res = await connections.request(currentUser(req).userID, req.body);
      return reply.status(res.created ? 201 : 200).send(ok(res));
    });
    r.get('/', { schema: { tags, querystring: ZConnectionsQuery, response: { 200: envelope(ZConnectionsList) } } }, async (req) =>
      ok(await connections.list(currentUser(req).userID, req.query.businessID)),
    );
    r.get('/status/:businessID', { schema: { tags, params: ZConnectionStatusParams, querystring: ZConnectionStatusQuery, response: { 200: envelope(ZConnectionStatusResponse) } } }, async (req) =>
      ok(await connections.status(currentUser(req).userID, req.params.businessID, req.query.fromBusinessID)),
    );
    r.post('/:id/accept', { schema: { tags, params: ZConnectionParams, response: answer } }, async (req) => ok(await connections.decide(currentUser(req).userID, req.params.id, 'accepted')));
    r.post('/:id/decline', { schema: { tags, params: ZConnectionParams, response: answer } }, async (req) => ok(await connections.decide(currentUser(req).userID, req.params.id, 'declined')));
    r.delete('/:id', { schema: { tags, params: ZConnectionParams, response: { 200: envelope(ZRemoveConnectionResponse) } } }, async (req) =>
      ok(await connections.remove(currentUser(req).userID, req.params.id)),
    );
  };
}
