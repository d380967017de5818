/**
 * Signed uploads (the spec's "File upload" entity): the API grants a signed post bound to an owner,
 * a content type and a size; the browser posts the file there with the token header.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  IMAGE_MAX_BYTES,
  type DocumentReference,
  type DocumentUploadRequest,
  type FileReference,
  type UploadRequest,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { filesRepo } from './files.repo.js';
import type { Storage } from '../../ports/storage.js';
import type { RequireManager } from '../../core/collaborators.js';
import { AppError } from '../../lib/errors.js';
import type { JobQueue } from '../../core/jobs.js';
import { processImage, sniffImage } from './image.js';
import { checkPdf, storedDocumentName } from './document.js';

const GRANT_TTL_SECONDS = 10 * 60;
/** The job that renders a stored document's first-page thumbnail (decision 0075); payload `{ key }`. */
export const DOCUMENT_THUMBNAIL_JOB = 'files.document-thumbnail';

/**
 * key: where the processed image goes (a document: where it is stored as sent); raw: where the
 * browser's post lands (the same when local). `doc`: a document grant, with the name the file was
 * uploaded with (absent on picture grants, so tokens issued before documents existed still work).
 */
export type UploadClaims = {
  gid: string;
  uid: string;
  bid?: string;
  key: string;
  raw: string;
  ct: string;
  max: number;
  doc?: { name: string };
};

/**
 * `requireManager`: refuses (403/404) unless the user is the owner or an admin of the business, the
 * businesses module's check, handed in by app.ts.
 */
