/**
 * The products module's front door (decisions 0037, 0066): a business's products and its
 * catalogue in bulk (CSV and XLSX import and export), and the routes.
 */
import type { BusinessAccess } from '../../core/collaborators.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueService } from './catalogue.service.js';
import { productsRoutes } from './products.routes.js';
import { createProductsService } from './products.service.js';

export function createProductsModule(p: Platform, needs: { businesses: BusinessAccess }) {
  const { db, events, invalidate } = p;
  const products = createProductsService({
    db,
    businesses: needs.businesses,
    checkPhoto: p.checkPhoto,
    invalidate,
    events,
  });
  const catalogue = createCatalogueService({ db, businesses: needs.businesses, events, invalidate });
  return {
    name: 'products',
    api: (auth) => [
      { plugin: productsRoutes(auth, products), prefix: '/product' },
      { plugin: catalogueRoutes(auth, catalogue), prefix: '/business' },
    ],
  } satisfies ApiModule;
}
