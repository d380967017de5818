/** /api/social/reaction/*: like and unlike (spec 1 §7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REACTION_TYPES, RESOURCE_TYPES } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { AuthService } from '../auth/auth.service.js';
import { currentUser, requireUser } from '../auth/auth.guard.js';
import type { ReactionsService } from './reactions.service.js';

const tags = ['social'];
const typeParam = z.object({ resourceType: z.enum(RESOURCE_TYPES) });
const id = z.string().uuid('Unknown resource');
const businessID = z.string().uuid('Unknown business').optional();

export function reactionsRoutes(auth: AuthService, reactions: ReactionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    r.get('/summary/:resourceID', { schema: { tags, params: z.object({ resourceID: z.string().max(64) }) } }, async (req) => ok(await reactions.summary(req.params.resourceID)));
    r.get('/check/:resourceID', { ...member, schema: { tags, params: z.object({ resourceID: z.string().max(64) }), querystring: z.object({ businessID }) } }, async (req) =>
      ok(await reactions.check(currentUser(req).userID, req.params.resourceID, req.query.businessID)),
    );
    r.post(
      '/react/:resourceType',
      { ...member, schema: { tags, params: typeParam, body: z.object({ resourceID: id, businessID, reactionType: z.enum(REACTION_TYPES).default('like') }) } },
      async (req) => ok(await reactions.react(currentUser(req).userID, req.params.resourceType, req.body.resourceID, req.body.businessID)),
    );
    r.delete('/react/:resourceType', { ...member, schema: { tags, params: typeParam, body: z.object({ resourceID: id, businessID }) } }, async (req) =>
      ok(await reactions.unreact(currentUser(req).userID, req.params.resourceType, req.body.resourceID, req.body.businessID)),
    );
  };
}
