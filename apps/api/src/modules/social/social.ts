/**
 * The social network's services, built once by the module's front door (index.ts): posts, newsfeed and timelines,
 * comments, reactions, follows and connections. They share the actor rules and the rate limits,
 * and announce what happened (`reaction.added`, `comment.created`, `follow.created`,
 * `connection.requested` / `.accepted`) for the notifications module to hear.
 */
import type { Db } from '../../db/client.js';
import type { LimiterFactory } from '../../ports/rate-limiter.js';
import type { PhotoCheck } from '../../core/collaborators.js';
import type { EventPublisher } from '../../core/events.js';
import type { Invalidate } from '../../core/cache-tags.js';
import { createBlockPolicy, type BlockPolicy } from '../../core/block-policy.js';
import { createActors } from './social-actor.js';
import { createSocialLimiters, type SocialLimits } from './social-limits.js';
import { createPostsService } from './posts.service.js';
import { createReactionsService } from './reactions.service.js';
import { createFollowsService } from './follows.service.js';
import { createCommentsService } from './comments.service.js';
import { createConnectionsService } from './connections.service.js';

/**
 * `invalidate`: for like counts shown on cached pages (decision 0019). `blocks`: the block check (decision 0056; the
 * front door passes the one every feature shares).
 */
export type SocialDeps = {
  db: Db;
  checkPhoto: PhotoCheck;
  limiters: LimiterFactory;
  limits: SocialLimits;
  events: EventPublisher;
  invalidate?: Invalidate;
  blocks?: BlockPolicy;
};

export function createSocial(d: SocialDeps) {
  const actors = createActors(d.db);
  const limits = createSocialLimiters(d.limiters, d.limits);
  const blocks = d.blocks ?? createBlockPolicy(d.db);
  const posts = createPostsService({ db: d.db, actors, limits, checkPhoto: d.checkPhoto, events: d.events });
  const reactions = createReactionsService({ db: d.db, actors, events: d.events, blocks, invalidate: d.invalidate });
  const follows = createFollowsService({ db: d.db, actors, limits, events: d.events, blocks });
  const comments = createCommentsService({ db: d.db, actors, limits, events: d.events, blocks });
  const connections = createConnectionsService({ db: d.db, actors, limits, events: d.events, blocks });
  return { actors, posts, reactions, follows, comments, connections };
}
export type Social = ReturnType<typeof createSocial>;
