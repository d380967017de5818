/** /api/files/*: signed upload grants and the embedded receiver of signed posts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  IMAGE_MAX_BYTES,
  okEnvelope,
  UPLOAD_TOKEN_HEADER,
  ZDocumentUploadRequest,
  ZSignedUpload,
  ZUploadedFile,
  ZUploadRequest,
  ZUploadTokenHeaders,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { FilesService, UploadClaims } from './files.service.js';

const tags = ['files'];
const granted = { 200: okEnvelope(ZSignedUpload) };
/** A processed picture (`versions`, `width`, `height`), or a document stored as sent (`name`, `size`, `application/pdf`). */
const stored = { 200: okEnvelope(ZUploadedFile) };
/** The embedded receiver's form: the signed fields of the grant, then the image (or the PDF document). */
const uploadForm = {
  contentType: 'multipart/form-data',
  description:
    'The fields of the grant (`signedPost.fields`) in order, then the image (or, on a document grant, the PDF) as the field `file`.',
  schema: {
    type: 'object',
    properties: {
      key: { type: 'string' },
      'Content-Type': { type: 'string' },
      file: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
    required: ['file'],
  },
};

/**
 * The posted form's one file and its fields. A body that is not the multipart form it claims
 * to be (no boundary, cut short, a broken part header) is a 400 naming the file, not a fault.
 */
async function readUpload(req: FastifyRequest, claims: UploadClaims) {
  const what = claims.doc ? 'the PDF document' : 'the image';
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let buffer: Buffer;
  try {
    part = await req.file({
      limits: { fileSize: claims.doc ? DOCUMENT_MAX_BYTES : IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 2048 },
    });
    if (!part) throw invalid('file', `Attach ${what} as the field "file"`);
    buffer = await part.toBuffer();
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      // The error handler's answer names the image limit; a document has its own.
      if (claims.doc)
        throw new AppError('PayloadTooLarge', DOCUMENT_MESSAGES.tooLarge, { file: DOCUMENT_MESSAGES.tooLarge });
      throw e;
    }
    throw invalid(
      'file',
      `The upload is not a readable multipart form: send the signed fields, then ${what} as the field "file"`,
    );
  }
  return { part, buffer };
}

export function filesRoutes(auth: Authenticator, files: FilesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };

    r.post(
      '/upload-request/user',
      {
        ...member,
        schema: op({
          id: 'requestUserUpload',
          summary: "A signed grant to upload one of the member's own pictures",
          tags,
          access: 'member',
          body: ZUploadRequest,
          response: granted,
        }),
      },
      async (req) => ok(await files.grant(currentUser(req).userID, req.body)),
    );

    r.post(
      '/upload-request/business',
      {
        ...member,
        schema: op({
          id: 'requestBusinessUpload',
          summary: 'A signed grant to upload a picture of a business (owner or admin)',
          tags,
          access: 'member',
          body: ZUploadRequest,
          response: granted,
          errors: [403, 404],
        }),
      },
      async (req) => {
        if (!req.body.businessID) throw invalid('businessID', 'Say which business the picture is for');
        return ok(await files.grant(currentUser(req).userID, req.body, req.body.businessID));
      },
    );

    r.post(
      '/document-request/user',
      {
        ...member,
        schema: op({
          id: 'requestUserDocumentUpload',
          summary: "A signed grant to upload one of the member's own PDF documents (a spec sheet)",
          tags,
          access: 'member',
          body: ZDocumentUploadRequest,
          response: granted,
        }),
      },
      async (req) => ok(await files.grantDocument(currentUser(req).userID, req.body)),
    );

    r.post(
      '/document-request/business',
      {
        ...member,
        schema: op({
          id: 'requestBusinessDocumentUpload',
          summary: 'A signed grant to upload a PDF document of a business (owner or admin)',
          tags,
          access: 'member',
          body: ZDocumentUploadRequest,
          response: granted,
          errors: [403, 404],
        }),
      },
      async (req) => {
        if (!req.body.businessID) throw invalid('businessID', 'Say which business the document is for');
        return ok(await files.grantDocument(currentUser(req).userID, req.body, req.body.businessID));
      },
    );

    // S3 mode: the browser posted to the bucket; check and process what it left there.
    r.post(
      '/complete',
      {
        ...member,
        schema: op({
          id: 'completeUpload',
          summary: 'After a direct upload to the bucket: check and process the file the grant names',
          tags,
          access: 'member',
          headers: ZUploadTokenHeaders,
          response: stored,
          errors: [403, 409, 413, 415],
        }),
      },
      async (req) => {
        const claims = await files.verifyToken(
          req.headers[UPLOAD_TOKEN_HEADER] as string | undefined,
          currentUser(req).userID,
        );
        return ok(await files.complete(claims));
      },
    );

    // The embedded stand-in for a storage provider's signed POST: multipart fields, then the file.
    r.post(
      '/upload',
      {
        ...member,
        schema: op({
          id: 'uploadFile',
          summary:
            "The embedded stand-in for a storage provider's signed POST: receives, checks and stores the image or the PDF document",
          tags,
          access: 'member',
          headers: ZUploadTokenHeaders,
          rawBody: uploadForm,
          response: stored,
          errors: [403, 409, 413, 415],
        }),
      },
      async (req) => {
        const claims = await files.verifyToken(
          req.headers[UPLOAD_TOKEN_HEADER] as string | undefined,
          currentUser(req).userID,
        );
        if (!req.isMultipart())
          throw new AppError('UnsupportedMediaType', 'Send the file as multipart/form-data', {
            file: 'Multipart form expected',
          });
        const { part, buffer } = await readUpload(req, claims);
        const fields: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(part.fields)) {
          const v = Array.isArray(value) ? value[0] : value;
          if (v && v.type === 'field') fields[name] = String(v.value);
        }
        return ok(await files.receive(claims, fields, buffer));
      },
    );
  };
}
