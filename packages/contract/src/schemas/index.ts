/**
 * `@wbn/contract/schemas`: the zod schemas of every request and response, the types inferred
 * from them (and the types built on those), and the schema helpers. Importing any value from
 * here brings zod: the web app imports values only in lazily loaded chunks, on the server and in
 * tests; types (`import type`) anywhere (decision 0009).
 */
export * from './envelope.js';
export * from './refdata.js';
export * from './auth.js';
export * from './user.js';
export * from './business.js';
export * from './product.js';
export * from './files.js';
export * from './search.js';
export * from './needhelp.js';
export { installHumanMessages } from './zod.js';
export * from './social.js';
export * from './notifications.js';
export * from './requests.js';
export { zHttpUrl } from './fields.js';
export * from './memberships.js';
export * from './jobs.js';
export * from './system.js';
export * from './notification-settings.js';
export * from './privacy.js';
export * from './safety.js';
export * from './api-keys.js';
export * from './webhooks.js';
export * from './catalogue.js';
export * from './rfq.js';
export * from './insights.js';
export * from './saved-searches.js';
export * from './reviews.js';
export * from './certificates.js';
