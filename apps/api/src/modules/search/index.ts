/**
 * The directory search's front door (decisions 0007, 0010, 0020, 0066): businesses, products and
 * people through the search port, and the routes. The engine is part of the platform, because it
 * hears of every write the caches hear of.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import type { IndustryNode } from '@wbn/contract';
import type { SearchEngine } from './search-engine.js';
import type { FacetCountCache } from './search.facet-cache.js';
import { searchRoutes, userSearchRoute } from './search.routes.js';
import { createSearchService } from './search.service.js';
import { SEARCH_FACET_DAY_EVERY_MS, SEARCH_FACET_DAY_JOB, advanceFacetDay } from './search.facet-day.repo.js';
import { cacheTags } from '../../core/cache-tags.js';

export { createPostgresSearchEngine } from './postgres-search-engine.js';
export { createFacetCountCache } from './search.facet-cache.js';

export function createSearchModule(
  p: Platform,
  needs: { engine: SearchEngine; industryTree: () => Promise<IndustryNode[]>; facetCache?: FacetCountCache },
) {
  const search = createSearchService({ db: p.db, ...needs });
  // Certificates expired since the last run stop counting in the filters (decision 0081).
  p.queue.define(SEARCH_FACET_DAY_JOB, async () => {
    const touched = await advanceFacetDay(p.db, (p.now ?? Date.now)());
    if (touched.length) await p.invalidate([cacheTags.search]);
  });
  p.queue.every(SEARCH_FACET_DAY_JOB, SEARCH_FACET_DAY_EVERY_MS);
  return {
    name: 'search',
    api: () => [
      { plugin: searchRoutes(search), prefix: '/search' },
      { plugin: userSearchRoute(search), prefix: '/user' },
    ],
  } satisfies ApiModule;
}
