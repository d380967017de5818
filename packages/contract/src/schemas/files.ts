import { z } from './zod.js';
import { IMAGE_MAX_BYTES } from '../constants/spec.js';
import { IMAGE_CONTENT_TYPES, UPLOAD_MESSAGES, UPLOAD_TOKEN_HEADER } from '../constants/files.js';

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
