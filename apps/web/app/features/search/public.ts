/**
 * What other features take of the search feature, and the only file of it they import
 * (eslint.config.js, WEB_LAYERS): the business suggestions (the RFQ's invitations), a debounced
 * value, and the label of a business type. Named re-exports only: the build counts this file free
 * of side effects (vite.config.ts), so a name taken here brings its own module and no other.
 */
export { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, useSuggestions } from './api/get-suggestions';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { businessTypeLabel } from './lib/search-params';
