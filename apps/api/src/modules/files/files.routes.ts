/** /api/files/*: signed upload grants and the embedded receiver of signed posts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, UPLOAD_TOKEN_HEADER, ZUploadRequest } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { FilesService } from './files.service.js';

const tags = ['files'];

/**
 * The posted form's one file and its fields. A body that is not the multipart form it claims
 * to be (no boundary, cut short, a broken part header) is a 400 naming the file, not a fault.
 */
async function readUpload(req: FastifyRequest) {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let buffer: Buffer;
  try {
    part = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 2048 } });
    if (!part) throw invalid('file', 'Attach the image as the field "file"');
    buffer = await part.toBuffer();
  } catch (e) {
    if (e instanceof AppError || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw e;
    throw invalid('file', 'The upload is not a readable multipart form: send the signed fields, then the image as the field "file"');
  }
  return { part, buffer };
}

export function filesRoutes(auth: Authenticator, files: FilesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.post('/upload-request/user', { ...member, schema: { tags, body: ZUploadRequest } }, async (req) => ok(await files.grant(currentUser(req).userID, req.body)));

    r.post('/upload-request/business', { ...member, schema: { tags, body: ZUploadRequest } }, async (req) => {
      if (!req.body.businessID) throw invalid('businessID', 'Say which business the picture is for');
      return ok(await files.grant(currentUser(req).userID, req.body, req.body.businessID));
    });

    // S3 mode: the browser posted to the bucket; check and process what it left there.
    r.post('/complete', { ...member, schema: { tags } }, async (req) => {
      const claims = await files.verifyToken(req.headers[UPLOAD_TOKEN_HEADER] as string | undefined, currentUser(req).userID);
      return ok(await files.complete(claims));
    });

    // The embedded stand-in for a storage provider's signed POST: multipart fields, then the file.
    r.post('/upload', { ...member, schema: { tags } }, async (req) => {
      const claims = await files.verifyToken(req.headers[UPLOAD_TOKEN_HEADER] as string | undefined, currentUser(req).userID);
      if (!req.isMultipart()) throw new AppError('UnsupportedMediaType', 'Send the file as multipart/form-data', { file: 'Multipart form expected' });
      const { part, buffer } = await readUpload(req);
      const fields: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(part.fields)) {
        const v = Array.isArray(value) ? value[0] : value;
        if (v && v.type === 'field') fields[name] = String(v.value);
      }
      return ok(await files.receive(claims, fields, buffer));
    });
  };
}
