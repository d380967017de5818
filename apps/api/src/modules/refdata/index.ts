/** Reference data's front door (decisions 0003, 0066): countries, states, languages and the other lists, and the routes. */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { refdataRoutes } from './refdata.routes.js';
import { createRefdataService } from './refdata.service.js';

export function createRefdataModule(p: Platform) {
  const refdata = createRefdataService({ db: p.db });
  return {
    name: 'refdata',
    api: () => [{ plugin: refdataRoutes(refdata), prefix: '/ref-data' }],
  } satisfies ApiModule;
}
