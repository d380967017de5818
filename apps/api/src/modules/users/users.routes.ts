import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUpdateProfileRequest } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { UsersService } from './users.service.js';

export function usersRoutes(auth: Authenticator, users: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];
    r.get('/profile', { schema: { tags }, onRequest: requireUser(auth) }, async (req) => ok(await users.getProfile(currentUser(req).userID)));
    r.put('/profile', { schema: { tags, body: ZUpdateProfileRequest }, onRequest: requireUser(auth) }, async (req) => ({
      success: true as const,
      message: 'Saved successfully',
      data: await users.updateProfile(currentUser(req).userID, req.body),
    }));
  };
}
