/**
 * PDFs made in the test with pdf-lib (decision 0075), instead of binary fixtures: a clean one, and
 * one for each thing the upload check refuses (JavaScript, a password, a file inside).
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib';
import { UPLOAD_TOKEN_HEADER } from '@wbn/contract';
import { bearer, type TestApp } from './test-app.js';
import { multipart } from './factories.js';

/** A one-page PDF with a title and a coloured block, as a certificate might look. */
async function base(title = 'ISO 9001 Certificate') {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 50, y: 760, size: 28, font, color: rgb(0.1, 0.2, 0.5) });
  page.drawRectangle({ x: 50, y: 420, width: 300, height: 200, color: rgb(0.9, 0.5, 0.1) });
  return doc;
}
const bytes = async (doc: PDFDocument) => Buffer.from(await doc.save());

export async function cleanPdf(title?: string) {
  return bytes(await base(title));
}

/** JavaScript in the catalog's OpenAction (inside an object stream, as pdf-lib saves by default). */
export async function pdfWithOpenActionJs() {
  const doc = await base();
  doc.catalog.set(
    PDFName.of('OpenAction'),
    doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.alert('hello')") }),
  );
  return bytes(doc);
}

/** Document-level JavaScript in the names tree (`/Names << /JavaScript … >>`). */
export async function pdfWithNamesJs() {
  const doc = await base();
  const action = doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of('this.print()') }));
  const tree = doc.context.obj({ Names: [PDFString.of('run'), action] });
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: tree }));
  return bytes(doc);
}

/** A file attached with pdf-lib's own attach() (the EmbeddedFiles name tree). */
export async function pdfWithEmbeddedFile() {
  const doc = await base();
  await doc.attach(Buffer.from('MZ pretend this is a program'), 'setup.exe', { mimeType: 'application/octet-stream' });
  return bytes(doc);
}

/** The trailer names an encryption dictionary (the standard security handler): a password-protected PDF. */
export async function encryptedPdf() {
  const doc = await base();
  const encrypt = doc.context.register(
    doc.context.obj({
      Filter: 'Standard',
      V: 1,
      R: 2,
      O: PDFHexString.of('00'.repeat(32)),
      U: PDFHexString.of('00'.repeat(32)),
      P: -4,
    }),
  );
  doc.context.trailerInfo.Encrypt = encrypt;
  return bytes(doc);
}

/** Written by hand: a page whose content stream inflates from a few hundred kilobytes to 200 MB (a "zip bomb"). */
export function pdfWithInflationBomb() {
  const data = deflateSync(Buffer.alloc(200 * 1024 * 1024, 0x20), { level: 9 });
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
        '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
        '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R>> endobj\n' +
        `4 0 obj <</Length ${data.length} /Filter /FlateDecode>> stream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R /Size 5>>\n%%EOF\n', 'latin1'),
  ]);
}

/** Written by hand: a JavaScript action whose key is spelled with a hex escape (`/J#53`), as obfuscated files do. */
export function pdfWithEscapedJsKey() {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 4 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n' +
      '4 0 obj <</S /JavaScr#69pt /J#53 (app.alert(1))>> endobj\n' +
      'trailer <</Root 1 0 R /Size 5>>\n%%EOF\n',
    'latin1',
  );
}

/** Both steps of a PDF upload through the API (the member's own, or a business's); the stored document. */
export async function uploadPdf(
  t: TestApp,
  token: string,
  data: Buffer,
  opts: { name?: string; businessID?: string } = {},
) {
  const name = opts.name ?? 'Certificate.pdf';
  const grant = await t.request({
    method: 'POST',
    url: `/api/files/document-request/${opts.businessID ? 'business' : 'user'}`,
    payload: {
      contentType: 'application/pdf',
      fileSize: data.length,
      name,
      ...(opts.businessID ? { businessID: opts.businessID } : {}),
    },
    headers: bearer(token),
  });
  if (grant.status !== 200) throw new Error(`document grant ${grant.status}`);
  const { signedPost, token: uploadToken } = grant.body.data;
  const body = multipart(signedPost.fields, { name, type: 'application/pdf', data });
  const res = await t.request({
    method: 'POST',
    url: signedPost.url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), [UPLOAD_TOKEN_HEADER]: uploadToken },
  });
  if (res.status !== 200) throw new Error(`document upload ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { url: string; name: string; size: number; contentType: 'application/pdf' };
}
