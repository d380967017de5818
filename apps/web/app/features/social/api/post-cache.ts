/** Changes one post wherever it is cached (newsfeed pages, timeline pages, the single post) without loading the lists again. */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NewsfeedPage, Post, TimelinePage } from '@wbn/contract/schemas';
import { socialKeys } from '~/lib/query-keys/social';

type Cached = InfiniteData<NewsfeedPage | TimelinePage> | Post | undefined;

export function updateCachedPost(queryClient: QueryClient, postID: string, change: (p: Post) => Post) {
  const apply = (p: Post) => (p.postID === postID ? change(p) : p);
  queryClient.setQueriesData<Cached>({ queryKey: socialKeys.posts() }, (data) => {
    if (!data) return data;
    if ('pages' in data)
      return {
        ...data,
        pages: data.pages.map((page) =>
          'items' in page ? { ...page, items: page.items.map(apply) } : { ...page, posts: page.posts.map(apply) },
        ),
      };
    return apply(data);
  });
}
