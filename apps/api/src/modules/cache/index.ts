/**
 * The caches' front door (decisions 0019, 0066): rendered public pages and anonymous public API
 * reads, in memory or in Redis, dropped by tag after writes. Part of the platform: every module's
 * writes invalidate through it.
 */
export { createCaches, type Caches } from './cache.js';
export { registerApiCache } from './api-cache.js';
export { isCacheablePage, withScriptHashes, type CachedPage, type PageCache, type RenderedPage } from './page-cache.js';
