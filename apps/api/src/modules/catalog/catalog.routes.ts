/** GET /api/catsys/industry*: the industry tree, whole or an industry's categories. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import {
  okEnvelope,
  preferredEncoding,
  ZCategory,
  ZFullTreeQuery,
  ZIndustryListItem,
  ZIndustryNode,
  ZIndustryParams,
} from '@wbn/contract';
import { cacheable } from '../../lib/cache-control.js';
import type { CatalogService } from './catalog.service.js';

const ZTree = okEnvelope(z.array(ZIndustryNode));

/** The tree at its versioned address never changes: browsers and CDNs keep it for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function catalogRoutes(catalog: CatalogService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['industries'];
    r.get(
      '/industry',
      {
        schema: op({
          id: 'listIndustries',
          summary: 'Every industry, without its categories',
          tags,
          access: 'public',
          response: { 200: okEnvelope(z.array(ZIndustryListItem)) },
        }),
      },
      async (_req, reply) => (cacheable(reply), ok(await catalog.industries())),
    );
    // `?v=<version>` (the version pages name, decision 0019): immutable when it is the current one.
    r.get(
      '/industry/full-tree',
      {
        schema: op({
          id: 'getIndustryTree',
          summary: 'The whole industry tree: industries, their categories and subcategories',
          description:
            'Sent pre-compressed (br, gzip) with an ETag; `If-None-Match` with the current ETag answers 304. With `v` equal to the current version the answer may be kept for a year. With `lang` (`es`, `it` or `zh`) the industry names and descriptions, category and subcategory names are in that edition (a name its table lacks stays English); ids, keys and order are the same in every edition, and so is the version.',
          tags,
          access: 'public',
          querystring: ZFullTreeQuery,
          // The body is the pre-serialized JSON of this schema (catalog.service.ts); the schema documents it.
          response: { 200: ZTree, 304: z.undefined() },
        }),
      },
      async (req, reply) => {
        const lang = req.query.lang;
        const t = await catalog.fullTree(lang);
        const etag = lang ? `"${t.version}-${lang}"` : `"${t.version}"`;
        if (req.query.v === t.version) reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
        else cacheable(reply);
        reply.header('etag', etag).header('vary', 'Accept-Encoding');
        if (req.headers['if-none-match'] === etag) return reply.status(304).send(undefined);
        const encoding = preferredEncoding(req.headers['accept-encoding']);
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        // Already serialized (and compressed) once per version: bytes go out as they are.
        return reply.type('application/json; charset=utf-8').send(t.body[encoding] as unknown as z.infer<typeof ZTree>);
      },
    );
    r.get(
      '/industry/:id/category',
      {
        schema: op({
          id: 'listIndustryCategories',
          summary: "An industry's categories with their subcategories",
          tags,
          access: 'public',
          params: ZIndustryParams,
          response: { 200: okEnvelope(z.array(ZCategory)) },
          errors: [404],
        }),
      },
      async (req, reply) => {
        const categories = await catalog.categories(req.params.id);
        cacheable(reply);
        return ok(categories);
      },
    );
  };
}
