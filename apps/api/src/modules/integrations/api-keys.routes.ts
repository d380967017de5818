/** /api/business/profile/{id}/api-keys: the business's API keys, for its owner and admins (decision 0035). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_KEY_RESPONSES as R,
  ZApiKeyParams,
  ZApiKeyUsesQuery,
  ZBusinessParams,
  ZCreateApiKeyRequest,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, requireUser, type Authenticator } from '../../core/auth.js';
import type { ApiKeysService } from './api-keys.service.js';

const tags = ['integrations'];

export function apiKeysRoutes(auth: Authenticator, keys: ApiKeysService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    r.post(
      '/profile/:id/api-keys',
      {
        ...member,
        schema: op({
          id: 'createApiKey',
          summary:
            'Creates an API key of the business with the scopes given (owner or admin). The secret is in this answer only; the network keeps its hash.',
          tags,
          access: 'member',
          params: ZBusinessParams,
          body: ZCreateApiKeyRequest,
          response: { 201: R.created },
          errors: [403, 404, 409],
        }),
      },
      async (req, reply) =>
        reply.status(201).send(ok(await keys.create(currentUser(req).userID, req.params.id, req.body))),
    );
    r.get(
      '/profile/:id/api-keys',
      {
        ...member,
        schema: op({
          id: 'listApiKeys',
          summary: "The business's keys in force: name, scopes, start of the secret, creator, times (owner or admin)",
          tags,
          access: 'member',
          params: ZBusinessParams,
          response: { 200: R.list },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await keys.list(currentUser(req).userID, req.params.id)),
    );
    r.delete(
      '/profile/:id/api-keys/:keyID',
      {
        ...member,
        schema: op({
          id: 'revokeApiKey',
          summary: 'Revokes a key: every request with it is refused from now on, on every server (owner or admin)',
          tags,
          access: 'member',
          params: ZApiKeyParams,
          response: { 200: R.revoked },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await keys.revoke(currentUser(req).userID, req.params.id, req.params.keyID)),
    );
    r.get(
      '/profile/:id/api-keys/:keyID/uses',
      {
        ...member,
        schema: op({
          id: 'listApiKeyUses',
          summary:
            'What a key was used for, newest first (route, status, address, time; kept 90 days; owner or admin); pages by cursor',
          tags,
          access: 'member',
          params: ZApiKeyParams,
          querystring: ZApiKeyUsesQuery,
          response: { 200: R.uses },
          errors: [403, 404],
        }),
      },
      async (req) => ok(await keys.uses(currentUser(req).userID, req.params.id, req.params.keyID, req.query)),
    );
  };
}
