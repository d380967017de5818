/** /api/user/profile-photo/upload-request and upload-validate: the legacy upload pair (spec 1 §7). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_TOKEN_HEADER, ZProfilePhotoUploadRequest, ZProfilePhotoValidateResponse, ZSignedUpload } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { AuthService } from '../auth/auth.service.js';
import { currentUser, requireUser } from '../auth/auth.guard.js';
import { envelope } from '../social/social-http.js';
import type { ProfilePhotoService } from './profile-photo.service.js';

const tags = ['users'];

export function profilePhotoRoutes(auth: AuthService, photos: ProfilePhotoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    r.post('/profile-photo/upload-request', { ...member, schema: { tags, body: ZProfilePhotoUploadRequest, response: { 200: envelope(ZSignedUpload) } } }, async (req) =>
      ok(await photos.request(currentUser(req).userID, req.body)),
    );
    r.post('/profile-photo/upload-validate', { ...member, schema: { tags, response: { 200: envelope(ZProfilePhotoValidateResponse) } } }, async (req) =>
      ok(await photos.validate(currentUser(req).userID, req.headers[UPLOAD_TOKEN_HEADER] as string | undefined)),
    );
  };
}
