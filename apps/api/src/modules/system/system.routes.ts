import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

export function systemRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/health', { schema: { tags: ['system'] } }, async (_req, reply) => {
      const dbUp = await database.ping();
      return reply.status(dbUp ? 200 : 503).send({
        success: dbUp,
        data: { status: dbUp ? 'ok' : 'degraded', database: { kind: database.kind, reachable: dbUp } },
        ...(dbUp ? {} : { error: { name: 'ServiceUnavailable', message: 'The database is not reachable' } }),
      });
    });
  };
}
