/**
 * The first-page thumbnail of a stored PDF document (decision 0075), rendered in a job after the
 * upload: pdfjs-dist draws the page on its Node canvas (@napi-rs/canvas, a prebuilt binary from
 * the npm registry), sharp writes it as WebP beside the document, `thumbnail.webp` in its folder.
 * Both are loaded on the first render, so a process that never renders one does not hold them.
 * Where the canvas cannot be loaded the document simply has no thumbnail: nothing fails.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { DOCUMENT_LIMITS } from '@wbn/contract';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type NodeCanvas = { toBuffer(mime: 'image/png'): Buffer };
type NodeContext = { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
let loaded: Promise<{ pdfjs: PdfJs; fonts: string } | undefined> | undefined;

/** pdfjs-dist and the folder of its standard fonts, or undefined where it (or its canvas) cannot be loaded here. */
function loadPdfJs() {
  loaded ??= (async () => {
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const dir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
      return { pdfjs, fonts: path.join(dir, 'standard_fonts') + path.sep };
    } catch {
      return undefined;
    }
  })();
  return loaded;
}

/** Where the thumbnail of the document stored at `key` goes: `thumbnail.webp` beside it (a stored document's name always ends in .pdf). */
export const thumbnailKeyOf = (key: string) => key.replace(/[^/]+$/, 'thumbnail.webp');

/**
 * The first page of `pdf` as a WebP DOCUMENT_LIMITS.thumbnailWidth pixels wide, or undefined when
 * this machine cannot render PDFs. Scripts are never run (`isEvalSupported: false`, no scripting).
 */
export async function renderPdfThumbnail(pdf: Buffer): Promise<Buffer | undefined> {
  const lib = await loadPdfJs();
  if (!lib) return undefined;
  const doc = await lib.pdfjs.getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    enableXfa: false,
    standardFontDataUrl: lib.fonts,
    verbosity: 0,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const unit = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: DOCUMENT_LIMITS.thumbnailWidth / unit.width });
    const width = Math.max(1, Math.round(viewport.width));
    // A very tall page is cut at three widths: the thumbnail shows its top.
    const height = Math.max(1, Math.min(Math.round(viewport.height), width * 3));
    // pdfjs-dist's own Node canvas factory (@napi-rs/canvas); its types are the browser's.
    const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: NodeCanvas; context: NodeContext } };
    const { canvas, context } = factory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    type RenderArgs = Parameters<typeof page.render>[0];
    await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderArgs).promise;
    return await sharp(canvas.toBuffer('image/png')).webp({ quality: 80 }).toBuffer();
  } finally {
    await doc.destroy();
  }
}
