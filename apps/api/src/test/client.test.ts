/**
 * The typed client (@wbn/client) against the API listening on a local port, over real HTTP, as an
 * integrator would use it: sign up and finish the sign-in with the hand-off cookie, create a
 * business and a product, find both by search, receive an inquiry from another member and list it.
 * Each step checks what the caller sees (status and fields), and that the client's types of the
 * answers are the document's (not `any`, not `never`).
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createWbnClient, type components, type WbnClient } from '@wbn/client';
import { createTestApp, type TestApp } from './test-app.js';
import { validBusiness } from './factories.js';

type BusinessProfile = components['schemas']['BusinessProfile'];
type Product = components['schemas']['Product'];
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** The `name=value` pairs of a response's Set-Cookie headers, as a browser sends them back in Cookie. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

type Member = { email: string; userID: string; token: string; api: WbnClient };

/** Registers a member through the client and finishes the sign-in: its session's client. */
async function signUp(firstName: string): Promise<Member> {
  const anonymous = createWbnClient(baseUrl);
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await anonymous.POST('/auth/register', {
    body: { email, password: 'correct horse battery', firstName, lastName: 'Client', acceptTerms: true },
  });
  expect(registered.response.status, JSON.stringify(registered.error)).toBe(201);
  expectTypeOf(registered.data!.data.code).toEqualTypeOf<string>();
  expectTypeOf(registered.data!.data.userID).toEqualTypeOf<string>();
  const { userID, code } = registered.data!.data;
  expect(code).toEqual(expect.any(String));

  // The one-time code works only with the hand-off cookie register set, sent back as a browser would.
  const handoff = cookiesOf(registered.response);
  expect(handoff).toMatch(/^wbn_handoff=/);
  const withoutCookie = await anonymous.POST('/auth/get-session', { body: { token: code } });
  expect(withoutCookie.response.status).not.toBe(200);
  const session = await anonymous.POST('/auth/get-session', { body: { token: code }, headers: { cookie: handoff } });
  expect(session.response.status, JSON.stringify(session.error)).toBe(200);
  expectTypeOf(session.data!.data.token).toEqualTypeOf<string>();
  expectTypeOf(session.data!.data.tokenExpire).toEqualTypeOf<number>();
  expect(session.data!.data).toMatchObject({ userID, token: expect.any(String), tokenExpire: expect.any(Number) });
  const token = session.data!.data.token;
  return { email, userID, token, api: createWbnClient(baseUrl, { headers: { authorization: `Bearer ${token}` } }) };
}

