/** /api/social/posts/*, /api/newsfeed/load and /api/timeline/load/{timelineID} (the spec's call table). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
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
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, optionalUser, requireUser, requireVerifiedUser } from '../../core/auth.js';
import type { PostsService } from './posts.service.js';

const tags = ['social'];

export function postsRoutes(auth: Authenticator, posts: PostsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    const anyone = { onRequest: optionalUser(auth) };

    r.post(
      '/social/posts/make-post',
      {
        onRequest: requireVerifiedUser(auth),
        schema: op({
          id: 'makePost',
          summary:
            'Write a post on your timeline or on that of a business you manage, as yourself or as that business (`businessID`)',
          tags,
          access: 'member',
          body: ZMakePostRequest,
          response: { 201: okEnvelope(ZMakePostResponse) },
          errors: [403, 429],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await posts.make(currentUser(req).userID, req.body))),
    );
    r.delete(
      '/social/posts/remove-post',
      {
        ...member,
        schema: op({
          id: 'removePost',
          summary: 'Remove a post (its author, or the owner or an admin of the business that wrote it)',
          tags,
          access: 'member',
          body: ZRemovePostRequest,
          response: { 200: okEnvelope(ZRemovePostResponse) },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await posts.remove(currentUser(req).userID, req.body.postID)),
    );
    r.get(
      '/social/posts/:postID',
      {
        ...anyone,
        schema: op({
          id: 'getPost',
          summary: 'A post card (`canRemove` when a session is sent)',
          tags,
          access: 'optional',
          params: ZPostParams,
          response: { 200: okEnvelope(ZPost) },
          errors: [404],
        }),
      },
      async (req) => ok(await posts.get(req.params.postID, req.user?.userID)),
    );
    r.get(
      '/newsfeed/load',
      {
        ...member,
        schema: op({
          id: 'loadNewsfeed',
          summary: "The caller's newsfeed, newest first; `nextID` of a page asks for the next one (null at the end)",
          tags,
          access: 'member',
          querystring: ZNewsfeedQuery,
          response: { 200: okEnvelope(ZNewsfeedPage) },
        }),
      },
      async (req) => ok(await posts.feed(currentUser(req).userID, req.query)),
    );
    r.get(
      '/timeline/load/:timelineID',
      {
        ...anyone,
        schema: op({
          id: 'loadTimeline',
          summary: "A page of a user's or a business's timeline, newest first",
          tags,
          access: 'optional',
          params: ZTimelineParams,
          querystring: ZTimelineQuery,
          response: { 200: okEnvelope(ZTimelinePage) },
          errors: [404],
        }),
      },
      async (req) => ok(await posts.timeline(req.params.timelineID, req.query, req.user?.userID)),
    );
  };
}
