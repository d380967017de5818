/** /api/social/reaction/*: like and unlike (the spec's call table); schemas from the contract. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
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
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { ReactionsService } from './reactions.service.js';

const tags = ['social'];

export function reactionsRoutes(auth: Authenticator, reactions: ReactionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    const result = { 200: okEnvelope(ZReactionResult) };
    r.get(
      '/summary/:resourceID',
      {
        schema: op({
          id: 'getReactionSummary',
          summary: 'The like count of a business, a product, a post or a comment',
          tags,
          access: 'public',
          params: ZReactionResourceParams,
          response: { 200: okEnvelope(ZReactionSummaryResponse) },
          errors: [404],
        }),
      },
      async (req) => ok(await reactions.summary(req.params.resourceID)),
    );
    r.get(
      '/check/:resourceID',
      {
        ...member,
        schema: op({
          id: 'checkReaction',
          summary: 'Whether the caller (or a business they manage, `businessID`) likes this resource',
          tags,
          access: 'member',
          params: ZReactionResourceParams,
          querystring: ZReactionCheckQuery,
          response: { 200: okEnvelope(ZReactionCheck) },
          errors: [403],
        }),
      },
      async (req) => ok(await reactions.check(currentUser(req).userID, req.params.resourceID, req.query.businessID)),
    );
    r.post(
      '/react/:resourceType',
      {
        ...member,
        schema: op({
          id: 'react',
          summary: 'Like a resource, as yourself or as a business you manage; liking again changes nothing',
          tags,
          access: 'member',
          params: ZReactionTypeParams,
          body: ZReactRequest,
          response: result,
          errors: [403, 404],
        }),
      },
      async (req) =>
        ok(
          await reactions.react(
            currentUser(req).userID,
            req.params.resourceType,
            req.body.resourceID,
            req.body.businessID,
          ),
        ),
    );
    r.delete(
      '/react/:resourceType',
      {
        ...member,
        schema: op({
          id: 'unreact',
          summary: 'Take a like back, as yourself or as a business you manage',
          tags,
          access: 'member',
          params: ZReactionTypeParams,
          body: ZUnreactRequest,
          response: result,
          errors: [403, 404],
        }),
      },
      async (req) =>
        ok(
          await reactions.unreact(
            currentUser(req).userID,
            req.params.resourceType,
            req.body.resourceID,
            req.body.businessID,
          ),
        ),
    );
  };
}
