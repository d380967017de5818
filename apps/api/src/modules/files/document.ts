/**
 * PDF documents (decision 0038, spec sheets): the first bytes decide, nothing is processed. A
 * document is stored as sent under `<owner folder>/<grant id>/<file name>.pdf`, the file name made
 * safe for an address and a download header from the name it was uploaded with.
 */
import { DOCUMENT_MESSAGES } from '@wbn/contract';
import { AppError } from '../../lib/errors.js';

const PDF_MAGIC = Buffer.from('%PDF-');
/** `%PDF-` and a version such as 1.7 or 2.0: the header every PDF starts with. */
const PDF_HEADER = /^%PDF-\d\.\d/;

/** Refuses (415, naming the file) anything that does not start as a PDF does, whatever its name or announced type. */
export function checkPdf(buf: Buffer) {
  if (
    buf.length < 8 ||
    !buf.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) ||
    !PDF_HEADER.test(buf.subarray(0, 8).toString('latin1'))
  ) {
    throw new AppError('UnsupportedMediaType', DOCUMENT_MESSAGES.notPdf, { file: 'Not a PDF document' });
  }
}

/** The stored file name: ASCII letters, digits, dot, dash and underscore, at most 80 characters before `.pdf`. */
export const STORED_DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}\.pdf$/;

/**
 * The file name a document is stored and downloaded under, made from the name it was uploaded
 * with: "Spec sheet (v2).pdf" → "Spec-sheet-v2.pdf", "Größe.PDF" → "Grosse.pdf"; "document.pdf"
 * when nothing usable is left.
 */
export function storedDocumentName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 80)
    .replace(/[._-]+$/, '');
  return `${base || 'document'}.pdf`;
}
