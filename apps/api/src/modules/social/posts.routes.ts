/** /api/social/posts/*, /api/newsfeed/load and /api/timeline/load/{timelineID} (the spec's call table). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZMakePostRequest,
  ZMakePostResponse,
  ZNewsfeedPage,
  ZNewsfeedQuery,
  ZPost,
  ZPostParams,
  ZRemovePostRequest,
  ZRemovePostResponse,
  ZTimelinePage,
  ZTimelineParams,
  ZTimelineQuery,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireUser } from '../../core/auth.js';
import type { PostsService } from './posts.service.js';
import { envelope } from '../../lib/envelope.js';

const tags = ['social'];

export function postsRoutes(auth: Authenticator, posts: PostsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    const anyone = { onRequest: optionalUser(auth) };

    r.post('/social/posts/make-post', { ...member, schema: { tags, body: ZMakePostRequest, response: { 201: envelope(ZMakePostResponse) } } }, async (req, reply) =>
      reply.status(201).send(ok(await posts.make(currentUser(req).userID, req.body))),
    );
    r.delete('/social/posts/remove-post', { ...member, schema: { tags, body: ZRemovePostRequest, response: { 200: envelope(ZRemovePostResponse) } } }, async (req) =>
      ok(await posts.remove(currentUser(req).userID, req.body.postID)),
    );
    r.get('/social/posts/:postID', { ...anyone, schema: { tags, params: ZPostParams, response: { 200: envelope(ZPost) } } }, async (req) =>
      ok(await posts.get(req.params.postID, req.user?.userID)),
    );
    r.get('/newsfeed/load', { ...member, schema: { tags, querystring: ZNewsfeedQuery, response: { 200: envelope(ZNewsfeedPage) } } }, async (req) =>
      ok(await posts.feed(currentUser(req).userID, req.query)),
    );
    r.get('/timeline/load/:timelineID', { ...anyone, schema: { tags, params: ZTimelineParams, querystring: ZTimelineQuery, response: { 200: envelope(ZTimelinePage) } } }, async (req) =>
      ok(await posts.timeline(req.params.timelineID, req.query, req.user?.userID)),
    );
  };
}
