/** /api/user/profile-photo/upload-request and upload-validate: the legacy upload pair of the spec's call table. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okEnvelope,
  UPLOAD_TOKEN_HEADER,
  ZProfilePhotoUploadRequest,
  ZProfilePhotoValidateResponse,
  ZSignedUpload,
  ZUploadTokenHeaders,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import { op } from '../../lib/openapi.js';
import type { ProfilePhotoService } from './profile-photo.service.js';

const tags = ['users'];

export function profilePhotoRoutes(auth: Authenticator, photos: ProfilePhotoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    r.post(
      '/profile-photo/upload-request',
      {
        ...member,
        schema: op({
          id: 'requestProfilePhotoUpload',
          summary: 'A signed grant to upload a profile photo (the legacy pair)',
          tags,
          access: 'member',
          body: ZProfilePhotoUploadRequest,
          response: { 200: okEnvelope(ZSignedUpload) },
        }),
      },
      async (req) => ok(await photos.request(currentUser(req).userID, req.body)),
    );
    r.post(
      '/profile-photo/upload-validate',
      {
        ...member,
        schema: op({
          id: 'validateProfilePhotoUpload',
          summary: 'After the upload: make the uploaded photo the profile photo',
          tags,
          access: 'member',
          headers: ZUploadTokenHeaders,
          response: { 200: okEnvelope(ZProfilePhotoValidateResponse) },
          errors: [403, 409, 413, 415],
        }),
      },
      async (req) =>
        ok(await photos.validate(currentUser(req).userID, req.headers[UPLOAD_TOKEN_HEADER] as string | undefined)),
    );
  };
}
