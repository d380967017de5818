/**
 * The open newsfeed's "New posts" sign (decision 0045): when a post is published, the members whose
 * newsfeed shows it (its author's followers, and the team of a business that posted) get a live
 * event; their open feed shows a pill and loads the posts when asked, never moving the list.
 * Members who blocked the author are left out, as their feeds leave the author's posts out. A
 * job (the event's listener) does the fan-out, in slices, so posting costs the author nothing.
 */
import { LIVE_EVENTS } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { followsRepo } from './follows.repo.js';
import type { LivePublisher } from '../../core/collaborators.js';
import type { EventBus } from '../../core/events.js';

/** Live events are a courtesy: an author followed by more members than this tells the newest followers only. */
export const FEED_LIVE_MAX_AUDIENCE = 20_000;
const SLICE = 1_000;

export type FeedPostEvent = { postID: string; authorID: string; authorType: 'user' | 'business' };

export function listenForNewPosts(d: { db: Db; events: Pick<EventBus, 'on'>; live: LivePublisher }) {
  d.events.on('post.created', 'feed-live', async (e) => {
    const ids = await followsRepo.newPostAudience(
      d.db,
      {
        authorId: e.author.id,
        businessId: e.author.type === 'business' ? e.author.id : null,
        authorUserId: e.author.userId,
      },
      FEED_LIVE_MAX_AUDIENCE,
    );
    const payload: FeedPostEvent = { postID: e.postId, authorID: e.author.id, authorType: e.author.type };
    for (let i = 0; i < ids.length; i += SLICE)
      await d.live.publish(ids.slice(i, i + SLICE), LIVE_EVENTS.feedPost, payload);
  });
}
