/** /api/user/profile-photo/upload-request and upload-validate: the legacy upload pair of the spec's call table. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPLOAD_TOKEN_HEADER, ZProfilePhotoUploadRequest, ZProfilePhotoValidateResponse, ZSignedUpload } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import { envelope } from '../../lib/envelope.js';
import type { ProfilePhotoService } from './profile-photo.service.js';

const tags = ['users'];

export function profilePhotoRoutes(auth: Authenticator, photos: ProfilePhotoService) {
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
