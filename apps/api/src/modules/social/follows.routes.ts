/** /api/social/follow/*: follow summary, follow a business or a user, unfollow (the spec's call table). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope, ZFollowActorQuery, ZFollowParams, ZFollowRequest, ZFollowSummary } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireUser } from '../../core/auth.js';
import type { FollowsService } from './follows.service.js';

const tags = ['social'];
const response = { 200: okEnvelope(ZFollowSummary) };

export function followsRoutes(auth: Authenticator, follows: FollowsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    r.get(
      '/:id/summary',
      {
        onRequest: optionalUser(auth),
        schema: op({
          id: 'getFollowSummary',
          summary:
            'The follower and following counts of a user or a business; `session.following` when a session is sent (as a business: `businessID`)',
          tags,
          access: 'optional',
          params: ZFollowParams,
          querystring: ZFollowActorQuery,
          response,
          errors: [403, 404],
        }),
      },
      async (req) => ok(await follows.summary(req.params.id, req.user?.userID, req.query.businessID)),
    );
    r.post(
      '/business',
      {
        ...member,
        schema: op({
          id: 'followBusiness',
          summary: 'Follow a business, as yourself or as a business you manage; following again changes nothing',
          tags,
          access: 'member',
          body: ZFollowRequest,
          response,
          errors: [403, 404, 429],
        }),
      },
      async (req) =>
        ok(await follows.follow(currentUser(req).userID, 'business', req.body.resourceID, req.body.businessID)),
    );
    r.post(
      '/user',
      {
        ...member,
        schema: op({
          id: 'followUser',
          summary: 'Follow a member, as yourself or as a business you manage; following again changes nothing',
          tags,
          access: 'member',
          body: ZFollowRequest,
          response,
          errors: [403, 404, 429],
        }),
      },
      async (req) =>
        ok(await follows.follow(currentUser(req).userID, 'user', req.body.resourceID, req.body.businessID)),
    );
    r.delete(
      '/:id',
      {
        ...member,
        schema: op({
          id: 'unfollow',
          summary: 'Stop following a user or a business, as yourself or as a business you manage (`businessID`)',
          tags,
          access: 'member',
          params: ZFollowParams,
          querystring: ZFollowActorQuery,
          response,
          errors: [403, 404, 429],
        }),
      },
      async (req) => ok(await follows.unfollow(currentUser(req).userID, req.params.id, req.query.businessID)),
    );
  };
}
