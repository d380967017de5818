/**
 * The industry tree's front door (decisions 0005, 0066): industries and their categories, cached
 * with a version for clients, and the routes under /api/catsys. Search and the web pages read the tree.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { catalogRoutes } from './catalog.routes.js';
import { createCatalogService } from './catalog.service.js';

export type { CatalogService } from './catalog.service.js';

export function createCatalogModule(p: Platform) {
  const catalog = createCatalogService({ db: p.db });
  return {
    name: 'catalog',
    catalog,
    api: () => [{ plugin: catalogRoutes(catalog), prefix: '/catsys' }],
  } satisfies ApiModule & Record<string, unknown>;
}
