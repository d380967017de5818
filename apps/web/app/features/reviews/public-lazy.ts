/**
 * What is loaded of the reviews feature on demand, with `import()` only (eslint.config.js refuses a
 * static import of it): the company page's reviews section, whose code comes when the section nears
 * the screen, the server's HTML standing until then (components/hydrate-when-near.tsx, decision 0009).
 */
export { ReviewsSection } from './components/reviews-section';
