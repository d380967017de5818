/**
 * The social network module's front door (decisions 0012, 0045, 0066): posts, newsfeed and
 * timelines, comments, reactions, follows and connections, the open newsfeed's live "New posts"
 * sign (a listener of `post.created`), and the routes.
 */
import type { LivePublisher } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { listenForNewPosts } from './feed-live.js';
import { createSocial } from './social.js';
import { socialRoutes } from './social.routes.js';

export function createSocialModule(p: Platform, needs: { live: LivePublisher }) {
  const c = p.config;
  const social = createSocial({
    db: p.db,
    checkPhoto: p.checkPhoto,
    limiters: p.limiters,
    events: p.events,
    invalidate: p.invalidate,
    blocks: p.blocks,
    limits: {
      postsPerHour: c.RATE_LIMIT_POSTS_PER_HOUR,
      commentsPerHour: c.RATE_LIMIT_COMMENTS_PER_HOUR,
      followsPerHour: c.RATE_LIMIT_FOLLOWS_PER_HOUR,
      connectionsPerHour: c.RATE_LIMIT_CONNECTIONS_PER_HOUR,
    },
  });
  listenForNewPosts({ db: p.db, events: p.events, live: needs.live });
  return {
    name: 'social',
    api: (auth) => [{ plugin: socialRoutes(auth, social) }],
  } satisfies ApiModule;
}
