import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@wbn/contract';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, pngBytes, upload } from '../../test/factories.js';
import { PHOTO_NOT_UPLOADED } from '../files/photo-check.js';

let t: TestApp;
let token: string;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  const u = await registerUser(t, { firstName: 'Carla', lastName: 'Diaz' });
  token = u.token;
  email = u.email;
});
afterAll(() => t.close());

const put = (payload: unknown, tk = token) =>
  t.request({
    method: 'PUT',
    url: '/api/user/profile',
    payload: payload as object,
    headers: { ...bearer(tk), 'content-type': 'application/json' },
  });
const get = (tk = token) => t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(tk) });

describe('GET /api/user/profile', () => {
  it('returns the profile created at registration with every spec field', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'userID',
        'username',
        'firstName',
        'lastName',
        'email',
        'mobilePhone',
        'birthDate',
        'showBirthDate',
        'profession',
        'showProfession',
        'city',
        'country',
        'state',
        'gender',
        'preferredLanguage',
        'jobPosition',
        'businessType',
        'industry',
        'companyName',
        'briefPresentation',
        'profilePhoto',
        'coverPhoto',
        'reactions',
        // Beside the spec's fields: whether the address is proven (decision 0028; always, without SMTP), and when the
        // account is erased if its member asked to leave (decision 0033).
        'emailVerified',
        'deletionScheduledFor',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({
      firstName: 'Carla',
      lastName: 'Diaz',
      email,
      reactions: { reactionCount: { like: 0 } },
      emailVerified: true,
      deletionScheduledFor: null,
    });
  });
});

