/** Uploads' plain constants, messages, rules and types, without zod (decision 0009); schemas/files.ts builds ZUploadRequest on them. */
import { IMAGE_MAX_BYTES } from './spec.js';

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

export const UPLOAD_MESSAGES = {
  type: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  empty: 'The file is empty',
  tooLarge: `Images can be at most ${IMAGE_MAX_BYTES / 1024} KB`,
} as const;

/**
 * The file rules of ZUploadRequest without zod, for the browser's check when a file is picked
 * (zod stays out of the first load, decision 0009): null when the file may be uploaded, else
 * the message the API would give.
 */
export function uploadProblem(contentType: string, fileSize: number): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType)) return UPLOAD_MESSAGES.type;
  if (fileSize <= 0) return UPLOAD_MESSAGES.empty;
  if (fileSize > IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export type SignedUpload = { signedPost: { url: string; fields: Record<string, string> }; token: string };
export type FileReference = { url: string; versions: { url: string; width: number }[]; width: number; height: number; contentType: string };
