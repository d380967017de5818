/** GET /api/catsys/industry*: the industry tree (spec 1 §3, §7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/http.js';
import { notFound } from '../../lib/errors.js';
import { cacheable } from '../refdata/refdata.routes.js';
import { catalogRepo } from './catalog.repo.js';
import { memoTtl } from '../../lib/memo.js';

export function catalogRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['industries'];
    const industries = memoTtl(() => catalogRepo.industries(db));
    const fullTree = memoTtl(() => catalogRepo.fullTree(db));
    r.get('/industry', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await industries())));
    r.get('/industry/full-tree', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await fullTree())));
    r.get(
      '/industry/:id/category',
      { schema: { tags, params: z.object({ id: z.string().regex(/^\d{4}$/, 'An industry id from 0001 to 0015') }) } },
      async (req, reply) => {
        if (!(await catalogRepo.industry(db, req.params.id))) throw notFound('Industry', 'id');
        cacheable(reply);
        return ok(await catalogRepo.categories(db, req.params.id));
      },
    );
  };
}
