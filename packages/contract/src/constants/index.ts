/**
 * `@wbn/contract/constants`: everything of the contract that needs no zod: the spec's constants
 * and messages, route and slug helpers, plain rules and types, and zod's settings (installed
 * without importing zod). The web app's first load imports only this entry, so nothing reachable
 * from here may import zod (decision 0009; entries.test.ts walks the imports).
 */
export * from './spec.js';
export * from './social-messages.js';
export * from './request-messages.js';
export * from './request-unread.js';
export * from './membership-messages.js';
export * from './envelope.js';
export * from './refdata.js';
export * from './auth.js';
export * from './auth-messages.js';
export * from './unconfirmed.js';
export * from './user.js';
export * from './routes.js';
export * from './business.js';
export * from './files.js';
export * from './search.js';
export * from './search-filters.js';
export * from './search-filter-params.js';
export * from './search-filter-tokens.js';
export * from './profile-filter-hints.js';
export * from './zod-messages.js';
export { installZodConfig } from './zod-config.js';
export * from './notifications.js';
export * from './requests.js';
export * from './web-address.js';
export * from './jobs.js';
export * from './http.js';
export * from './notification-settings.js';
export * from './notification-text.js';
export * from './two-factor.js';
export * from './privacy.js';
export * from './settings.js';
export * from './safety.js';
export * from './api-keys.js';
export * from './webhooks.js';
export * from './catalogue.js';
export * from './rfq.js';
export * from './utc-days.js';
export * from './responsiveness.js';
export * from './insights.js';
export * from './insights-paths.js';
export * from './saved-searches.js';
export * from './reviews.js';
export * from './review-messages.js';
export * from './certificates.js';
export * from './member-journey.js';
export * from './feed.js';
export * from './profile-links.js';
