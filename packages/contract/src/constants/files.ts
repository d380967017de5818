/** Uploads' plain constants, messages, rules and types, without zod (decision 0009); schemas/files.ts builds ZUploadRequest on them. */
import { IMAGE_MAX_BYTES } from './spec.js';

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

/**
 * Pixels an uploaded image may have (width × height). An image is decoded to process it, and a
 * small file can declare a huge picture (a 500 KB PNG, hundreds of megapixels): the server refuses
 * it from its header, before decoding, and sharp is given the same limit.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

export const UPLOAD_MESSAGES = {
  type: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  empty: 'The file is empty',
  tooLarge: `Images can be at most ${IMAGE_MAX_BYTES / 1024} KB`,
  tooManyPixels: `Images can be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (such as 6,000 × 4,000 pixels): make it smaller and upload it again`,
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
export type FileReference = {
  url: string;
  versions: { url: string; width: number }[];
  width: number;
  height: number;
  contentType: string;
};

/**
 * Documents (decision 0038: spec sheets on requests for quotation and quotes; decision 0075:
 * verification documents and certificates): PDF files only, checked by their first bytes and a
 * parse of their structure (no password, no JavaScript, no files inside), stored as sent and
 * served as a download; a first-page thumbnail is rendered beside them.
 */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The bounds of the check of an uploaded PDF (decision 0075): pages and objects read, what its
 * compressed streams inflate to, and the time the parse of its structure may take, past which it
 * is refused as too complex.
 */
const DOCUMENT_LIMITS_PAGES = 2000;
export const DOCUMENT_LIMITS = {
  maxPages: DOCUMENT_LIMITS_PAGES,
  maxObjects: 500_000,
  /** What the compressed streams of one PDF may inflate to, all together (a "zip bomb" is refused). */
  maxInflatedBytes: 100 * 1024 * 1024,
  parseMs: 5000,
  /** The first-page thumbnail's width in pixels (owners and staff see it). */
  thumbnailWidth: 320,
} as const;
/** The file name a document keeps (shown to readers), in characters. */
export const DOCUMENT_NAME_MAX_CHARS = 120;

export const DOCUMENT_MESSAGES = {
  type: 'Only PDF documents can be uploaded',
  empty: 'The file is empty',
  tooLarge: `Documents can be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
  name: 'Give the file name of the document',
  nameTooLong: `The file name can be at most ${DOCUMENT_NAME_MAX_CHARS} characters`,
  notPdf: 'The file is not a PDF document: only PDF files can be uploaded as documents',
  damaged:
    'The PDF document is damaged or cannot be read: save it again from the program that made it and upload that copy',
  encrypted: 'The PDF document is protected with a password: upload a copy without a password',
  javascript:
    'The PDF document contains JavaScript or actions that run programs: save or print it to a new PDF without them and upload that copy',
  embeddedFiles:
    'The PDF document carries other files inside it: upload a PDF without attached files (save or print it to a new PDF)',
  tooComplex: `The PDF document is too complex to check: upload one of at most ${DOCUMENT_LIMITS_PAGES} pages, saved again from the program that made it`,
  notUploaded: 'Upload the document first: only documents you uploaded here can be used',
  uploadFailed: 'The document could not be uploaded. Check your connection and try again.',
} as const;

/** The browser's check of a picked document, as the API would answer (null when it may be uploaded). */
export function documentProblem(contentType: string, fileSize: number): string | null {
  if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(contentType)) return DOCUMENT_MESSAGES.type;
  if (fileSize <= 0) return DOCUMENT_MESSAGES.empty;
  if (fileSize > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/** Pictures or documents (an attachment field that takes either). */
export const ATTACHMENT_MESSAGES = {
  type: 'Only pictures (JPEG, PNG, WebP or GIF) or PDF documents can be uploaded',
} as const;

// How documents read (DOCUMENT_TEXT, formatFileSize): a module of their own, so a page that shows
// documents takes those texts and none of the upload checks (decision 0009).
export { DOCUMENT_TEXT, formatFileSize } from './document-text.js';

/** The certificate's PDF in the profile editor (decision 0075). */
export const CERTIFICATE_DOCUMENT_TEXT = {
  label: 'Certificate as PDF',
  add: 'Add a PDF',
  replace: 'Replace the PDF',
  public: 'Visitors may download the PDF',
  publicHint: "Otherwise only your business's owner and admins, and WBN staff, see it.",
} as const;

/** A stored document: where it is served, the name it was uploaded with, its size in bytes. */
export type DocumentReference = { url: string; name: string; size: number; contentType: DocumentContentType };

/** True for a document reference, false for a picture ({ url, versions }, no PDF content type). */
export const isDocumentReference = <T extends { contentType?: string | null }>(
  file: T,
): file is Extract<T, { contentType: DocumentContentType }> =>
  (DOCUMENT_CONTENT_TYPES as readonly (string | null | undefined)[]).includes(file.contentType);
