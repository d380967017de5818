/** robots.txt and the sitemaps, at the site's root (seo.service.ts writes them). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SeoService } from './seo.service.js';

const notFound = (reply: FastifyReply) => reply.status(404).header('content-type', 'text/plain').send('Not found');
const xml = (reply: FastifyReply, body: string) => reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

export function seoRoutes(seo: SeoService) {
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', async (_req, reply) => reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(seo.robotsTxt()));
    app.get('/sitemap.xml', async (_req, reply) => xml(reply, await seo.sitemapIndex()));
    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
      const body = await seo.sitemapFile(req.params.file);
      return body === undefined ? notFound(reply) : xml(reply, body);
    });
  };
}
