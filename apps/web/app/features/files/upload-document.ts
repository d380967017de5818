/**
 * PDF document upload (spec sheets, decision 0038): the same steps as a picture (upload-image.ts),
 * through the document grant (`POST /api/files/document-request/{user|business}`, which takes the
 * file's name). The API checks the bytes and stores the file as sent; it answers a
 * DocumentReference `{ url, name, size, contentType }`. Checked here first (PDF only, at most
 * DOCUMENT_MAX_BYTES) so nothing is sent for a wrong file.
 */
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX_CHARS,
  documentProblem,
  type DocumentReference,
} from '@wbn/contract/constants';
import { ApiError } from '~/lib/api-client';
import { uploadThroughGrant, type UploadOptions, type UploadTarget } from './upload-image';

/** The accept attribute for <input type="file"> (the extension too: some systems give PDFs no type). */
export const DOCUMENT_ACCEPT = 'application/pdf,.pdf';

/** A PDF by its type, or by its name when the system gave it no type. */
export const isPdfFile = (file: File) => file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

/** Null when the file may be uploaded as a document, else the message to show (same rules as the API). */
export function validateDocumentFile(file: File): string | null {
  return documentProblem(isPdfFile(file) ? 'application/pdf' : file.type, file.size);
}

/** The name the reader will see: the file's own, without control characters, at most DOCUMENT_NAME_MAX_CHARS (keeping ".pdf"). */
export function documentName(file: File): string {
  // eslint-disable-next-line no-control-regex
  const name = file.name.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() || 'document.pdf';
  if (name.length <= DOCUMENT_NAME_MAX_CHARS) return name;
  const ext = /\.pdf$/i.test(name) ? name.slice(-4) : '';
  return `${name.slice(0, DOCUMENT_NAME_MAX_CHARS - ext.length).trimEnd()}${ext}`;
}

/** Uploads one PDF and resolves with its DocumentReference; rejects with an ApiError whose message is ready to show. */
export async function uploadDocument(
  file: File,
  target: UploadTarget,
  options: UploadOptions = {},
): Promise<DocumentReference> {
  const invalid = validateDocumentFile(file);
  if (invalid) throw new ApiError({ name: 'ValidationError', message: invalid, status: 400 });
  const path = target.kind === 'user' ? '/api/files/document-request/user' : '/api/files/document-request/business';
  const body = {
    contentType: 'application/pdf',
    fileSize: file.size,
    name: documentName(file),
    ...(target.kind === 'business' ? { businessID: target.businessID } : {}),
  };
  return uploadThroughGrant<DocumentReference>(path, body, file, options, DOCUMENT_MESSAGES.uploadFailed);
}
