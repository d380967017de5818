/** /api/social/follow/*: follow summary, follow a business or a user, unfollow (the spec's call table). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFollowActorQuery, ZFollowParams, ZFollowRequest, ZFollowSummary } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireUser } from '../../core/auth.js';
import type { FollowsService } from './follows.service.js';
import { envelope } from '../../lib/envelope.js';

const tags = ['social'];
const response = { 200: envelope(ZFollowSummary) };

export function followsRoutes(auth: Authenticator, follows: FollowsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    r.get('/:id/summary', { onRequest: optionalUser(auth), schema: { tags, params: ZFollowParams, querystring: ZFollowActorQuery, response } }, async (req) =>
      ok(await follows.summary(req.params.id, req.user?.userID, req.query.businessID)),
    );
    r.post('/business', { ...member, schema: { tags, body: ZFollowRequest, response } }, async (req) =>
      ok(await follows.follow(currentUser(req).userID, 'business', req.body.resourceID, req.body.businessID)),
    );
    r.post('/user', { ...member, schema: { tags, body: ZFollowRequest, response } }, async (req) =>
      ok(await follows.follow(currentUser(req).userID, 'user', req.body.resourceID, req.body.businessID)),
    );
    r.delete('/:id', { ...member, schema: { tags, params: ZFollowParams, querystring: ZFollowActorQuery, response } }, async (req) =>
      ok(await follows.unfollow(currentUser(req).userID, req.params.id, req.query.businessID)),
    );
  };
}
