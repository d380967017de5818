import { z } from './zod.js';
import { IMAGE_MAX_BYTES } from '../constants/spec.js';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX_CHARS,
  IMAGE_CONTENT_TYPES,
  UPLOAD_MESSAGES,
  UPLOAD_TOKEN_HEADER,
} from '../constants/files.js';
import { plainText } from './fields.js';
import { ZPhoto, ZPhotoView } from './user.js';

/** No control characters (a tab, a line break, NUL) in a file name. */
// eslint-disable-next-line no-control-regex
const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);

/** POST /api/files/upload-request/{user|business}. */
export const ZUploadRequest = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, { message: UPLOAD_MESSAGES.type }),
  fileSize: z.number().int().positive(UPLOAD_MESSAGES.empty).max(IMAGE_MAX_BYTES, UPLOAD_MESSAGES.tooLarge),
  businessID: z.string().uuid().optional(),
  purpose: z.enum(['profilePhoto', 'coverPhoto', 'certificate', 'product', 'photo']).optional(),
});
export type UploadRequest = z.infer<typeof ZUploadRequest>;

/** A finished upload: the processed image (WebP), its smaller versions and its size. */
export const ZFileReference = z.object({
  url: z.string(),
  versions: z.array(z.object({ url: z.string(), width: z.number() })),
  width: z.number(),
  height: z.number(),
  contentType: z.string(),
});
/** The upload token of a grant, in its header (other headers pass untouched). */
export const ZUploadTokenHeaders = z.looseObject({ [UPLOAD_TOKEN_HEADER]: z.string().optional() });

/** POST /api/files/document-request/{user|business}: a signed grant for one PDF document. */
export const ZDocumentUploadRequest = z.object({
  contentType: z.enum(DOCUMENT_CONTENT_TYPES, { message: DOCUMENT_MESSAGES.type }),
  fileSize: z
    .number({ message: DOCUMENT_MESSAGES.empty })
    .int()
    .positive(DOCUMENT_MESSAGES.empty)
    .max(DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES.tooLarge),
  /** The file's name as the reader will see it ("Spec sheet.pdf"). */
  name: plainText(DOCUMENT_NAME_MAX_CHARS, DOCUMENT_MESSAGES.name, DOCUMENT_MESSAGES.nameTooLong).refine(
    noControl,
    DOCUMENT_MESSAGES.name,
  ),
  businessID: z.string().uuid().optional(),
});
export type DocumentUploadRequest = z.infer<typeof ZDocumentUploadRequest>;

/**
 * A stored document as clients send it back (an attachment of a request for quotation or a
 * quote): the address the upload answered, the name, the size in bytes, and the PDF type that
 * tells it from a picture.
 */
export const ZDocument = z.object({
  url: z.string().max(2048),
  name: plainText(DOCUMENT_NAME_MAX_CHARS, DOCUMENT_MESSAGES.name, DOCUMENT_MESSAGES.nameTooLong).refine(
    noControl,
    DOCUMENT_MESSAGES.name,
  ),
  size: z
    .number({ message: DOCUMENT_MESSAGES.empty })
    .int()
    .positive(DOCUMENT_MESSAGES.empty)
    .max(DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES.tooLarge),
  contentType: z.literal('application/pdf'),
});
/** A document as answers show it (no limits: the API wrote it after checking it). */
export const ZDocumentView = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.literal('application/pdf'),
});
/**
 * A stored document as its owners and staff see it (decision 0075): with the address of its
 * first-page thumbnail, drawn by a job within seconds of the upload. Until then, or where the
 * server cannot draw PDFs, that address answers 404 and clients show the file name alone.
 */
export const ZDocumentWithThumbnail = ZDocumentView.extend({ thumbnailUrl: z.string() });
export type DocumentWithThumbnail = z.infer<typeof ZDocumentWithThumbnail>;
/**
 * A picture (`{ url, versions }`, no content type or an image one) or a PDF document (`{ url,
 * name, size, contentType: 'application/pdf' }`) a client sends back; the content type tells them
 * apart, so a document's own errors (its size, its name) are reported.
 */
export const ZPictureOrDocument = z.discriminatedUnion('contentType', [
  ZDocument,
  ZPhoto.extend({ contentType: z.enum(IMAGE_CONTENT_TYPES).optional() }),
]);
export type PictureOrDocument = z.infer<typeof ZPictureOrDocument>;
/** The same as answers show it to owners and staff: a picture, or a document with its thumbnail. */
export const ZPictureOrDocumentView = z.discriminatedUnion('contentType', [
  ZDocumentWithThumbnail,
  ZPhotoView.extend({ contentType: z.enum(IMAGE_CONTENT_TYPES).optional() }),
]);
export type PictureOrDocumentView = z.infer<typeof ZPictureOrDocumentView>;
/** What the upload receiver answers: a processed picture, or a stored document. */
export const ZUploadedFile = z.union([ZFileReference, ZDocumentView]);
