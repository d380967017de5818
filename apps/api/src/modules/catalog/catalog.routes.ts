/** GET /api/catsys/industry*: the industry tree, whole or an industry's categories. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http.js';
import { preferredEncoding } from '@wbn/contract';
import { cacheable } from '../../lib/cache-control.js';
import type { CatalogService } from './catalog.service.js';

/** The tree at its versioned address never changes: browsers and CDNs keep it for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function catalogRoutes(catalog: CatalogService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['industries'];
    r.get('/industry', { schema: { tags } }, async (_req, reply) => (cacheable(reply), ok(await catalog.industries())));
    // `?v=<version>` (the version pages name, decision 0019): immutable when it is the current one.
    const fullTreeQuery = z.object({ v: z.string().max(64).optional() });
    r.get('/industry/full-tree', { schema: { tags, querystring: fullTreeQuery } }, async (req, reply) => {
      const t = await catalog.fullTree();
      const etag = `"${t.version}"`;
      if (req.query.v === t.version) reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      else cacheable(reply);
      reply.header('etag', etag).header('vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(t.body[encoding]);
    });
    r.get(
      '/industry/:id/category',
      { schema: { tags, params: z.object({ id: z.string().regex(/^\d{4}$/, 'An industry id from 0001 to 0015') }) } },
      async (req, reply) => {
        const categories = await catalog.categories(req.params.id);
        cacheable(reply);
        return ok(categories);
      },
    );
  };
}
