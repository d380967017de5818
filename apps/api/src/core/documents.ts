/** Documents (PDF spec sheets, decision 0038) as records store them, and the check of one a client sends. */
import type { PhotoJson } from '../db/schema/accounts.js';
import type { PhotoOwner } from './collaborators.js';

/** A stored document: its address, the name it was uploaded with, its size in bytes. */
export type DocumentJson = { url: string; name: string; size: number; contentType: 'application/pdf' };
/** An attachment in a jsonb column that holds pictures and documents (rfqs.attachments, rfq_quotes.attachment). */
export type AttachmentJson = PhotoJson | DocumentJson;

export const isDocumentJson = (a: AttachmentJson | null | undefined): a is DocumentJson =>
  !!a && 'contentType' in a && a.contentType === 'application/pdf';

/**
 * Checks a document sent by a client: it must be a finished document upload of one of `owners`
 * (its grant used), addressed exactly as this product stores it, its name the one it was stored
 * under and its size within the grant. Documents in `keep` (what the record holds now) pass
 * unchanged, so re-saving a form is never refused. Refusals are 400s naming `field`.
 */
export type DocumentCheck = (
  field: string,
  doc: DocumentJson | undefined,
  owners: readonly PhotoOwner[],
  keep?: readonly (AttachmentJson | null | undefined)[],
) => Promise<void>;

/**
 * A stored document as its owners and staff see it: with the address of its first-page thumbnail,
 * `thumbnail.webp` in the document's folder (files/pdf-thumbnail.ts; decision 0075).
 */
export const withThumbnail = (doc: DocumentJson) => ({
  url: doc.url,
  name: doc.name,
  size: doc.size,
  contentType: doc.contentType,
  thumbnailUrl: doc.url.replace(/[^/]+$/, 'thumbnail.webp'),
});
