/** GET /api/ref-data/*: reference lists (spec 1 §7). Cacheable: they change only with a release. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/http.js';
import { notFound } from '../../lib/errors.js';
import { refdataRepo } from './refdata.repo.js';
import { memoTtl } from '../../lib/memo.js';

export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
export const cacheable = (reply: FastifyReply) => reply.header('cache-control', REFERENCE_CACHE_CONTROL);

export function refdataRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reference data'];
    const countries = memoTtl(() => refdataRepo.countries(db));
    const languages = memoTtl(() => refdataRepo.languages(db));
    r.get('/country', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await countries())));
    r.get(
      '/country/:code/state',
      { schema: { tags, params: z.object({ code: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'A two-letter ISO 3166-1 country code') }) } },
      async (req, reply) => {
        if (!(await refdataRepo.country(db, req.params.code))) throw notFound('Country', 'code');
        cacheable(reply);
        return ok(await refdataRepo.states(db, req.params.code));
      },
    );
    r.get('/gender', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdataRepo.genders(db))));
    r.get('/language', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await languages())));
    r.get('/job-position', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdataRepo.jobPositions(db))));
    r.get('/business-type', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await refdataRepo.businessTypes(db))));
  };
}
