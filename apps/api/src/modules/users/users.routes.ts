/** /api/user/profile: the member's own profile. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope, okWithMessage, ZUpdateProfileRequest, ZUserProfile } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];

export function usersRoutes(auth: Authenticator, users: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    /** The own profile says whether its address is proven (decision 0028) and when it will be erased, if its member asked to leave (decision 0033). */
    const withVerified = async <P extends object>(userId: string, profile: Promise<P>) => {
      const [p, emailVerified, due] = await Promise.all([
        profile,
        auth.isEmailVerified(userId),
        auth.deletionScheduledFor(userId),
      ]);
      return { ...p, emailVerified, deletionScheduledFor: due?.toISOString() ?? null };
    };
    r.get(
      '/profile',
      {
        onRequest: requireUser(auth),
        schema: op({
          id: 'getMyProfile',
          summary: "The caller's own profile",
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZUserProfile) },
          errors: [404],
        }),
      },
      async (req) => ok(await withVerified(currentUser(req).userID, users.getProfile(currentUser(req).userID))),
    );
    r.put(
      '/profile',
      {
        onRequest: requireUser(auth),
        schema: op({
          id: 'updateMyProfile',
          summary:
            "Save the sent fields of the caller's profile (an empty string clears a field; the e-mail cannot change here); answers the profile",
          tags,
          access: 'member',
          body: ZUpdateProfileRequest,
          response: { 200: okWithMessage(ZUserProfile) },
          errors: [404, 409],
        }),
      },
      async (req) => ({
        success: true as const,
        message: 'Saved successfully',
        data: await withVerified(currentUser(req).userID, users.updateProfile(currentUser(req).userID, req.body)),
      }),
    );
  };
}
