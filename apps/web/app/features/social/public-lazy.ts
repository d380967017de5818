/**
 * What is loaded of the social feature on demand, with `import()` only (eslint.config.js refuses a
 * static import of it): the comments of a post, a business page or a product, which come when
 * scrolled to and are not part of any page's first load (decision 0009). Every `import()` of them
 * names this file, the feed's posts too, so the comments are one chunk of their own.
 */
export { Comments } from './components/comments';
