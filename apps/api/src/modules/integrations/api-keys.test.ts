/**
 * API keys per business (decision 0035): the owner and admins create, list and revoke keys; a key
 * acts only for its business and its scopes, on the routes that allow keys; account, staff and
 * payment routes refuse it; a revoked key is refused at once; every use is logged for the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MSG } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { makeStaff } from '../../test/access-matrix.world.js';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { apiKeys, businessMembers } from '../../db/schema/index.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let owner: Person;
let bizID: string;
let otherBizID: string;

beforeAll(async () => {
  t = await createTestApp({ STAFF_REQUIRE_2FA: 'false' });
  owner = await registerUser(t, { firstName: 'Kim', lastName: 'Keys' });
  bizID = (await createBusiness(t, owner.token, { companyName: 'Keyed Valves' })).businessID;
  otherBizID = (await createBusiness(t, owner.token, { companyName: 'Other Valves Co' })).businessID;
});
afterAll(() => t?.close());

const createKey = (who: Person, businessID: string, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: `/api/business/profile/${businessID}/api-keys`,
    payload: body,
    headers: bearer(who.token),
  });
const newKey = async (scopes: string[], businessID = bizID) => {
  const res = await createKey(owner, businessID, { name: `Key ${scopes.join('+')}`, scopes });
  expect(res.status).toBe(201);
  return res.body.data as { keyID: string; secret: string; prefix: string };
};
const product = (secret: string, businessID: string, name = 'Gate valve DN80') =>
  t.request({
    method: 'POST',
    url: '/api/product',
    payload: { businessID, name, description: 'Cast iron, flanged.' },
    headers: bearer(secret),
  });

describe('API keys', () => {
  it('are created with a secret shown once, listed without it, by the owner and admins only', async () => {
    const created = await createKey(owner, bizID, { name: 'ERP sync', scopes: ['catalogue:read', 'catalogue:write'] });
    expect(created.status).toBe(201);
    const key = created.body.data;
    expect(key.secret).toMatch(/^wbn_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({
      name: 'ERP sync',
      scopes: ['catalogue:read', 'catalogue:write'],
      prefix: key.secret.slice(0, 12),
      createdBy: { userID: owner.userID, name: 'Kim Keys' },
      expiresAt: null,
      lastUsedAt: null,
    });

    const list = await t.request({
      method: 'GET',
      url: `/api/business/profile/${bizID}/api-keys`,
      headers: bearer(owner.token),
    });
    expect(list.body.data.find((k: { keyID: string }) => k.keyID === key.keyID)).toMatchObject({ prefix: key.prefix });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);

    const [stranger, admin, member] = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
    await addMember(t, owner.token, bizID, admin, 'admin');
    await addMember(t, owner.token, bizID, member, 'member');
    expect((await createKey(admin, bizID, { name: 'Admin key', scopes: ['catalogue:read'] })).status).toBe(201);
    expect((await createKey(member, bizID, { name: 'Member key', scopes: ['catalogue:read'] })).status).toBe(403);
    expect((await createKey(stranger, bizID, { name: 'Stranger key', scopes: ['catalogue:read'] })).status).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/business/profile/${bizID}/api-keys`,
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/business/profile/${bizID}/api-keys/${key.keyID}`,
          headers: bearer(stranger.token),
        })
      ).status,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${bizID}/api-keys` })).status).toBe(401);
    // Another business's key id is not found here.
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/business/profile/${otherBizID}/api-keys/${key.keyID}`,
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(404);
  });

  it('refuse bad input by field', async () => {
    const noScopes = await createKey(owner, bizID, { name: 'Nothing', scopes: [] });
    expect(noScopes.status).toBe(400);
    expect(noScopes.body.error.fields).toHaveProperty('scopes', API_KEY_MSG.scopesRequired);
    expect((await createKey(owner, bizID, { name: 'Bad', scopes: ['everything'] })).body.error.fields).toHaveProperty([
      'scopes.0',
    ]);
    expect((await createKey(owner, bizID, { name: '', scopes: ['catalogue:read'] })).body.error.fields).toHaveProperty(
      'name',
      API_KEY_MSG.nameRequired,
    );
    expect(
      (await createKey(owner, bizID, { name: 'Old', scopes: ['catalogue:read'], expiresAt: '2020-01-01T00:00:00Z' }))
        .body.error.fields,
    ).toHaveProperty('expiresAt', API_KEY_MSG.expiryPast);
  });

  it('act for their business and scopes only; other routes refuse them', async () => {
    const writer = await newKey(['catalogue:write', 'catalogue:read']);
    const made = await product(writer.secret, bizID);
    expect(made.status).toBe(201);
    expect(made.headers['ratelimit-policy']).toContain('"api-key";q=120;w=60');
    expect(made.headers['access-control-allow-origin']).toBe('*');
    // A browser's preflight for a key route is answered; a route keys cannot call gets none.
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/product',
      headers: { origin: 'https://erp.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
    });
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(
      (await t.app.inject({ method: 'OPTIONS', url: '/api/user/profile' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const productID = made.body.data.productID as string;
    // The owner also owns another business: the key still cannot touch it.
    const elsewhere = await product(writer.secret, otherBizID);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.message).toBe(API_KEY_MSG.otherBusiness);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/product/${productID}`,
          payload: { name: 'Gate valve DN100' },
          headers: bearer(writer.secret),
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/product/by-business?bid=${bizID}`, headers: bearer(writer.secret) }))
        .status,
    ).toBe(200);

    const reader = await newKey(['catalogue:read']);
    const denied = await product(reader.secret, bizID);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe(API_KEY_MSG.missingScope('catalogue:write'));
    expect(
      (await t.request({ method: 'DELETE', url: `/api/product/${productID}`, headers: bearer(reader.secret) })).status,
    ).toBe(403);

    // Account, staff, membership and key-management routes refuse keys, even the owner's.
    await makeStaff(t, owner.userID);
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['GET', '/api/staff/summary'],
      ['GET', `/api/business/profile/${bizID}/api-keys`],
      ['GET', '/api/user/sessions'],
      ['POST', '/api/user/password'],
    ] as const) {
      const res = await t.request({
        method,
        url,
        headers: bearer(writer.secret),
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.error.message).toBe(API_KEY_MSG.notForKeys);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer('wbn_not-a-real-key') })).status,
    ).toBe(401);
  });

  it('read and answer the business’s inquiries with the inquiry scopes, never the creator’s own inbox', async () => {
    const buyer = await registerUser(t);
    const sent = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: bizID, subject: 'Valve prices', message: 'Prices for 200 valves?' },
      headers: bearer(buyer.token),
    });
    const rid = sent.body.data.request.requestID as string;
    const crm = await newKey(['inquiries:read', 'inquiries:write']);
    const inbox = await t.request({
      method: 'GET',
      url: `/api/business/request?ubid=${bizID}`,
      headers: bearer(crm.secret),
    });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.results.map((r: { requestID: string }) => r.requestID)).toContain(rid);
    expect((await t.request({ method: 'GET', url: '/api/business/request', headers: bearer(crm.secret) })).status).toBe(
      403,
    );
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/business/request/${rid}/get-messages?bid=${bizID}`,
          headers: bearer(crm.secret),
        })
      ).status,
    ).toBe(200);
    const reply = await t.request({
      method: 'POST',
      url: `/api/business/request/${rid}/send-message?bid=${bizID}`,
      payload: { content: 'USD 42 each, from our CRM' },
      headers: bearer(crm.secret),
    });
    expect(reply.status).toBe(201);
    // Sending a new inquiry is a person's act: no key route.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/business/request',
          payload: { to: otherBizID, subject: 'x', message: 'y' },
          headers: bearer(crm.secret),
        })
      ).status,
    ).toBe(403);
  });

  it('are refused at once when revoked, and log every use for the owner', async () => {
    const key = await newKey(['catalogue:write']);
    expect((await product(key.secret, bizID, 'Check valve DN50')).status).toBe(201);
    expect((await product(key.secret, otherBizID, 'Not here')).status).toBe(403);
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/business/profile/${bizID}/api-keys/${key.keyID}`,
      headers: bearer(owner.token),
    });
    expect(revoked.body.data.message).toBe(API_KEY_MSG.revoked);
    const after = await product(key.secret, bizID, 'Too late');
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(API_KEY_MSG.invalid);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/business/profile/${bizID}/api-keys/${key.keyID}`,
          headers: bearer(owner.token),
        })
      ).status,
    ).toBe(404);

    // The log is written after each answer: wait for the three uses.
    let uses: { method: string; route: string; status: number }[] = [];
    for (let i = 0; i < 50 && uses.length < 2; i++) {
      uses = (
        await t.request({
          method: 'GET',
          url: `/api/business/profile/${bizID}/api-keys/${key.keyID}/uses`,
          headers: bearer(owner.token),
        })
      ).body.data.data;
      if (uses.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(uses.map((u) => `${u.method} ${u.route} ${u.status}`)).toEqual([
      'POST /api/product 403',
      'POST /api/product 201',
    ]);
  });

  it('are revoked for good when their creator leaves the team or loses the admin role; coming back does not revive them', async () => {
    const biz = (await createBusiness(t, owner.token, { companyName: 'Returning Admin Pumps' })).businessID as string;
    const removal = (who: Person, userID: string) =>
      t.request({
        method: 'DELETE',
        url: `/api/business/profile/${biz}/members/${userID}`,
        headers: bearer(who.token),
      });
    const role = (userID: string, r: 'admin' | 'member') =>
      t.request({
        method: 'PUT',
        url: `/api/business/profile/${biz}/members/${userID}`,
        payload: { role: r },
        headers: bearer(owner.token),
      });
    const keyOf = async (who: Person, name: string) => {
      const res = await createKey(who, biz, { name, scopes: ['catalogue:write'] });
      expect(res.status).toBe(201);
      return res.body.data as { keyID: string; secret: string };
    };
    const refused = async (secret: string) => expect([401, 403]).toContain((await product(secret, biz)).status);
    const revokedAt = async (keyID: string) =>
      (await t.database.db.select({ at: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.id, keyID)))[0]!.at;

    // Removed by the owner, then invited back as admin.
    const x = await registerUser(t, { firstName: 'Xavi', lastName: 'Returns' });
    await addMember(t, owner.token, biz, x, 'admin');
    const removed = await keyOf(x, 'Removed admin key');
    expect((await product(removed.secret, biz)).status).toBe(201);
    expect((await removal(owner, x.userID)).status).toBe(200);
    await refused(removed.secret);
    expect(await revokedAt(removed.keyID)).not.toBeNull();
    await addMember(t, owner.token, biz, x, 'admin');
    await refused(removed.secret);
    // A key they make now works: only the old ones are gone.
    expect((await product((await keyOf(x, 'New key')).secret, biz)).status).toBe(201);

    // Made a plain member, then an admin again.
    const y = await registerUser(t, { firstName: 'Yara', lastName: 'Demoted' });
    await addMember(t, owner.token, biz, y, 'admin');
    const demoted = await keyOf(y, 'Demoted admin key');
    expect((await role(y.userID, 'member')).status).toBe(200);
    expect((await role(y.userID, 'admin')).status).toBe(200);
    await refused(demoted.secret);

    // Left by themself, then invited back.
    const z = await registerUser(t, { firstName: 'Zoe', lastName: 'Leaves' });
    await addMember(t, owner.token, biz, z, 'admin');
    const left = await keyOf(z, 'Left admin key');
    expect((await removal(z, z.userID)).status).toBe(200);
    await addMember(t, owner.token, biz, z, 'admin');
    await refused(left.secret);

    // A key whose creator left before this rule (the membership gone, the key not revoked) is revoked by migration 0038.
    const w = await registerUser(t, { firstName: 'Walt', lastName: 'Earlier' });
    await addMember(t, owner.token, biz, w, 'admin');
    const earlier = await keyOf(w, 'Earlier admin key');
    const owners = await keyOf(owner, 'Owner key');
    await t.database.db
      .delete(businessMembers)
      .where(and(eq(businessMembers.businessId, biz), eq(businessMembers.userId, w.userID)));
    await t.database.db.execute(
      sql.raw(
        await readFile(new URL('../../db/migrations/0038_api_keys_retired_with_creator.sql', import.meta.url), 'utf8'),
      ),
    );
    await addMember(t, owner.token, biz, w, 'admin');
    await refused(earlier.secret);
    // The owner's own key was left alone.
    expect((await product(owners.secret, biz)).status).toBe(201);
  });
});
