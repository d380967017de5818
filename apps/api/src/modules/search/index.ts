/**
 * The directory search's front door (decisions 0007, 0010, 0020, 0066): businesses, products and
 * people through the search port, and the routes. The engine is part of the platform, because it
 * hears of every write the caches hear of.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import type { IndustryNode } from '@wbn/contract';
import type { SearchEngine } from './search-engine.js';
import { searchRoutes, userSearchRoute } from './search.routes.js';
import { createSearchService } from './search.service.js';

export { createPostgresSearchEngine } from './postgres-search-engine.js';

export function createSearchModule(
  p: Platform,
  needs: { engine: SearchEngine; industryTree: () => Promise<IndustryNode[]> },
) {
  const search = createSearchService({ db: p.db, ...needs });
  return {
    name: 'search',
    api: () => [
      { plugin: searchRoutes(search), prefix: '/search' },
      { plugin: userSearchRoute(search), prefix: '/user' },
    ],
  } satisfies ApiModule;
}