describe('PUT /api/user/profile', () => {
  it('saves every editable field and answers the references expanded', async () => {
    const res = await put({
      username: 'carla.diaz',
      firstName: 'Carla',
      lastName: 'Díaz Ruiz',
      mobilePhone: { countryCode: '52', phoneNumber: '5512345678' },
      birthDate: '1985-04-12',
      showBirthDate: true,
      profession: 'Chemical engineer',
      showProfession: false,
      city: 'Monterrey',
      country: { code: 'MX' },
      state: { stateID: 'MX-NLE' },
      gender: { code: 'F' },
      preferredLanguage: { code: 'es' },
      jobPosition: { jobPositionID: 'export-manager' },
      businessType: { code: 'EX' },
      industry: { id: '0011' },
      companyName: 'Diaz Foods',
      briefPresentation: 'Exporter of processed foods.',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.toastSuccessDefault);
    const p = (await get()).body.data;
    expect(p).toMatchObject({
      username: 'carla.diaz',
      lastName: 'Díaz Ruiz',
      mobilePhone: { countryCode: '+52', phoneNumber: '5512345678' },
      birthDate: '1985-04-12',
      showBirthDate: true,
      showProfession: false,
      country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' },
      state: { stateID: 'MX-NLE', stateName: 'Nuevo León' },
      gender: { code: 'F', name: 'Female' },
      preferredLanguage: { code: 'es', languageName: 'Spanish' },
      jobPosition: { jobPositionID: 'export-manager' },
      businessType: { code: 'EX', name: 'Exporters' },
      industry: { id: '0011', name: 'Food & Agriculture' },
      companyName: 'Diaz Foods',
    });
  });

  it('accepts only a photo after an upload, leaving the rest', async () => {
    const { res: up } = await upload(t, token, await pngBytes());
    expect(up.status).toBe(200);
    const photo = { url: up.body.data.url, versions: up.body.data.versions };
    const res = await put({ profilePhoto: photo });
    expect(res.status).toBe(200);
    const p = (await get()).body.data;
    expect(p.profilePhoto.url).toBe(photo.url);
    expect(p.companyName).toBe('Diaz Foods');
    // Saving the whole form again with the same photo is fine.
    expect((await put({ profilePhoto: photo, city: 'Monterrey' })).status).toBe(200);
  });

  it('refuses pictures that are not a finished upload of this user', async () => {
    const other = await registerUser(t);
    const { res: theirs } = await upload(t, other.token, await pngBytes());
    const biz = await createBusiness(t, token);
    const { res: business } = await upload(t, token, await pngBytes(), { businessID: biz.businessID });
    const grant = await t.request({
      method: 'POST',
      url: '/api/files/upload-request/user',
      payload: { contentType: 'image/png', fileSize: 1000 },
      headers: bearer(token),
    });
    const unfinished = `/files/${grant.body.data.signedPost.fields.key}.webp`;
    const before = (await get()).body.data;
    for (const url of [
      'https://evil.example/me.png',
      '//evil.example/me.png',
      'javascript:alert(1)',
      `/files/users/${before.userID}/../../etc/passwd`,
      `/files/users/${before.userID}/not-an-upload.webp`,
      unfinished,
      theirs.body.data.url,
      business.body.data.url,
    ]) {
      for (const field of ['profilePhoto', 'coverPhoto']) {
        const res = await put({ [field]: { url } });
        expect(res.status, `${field} ${url}`).toBe(400);
        expect(res.body.error.fields[field]).toBe(PHOTO_NOT_UPLOADED);
      }
    }
    expect((await get()).body.data).toEqual(before);
  });

  it('refuses invalid values naming the field, and writes nothing', async () => {
    const before = (await get()).body.data;
    const cases: [unknown, string, string?][] = [
      [{ mobilePhone: { countryCode: '52', phoneNumber: '12345' } }, 'mobilePhone.phoneNumber', MSG.invalidPhone],
      [{ mobilePhone: { countryCode: '999', phoneNumber: '12345678' } }, 'mobilePhone.countryCode'],
      [{ birthDate: '12/04/1985' }, 'birthDate', MSG.invalidDate],
      [{ birthDate: '1885-04-12' }, 'birthDate', MSG.invalidDate],
      [{ birthDate: '2021-02-31' }, 'birthDate', MSG.invalidDate],
      [{ country: { code: 'QQ' } }, 'country.code'],
      [{ country: 'MX' }, 'country'],
      [{ state: { stateID: 'US-FL' } }, 'state.stateID'],
      [{ gender: { code: 'Z' } }, 'gender.code'],
      [{ preferredLanguage: { code: 'xx' } }, 'preferredLanguage.code'],
      [{ jobPosition: { jobPositionID: 'astronaut' } }, 'jobPosition.jobPositionID'],
      [{ businessType: { code: 'PR' } }, 'businessType.code'],
      [{ industry: { id: '0099' } }, 'industry.id'],
      [{ briefPresentation: 'x'.repeat(513) }, 'briefPresentation'],
      [{ showBirthDate: 'yes' }, 'showBirthDate'],
      [{ firstName: '' }, 'firstName'],
      [{ email: 'someone-else@example.com' }, 'email'],
      [{ country: { code: 'US' }, state: { stateID: 'MX-NLE' } }, 'state.stateID'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.body.error.fields), JSON.stringify(payload)).toContain(field);
      if (message) expect(res.body.error.fields[field]).toBe(message);
    }
    expect((await get()).body.data).toEqual(before);
  });

  it('accepts the spec date separators and keeps the e-mail read-only', async () => {
    for (const d of ['1990 01 02', '1990/01/02', '1990.01.02', '2001-12-31'])
      expect((await put({ birthDate: d })).status).toBe(200);
    expect((await put({ email })).status).toBe(200);
    expect((await get()).body.data.email).toBe(email);
  });

  it('keeps usernames unique', async () => {
    const other = await registerUser(t);
    const res = await put({ username: 'CARLA.DIAZ' }, other.token);
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toHaveProperty('username');
  });

  it('needs a session, before looking at the body', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      payload: '{bad json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.name).toBe('TokenNotFound');
  });
});
