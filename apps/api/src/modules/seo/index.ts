/** The search engines' files' front door (decision 0066): robots.txt and the sitemaps, at the site's root. */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { seoRoutes } from './seo.routes.js';
import { createSeoService } from './seo.service.js';

export function createSeoModule(p: Platform) {
  const seo = createSeoService({ db: p.db, publicUrl: p.config.PUBLIC_URL });
  return {
    name: 'seo',
    root: () => [{ plugin: seoRoutes(seo) }],
  } satisfies ApiModule;
}
