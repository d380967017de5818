/**
 * What other features and routes take of the reviews feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the path of the company page's first page of reviews, which the
 * page's loader asks the API for. The section itself is loaded on demand: public-lazy.ts. Named
 * re-exports only: the build counts this file free of side effects (vite.config.ts).
 */
export { firstReviewsPath } from './api/reviews';