export function createFilesService(d: {
  db: Db;
  storage: Storage;
  secret: string;
  requireManager: RequireManager;
  /** Where the thumbnail of each stored document is asked for (absent: none is rendered). */
  queue?: Pick<JobQueue, 'enqueue'>;
}) {
  const key = new TextEncoder().encode(`${d.secret}:uploads`);

  /** Records the grant and signs its token; the signed post goes to `raw`. */
  async function signGrant(
    userId: string,
    businessId: string | undefined,
    gid: string,
    objectKey: string,
    contentType: string,
    max: number,
    doc?: { name: string },
  ) {
    const exp = Math.floor(Date.now() / 1000) + GRANT_TTL_SECONDS;
    await filesRepo.insertGrant(d.db, {
      id: gid,
      userId,
      businessId,
      key: objectKey,
      contentType,
      maxSize: max,
      expiresAt: new Date(exp * 1000),
    });
    const raw = d.storage.kind === 's3' ? `incoming/${objectKey}` : objectKey;
    const claims: UploadClaims = {
      gid,
      uid: userId,
      ...(businessId ? { bid: businessId } : {}),
      key: objectKey,
      raw,
      ct: contentType,
      max,
      ...(doc ? { doc } : {}),
    };
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(key);
    return { signedPost: await d.storage.presignPost(raw, contentType, max, GRANT_TTL_SECONDS), token };
  }

  return {
    /** A signed post for the user's own picture, or (with `businessId`) for a business the user manages. */
    async grant(userId: string, input: UploadRequest, businessId?: string) {
      if (businessId) await d.requireManager(businessId, userId);
      const gid = randomUUID();
      const objectKey = businessId ? `businesses/${businessId}/${gid}` : `users/${userId}/${gid}`;
      return signGrant(
        userId,
        businessId,
        gid,
        objectKey,
        input.contentType,
        Math.min(input.fileSize, IMAGE_MAX_BYTES),
      );
    },

    /**
     * A signed post for one PDF document of the user's own, or (with `businessId`) of a business the
     * user manages. The grant names where it will be stored: `<folder>/<grant id>/<safe file name>.pdf`.
     */
    async grantDocument(userId: string, input: DocumentUploadRequest, businessId?: string) {
      if (businessId) await d.requireManager(businessId, userId);
      const gid = randomUUID();
      const objectKey = `${businessId ? `businesses/${businessId}` : `users/${userId}`}/${gid}/${storedDocumentName(input.name)}`;
      return signGrant(
        userId,
        businessId,
        gid,
        objectKey,
        input.contentType,
        Math.min(input.fileSize, DOCUMENT_MAX_BYTES),
        { name: input.name },
      );
    },

    /** The grant the token holds, if it is valid, the caller's, and (for a business picture) the caller still manages that business. */
    async verifyToken(token: string | undefined, userId: string): Promise<UploadClaims> {
      if (!token)
        throw new AppError('Forbidden', 'The upload token is missing', {
          token: 'Send the token from the upload request',
        });
      let claims: UploadClaims;
      try {
        claims = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload as unknown as UploadClaims;
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired)
          throw new AppError('UploadExpired', 'The upload link has expired, please choose the file again', {
            token: 'Expired',
          });
        throw new AppError('Forbidden', 'The upload token is not valid', { token: 'Invalid' });
      }
      if (claims.uid !== userId)
        throw new AppError('Forbidden', 'This upload link belongs to another account', { token: 'Not yours' });
      if (claims.bid) await d.requireManager(claims.bid, userId);
      return claims;
    },

    /** The embedded receiver: checks the posted fields against the grant, then stores the image (or the document). */
    async receive(
      claims: UploadClaims,
      fields: Record<string, string | undefined>,
      file: Buffer,
    ): Promise<FileReference | DocumentReference> {
      if (fields.key !== claims.raw)
        throw new AppError('Forbidden', 'The key does not match the upload link', { key: 'Does not match' });
      if (fields['Content-Type'] !== claims.ct)
        throw new AppError('Forbidden', 'The content type does not match the upload link', {
          'Content-Type': 'Does not match',
        });
      return store(claims, file);
    },

    /** S3: after the browser posted to the bucket, checks and processes the object it left there. */
    async complete(claims: UploadClaims): Promise<FileReference | DocumentReference> {
      const file = await d.storage.get(claims.raw, claims.max);
      if (!file)
        throw new AppError('ValidationError', 'The file has not arrived: post it to the signed address first', {
          file: 'Not uploaded',
        });
      const ref = await store(claims, file);
      await d.storage.remove(claims.raw);
      return ref;
    },
  };

  /** Checks the bytes against the grant, uses the grant once, stores the processed image and its versions (a document as it is). */
  async function store(claims: UploadClaims, file: Buffer): Promise<FileReference | DocumentReference> {
    if (file.length > claims.max)
      throw new AppError('PayloadTooLarge', `The file is larger than the ${claims.max} bytes announced`, {
        file: 'Too large',
      });
    if (claims.doc) return storeDocument(claims, claims.doc, file);
    const real = await sniffImage(file);
    if (real.mime !== claims.ct)
      throw new AppError('UnsupportedMediaType', `The file is a ${real.mime} image, not ${claims.ct} as announced`, {
        file: 'Type does not match',
      });
    const used = await filesRepo.useGrant(d.db, claims.gid);
    if (!used) throw new AppError('Conflict', 'This upload link was already used', { token: 'Already used' });
    const img = await processImage(file);
    const url = await d.storage.put(`${claims.key}.webp`, img.main, 'image/webp');
    const versions = [] as { url: string; width: number }[];
    for (const v of img.versions)
      versions.push({
        url: await d.storage.put(`${claims.key}-${v.width}.webp`, v.data, 'image/webp'),
        width: v.width,
      });
    return { url, versions, width: img.width, height: img.height, contentType: 'image/webp' };
  }

  /**
   * A document: a PDF by its header and its parsed structure (no password, JavaScript or files
   * inside, document.ts), or nothing is stored; then kept exactly as sent, and its first-page
   * thumbnail asked of the job queue.
   */
  async function storeDocument(claims: UploadClaims, doc: { name: string }, file: Buffer): Promise<DocumentReference> {
    if (file.length === 0)
      throw new AppError('ValidationError', DOCUMENT_MESSAGES.empty, { file: DOCUMENT_MESSAGES.empty });
    await checkPdf(file);
    const used = await filesRepo.useGrant(d.db, claims.gid);
    if (!used) throw new AppError('Conflict', 'This upload link was already used', { token: 'Already used' });
    const url = await d.storage.put(claims.key, file, 'application/pdf');
    await d.queue?.enqueue(d.db, DOCUMENT_THUMBNAIL_JOB, { key: claims.key });
    return { url, name: doc.name, size: file.length, contentType: 'application/pdf' };
  }
}
export type FilesService = ReturnType<typeof createFilesService>;
