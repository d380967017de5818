/** Search endpoints of the spec's call table: /api/search/* and /api/user/search. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okEnvelope,
  ZBusinessProfile,
  ZBusinessSearchResponse,
  ZProductSearchResponse,
  ZSearchBusinessRequest,
  ZSearchCounts,
  ZSearchCountsRequest,
  ZSearchProductRequest,
  ZSearchUserRequest,
  ZSuggestions,
  ZSuggestQuery,
  ZUserSearchResponse,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { SearchService } from './search.service.js';
import { editionOfRequest } from './search-languages.js';

const tags = ['search'];

export function searchRoutes(search: SearchService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/business',
      {
        schema: op({
          id: 'searchBusinesses',
          summary: 'Search businesses of one company type by text and country, a page at a time',
          tags,
          access: 'public',
          body: ZSearchBusinessRequest,
          response: { 200: okEnvelope(ZBusinessSearchResponse) },
        }),
      },
      async (req) => ok(await search.businesses(req.body, editionOfRequest(req.headers['accept-language']))),
    );
    r.post(
      '/product',
      {
        schema: op({
          id: 'searchProducts',
          summary: 'Search products by text and filters (with counts on request), a page at a time',
          tags,
          access: 'public',
          body: ZSearchProductRequest,
          response: { 200: okEnvelope(ZProductSearchResponse) },
        }),
      },
      async (req) => ok(await search.products(req.body, editionOfRequest(req.headers['accept-language']))),
    );
    r.post(
      '/counts',
      {
        schema: op({
          id: 'countSearchMatches',
          summary:
            'How many companies of each type, products and members match the same words, each count stopping at 1,000',
          tags,
          access: 'public',
          body: ZSearchCountsRequest,
          response: { 200: okEnvelope(ZSearchCounts) },
        }),
      },
      async (req) => ok(await search.counts(req.body, editionOfRequest(req.headers['accept-language']))),
    );
    r.get(
      '/business/last-registered',
      {
        schema: op({
          id: 'listLastRegisteredBusinesses',
          summary: 'The latest registered businesses of the home page, a few of each company type',
          tags,
          access: 'public',
          response: { 200: okEnvelope(z.array(ZBusinessProfile)) },
        }),
      },
      async () => ok(await search.lastRegistered()),
    );
    r.get(
      '/suggest',
      {
        schema: op({
          id: 'suggestSearch',
          summary:
            'What the search box offers while typing: companies, products and industries (nothing under two characters)',
          tags,
          access: 'public',
          querystring: ZSuggestQuery,
          response: { 200: okEnvelope(ZSuggestions) },
        }),
      },
      async (req) => ok(await search.suggest(req.query.q)),
    );
  };
}

/** POST /api/user/search lives under /user as the spec names it. */
export function userSearchRoute(search: SearchService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/search',
      {
        schema: op({
          id: 'searchMembers',
          summary: "Search members' public profiles by text and country, a page at a time",
          tags,
          access: 'public',
          body: ZSearchUserRequest,
          response: { 200: okEnvelope(ZUserSearchResponse) },
        }),
      },
      async (req) => ok(await search.users(req.body, editionOfRequest(req.headers['accept-language']))),
    );
  };
}
