/** Every route of the social network, registered under /api. */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../core/auth.js';
import type { Social } from './social.js';
import { postsRoutes } from './posts.routes.js';
import { reactionsRoutes } from './reactions.routes.js';
import { followsRoutes } from './follows.routes.js';
import { commentsRoutes } from './comments.routes.js';
import { connectionsRoutes } from './connections.routes.js';

export function socialRoutes(auth: Authenticator, social: Social) {
  return async (app: FastifyInstance) => {
    await app.register(postsRoutes(auth, social.posts));
    await app.register(reactionsRoutes(auth, social.reactions), { prefix: '/social/reaction' });
    await app.register(followsRoutes(auth, social.follows), { prefix: '/social/follow' });
    await app.register(commentsRoutes(auth, social.comments), { prefix: '/social/comments' });
    await app.register(connectionsRoutes(auth, social.connections), { prefix: '/social/connections' });
  };
}
