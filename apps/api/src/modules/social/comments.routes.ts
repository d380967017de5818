/** /api/social/comments/*: write a comment or reply, read a page of them (calls of the spec's call table). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCommentsPage, ZCommentsParams, ZCommentsQuery, ZMakeCommentRequest, ZMakeCommentResponse } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { CommentsService } from './comments.service.js';
import { envelope } from '../../lib/envelope.js';

const tags = ['social'];

export function commentsRoutes(auth: Authenticator, comments: CommentsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/make-comment', { onRequest: requireUser(auth), schema: { tags, body: ZMakeCommentRequest, response: { 201: envelope(ZMakeCommentResponse) } } }, async (req, reply) =>
      reply.status(201).send(ok(await comments.make(currentUser(req).userID, req.body))),
    );
    r.get('/:resourceID', { schema: { tags, params: ZCommentsParams, querystring: ZCommentsQuery, response: { 200: envelope(ZCommentsPage) } } }, async (req) =>
      ok(await comments.list(req.params.resourceID, req.query)),
    );
  };
}
