/**
 * The social network's services, built once by the app: posts, newsfeed and timelines,
 * comments, reactions, follows and connections. They share the actor rules, the rate limits
 * and the `Notify` call of the notifications module.
 */
import type { Db } from '../../db/client.js';
import type { LimiterFactory } from '../../ports/rate-limiter.js';
import type { PhotoCheck } from '../files/photo-check.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Notify } from '../notifications/notify.js';
import type { Invalidate } from '../cache/cache-tags.js';
import { createActors } from './social-actor.js';
import { createSocialLimiters, type SocialLimits } from './social-limits.js';
import { createPostsService } from './posts.service.js';
import { createReactionsService } from './reactions.service.js';
import { createFollowsService } from './follows.service.js';
import { createCommentsService } from './comments.service.js';
import { createConnectionsService } from './connections.service.js';

/** `invalidate`: for like counts shown on cached pages (decision 0019). */
export type SocialDeps = { db: Db; checkPhoto: PhotoCheck; limiters: LimiterFactory; limits: SocialLimits; notify: Notify; log?: FastifyBaseLogger; invalidate?: Invalidate };

export function createSocial(d: SocialDeps) {
  const actors = createActors(d.db);
  const limits = createSocialLimiters(d.limiters, d.limits);
  /** A notification that fails is logged; the like, comment or follow it reports stays done. */
  const notify: Notify = async (n) => {
    try {
      await d.notify(n);
    } catch (err) {
      d.log?.warn({ err, kind: n.kind }, 'notification failed');
    }
  };
  const posts = createPostsService({ db: d.db, actors, limits, checkPhoto: d.checkPhoto });
  const reactions = createReactionsService({ db: d.db, actors, notify, invalidate: d.invalidate });
  const follows = createFollowsService({ db: d.db, actors, limits, notify });
  const comments = createCommentsService({ db: d.db, actors, limits, notify });
  const connections = createConnectionsService({ db: d.db, actors, limits, notify });
  return { actors, posts, reactions, follows, comments, connections };
}
export type Social = ReturnType<typeof createSocial>;
