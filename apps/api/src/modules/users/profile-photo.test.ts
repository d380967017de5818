import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_MSG, UPLOAD_TOKEN_HEADER } from '@wbn/contract';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, multipart, pngBytes } from '../../test/factories.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t);
  other = await registerUser(t);
});
afterAll(() => t.close());

const requestGrant = (token: string, body: object) =>
  t.request({ method: 'POST', url: '/api/user/profile-photo/upload-request', payload: body, headers: bearer(token) });
const validate = (token: string, uploadToken?: string) =>
  t.request({
    method: 'POST',
    url: '/api/user/profile-photo/upload-validate',
    headers: { ...bearer(token), ...(uploadToken ? { [UPLOAD_TOKEN_HEADER]: uploadToken } : {}) },
  });
async function send(
  token: string,
  grant: { signedPost: { url: string; fields: Record<string, string> }; token: string },
  data: Buffer,
) {
  const body = multipart(grant.signedPost.fields, { name: 'me.png', type: 'image/png', data });
  return t.request({
    method: 'POST',
    url: grant.signedPost.url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), [UPLOAD_TOKEN_HEADER]: grant.token },
  });
}

describe('legacy profile-photo upload pair', () => {
  it('grants a signed post, then stores the finished upload as the profile photo', async () => {
    const data = await pngBytes(600, 400);
    const grant = await requestGrant(me.token, { contentType: 'image/png', fileSize: data.length });
    expect(grant.status).toBe(200);
    expect(grant.body.data).toMatchObject({
      signedPost: { url: expect.any(String), fields: expect.any(Object) },
      token: expect.any(String),
    });
    const early = await validate(me.token, grant.body.data.token);
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(SOCIAL_MSG.uploadNotFinished);
    const stored = await send(me.token, grant.body.data, data);
    expect(stored.status).toBe(200);
    const res = await validate(me.token, grant.body.data.token);
    expect(res.status).toBe(200);
    expect(res.body.data.profilePhoto.url).toBe(stored.body.data.url);
    expect(res.body.data.profilePhoto.versions.map((v: { url: string }) => v.url)).toEqual(
      stored.body.data.versions.map((v: { url: string }) => v.url),
    );
    const profile = await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(me.token) });
    expect(profile.body.data.profilePhoto.url).toBe(stored.body.data.url);
    expect((await t.request({ method: 'GET', url: stored.body.data.url })).status).toBe(200);
  });

  it("refuses someone else's upload token, a missing or forged token, a business upload and bad requests", async () => {
    const data = await pngBytes();
    const grant = (await requestGrant(me.token, { contentType: 'image/png', fileSize: data.length })).body.data;
    await send(me.token, grant, data);
    const before = (await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(other.token) })).body
      .data.profilePhoto;
    expect((await validate(other.token, grant.token)).status).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(other.token) })).body.data
        .profilePhoto,
    ).toEqual(before);
    expect((await validate(me.token)).status).toBe(403);
    expect((await validate(me.token, `${grant.token}x`)).status).toBe(403);
    const bizId = (await createBusiness(t, me.token)).businessID;
    const bizGrant = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/business',
      payload: { contentType: 'image/png', fileSize: data.length, businessID: bizId },
      headers: bearer(me.token),
    });
    const bizValidate = await validate(me.token, bizGrant.body.data.token);
    expect(bizValidate.status).toBe(403);
    expect(bizValidate.body.error.fields).toHaveProperty('token');
    const bad = await requestGrant(me.token, { contentType: 'application/pdf', fileSize: 10 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('contentType');
    expect((await requestGrant(me.token, { contentType: 'image/png', fileSize: 600 * 1024 })).status).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/user/profile-photo/upload-request',
          payload: { contentType: 'image/png', fileSize: 10 },
        })
      ).status,
    ).toBe(401);
  });
});
