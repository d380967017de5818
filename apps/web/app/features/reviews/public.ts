/**
 * What other features and routes take of the reviews feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the company page's reviews section and the path of its first page,
 * which the page's loader asks the API for. Named re-exports only: the build counts this file free
 * of side effects (vite.config.ts).
 */
export { ReviewsSection } from './components/reviews-section';
export { firstReviewsPath } from './api/reviews';
