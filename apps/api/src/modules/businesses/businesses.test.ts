import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@wbn/contract';
import { countryName, REFDATA, TRANSLATED_EDITIONS } from '@wbn/contract/editions';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness, pngBytes, upload, validBusiness } from '../../test/factories.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let adminUser: Awaited<ReturnType<typeof registerUser>>;
let plainMember: Awaited<ReturnType<typeof registerUser>>;
let bizId: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-biz-test-${process.pid}` });
  owner = await registerUser(t);
  stranger = await registerUser(t);
  adminUser = await registerUser(t);
  plainMember = await registerUser(t);
  bizId = (await createBusiness(t, owner.token)).businessID;
  await addMember(t, owner.token, bizId, adminUser, 'admin');
  await addMember(t, owner.token, bizId, plainMember, 'member');
});
afterAll(() => t.close());

const get = (id: string, token?: string) =>
  t.request({ method: 'GET', url: `/api/business/profile/${id}`, headers: token ? bearer(token) : {} });
const put = (id: string, body: unknown, token?: string) =>
  t.request({
    method: 'PUT',
    url: `/api/business/profile/${id}`,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });

describe('create business', () => {
  it('creates a standard, unverified business with its categories and photos', async () => {
    const logo = (await upload(t, owner.token, await pngBytes())).res.body.data;
    const res = await t.request({
      method: 'POST',
      url: '/api/business/profile/create',
      payload: validBusiness({
        companyName: 'Rio Foods',
        categories: ['0011.0011-01'],
        businessType: 'EX',
        country: 'BR',
        state: 'BR-SP',
        profilePhoto: logo,
      }),
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
    const b = res.body.data;
    expect(b).toMatchObject({
      subscription: 'standard',
      verified: false,
      general: {
        companyName: 'Rio Foods',
        businessType: { code: 'EX', name: 'Exporters' },
        industry: { id: '0011', name: 'Food & Agriculture' },
        profilePhoto: { url: logo.url },
      },
      contactInfo: { country: { code: 'BR', countryName: 'Brazil' }, state: { stateID: 'BR-SP' } },
    });
    expect(b.general.categories[0]).toMatchObject({ id: '0011-01', industry: { id: '0011' } });
  });

  it('refuses incomplete data with the spec message and the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: '' }, 'companyName'],
      [{ categories: [] }, 'categories'],
      [{ categories: ['0001.0002-01'] }, 'categories'],
      [{ businessType: 'PR' }, 'businessType'],
      [{ country: 'QQ' }, 'country'],
      [{ state: undefined }, 'state'],
      [{ state: 'MX-NLE' }, 'state'],
      [{ shortDescription: 'x'.repeat(513) }, 'shortDescription'],
      [{ profilePhoto: { url: 'https://evil.example/x.png' } }, 'profilePhoto'],
    ];
    for (const [over, field] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/business/profile/create',
        payload: validBusiness(over),
        headers: bearer(owner.token),
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.body.error.fields), JSON.stringify(over)).toContain(field);
    }
    const semantic = await t.request({
      method: 'POST',
      url: '/api/business/profile/create',
      payload: validBusiness({ country: 'QQ' }),
      headers: bearer(owner.token),
    });
    expect(semantic.body.error.message).toBe(MSG.createBusinessIncomplete);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'POST', url: '/api/business/profile/create', payload: validBusiness() });
    expect(res.status).toBe(401);
  });
});

describe('read businesses', () => {
  it("answers the profile with the viewer's session", async () => {
    expect((await get(bizId)).body.session).toBe('none');
    expect((await get(bizId, stranger.token)).body.session).toBe('none');
    expect((await get(bizId, owner.token)).body.session).toBe('owner');
    expect((await get(bizId, adminUser.token)).body.session).toBe('admin');
    expect((await get(bizId, plainMember.token)).body.session).toBe('member');
    expect((await get('3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c')).status).toBe(404);
    expect((await get('not-a-uuid')).status).toBe(404);
  });

  it('names its business type, industry, categories and countries in the edition `lang` asks for; an unknown one is refused by name', async () => {
    const id = (
      await createBusiness(t, owner.token, {
        companyName: 'Valvulas Andinas',
        categories: ['0001.0001-01'],
        businessType: 'MA',
        country: 'BR',
        state: 'BR-SP',
      })
    ).businessID;
    const en = (await get(id)).body.data.general;
    expect(en).toMatchObject({ businessType: { name: 'Manufacturers' }, industry: { id: '0001', name: 'Automation' } });
    expect(en.categories[0]).toMatchObject({ name: 'PLCs & Controllers', industry: { name: 'Automation' } });
    for (const lang of TRANSLATED_EDITIONS) {
      const res = await t.request({ method: 'GET', url: `/api/business/profile/${id}?lang=${lang}` });
      expect(res.status).toBe(200);
      const p = res.body.data;
      const tree = REFDATA[lang].industries['0001'];
      expect(p.general.businessType).toEqual({ code: 'MA', name: REFDATA[lang].businessTypes.MA });
      expect(p.general.industry).toEqual({ id: '0001', name: tree.name });
      expect(p.general.categories[0]).toMatchObject({
        name: tree.categories['PLCs & Controllers']!.name,
        industry: { id: '0001', name: tree.name },
      });
      expect(p.contactInfo.country).toMatchObject({ code: 'BR', countryName: countryName('BR', lang) });
      // The members' own words stay as written.
      expect(p.general.companyName).toBe('Valvulas Andinas');
    }
    const zh = await t.request({ method: 'GET', url: `/api/business/profile/${id}?lang=zh` });
    expect(zh.body.data.contactInfo.country.countryName).toBe('巴西');
    const bad = await t.request({ method: 'GET', url: `/api/business/profile/${id}?lang=fr` });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('lang');
  });

  it("lists my businesses with my role, and a user's businesses publicly", async () => {
    const mine = await t.request({
      method: 'GET',
      url: '/api/business/profile/my-list',
      headers: bearer(adminUser.token),
    });
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        businessID: bizId,
        role: 'admin',
        business: expect.objectContaining({ businessID: bizId }),
      }),
    ]);
    const pub = await t.request({ method: 'GET', url: `/api/business/profile/list-business?userID=${owner.userID}` });
    expect(pub.body.data.map((b: { businessID: string }) => b.businessID)).toContain(bizId);
    expect((await t.request({ method: 'GET', url: '/api/business/profile/list-business' })).status).toBe(400);
  });
});

describe('update sections', () => {
  const sections: Record<string, unknown> = {
    general: {
      generalDescription: 'We design and build control panels.',
      yearStablished: 1998,
      totalEmployees: { min: 50, max: 100 },
      productionCapacity: { min: 10, max: 20, unit: 'panels', period: 'week' },
      video: { url: 'https://www.youtube.com/watch?v=abc123' },
    },
    contactInfo: {
      city: 'Miami',
      zipcode: '33101',
      email: 'sales@acme.example',
      website: 'https://acme.example',
      phone: { countryCode: '1', businessPhoneNumber: '3055550100' },
    },
    factory: {
      manufacturingFacilities: 'Two plants',
      factorySize: 12000,
      numberProductionLines: 4,
      contractManufacturing: ['OEM', 'ODM'],
    },
    tradeCapabilities: {
      markets: ['North America', 'South America'],
      spokenLanguages: ['English', 'Spanish'],
      totalEmployeesSales: 12,
      averageLeadTime: 30,
    },
    businessTerms: {
      acceptedDeliveryTerms: ['FOB', 'CIF'],
      acceptedPaymentCurrencies: ['USD'],
      packagingTypes: ['Pallet'],
      acceptedPaymentTypes: ['T/T'],
    },
    certificates: [{ name: 'ISO 9001', issueDate: '2020-01-15', expireDate: '2026-01-15' }],
  };

  for (const [name, body] of Object.entries(sections)) {
    it(`${name}: owner and admin can update; member, other user and visitor cannot`, async () => {
      for (const who of [plainMember, stranger]) {
        const res = await put(bizId, { [name]: body }, who.token);
        expect(res.status).toBe(403);
      }
      expect((await put(bizId, { [name]: body })).status).toBe(401);
      const before = (await get(bizId)).body.data[name];
      const res = await put(bizId, { [name]: body }, name === 'factory' ? adminUser.token : owner.token);
      expect(res.status).toBe(200);
      const after = (await get(bizId)).body.data[name];
      expect(after).not.toEqual(before);
    });
  }

  it('keeps what was saved, expanded', async () => {
    const b = (await get(bizId)).body.data;
    expect(b.general).toMatchObject({
      yearStablished: 1998,
      totalEmployees: { min: 50, max: 100 },
      video: { url: 'https://www.youtube.com/watch?v=abc123' },
    });
    expect(b.contactInfo).toMatchObject({
      city: 'Miami',
      phone: { countryCode: '+1', businessPhoneNumber: '3055550100' },
    });
    expect(b.factory.contractManufacturing).toEqual(['OEM', 'ODM']);
    expect(b.certificates[0]).toMatchObject({ id: expect.any(String), name: 'ISO 9001' });
  });

  it('refuses bad sections naming the field, writing nothing', async () => {
    const before = (await get(bizId)).body.data;
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ general: { totalEmployees: { min: 10, max: 5 } } }, 'general.totalEmployees.max'],
      [{ general: { yearStablished: 'old' } }, 'general.yearStablished'],
      [{ general: { companyName: 'ok', unknownField: 1 } }, 'general'],
      [{ contactInfo: { email: 'nope' } }, 'contactInfo.email'],
      [{ contactInfo: { country: { code: 'QQ' } } }, 'contactInfo.country'],
      [{ factory: { contractManufacturing: ['MAGIC'] } }, 'factory.contractManufacturing.0'],
      [
        { certificates: [{ name: 'X', issueDate: '2024-05-01', expireDate: '2023-01-01' }] },
        'certificates.0.expireDate',
      ],
      [{ certificates: [{ name: 'X', issueDate: 'yesterday', expireDate: '2023-01-01' }] }, 'certificates.0.issueDate'],
      [{ general: { categories: ['9999.9999-99'] } }, 'general.categories'],
      [{ owner: 'me' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await put(bizId, body, owner.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields).join(','), JSON.stringify(body)).toContain(field);
    }
    expect((await get(bizId)).body.data).toEqual(before);
  });
});

describe('members', () => {
  it('lists members to the business people only', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/business/profile/${bizId}/members`,
      headers: bearer(plainMember.token),
    });
    expect(res.body.data.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'member']);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/business/profile/${bizId}/members`,
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(403);
  });

  it('lets only the owner invite, change roles and remove', async () => {
    const newbie = await registerUser(t);
    const invite = (token: string) =>
      t.request({
        method: 'POST',
        url: `/api/business/profile/${bizId}/members`,
        payload: { email: newbie.email, role: 'member' },
        headers: bearer(token),
      });
    expect((await invite(adminUser.token)).status).toBe(403);
    expect((await invite(stranger.token)).status).toBe(403);
    await addMember(t, owner.token, bizId, newbie, 'member');
    expect((await invite(owner.token)).status).toBe(409); // already in: the owner sees the member list anyway

    const role = (token: string, userID: string, r = 'admin') =>
      t.request({
        method: 'PUT',
        url: `/api/business/profile/${bizId}/members/${userID}`,
        payload: { role: r },
        headers: bearer(token),
      });
    expect((await role(adminUser.token, newbie.userID)).status).toBe(403);
    expect((await role(owner.token, newbie.userID)).status).toBe(200);
    expect((await role(owner.token, owner.userID, 'member')).status).toBe(403);
    expect((await role(owner.token, newbie.userID, 'boss')).status).toBe(400);

    const remove = (token: string, userID: string) =>
      t.request({ method: 'DELETE', url: `/api/business/profile/${bizId}/members/${userID}`, headers: bearer(token) });
    expect((await remove(adminUser.token, newbie.userID)).status).toBe(403);
    expect((await remove(owner.token, owner.userID)).status).toBe(403);
    expect((await remove(owner.token, newbie.userID)).status).toBe(200);
    expect((await get(bizId, newbie.token)).body.session).toBe('none');
    expect((await remove(owner.token, newbie.userID)).status).toBe(404);
  });
});

describe('favorites', () => {
  it('saves, lists and removes favorite businesses per user', async () => {
    const add = await t.request({
      method: 'POST',
      url: '/api/business/favorites',
      payload: { businessID: bizId },
      headers: bearer(stranger.token),
    });
    expect(add.status).toBe(201);
    const list = await t.request({ method: 'GET', url: '/api/business/favorites', headers: bearer(stranger.token) });
    expect(list.body.data.map((b: { businessID: string }) => b.businessID)).toEqual([bizId]);
    expect(
      (await t.request({ method: 'GET', url: '/api/business/favorites', headers: bearer(owner.token) })).body.data,
    ).toEqual([]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/business/favorites',
          payload: { businessID: '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c' },
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/business/favorites/${bizId}`, headers: bearer(stranger.token) }))
        .status,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/business/favorites/${bizId}`, headers: bearer(stranger.token) }))
        .status,
    ).toBe(404);
  });
});
