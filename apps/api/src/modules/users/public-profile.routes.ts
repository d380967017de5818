/** /api/user/public-profile/{id}: public, no session needed. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/envelope.js';
import { ZPublicProfileParams, ZPublicProfileResponse } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { PublicProfileService } from './public-profile.service.js';

export function publicProfileRoutes(profiles: PublicProfileService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/public-profile/:id',
      { schema: { tags: ['users'], params: ZPublicProfileParams, response: { 200: envelope(ZPublicProfileResponse) } } },
      async (req) => ok(await profiles.get(req.params.id)),
    );
  };
}
