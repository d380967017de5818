/**
 * The operations module's front door (decisions 0022, 0066): liveness and readiness under /api,
 * and the metrics of requests, caches, jobs, live streams and the database pool at GET /metrics.
 * The metrics are made first (the platform's queue and the HTTP edge report to them).
 */
import type { ApiModule } from '../../core/module.js';
import type { Metrics } from './metrics.js';
import { maintenanceRepo } from './maintenance.repo.js';
import { metricsRoute, systemRoutes, type HealthDeps } from './system.routes.js';

export { createMetrics, type Metrics } from './metrics.js';
export { maintenanceRepo } from './maintenance.repo.js';

export function createSystemModule(
  d: Omit<HealthDeps, 'searchRankIndexes'> & { metrics: Metrics; metricsToken: string | undefined },
) {
  const searchRankIndexes = () =>
    maintenanceRepo.rumIndexCount(d.database.db).then(
      (n) => n > 0,
      () => false,
    );
  return {
    name: 'system',
    api: () => [{ plugin: systemRoutes({ ...d, searchRankIndexes }) }],
    root: () => [{ plugin: metricsRoute(d.metrics, d.metricsToken) }],
  } satisfies ApiModule;
}
