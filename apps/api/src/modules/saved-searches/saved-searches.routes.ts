/** /api/user/saved-searches (decision 0041): a member's saved searches and how often they alert. Members only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SAVED_SEARCH_RESPONSES as R,
  SAVED_SEARCHES_MAX,
  ZCreateSavedSearchRequest,
  ZSavedSearchParams,
  ZUpdateSavedSearchRequest,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { SavedSearchesService } from './saved-searches.service.js';

const tags = ['saved-searches'];

export function savedSearchesRoutes(auth: Authenticator, searches: SavedSearchesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.post(
      '/saved-searches',
      {
        ...member,
        schema: op({
          id: 'createSavedSearch',
          summary: `Saves a search of companies of one type or of products (words, country, industry; requests for quotation too with includeRfqs) and how often to be told of new matches: instant, daily, weekly or off. At most ${SAVED_SEARCHES_MAX} per member; the same search twice, or one over the limit, answers 409.`,
          tags,
          access: 'member',
          body: ZCreateSavedSearchRequest,
          response: { 201: R.done },
          errors: [409],
        }),
      },
      async (req, reply) => reply.status(201).send(ok(await searches.create(currentUser(req).userID, req.body))),
    );
    r.get(
      '/saved-searches',
      {
        ...member,
        schema: op({
          id: 'listSavedSearches',
          summary: "The caller's saved searches, newest first, all in one page (nextCursor is always null)",
          tags,
          access: 'member',
          response: { 200: R.list },
        }),
      },
      async (req) => ok(await searches.list(currentUser(req).userID)),
    );
    r.patch(
      '/saved-searches/:savedSearchID',
      {
        ...member,
        schema: op({
          id: 'updateSavedSearch',
          summary:
            'Changes how often a saved search alerts, or whether requests for quotation count (the caller’s own only; another’s answers 404). Paused (off), what it gathered is dropped.',
          tags,
          access: 'member',
          params: ZSavedSearchParams,
          body: ZUpdateSavedSearchRequest,
          response: { 200: R.done },
          errors: [404],
        }),
      },
      async (req) => ok(await searches.update(currentUser(req).userID, req.params.savedSearchID, req.body)),
    );
    r.delete(
      '/saved-searches/:savedSearchID',
      {
        ...member,
        schema: op({
          id: 'deleteSavedSearch',
          summary: 'Deletes a saved search of the caller (another’s answers 404): no more alerts from it',
          tags,
          access: 'member',
          params: ZSavedSearchParams,
          response: { 200: R.deleted },
          errors: [404],
        }),
      },
      async (req) => ok(await searches.remove(currentUser(req).userID, req.params.savedSearchID)),
    );
  };
}
