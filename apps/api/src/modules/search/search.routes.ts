/** Search endpoints of the spec's call table: /api/search/* and /api/user/search. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSearchBusinessRequest, ZSearchProductRequest, ZSearchUserRequest } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { SearchService } from './search.service.js';

const tags = ['search'];

export function searchRoutes(search: SearchService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/business', { schema: { tags, body: ZSearchBusinessRequest } }, async (req) => ok(await search.businesses(req.body)));
    r.post('/product', { schema: { tags, body: ZSearchProductRequest } }, async (req) => ok(await search.products(req.body)));
    r.get('/business/last-registered', { schema: { tags } }, async () => ok(await search.lastRegistered()));
    r.get('/suggest', { schema: { tags, querystring: z.object({ q: z.string().max(200).default('') }) } }, async (req) => ok(await search.suggest(req.query.q)));
  };
}

/** POST /api/user/search lives under /user as the spec names it. */
export function userSearchRoute(search: SearchService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post('/search', { schema: { tags, body: ZSearchUserRequest } }, async (req) => ok(await search.users(req.body)));
  };
}
