/**
 * Image upload in two steps (the file-upload calls): ask the API for a signed post,
 * then post the file as multipart/form-data to the signed URL. When that URL is our own API
 * it answers the FileReference; when it is an S3 bucket (another origin, answering 204), a
 * third call, POST /api/files/complete, has the API check and process it. Client-side checks first
 * (images only, at most IMAGE_MAX_BYTES) so nothing is sent for a wrong file.
 */
import {
  IMAGE_CONTENT_TYPES,
  MSG,
  UPLOAD_TOKEN_HEADER,
  uploadProblem,
  type ApiEnvelope,
  type FileReference,
  type SignedUpload,
} from '@wbn/contract/constants';
import { ApiError, apiRequest } from '~/lib/api-client';
import { getBrowserSessionManager } from '~/lib/session';

export type UploadTarget = { kind: 'user' } | { kind: 'business'; businessID: string };

export type UploadOptions = {
  /** Upload progress, 0..1 (only for the file post, the larger step). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** The accept attribute for <input type="file">. */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

/** The spec's generic upload failure text for this target. */
export const uploadErrorMessage = (target: UploadTarget) =>
  target.kind === 'user' ? MSG.profilePictureUploadError : MSG.businessPictureUploadError;

/** Null when the file may be uploaded, else the message to show (same rules as the API). */
export function validateImageFile(file: File): string | null {
  return uploadProblem(file.type, file.size);
}

function readToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return getBrowserSessionManager().getToken();
  } catch {
    return window.localStorage.getItem('token');
  }
}

/** The signed URL is ours (same origin) rather than a storage bucket's. */
const isOwnUrl = (url: string) => url.startsWith('/') && !url.startsWith('//');

function postFile<T>(signed: SignedUpload, file: File, options: UploadOptions, fallback: string): Promise<T | null> {
  const form = new FormData();
  for (const [key, value] of Object.entries(signed.signedPost.fields)) form.append(key, value);
  form.append('file', file);

  const own = isOwnUrl(signed.signedPost.url);
  return new Promise<T | null>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', signed.signedPost.url);
    if (own) {
      // A bucket authenticates the post by its signed fields and refuses extra credentials.
      xhr.setRequestHeader(UPLOAD_TOKEN_HEADER, signed.token);
      xhr.setRequestHeader('accept', 'application/json');
      const token = readToken();
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let envelope: ApiEnvelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as ApiEnvelope<T>;
      } catch {
        envelope = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success === true) {
        options.onProgress?.(1);
        resolve(envelope.data);
        return;
      }
      if (!own && xhr.status >= 200 && xhr.status < 300) {
        resolve(null); // the bucket has it; the API completes it next
        return;
      }
      const error = envelope && envelope.success === false ? envelope.error : null;
      reject(
        new ApiError({
          name: error?.name ?? 'UploadError',
          message: error?.message || fallback,
          status: xhr.status,
          ...(error?.fields ? { fields: error.fields } : {}),
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError({ name: 'NetworkError', message: fallback, status: 0 }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/**
 * Uploads one image and resolves with its FileReference. Rejects with an ApiError whose
 * message is ready to show (client-side check, the API's error.message, or the spec's text).
 */
export async function uploadImage(
  file: File,
  target: UploadTarget,
  options: UploadOptions = {},
): Promise<FileReference> {
  const invalid = validateImageFile(file);
  if (invalid) throw new ApiError({ name: 'ValidationError', message: invalid, status: 400 });
  const path = target.kind === 'user' ? '/api/files/upload-request/user' : '/api/files/upload-request/business';
  const body =
    target.kind === 'user'
      ? { contentType: file.type, fileSize: file.size }
      : { contentType: file.type, fileSize: file.size, businessID: target.businessID };
  return uploadThroughGrant<FileReference>(path, body, file, options, uploadErrorMessage(target));
}

/**
 * The steps every upload takes (pictures here, documents in upload-document.ts): the grant from
 * `grantPath`, the post of the file with progress, and in S3 mode the completion. Errors are
 * ApiErrors whose message is ready to show (the API's, or `fallback` when the network failed).
 */
export async function uploadThroughGrant<T>(
  grantPath: string,
  body: Record<string, unknown>,
  file: File,
  options: UploadOptions,
  fallback: string,
): Promise<T> {
  let signed: SignedUpload;
  try {
    signed = await apiRequest<SignedUpload>(grantPath, { method: 'POST', body, signal: options.signal });
  } catch (e) {
    if (e instanceof ApiError && e.name === 'NetworkError')
      throw new ApiError({ name: e.name, message: fallback, status: 0 });
    throw e;
  }
  options.onProgress?.(0);
  const posted = await postFile<T>(signed, file, options, fallback);
  if (posted) return posted;
  const ref = await apiRequest<T>('/api/files/complete', {
    method: 'POST',
    headers: { [UPLOAD_TOKEN_HEADER]: signed.token },
    signal: options.signal,
  });
  options.onProgress?.(1);
  return ref;
}
