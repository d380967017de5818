import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  UPLOAD_MESSAGES,
  UPLOAD_TOKEN_HEADER,
} from '@wbn/contract';
import { SignJWT } from 'jose';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, multipart, pngBytes, upload } from '../../test/factories.js';
import {
  cleanPdf,
  encryptedPdf,
  pdfWithEmbeddedFile,
  pdfWithEscapedJsKey,
  pdfWithInflationBomb,
  pdfWithNamesJs,
  pdfWithOpenActionJs,
} from '../../test/pdfs.js';
import { renderPdfThumbnail } from './pdf-thumbnail.js';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
const DATA_DIR = `/tmp/wbn-files-test-${process.pid}`;
const SECRET = 'files-test-secret-0123456789abcdef0123456789';
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR, JWT_SECRET: SECRET });
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(() => t.close());

describe('image uploads', () => {
  it('stores an image with metadata stripped and size versions, served from /files', async () => {
    const withExif = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'Someone' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { grant, res } = await upload(t, alice.token, withExif, { contentType: 'image/jpeg', name: 'photo.jpg' });
    expect(grant.status).toBe(200);
    expect(grant.body.data.signedPost).toMatchObject({ url: expect.any(String), fields: expect.any(Object) });
    expect(res.status).toBe(200);
    const ref = res.body.data;
    expect(ref).toMatchObject({
      url: expect.stringMatching(/^\/files\/users\/.+\.webp$/),
      width: 900,
      height: 600,
      contentType: 'image/webp',
    });
    expect(ref.versions.map((v: { width: number }) => v.width)).toEqual([200, 480]);
    const stored = await readFile(path.join(DATA_DIR, ref.url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const served = await t.request({ method: 'GET', url: ref.versions[0].url });
    expect(served.status).toBe(200);
  });

  it('refuses a file that is not an image even with an image name', async () => {
    const text = Buffer.from('this is not a picture at all, just text pretending to be one');
    const { res } = await upload(t, alice.token, text, { contentType: 'image/png', name: 'innocent.png' });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toMatch(/not an image/i);
  });

  it('refuses an image whose real type differs from the announced one', async () => {
    const { res } = await upload(t, alice.token, await pngBytes(), { contentType: 'image/jpeg', name: 'fake.jpg' });
    expect(res.status).toBe(415);
  });

  it('refuses files over 500 KB at the request and at the post', async () => {
    const tooBig = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/user',
      payload: { contentType: 'image/png', fileSize: IMAGE_MAX_BYTES + 1 },
      headers: bearer(alice.token),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.fields).toHaveProperty('fileSize');
    // announce a small file, then send 501 KB
    const grant = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/user',
      payload: { contentType: 'image/png', fileSize: 1000 },
      headers: bearer(alice.token),
    });
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(501 * 1024, 1)]);
    const body = multipart(grant.body.data.signedPost.fields, { name: 'big.png', type: 'image/png', data: big });
    const res = await t.request({
      method: 'POST',
      url: grant.body.data.signedPost.url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(alice.token), [UPLOAD_TOKEN_HEADER]: grant.body.data.token },
    });
    expect(res.status).toBe(413);
  });

  it('refuses an image of more pixels than the limit from its header, before decoding it', async () => {
    // A black-and-white PNG of 10,000 × 10,000 pixels (100 megapixels, under sharp's own default of 268) in a few KB.
    const side = 10_000;
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body) >>> 0);
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(side, 0);
    ihdr.writeUInt32BE(side, 4);
    ihdr.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
    const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter 0, then 1,250 bytes of black
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(png.length).toBeLessThan(IMAGE_MAX_BYTES);
    expect(side * side).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([side, side]);
    const { res } = await upload(t, alice.token, png, { contentType: 'image/png', name: 'huge.png' });
    expect(res.status).toBe(413);
    expect(res.body.error.fields).toEqual({ file: UPLOAD_MESSAGES.tooManyPixels });
  });

  it('refuses wrong content types at the request', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/user',
      payload: { contentType: 'application/pdf', fileSize: 100 },
      headers: bearer(alice.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('contentType');
  });

  it("refuses someone else's token, a replay and an expired signature", async () => {
    const data = await pngBytes();
    const grant = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/user',
      payload: { contentType: 'image/png', fileSize: data.length },
      headers: bearer(alice.token),
    });
    const { signedPost, token } = grant.body.data;
    const post = (as: string, tk = token) => {
      const body = multipart(signedPost.fields, { name: 'a.png', type: 'image/png', data });
      return t.request({
        method: 'POST',
        url: signedPost.url,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(as), [UPLOAD_TOKEN_HEADER]: tk },
      });
    };
    const stolen = await post(bob.token);
    expect(stolen.status).toBe(403);
    expect(stolen.body.error.message).toMatch(/another account/);
    expect((await post(alice.token)).status).toBe(200);
    const replay = await post(alice.token);
    expect(replay.status).toBe(409);
    // a token whose signature time ran out
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(`${SECRET}:uploads`));
    const late = await post(alice.token, expired);
    expect(late.status).toBe(400);
    expect(late.body.error.name).toBe('UploadExpired');
    expect((await post(alice.token, 'forged.token.value')).status).toBe(403);
  });

  it('grants business uploads only to its owner or admins', async () => {
    const biz = await createBusiness(t, alice.token);
    const data = await pngBytes();
    expect((await upload(t, alice.token, data, { businessID: biz.businessID })).res.status).toBe(200);
    const refused = await upload(t, bob.token, data, { businessID: biz.businessID });
    expect(refused.grant.status).toBe(403);
    const visitor = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/business',
      payload: { contentType: 'image/png', fileSize: 10, businessID: biz.businessID },
    });
    expect(visitor.status).toBe(401);
  });
});

