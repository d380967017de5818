/**
 * The S3 path of uploads, against s3rver (an S3-compatible server in-process): the browser's
 * presigned POST lands in the bucket, then /api/files/complete checks and processes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { UPLOAD_TOKEN_HEADER } from '@wbn/contract';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { pngBytes } from '../../test/factories.js';

const PORT = 4560 + (process.pid % 300);
const BUCKET = 'wbn-test';
const dir = mkdtempSync(path.join(tmpdir(), 'wbn-s3-'));
let s3: { run(): Promise<unknown>; close(): Promise<unknown> };
let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  s3 = new S3rver({
    port: PORT,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${PORT}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `http://127.0.0.1:${PORT}/${BUCKET}`,
  });
  user = await registerUser(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

async function grant(data: Buffer, contentType = 'image/png') {
  const res = await t.request({
    method: 'POST',
    url: '/api/files/upload-request/user',
    payload: { contentType, fileSize: data.length },
    headers: bearer(user.token),
  });
  expect(res.status).toBe(200);
  return res.body.data as { signedPost: { url: string; fields: Record<string, string> }; token: string };
}
async function postToBucket(signedPost: { url: string; fields: Record<string, string> }, data: Buffer, type: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(signedPost.fields)) form.append(k, v);
  form.append('file', new Blob([data], { type }), 'upload.png');
  return fetch(signedPost.url, { method: 'POST', body: form });
}
const complete = (token: string, as = user.token) =>
  t.request({ method: 'POST', url: '/api/files/complete', headers: { ...bearer(as), [UPLOAD_TOKEN_HEADER]: token } });

describe('uploads to S3', () => {
  it('presigns a POST bound to content type and size, then processes the object into the bucket', async () => {
    const data = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'x' } } })
      .toBuffer();
    const g = await grant(data, 'image/jpeg');
    expect(g.signedPost.url).toContain(`127.0.0.1:${PORT}`);
    expect(g.signedPost.fields).toMatchObject({
      key: expect.stringMatching(/^incoming\/users\//),
      'Content-Type': 'image/jpeg',
      Policy: expect.any(String),
    });
    const policy = JSON.parse(Buffer.from(g.signedPost.fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, data.length],
        ['eq', '$Content-Type', 'image/jpeg'],
      ]),
    );
    const posted = await postToBucket(g.signedPost, data, 'image/jpeg');
    expect(posted.status).toBeLessThan(300);
    const res = await complete(g.token);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^http://127.0.0.1:${PORT}/${BUCKET}/users/.+\\.webp$`));
    const stored = await fetch(res.body.data.url);
    expect(stored.status).toBe(200);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // the raw upload is gone and the grant is spent
    expect((await fetch(`http://127.0.0.1:${PORT}/${BUCKET}/${g.signedPost.fields.key}`)).status).toBe(404);
    expect((await complete(g.token)).status).toBe(400);
  });

  it('refuses to complete before the file arrived, for another account, or for a non-image', async () => {
    const data = await pngBytes();
    const g = await grant(data);
    const early = await complete(g.token);
    expect(early.status).toBe(400);
    expect(early.body.error.fields).toHaveProperty('file');
    await postToBucket(g.signedPost, data, 'image/png');
    const other = await registerUser(t);
    expect((await complete(g.token, other.token)).status).toBe(403);
    const text = Buffer.from('not an image, only text');
    const g2 = await grant(text);
    await postToBucket(g2.signedPost, text, 'image/png');
    expect((await complete(g2.token)).status).toBe(415);
  });

  it('stores a PDF document as sent (after checking its first bytes) and refuses a picture posted as one', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
        '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    const ask = (data: Buffer) =>
      t.request({
        method: 'POST',
        url: '/api/files/document-request/user',
        payload: { contentType: 'application/pdf', fileSize: data.length, name: 'Spec sheet.pdf' },
        headers: bearer(user.token),
      });
    const g = (await ask(pdf)).body.data as {
      signedPost: { url: string; fields: Record<string, string> };
      token: string;
    };
    expect(g.signedPost.fields).toMatchObject({
      key: expect.stringMatching(/^incoming\/users\/.+\/Spec-sheet\.pdf$/),
      'Content-Type': 'application/pdf',
    });
    expect((await postToBucket(g.signedPost, pdf, 'application/pdf')).status).toBeLessThan(300);
    const res = await complete(g.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      url: expect.stringMatching(new RegExp(`^http://127.0.0.1:${PORT}/${BUCKET}/users/.+/Spec-sheet\\.pdf$`)),
      name: 'Spec sheet.pdf',
      size: pdf.length,
      contentType: 'application/pdf',
    });
    const stored = await fetch(res.body.data.url);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    // The bucket serves it as a download under its stored name (decision 0075; the CSP comes from the CDN in front).
    expect(stored.headers.get('content-disposition')).toBe('attachment; filename="Spec-sheet.pdf"');
    expect(Buffer.compare(Buffer.from(await stored.arrayBuffer()), pdf)).toBe(0);
    expect((await fetch(`http://127.0.0.1:${PORT}/${BUCKET}/${g.signedPost.fields.key}`)).status).toBe(404);
    // A picture posted on a document grant is refused by its bytes.
    const png = await pngBytes();
    const g2 = (await ask(png)).body.data as {
      signedPost: { url: string; fields: Record<string, string> };
      token: string;
    };
    await postToBucket(g2.signedPost, png, 'application/pdf');
    const refused = await complete(g2.token);
    expect(refused.status).toBe(415);
    expect(refused.body.error.fields).toHaveProperty('file');
  });

  it('accepts only photos stored in the bucket on profiles', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/business/profile/create',
      headers: bearer(user.token),
      payload: {
        companyName: 'X',
        categories: ['0001.0001-01'],
        businessType: 'MA',
        country: 'US',
        state: 'US-FL',
        shortDescription: 'x',
        profilePhoto: { url: '/files/users/x.webp' },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('profilePhoto');
  });
});
