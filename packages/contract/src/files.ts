import { z } from './zod.js';
import { IMAGE_MAX_BYTES } from './constants.js';

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** POST /api/files/upload-request/{user|business}. */
export const ZUploadRequest = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, { message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' }),
  fileSize: z.number().int().positive('The file is empty').max(IMAGE_MAX_BYTES, `Images can be at most ${IMAGE_MAX_BYTES / 1024} KB`),
  businessID: z.string().uuid().optional(),
  purpose: z.enum(['profilePhoto', 'coverPhoto', 'certificate', 'product', 'photo']).optional(),
});
export type UploadRequest = z.infer<typeof ZUploadRequest>;
export type SignedUpload = { signedPost: { url: string; fields: Record<string, string> }; token: string };
export type FileReference = { url: string; versions: { url: string; width: number }[]; width: number; height: number; contentType: string };
