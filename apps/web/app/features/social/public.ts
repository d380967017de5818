/**
 * What other features take of the social feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): a business page's Connect (a member's) and Follow buttons and follower count,
 * and the follow summary. The comments are loaded on demand: public-lazy.ts. Named re-exports
 * only: the build counts this file free of side effects (vite.config.ts), so a name taken here
 * brings its own module and no other.
 */
export { LazyConnectButton } from './components/lazy-connect-button';
export { FollowerCount } from './components/follower-count';
export { LazyFollowButton } from './components/lazy-follow-button';
export { useFollowSummary } from './api/follow-summary';
