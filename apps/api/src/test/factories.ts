/** Builders for tests: businesses, products and images through the real API. */
import sharp from 'sharp';
import { UPLOAD_TOKEN_HEADER } from '@wbn/contract';
import { bearer, type TestApp } from './test-app.js';

export const validBusiness = (over: Record<string, unknown> = {}) => ({
  companyName: 'Acme Automation',
  categories: ['0001.0001-01', '0001.0001-02'],
  businessType: 'MA',
  country: 'US',
  state: 'US-FL',
  shortDescription: 'Industrial automation parts made in Miami.',
  ...over,
});

export async function createBusiness(t: TestApp, token: string, over: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/business/profile/create',
    payload: validBusiness(over),
    headers: bearer(token),
  });
  if (res.status !== 201) throw new Error(`create business failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { businessID: string; [k: string]: any };
}

export async function createProduct(t: TestApp, token: string, businessID: string, over: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/product',
    payload: { businessID, name: 'Compact PLC', description: 'A 24 I/O compact controller.', ...over },
    headers: bearer(token),
  });
  return res;
}

export const pngBytes = (width = 64, height = 48, color = '#1f5fa8') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A multipart body as a browser would post it: fields first, then the file. */
export function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----wbn${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Runs both upload steps; returns the raw answer of the second. */
export async function upload(
  t: TestApp,
  token: string,
  data: Buffer,
  opts: { contentType?: string; name?: string; businessID?: string; fileSize?: number } = {},
) {
  const contentType = opts.contentType ?? 'image/png';
  const grant = await t.request({
    method: 'POST',
    url: `/api/files/upload-request/${opts.businessID ? 'business' : 'user'}`,
    payload: {
      contentType,
      fileSize: opts.fileSize ?? data.length,
      ...(opts.businessID ? { businessID: opts.businessID } : {}),
    },
    headers: bearer(token),
  });
  if (grant.status !== 200) return { grant, res: grant };
  const { signedPost, token: uploadToken } = grant.body.data;
  const body = multipart(signedPost.fields, { name: opts.name ?? 'photo.png', type: contentType, data });
  const res = await t.request({
    method: 'POST',
    url: signedPost.url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), [UPLOAD_TOKEN_HEADER]: uploadToken },
  });
  return { grant, res };
}

/** Makes `person` a member of the business the way people join: the owner invites, they accept. */
export async function addMember(
  t: TestApp,
  ownerToken: string,
  businessID: string,
  person: { email: string; token: string },
  role: 'admin' | 'member',
) {
  const inv = await t.request({
    method: 'POST',
    url: `/api/business/profile/${businessID}/members`,
    payload: { email: person.email, role },
    headers: bearer(ownerToken),
  });
  if (inv.status !== 201) throw new Error(`invite failed: ${inv.status} ${JSON.stringify(inv.body)}`);
  const mine = await t.request({ method: 'GET', url: '/api/business/invitations', headers: bearer(person.token) });
  const invitation = (mine.body.data as { invitationID: string; business: { businessID: string } }[]).find(
    (i) => i.business.businessID === businessID,
  );
  if (!invitation) throw new Error('invitation not found');
  const ok = await t.request({
    method: 'POST',
    url: `/api/business/invitations/${invitation.invitationID}/accept`,
    headers: bearer(person.token),
  });
  if (ok.status !== 200) throw new Error(`accept failed: ${ok.status} ${JSON.stringify(ok.body)}`);
}
