/**
 * PDF documents (decisions 0038, 0075): what the bytes are decides, never the name or the announced
 * type. A document is first recognised by its header, then its structure is parsed (pdf-lib,
 * bounded in what its compressed streams inflate to, in objects, pages and time) and it is refused when it is password-protected, carries
 * JavaScript (or an action that launches a program) or has files inside it. What passes is stored
 * as sent under `<owner folder>/<grant id>/<file name>.pdf`, the file name made safe for an
 * address and a download header from the name it was uploaded with.
 */
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@wbn/contract';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import { AppError } from '../../lib/errors.js';

const PDF_MAGIC = Buffer.from('%PDF-');
/** `%PDF-` and a version such as 1.7 or 2.0: the header every PDF starts with. */
const PDF_HEADER = /^%PDF-\d\.\d/;

const refuse = (code: 'UnsupportedMediaType' | 'ValidationError', message: string) =>
  new AppError(code, message, { file: message });

/** Refuses (415, naming the file) anything that does not start as a PDF does, whatever its name or announced type. */
export function checkPdfHeader(buf: Buffer) {
  if (
    buf.length < 8 ||
    !buf.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) ||
    !PDF_HEADER.test(buf.subarray(0, 8).toString('latin1'))
  )
    throw refuse('UnsupportedMediaType', DOCUMENT_MESSAGES.notPdf);
}

/** Keys and values that make a PDF run code: JavaScript actions and name trees, XFA forms (scripted), Launch actions. */
const SCRIPT_KEYS = new Set(['JS', 'JavaScript', 'XFA']);
const SCRIPT_ACTIONS = new Set(['JavaScript', 'Launch', 'Rendition']);
/** What carries another file: the embedded-files name tree, file specifications with an embedded stream, attachment annotations. */
const FILE_KEYS = new Set(['EmbeddedFiles', 'EF', 'RF']);
const FILE_TYPES = new Set(['EmbeddedFile', 'FileAttachment']);
/** Dictionaries nest; a real PDF needs a few levels, a crafted one must not make the walk recurse without end. */
const MAX_DEPTH = 64;

type Finding = 'javascript' | 'embeddedFiles' | undefined;

/** Looks through one object (and what it holds directly) for scripts or embedded files. */
function inspect(obj: PDFObject, depth: number): Finding {
  if (depth > MAX_DEPTH) return undefined;
  if (obj instanceof PDFRawStream) return inspect(obj.dict, depth + 1);
  if (obj instanceof PDFArray) {
    for (let i = 0; i < obj.size(); i++) {
      const f = inspect(obj.get(i), depth + 1);
      if (f) return f;
    }
    return undefined;
  }
  if (!(obj instanceof PDFDict)) return undefined;
  for (const [key, value] of obj.entries()) {
    const k = key.decodeText();
    if (SCRIPT_KEYS.has(k)) return 'javascript';
    if (k === 'S' && value instanceof PDFName && SCRIPT_ACTIONS.has(value.decodeText())) return 'javascript';
    if (FILE_KEYS.has(k)) return 'embeddedFiles';
    if ((k === 'Type' || k === 'Subtype') && value instanceof PDFName && FILE_TYPES.has(value.decodeText()))
      return 'embeddedFiles';
    const f = inspect(value, depth + 1);
    if (f) return f;
  }
  return undefined;
}

/** Rejects after `ms` (the parse itself goes on to its end, bounded by the file's size, and is dropped). */
function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(refuse('ValidationError', DOCUMENT_MESSAGES.tooComplex)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const inflateAsync = promisify(inflate);
/** `N G obj <<…>> stream`: a stream object's dictionary (as text) up to its data. */
const STREAM_START = /\bobj\b([\s\S]{0,4096}?)\bstream\r?\n/g;

/**
 * A compressed stream may inflate a thousandfold: a 10 MB file could hold gigabytes. Before any
 * parser decompresses them, every Flate stream is inflated here on the thread pool, with what all
 * of them may add up to capped (DOCUMENT_LIMITS.maxInflatedBytes); past it the file is refused as
 * too complex. A stream that does not inflate is left to the parse, which judges the structure.
 */
async function checkInflatedSize(buf: Buffer) {
  const text = buf.toString('latin1');
  let budget = DOCUMENT_LIMITS.maxInflatedBytes;
  for (const m of text.matchAll(STREAM_START)) {
    if (!/\/Filter\s*\/FlateDecode\b/.test(m[1])) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      budget -= (await inflateAsync(buf.subarray(start, end), { maxOutputLength: Math.max(1, budget) })).length;
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw refuse('ValidationError', DOCUMENT_MESSAGES.tooComplex);
    }
    if (budget <= 0) throw refuse('ValidationError', DOCUMENT_MESSAGES.tooComplex);
  }
}

/**
 * The whole check of an uploaded document: a PDF by its header (else 415), then a structure that
 * parses, with a catalog and at least one page, within the bounds of DOCUMENT_LIMITS (else 422),
 * no password (422), no JavaScript (422), no embedded files (422). Every refusal names `file`
 * with a sentence that says what to do.
 */
export async function checkPdf(buf: Buffer, limits: { parseMs: number } = DOCUMENT_LIMITS): Promise<{ pages: number }> {
  checkPdfHeader(buf);
  await checkInflatedSize(buf);
  let doc: PDFDocument;
  try {
    doc = await withinBudget(
      PDFDocument.load(buf, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false }),
      limits.parseMs,
    );
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw refuse('ValidationError', DOCUMENT_MESSAGES.damaged);
  }
  if (doc.isEncrypted) throw refuse('ValidationError', DOCUMENT_MESSAGES.encrypted);
  const objects = doc.context.enumerateIndirectObjects();
  if (objects.length > DOCUMENT_LIMITS.maxObjects) throw refuse('ValidationError', DOCUMENT_MESSAGES.tooComplex);
  const trailer = [doc.context.trailerInfo.Root, doc.context.trailerInfo.Info]
    .map((r) => (r ? doc.context.lookup(r) : undefined))
    .filter((o): o is PDFObject => !!o);
  for (const obj of [...trailer, ...objects.map(([, o]) => o)]) {
    const found = inspect(obj, 0);
    if (found) throw refuse('ValidationError', DOCUMENT_MESSAGES[found]);
  }
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch {
    throw refuse('ValidationError', DOCUMENT_MESSAGES.damaged);
  }
  if (pages < 1) throw refuse('ValidationError', DOCUMENT_MESSAGES.damaged);
  if (pages > DOCUMENT_LIMITS.maxPages) throw refuse('ValidationError', DOCUMENT_MESSAGES.tooComplex);
  return { pages };
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
