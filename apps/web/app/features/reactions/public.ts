/**
 * What other features take of the reactions feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the Like button, the same button loaded on demand (a page that
 * shows it to members only, once known after hydration: decision 0009), and the like count.
 * Named re-exports only: the build counts this file free of side effects (vite.config.ts), so a
 * name taken here brings its own module and no other (a page reading the count loads no button).
 */
export { LikeButton } from './components/like-button';
export { LazyLikeButton } from './components/lazy-like-button';
export { useReactionSummary } from './api/get-reaction-summary';
export type { ReactionSummary } from './api/types';
