/**
 * Health and metrics for operators and load balancers:
 * - GET /api/health: the database answers (kept as it was).
 * - GET /api/health/live: the process answers (restart it when this fails).
 * - GET /api/health/ready: database, job queue and file storage reachable, and not shutting down
 *   (send it traffic only while this is 200). It also reports, without failing, what answers
 *   slower than it should: search without its rum rank indexes (decision 0079).
 * - GET /metrics (at the root): Prometheus text, for a bearer METRICS_TOKEN only.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthDown, okEnvelope, READINESS_WARNINGS, ZHealth, ZHealthLive, ZReadiness } from '@wbn/contract';
import type { Database } from '../../db/client.js';
import type { Storage } from '../../ports/storage.js';
import { errorBody } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Metrics } from './metrics.js';

export type HealthDeps = {
  database: Database;
  storage: Storage;
  /** The job queue's table answers. */
  queueReachable: () => Promise<boolean>;
  /** True once SIGTERM arrived (main.ts). */
  shuttingDown: () => boolean;
  /**
   * Whether the rum indexes search reads in rank order exist (migrations 0034-0036 build them only
   * where the server has the extension; decision 0079): false on PGlite, on a server without
   * `rum`, and when the database does not answer.
   */
  searchRankIndexes: () => Promise<boolean>;
};

const unavailable = (message: string) => ({ name: 'ServiceUnavailable' as const, message });
const tags = ['system'];
/** A check's 503: the same data with `success: false` and the error naming what is down (no request id: load balancers read these). */
const down = <T extends z.ZodType>(data: T, description: string) => ({
  503: { description, content: { 'application/json': { schema: healthDown(data) } } },
});
/** Prometheus's text exposition format (its `content-type` also says `version=0.0.4; charset=utf-8`). */
const prometheusText = {
  description: 'The metrics in the Prometheus text exposition format.',
  content: { 'text/plain': { schema: z.string() } },
};

export function systemRoutes(d: HealthDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/health',
      {
        schema: op({
          id: 'getHealth',
          summary: 'Whether the database answers: 200, or 503 with `status: degraded`',
          tags,
          access: 'public',
          response: { 200: okEnvelope(ZHealth), ...down(ZHealth, 'The database is not reachable.') },
        }),
      },
      async (_req, reply) => {
        const dbUp = await d.database.ping();
        const data = {
          status: dbUp ? ('ok' as const) : ('degraded' as const),
          database: { kind: d.database.kind, reachable: dbUp },
        };
        return dbUp
          ? reply.status(200).send({ success: true, data })
          : reply.status(503).send({ success: false, data, error: unavailable('The database is not reachable') });
      },
    );

    r.get(
      '/health/live',
      {
        schema: op({
          id: 'getLiveness',
          summary: 'The process answers (restart it when this fails)',
          tags,
          access: 'public',
          response: { 200: okEnvelope(ZHealthLive) },
        }),
      },
      async () => ({ success: true as const, data: { status: 'ok' as const } }),
    );

    r.get(
      '/health/ready',
      {
        schema: op({
          id: 'getReadiness',
          summary:
            'Whether to send this server traffic: database, job queue and file storage reachable, and not shutting down',
          description:
            'Answered with `cache-control: no-store`. `search.rankIndexes` false (PGlite, or PostgreSQL without the `rum` extension) adds a sentence to `warnings` and keeps 200: search answers the same, slower on a large directory.',
          tags,
          access: 'public',
          response: {
            200: okEnvelope(ZReadiness),
            ...down(
              ZReadiness,
              'Something it needs is not reachable, or the server is shutting down; `error.message` says which.',
            ),
          },
        }),
      },
      async (_req, reply) => {
        const [database, queue, storage, rankIndexes] = await Promise.all([
          d.database.ping(),
          d.queueReachable(),
          d.storage.ping(),
          d.searchRankIndexes(),
        ]);
        const shuttingDown = d.shuttingDown();
        const ready = database && queue && storage && !shuttingDown;
        const unreachable = [
          !database && 'the database',
          !queue && 'the job queue',
          !storage && 'the file storage',
        ].filter(Boolean);
        const data = {
          status: ready ? ('ready' as const) : shuttingDown ? ('shutting-down' as const) : ('unavailable' as const),
          database,
          queue,
          storage,
          shuttingDown,
          // Reported, never a reason for 503: search still answers, slower (decision 0079).
          search: { rankIndexes },
          warnings: database && !rankIndexes ? [READINESS_WARNINGS.searchRankIndexes] : [],
        };
        reply.header('cache-control', 'no-store');
        return ready
          ? reply.status(200).send({ success: true, data })
          : reply.status(503).send({
              success: false,
              data,
              error: unavailable(
                shuttingDown ? 'The server is shutting down' : `Not reachable: ${unreachable.join(', ')}`,
              ),
            });
      },
    );
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
    // Documented (not hidden): operators configure their scraper from the document; the token is its own security scheme.
    app.get(
      '/metrics',
      {
        // Untyped: the route sends its 401 itself (with WWW-Authenticate), which op()'s type leaves out of the route's answers.
        schema: op({
          id: 'getMetrics',
          summary: "The server's metrics for Prometheus (operators: a bearer METRICS_TOKEN)",
          description:
            'Always 401 while the server has no METRICS_TOKEN configured; the 401 carries `WWW-Authenticate: Bearer realm="metrics"`.',
          tags,
          access: 'metrics',
          response: { 200: prometheusText },
          errors: [401],
        }) as FastifySchema,
      },
      async (req, reply) => {
        if (!allowed(req.headers.authorization)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send(
              errorBody(
                req.id,
                'TokenNotFound',
                token ? 'Send the metrics token as a bearer token' : 'Metrics are off: set METRICS_TOKEN',
              ),
            );
        }
        return reply
          .header('content-type', metrics.registry.contentType)
          .header('cache-control', 'no-store')
          .send(await metrics.registry.metrics());
      },
    );
  };
}
