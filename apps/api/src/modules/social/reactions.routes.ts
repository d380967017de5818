/** /api/social/reaction/*: like and unlike (the spec's call table); schemas from the contract. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZReactionCheck,
  ZReactionCheckQuery,
  ZReactionResourceParams,
  ZReactionResult,
  ZReactionSummaryResponse,
  ZReactionTypeParams,
  ZReactRequest,
  ZUnreactRequest,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { ReactionsService } from './reactions.service.js';
import { envelope } from '../../lib/envelope.js';

const tags = ['social'];

export function reactionsRoutes(auth: Authenticator, reactions: ReactionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    const result = { 200: envelope(ZReactionResult) };
    r.get('/summary/:resourceID', { schema: { tags, params: ZReactionResourceParams, response: { 200: envelope(ZReactionSummaryResponse) } } }, async (req) =>
      ok(await reactions.summary(req.params.resourceID)),
    );
    r.get('/check/:resourceID', { ...member, schema: { tags, params: ZReactionResourceParams, querystring: ZReactionCheckQuery, response: { 200: envelope(ZReactionCheck) } } }, async (req) =>
      ok(await reactions.check(currentUser(req).userID, req.params.resourceID, req.query.businessID)),
    );
    r.post('/react/:resourceType', { ...member, schema: { tags, params: ZReactionTypeParams, body: ZReactRequest, response: result } }, async (req) =>
      ok(await reactions.react(currentUser(req).userID, req.params.resourceType, req.body.resourceID, req.body.businessID)),
    );
    r.delete('/react/:resourceType', { ...member, schema: { tags, params: ZReactionTypeParams, body: ZUnreactRequest, response: result } }, async (req) =>
      ok(await reactions.unreact(currentUser(req).userID, req.params.resourceType, req.body.resourceID, req.body.businessID)),
    );
  };
}
