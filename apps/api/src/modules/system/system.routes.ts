/**
 * Health and metrics for operators and load balancers:
 * - GET /api/health: the database answers (kept as it was).
 * - GET /api/health/live: the process answers (restart it when this fails).
 * - GET /api/health/ready: database, job queue and file storage reachable, and not shutting down
 *   (send it traffic only while this is 200).
 * - GET /metrics (at the root): Prometheus text, for a bearer METRICS_TOKEN only.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Storage } from '../../ports/storage.js';
import { errorBody } from '../../lib/http.js';
import type { Metrics } from './metrics.js';

export type HealthDeps = {
  database: Database;
  storage: Storage;
  /** The job queue's table answers. */
  queueReachable: () => Promise<boolean>;
  /** True once SIGTERM arrived (main.ts). */
  shuttingDown: () => boolean;
};

const unavailable = (message: string) => ({ name: 'ServiceUnavailable', message });

export function systemRoutes(d: HealthDeps) {
  return async (app: FastifyInstance) => {
    const tags = ['system'];
    app.get('/health', { schema: { tags } }, async (_req, reply) => {
      const dbUp = await d.database.ping();
      return reply.status(dbUp ? 200 : 503).send({
        success: dbUp,
        data: { status: dbUp ? 'ok' : 'degraded', database: { kind: d.database.kind, reachable: dbUp } },
        ...(dbUp ? {} : { error: unavailable('The database is not reachable') }),
      });
    });

    app.get('/health/live', { schema: { tags } }, async () => ({ success: true, data: { status: 'ok' } }));

    app.get('/health/ready', { schema: { tags } }, async (_req, reply) => {
      const [database, queue, storage] = await Promise.all([d.database.ping(), d.queueReachable(), d.storage.ping()]);
      const shuttingDown = d.shuttingDown();
      const ready = database && queue && storage && !shuttingDown;
      const down = [!database && 'the database', !queue && 'the job queue', !storage && 'the file storage'].filter(Boolean);
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          success: ready,
          data: { status: ready ? 'ready' : shuttingDown ? 'shutting-down' : 'unavailable', database, queue, storage, shuttingDown },
          ...(ready ? {} : { error: unavailable(shuttingDown ? 'The server is shutting down' : `Not reachable: ${down.join(', ')}`) }),
        });
    });
  };
}

/** GET /metrics: 401 without `Authorization: Bearer <METRICS_TOKEN>` (and always when no token is configured). */
export function metricsRoute(metrics: Metrics, token: string | undefined) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  const allowed = (header: string | undefined) => {
    if (!expected || !header) return false;
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return async (app: FastifyInstance) => {
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      if (!allowed(req.headers.authorization)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(errorBody(req.id, 'TokenNotFound', token ? 'Send the metrics token as a bearer token' : 'Metrics are off: set METRICS_TOKEN'));
      }
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
    });
  };
}
