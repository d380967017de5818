/** GET /api/ref-data/*: reference lists. Cacheable: they change only with a release. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheable } from '../../lib/cache-control.js';
import { ok } from '../../lib/http.js';
import type { RefdataService } from './refdata.service.js';

export function refdataRoutes(refdata: RefdataService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reference data'];
    r.get('/country', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdata.countries())));
    r.get(
      '/country/:code/state',
      { schema: { tags, params: z.object({ code: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'A two-letter ISO 3166-1 country code') }) } },
      async (req, reply) => {
        const states = await refdata.states(req.params.code);
        cacheable(reply);
        return ok(states);
      },
    );
    r.get('/gender', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdata.genders())));
    r.get('/language', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdata.languages())));
    r.get('/job-position', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdata.jobPositions())));
    r.get('/business-type', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdata.businessTypes())));
  };
}