describe('the typed client, over HTTP', () => {
  let owner: Member;
  let buyer: Member;
  let business: BusinessProfile;
  let product: Product;
  const companyName = `Clientele Robotics ${randomBytes(3).toString('hex')}`;

  it('registers, and a login answers a code typed as the document says', async () => {
    owner = await signUp('Owner');
    buyer = await signUp('Buyer');

    const login = await createWbnClient(baseUrl).POST('/auth/login', {
      body: { email: owner.email, password: 'correct horse battery' },
    });
    expect(login.response.status).toBe(200);
    const answer = login.data!.data;
    // Without two-factor sign-in the answer is the hand-off code; the document names the challenge as the other form.
    if ('twoFactorRequired' in answer) throw new Error('no two-factor sign-in on this account');
    expectTypeOf(answer.code).toEqualTypeOf<string>();
    expect(answer).toEqual({ userID: owner.userID, code: expect.any(String) });

    const wrong = await createWbnClient(baseUrl).POST('/auth/login', {
      body: { email: owner.email, password: 'not the password' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.data).toBeUndefined();
    expectTypeOf(wrong.error!).toEqualTypeOf<ErrorEnvelope>();
    expect(wrong.error).toMatchObject({
      success: false,
      error: { name: 'InvalidCredentials', requestId: expect.any(String) },
    });
  });

  it('creates a business', async () => {
    const created = await owner.api.POST('/api/business/profile/create', { body: validBusiness({ companyName }) });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expectTypeOf(created.data!.data).toEqualTypeOf<BusinessProfile>();
    expectTypeOf(created.data!.data.general.companyName).toEqualTypeOf<string>();
    business = created.data!.data;
    expect(business).toMatchObject({
      subscription: 'standard',
      verified: false,
      general: { companyName, businessType: { code: 'MA' } },
      contactInfo: { country: { code: 'US' } },
    });

    // A body the API refuses comes back as the typed error envelope, naming the field.
    const invalid = await owner.api.POST('/api/business/profile/create', { body: validBusiness({ companyName: '' }) });
    expect(invalid.response.status).toBe(400);
    expect(Object.keys(invalid.error!.error.fields ?? {})).toContain('companyName');
  });

  it('creates a product of the business', async () => {
    const created = await owner.api.POST('/api/product', {
      body: {
        businessID: business.businessID,
        name: 'Clientele compact PLC',
        description: 'A 24 I/O compact controller.',
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expectTypeOf(created.data!.data).toEqualTypeOf<Product>();
    product = created.data!.data;
    expect(product).toMatchObject({
      businessID: business.businessID,
      name: 'Clientele compact PLC',
      businessProfile: { businessID: business.businessID, companyName },
    });

    const read = await createWbnClient(baseUrl).GET('/api/product/{productID}', {
      params: { path: { productID: product.productID } },
    });
    expect(read.response.status).toBe(200);
    expect(read.data!.data.productID).toBe(product.productID);
  });

  it('finds the business and the product by search', async () => {
    const visitor = createWbnClient(baseUrl);
    const businesses = await visitor.POST('/api/search/business', { body: { textQuery: 'Clientele', size: 10 } });
    expect(businesses.response.status, JSON.stringify(businesses.error)).toBe(200);
    expectTypeOf(businesses.data!.data.total_results).toEqualTypeOf<number>();
    expectTypeOf(businesses.data!.data.results[0].businessProfile).toEqualTypeOf<BusinessProfile>();
    expect(businesses.data!.data.results.map((r) => r.businessProfile.businessID)).toContain(business.businessID);
    expect(businesses.data!.data.total_results).toBeGreaterThanOrEqual(1);

    const products = await visitor.POST('/api/search/product', { body: { textQuery: 'Clientele', size: 10 } });
    expect(products.response.status, JSON.stringify(products.error)).toBe(200);
    expectTypeOf(products.data!.data.results).toEqualTypeOf<Product[]>();
    expect(products.data!.data.results.map((p) => p.productID)).toContain(product.productID);
  });

  it('sends an inquiry to the business, which its owner lists', async () => {
    const sent = await buyer.api.POST('/api/business/request', {
      body: {
        to: business.businessID,
        subject: 'receiving the full price list',
        message: 'Hello, could you send your 2025 price list?',
        productID: product.productID,
      },
    });
    expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
    expect(sent.data!.data.request).toMatchObject({
      subject: 'receiving the full price list',
      status: 'open',
      from: { type: 'user', id: buyer.userID },
      to: { type: 'business', id: business.businessID },
    });
    const requestID = sent.data!.data.request.requestID;

    const inbox = await owner.api.GET('/api/business/request', { params: { query: { ubid: business.businessID } } });
    expect(inbox.response.status, JSON.stringify(inbox.error)).toBe(200);
    expectTypeOf(inbox.data!.data.total).toEqualTypeOf<number>();
    const thread = inbox.data!.data.results.find((r) => r.requestID === requestID);
    expect(thread).toMatchObject({
      subject: 'receiving the full price list',
      status: 'open',
      from: { id: buyer.userID },
      product: { productID: product.productID },
    });
    expect(inbox.data!.data.total).toBe(1);

    // Another member cannot read the business's inbox.
    const stranger = await buyer.api.GET('/api/business/request', { params: { query: { ubid: business.businessID } } });
    expect(stranger.response.status).toBe(403);
  });
});
