import { z } from './zod.js';
import { IMAGE_MAX_BYTES } from '../constants/spec.js';
import { IMAGE_CONTENT_TYPES, UPLOAD_MESSAGES } from '../constants/files.js';

/** POST /api/files/upload-request/{user|business}. */
export const ZUploadRequest = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, { message: UPLOAD_MESSAGES.type }),
  fileSize: z.number().int().positive(UPLOAD_MESSAGES.empty).max(IMAGE_MAX_BYTES, UPLOAD_MESSAGES.tooLarge),
  businessID: z.string().uuid().optional(),
  purpose: z.enum(['profilePhoto', 'coverPhoto', 'certificate', 'product', 'photo']).optional(),
});
export type UploadRequest = z.infer<typeof ZUploadRequest>;
