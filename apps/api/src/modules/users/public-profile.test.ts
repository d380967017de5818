import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';

let t: TestApp;
let carla: Awaited<ReturnType<typeof registerUser>>;
let fan: Awaited<ReturnType<typeof registerUser>>;
let bizId: string;

beforeAll(async () => {
  t = await createTestApp();
  carla = await registerUser(t, { firstName: 'Carla', lastName: 'Diaz' });
  fan = await registerUser(t);
  await t.request({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(carla.token),
    payload: {
      username: 'carla.d',
      mobilePhone: { countryCode: '52', phoneNumber: '5512345678' },
      birthDate: '1985-04-12',
      showBirthDate: false,
      profession: 'Chemical engineer',
      showProfession: false,
      gender: { code: 'F' },
      country: { code: 'MX' },
      city: 'Monterrey',
      briefPresentation: 'Exporter of processed foods.',
    },
  });
  bizId = (await createBusiness(t, carla.token, { companyName: 'Diaz Foods', country: 'MX', state: 'MX-NLE' }))
    .businessID;
});
afterAll(() => t.close());

const get = (id: string) => t.request({ method: 'GET', url: `/api/user/public-profile/${id}` });
const setSwitches = (showBirthDate: boolean, showProfession: boolean) =>
  t.request({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(carla.token),
    payload: { showBirthDate, showProfession },
  });

describe('GET /api/user/public-profile/{id}', () => {
  it('shows the public fields, their businesses and followers to anyone; never e-mail, phone or gender', async () => {
    await t.request({
      method: 'POST',
      url: '/api/social/follow/user',
      headers: bearer(fan.token),
      payload: { resourceID: carla.userID },
    });
    const res = await get(carla.userID);
    expect(res.status).toBe(200);
    const p = res.body.data.profile;
    expect(p).toMatchObject({
      userID: carla.userID,
      username: 'carla.d',
      firstName: 'Carla',
      lastName: 'Diaz',
      city: 'Monterrey',
      country: { code: 'MX', countryName: 'Mexico' },
      briefPresentation: 'Exporter of processed foods.',
      followersCount: 1,
      followingCount: 0,
      businesses: [
        expect.objectContaining({
          businessID: bizId,
          companyName: 'Diaz Foods',
          subscription: 'standard',
          verified: false,
          country: expect.objectContaining({ code: 'MX' }),
        }),
      ],
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(carla.email);
    expect(text).not.toContain('5512345678');
    expect(p).not.toHaveProperty('email');
    expect(p).not.toHaveProperty('mobilePhone');
    expect(p).not.toHaveProperty('gender');
  });

  it('shows the birth date and the profession only when their switches allow', async () => {
    let p = (await get(carla.userID)).body.data.profile;
    expect(p.birthDate).toBeNull();
    expect(p.profession).toBeNull();
    expect(JSON.stringify(p)).not.toContain('1985');
    await setSwitches(true, false);
    p = (await get(carla.userID)).body.data.profile;
    expect(p.birthDate).toBe('1985-04-12');
    expect(p.profession).toBeNull();
    await setSwitches(false, true);
    p = (await get(carla.userID)).body.data.profile;
    expect(p.birthDate).toBeNull();
    expect(p.profession).toBe('Chemical engineer');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c', 'nobody', bizId]) {
      const res = await get(id);
      expect(res.status, id).toBe(404);
      expect(res.body.error.fields).toHaveProperty('id');
    }
  });
});
