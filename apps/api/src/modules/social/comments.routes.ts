/** /api/social/comments/*: write a comment or reply, read a page of them (calls of the spec's call table). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  ZCommentsPage,
  ZCommentsParams,
  ZCommentsQuery,
  ZMakeCommentRequest,
  ZMakeCommentResponse,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireVerifiedUser } from '../../core/auth.js';
import type { CommentsService } from './comments.service.js';

const tags = ['social'];

export function commentsRoutes(auth: Authenticator, comments: CommentsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/make-comment',
      {
        onRequest: requireVerifiedUser(auth),
        schema: op({
          id: 'makeComment',
          summary:
            'Comment on a post, a product or a business, or reply to a comment (`resourceType: comment`), as yourself or as a business you manage',
          tags,
          access: 'member',
          body: ZMakeCommentRequest,
          response: { 201: okEnvelope(ZMakeCommentResponse) },
          errors: [403, 404, 429],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await comments.make(currentUser(req).userID, req.body))),
    );
    r.get(
      '/:resourceID',
      {
        // Signed in: the comments of members the caller blocked are left out (decision 0034).
        onRequest: optionalUser(auth),
        schema: op({
          id: 'listComments',
          summary:
            'A page of the comments on a post, a product or a business, or of the replies to a comment, newest first (signed in: without those of members the caller blocked)',
          tags,
          access: 'optional',
          params: ZCommentsParams,
          querystring: ZCommentsQuery,
          response: { 200: okEnvelope(ZCommentsPage) },
          errors: [404],
        }),
      },
      async (req) => ok(await comments.list(req.params.resourceID, req.query, req.user?.userID)),
    );
  };
}
