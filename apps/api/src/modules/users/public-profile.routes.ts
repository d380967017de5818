/** /api/user/public-profile/{id}: public, no session needed. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope, ZPublicProfileParams, ZPublicProfileResponse } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { PublicProfileService } from './public-profile.service.js';

export function publicProfileRoutes(profiles: PublicProfileService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/public-profile/:id',
      {
        schema: op({
          id: 'getPublicProfile',
          summary:
            'What anyone may see of a member: no e-mail, phone or gender; birth date and profession only when the member shows them; their businesses',
          tags: ['users'],
          access: 'public',
          params: ZPublicProfileParams,
          response: { 200: okEnvelope(ZPublicProfileResponse) },
          errors: [404],
        }),
      },
      async (req) => ok(await profiles.get(req.params.id)),
    );
  };
}
