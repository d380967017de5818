/** robots.txt and the sitemaps, at the site's root (seo.service.ts writes them). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSitemapParams } from '@wbn/contract';
import { op } from '../../lib/openapi.js';
import type { SeoService } from './seo.service.js';

const tags = ['site'];
const notFound = (reply: FastifyReply) => reply.status(404).header('content-type', 'text/plain').send('Not found');
const xml = (reply: FastifyReply, body: string) =>
  reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(body);

/** An answer that is a document of its own media type, not the JSON envelope (the serializer leaves strings as they are). */
const answer = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});
const sitemapXml = (what: string) =>
  answer('application/xml', `${what} (the sitemap protocol's XML), cached for an hour.`);

export function seoRoutes(seo: SeoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/robots.txt',
      {
        schema: op({
          id: 'getRobotsTxt',
          summary: 'robots.txt: what crawlers may read, and where the sitemap is',
          tags,
          access: 'public',
          response: { 200: answer('text/plain', 'The robots exclusion rules, cached for a day.') },
        }),
      },
      async (_req, reply) =>
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(seo.robotsTxt()),
    );
    r.get(
      '/sitemap.xml',
      {
        schema: op({
          id: 'getSitemapIndex',
          summary:
            'The sitemap index: the static pages, the requests for quotation, then one file per 50,000 businesses and products',
          tags,
          access: 'public',
          response: { 200: sitemapXml('The sitemap index') },
        }),
      },
      async (_req, reply) => xml(reply, await seo.sitemapIndex()),
    );
    r.get(
      '/sitemaps/:file',
      {
        schema: op({
          id: 'getSitemapFile',
          summary:
            "One file of the sitemap index: `static.xml` (every edition's static pages, with their hreflang alternates), `rfqs.xml` (the board and the open public requests for quotation), `businesses-N.xml` or `products-N.xml` (N from 1); the last three also with an edition's prefix (`es-`, `it-`, `zh-`) for that edition's addresses",
          tags,
          access: 'public',
          params: ZSitemapParams,
          response: {
            200: sitemapXml('The addresses of one sitemap file'),
            404: answer('text/plain', 'No such sitemap file: the text `Not found`.'),
          },
        }),
      },
      async (req, reply) => {
        const body = await seo.sitemapFile(req.params.file);
        return body === undefined ? notFound(reply) : xml(reply, body);
      },
    );
  };
}
