/**
 * TanStack Query keys of the social feature; writes invalidate by prefix (blocking someone refreshes the feeds).
 * (lib/query-keys/: the keys more than one feature, the layout or a page's server seed reads; keys
 * only their own feature reads stay in its api/keys.ts).
 */

export const socialKeys = {
  all: ['social'] as const,
  posts: () => ['social', 'posts'] as const,
  feed: () => ['social', 'posts', 'feed'] as const,
  timeline: (timelineID: string) => ['social', 'posts', 'timeline', timelineID] as const,
  post: (postID: string) => ['social', 'posts', 'one', postID] as const,
  comments: (resourceID: string) => ['social', 'comments', resourceID] as const,
  followSummary: (id: string) => ['social', 'follow', id] as const,
  connection: (businessID: string) => ['social', 'connection', businessID] as const,
};