/** A small PDF that readers open: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Both steps of a document upload; the raw answers of each. */
async function uploadDocument(
  token: string,
  data: Buffer,
  opts: { name?: string; businessID?: string; fileSize?: number; type?: string } = {},
) {
  const grant = await t.request({
    method: 'POST',
    url: `/api/files/document-request/${opts.businessID ? 'business' : 'user'}`,
    payload: {
      contentType: 'application/pdf',
      fileSize: opts.fileSize ?? data.length,
      name: opts.name ?? 'Spec sheet.pdf',
      ...(opts.businessID ? { businessID: opts.businessID } : {}),
    },
    headers: bearer(token),
  });
  if (grant.status !== 200) return { grant, res: grant };
  const { signedPost, token: uploadToken } = grant.body.data;
  const body = multipart(signedPost.fields, {
    name: opts.name ?? 'Spec sheet.pdf',
    type: opts.type ?? 'application/pdf',
    data,
  });
  const res = await t.request({
    method: 'POST',
    url: signedPost.url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), [UPLOAD_TOKEN_HEADER]: uploadToken },
  });
  return { grant, res };
}

describe('document uploads (PDF spec sheets)', () => {
  it('stores a PDF exactly as sent and serves it as a download with its name', async () => {
    const { grant, res } = await uploadDocument(alice.token, PDF, { name: 'Spec sheet (v2).pdf' });
    expect(grant.status).toBe(200);
    expect(grant.body.data.signedPost.fields['Content-Type']).toBe('application/pdf');
    expect(res.status).toBe(200);
    const doc = res.body.data;
    expect(doc).toEqual({
      url: expect.stringMatching(/^\/files\/users\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/Spec-sheet-v2\.pdf$/),
      name: 'Spec sheet (v2).pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    expect(Buffer.compare(await readFile(path.join(DATA_DIR, doc.url)), PDF)).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: doc.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="Spec-sheet-v2.pdf"');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Opened anyway (typed into the address bar of a browser that ignores the download header), it runs nothing.
    expect(served.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(Buffer.compare(served.rawPayload, PDF)).toBe(0);
  });

  it('refuses a picture renamed .pdf, and text, by their bytes (415 naming the file)', async () => {
    for (const data of [await pngBytes(), Buffer.from('%PDF is how this text starts, but it is no document')]) {
      const { grant, res } = await uploadDocument(alice.token, data, { name: 'drawing.pdf' });
      expect(grant.status).toBe(200);
      expect(res.status).toBe(415);
      expect(res.body.error.fields).toHaveProperty('file');
      expect(res.body.error.message).toMatch(/not a PDF/);
    }
  });

  it('refuses other types, empty files, files over 10 MB and names left out at the request (400 naming the field)', async () => {
    const ask = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/files/document-request/user', payload, headers: bearer(alice.token) });
    const tries: [Record<string, unknown>, string][] = [
      [{ contentType: 'image/png', fileSize: 100, name: 'a.pdf' }, 'contentType'],
      [{ contentType: 'text/html', fileSize: 100, name: 'a.pdf' }, 'contentType'],
      [{ contentType: 'application/pdf', fileSize: 0, name: 'a.pdf' }, 'fileSize'],
      [{ contentType: 'application/pdf', fileSize: DOCUMENT_MAX_BYTES + 1, name: 'a.pdf' }, 'fileSize'],
      [{ contentType: 'application/pdf', fileSize: 100 }, 'name'],
      [{ contentType: 'application/pdf', fileSize: 100, name: 'line\nbreak.pdf' }, 'name'],
    ];
    for (const [payload, field] of tries) {
      const res = await ask(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field);
    }
    expect(
      (await ask({ contentType: 'application/pdf', fileSize: DOCUMENT_MAX_BYTES + 1, name: 'a.pdf' })).body.error.fields
        .fileSize,
    ).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  it('takes PDFs of several megabytes, over the limits of pictures and of JSON bodies', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const { res } = await uploadDocument(alice.token, big, { name: 'Catalogue.pdf' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Catalogue.pdf', size: big.length });
  });

  it('refuses a file larger than announced, and one over 10 MB however announced (413 naming the file)', async () => {
    const { res } = await uploadDocument(alice.token, Buffer.concat([PDF, Buffer.alloc(4096, 0x20)]), {
      fileSize: PDF.length,
    });
    expect(res.status).toBe(413);
    expect(res.body.error.fields).toHaveProperty('file');
    const huge = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const over = await uploadDocument(alice.token, huge, { fileSize: DOCUMENT_MAX_BYTES });
    expect(over.res.status).toBe(413);
    expect(over.res.body.error).toMatchObject({
      message: DOCUMENT_MESSAGES.tooLarge,
      fields: { file: DOCUMENT_MESSAGES.tooLarge },
    });
  });

  it('takes a document grant only once, and for a business only from its owner or admins', async () => {
    const grant = await t.request({
      method: 'POST',
      url: '/api/files/document-request/user',
      payload: { contentType: 'application/pdf', fileSize: PDF.length, name: 'a.pdf' },
      headers: bearer(alice.token),
    });
    const { signedPost, token } = grant.body.data;
    const post = () => {
      const body = multipart(signedPost.fields, { name: 'a.pdf', type: 'application/pdf', data: PDF });
      return t.request({
        method: 'POST',
        url: signedPost.url,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(alice.token), [UPLOAD_TOKEN_HEADER]: token },
      });
    };
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(409);
    const biz = await createBusiness(t, alice.token);
    const own = await uploadDocument(alice.token, PDF, { businessID: biz.businessID });
    expect(own.res.status).toBe(200);
    expect(own.res.body.data.url).toMatch(new RegExp(`^/files/businesses/${biz.businessID}/`));
    expect((await uploadDocument(bob.token, PDF, { businessID: biz.businessID })).grant.status).toBe(403);
  });
});

describe('the check of what a PDF holds (decision 0075)', () => {
  it('refuses a PDF with JavaScript, wherever it sits, with a sentence naming the file (400)', async () => {
    for (const data of [await pdfWithOpenActionJs(), await pdfWithNamesJs(), pdfWithEscapedJsKey()]) {
      const { res } = await uploadDocument(alice.token, data, { name: 'Certificate.pdf' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        message: DOCUMENT_MESSAGES.javascript,
        fields: { file: DOCUMENT_MESSAGES.javascript },
      });
    }
  });

  it('refuses a password-protected PDF and one with a file inside, each with its own sentence', async () => {
    const enc = await uploadDocument(alice.token, await encryptedPdf(), { name: 'Locked.pdf' });
    expect(enc.res.status).toBe(400);
    expect(enc.res.body.error.fields).toEqual({ file: DOCUMENT_MESSAGES.encrypted });
    const emb = await uploadDocument(alice.token, await pdfWithEmbeddedFile(), { name: 'Bundle.pdf' });
    expect(emb.res.status).toBe(400);
    expect(emb.res.body.error.fields).toEqual({ file: DOCUMENT_MESSAGES.embeddedFiles });
  });

  it('refuses a PNG renamed .pdf (415) and a PDF header over a broken structure (400), each naming the file', async () => {
    const png = await uploadDocument(alice.token, await pngBytes(), { name: 'scan.pdf' });
    expect(png.res.status).toBe(415);
    expect(png.res.body.error.fields).toEqual({ file: DOCUMENT_MESSAGES.notPdf });
    const broken = await uploadDocument(alice.token, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'), {
      name: 'Broken.pdf',
    });
    expect(broken.res.status).toBe(400);
    expect(broken.res.body.error.fields).toEqual({ file: DOCUMENT_MESSAGES.damaged });
  });

  it('refuses a PDF whose compressed streams would inflate past the bound, before any parse', async () => {
    const bomb = pdfWithInflationBomb();
    expect(bomb.length).toBeLessThan(DOCUMENT_MAX_BYTES);
    const { res } = await uploadDocument(alice.token, bomb, { name: 'Bomb.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ file: DOCUMENT_MESSAGES.tooComplex });
  });

  it('stores a clean PDF and a job draws its first page beside it as a WebP thumbnail', async () => {
    const data = await cleanPdf();
    const { res } = await uploadDocument(alice.token, data, { name: 'ISO 9001.pdf' });
    expect(res.status).toBe(200);
    const thumbUrl = res.body.data.url.replace(/[^/]+$/, 'thumbnail.webp');
    let served = await t.app.inject({ method: 'GET', url: thumbUrl });
    for (let i = 0; i < 100 && served.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      served = await t.app.inject({ method: 'GET', url: thumbUrl });
    }
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320 });
    // A4 keeps its proportions: 320 wide, about 453 high.
    expect(meta.height).toBeGreaterThan(440);
    expect(meta.height).toBeLessThan(460);
  });

  it('renders what the page shows (the coloured block of the test certificate is in the thumbnail)', async () => {
    const image = await renderPdfThumbnail(await cleanPdf());
    expect(image).toBeDefined();
    const { data, info } = await sharp(image!).raw().toBuffer({ resolveWithObject: true });
    // The block spans x 50..350, y 222..422 (from the top) of 595 x 842 points: its middle, scaled to 320 wide.
    const x = Math.round((200 * 320) / 595);
    const y = Math.round(((842 - 520) * 320) / 595);
    const at = (y * info.width + x) * info.channels;
    expect([data[at], data[at + 1], data[at + 2]].map((v) => Math.round(v / 16))).toEqual([14, 8, 2]);
  });
});
