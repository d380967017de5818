/**
 * The open newsfeed's sign of posts that arrived after it loaded (decision 0045). A module of its own:
 * what spec.ts holds is in every page's first load, this only in the newsfeed's.
 */
export const FEED_NEW_POSTS_TEXT = { one: 'new post', many: 'new posts' } as const;
