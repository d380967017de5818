/**
 * Posts published while the newsfeed is open (decision 0045): the live channel's `feed-post` events
 * are counted (ignoring posts already shown); `show()` reads the feed's newest page and puts the
 * new posts on top of the first cached page, so nothing moves before the member asks.
 */
import { useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { FEED_NEW_POSTS_TEXT, LIVE_EVENTS } from '@wbn/contract/constants';
import type { NewsfeedPage, Post } from '@wbn/contract/schemas';
import { useLiveEvent } from '~/features/live/public';
import { loadNewsfeed } from './load-newsfeed';
import { socialKeys } from '~/lib/query-keys/social';

type FeedPostEvent = { postID: string };

/** The feed's pages with `fresh` posts put on top of the first one (those it already holds left out). */
export function withNewPosts(data: InfiniteData<NewsfeedPage>, fresh: readonly Post[]): InfiniteData<NewsfeedPage> {
  const known = new Set(data.pages.flatMap((p) => p.items.map((i) => i.postID)));
  const add = fresh.filter((p) => !known.has(p.postID));
  if (!add.length || !data.pages.length) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [...add, ...first!.items] }, ...rest] };
}

export function useNewPosts(shown: readonly Post[], ready: boolean) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  useLiveEvent<FeedPostEvent>(LIVE_EVENTS.feedPost, (e) => {
    if (!ready || !e?.postID || shown.some((p) => p.postID === e.postID)) return;
    setPending((ids) => (ids.includes(e.postID) ? ids : [...ids, e.postID]));
  });
  const count = pending.filter((id) => !shown.some((p) => p.postID === id)).length;
  return {
    count,
    loading,
    label: `${count} ${count === 1 ? FEED_NEW_POSTS_TEXT.one : FEED_NEW_POSTS_TEXT.many}`,
    async show() {
      setLoading(true);
      try {
        const newest = await loadNewsfeed(null);
        queryClient.setQueryData<InfiniteData<NewsfeedPage>>(socialKeys.feed(), (data) =>
          data ? withNewPosts(data, newest.items) : data,
        );
        setPending([]);
      } catch {
        // The pill stays: the member can try again.
      } finally {
        setLoading(false);
      }
    },
  };
}
