/**
 * A business's tier and verification, changed by the memberships module, show at once where a
 * visitor meets them (decisions 0019, 0086): the filter counts of a search without words (kept in
 * the search's cache until a write changes search) and the company's cached public answer. The
 * memberships module tells the businesses module (`access.changed`), which drops the business's
 * tag and the search tag; without it both would stay stale for PAGE_CACHE_TTL_SECONDS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BusinessSearchResponse, SearchFacets } from '@wbn/contract';
import { users } from '../../db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, pngBytes, upload } from '../../test/factories.js';
import { buy } from '../memberships/memberships-test-kit.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let owner: Person;
let staff: Person;
let biz: string;
// The file's database holds this one business: every count is its.
const COUNTRY = 'US';

const browse = async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/search/business',
    headers: bearer(owner.token),
    payload: { businessType: 'MA', textQuery: '', size: 5, filters: { countries: [COUNTRY] }, facets: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as BusinessSearchResponse & { facets: SearchFacets };
};
const count = (r: { facets: SearchFacets }, facet: keyof SearchFacets, value: string) =>
  r.facets[facet].find((v) => v.value === value)?.count ?? 0;
/** The company's public answer, as a visitor's browser reads it (kept in the cache of public API answers). */
const publicVerification = async () =>
  (await t.request({ method: 'GET', url: `/api/verification/business/${biz}` })).body.data as { verified: boolean };

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'true' });
  owner = await registerUser(t, { firstName: 'Tilde', lastName: 'Owner' });
  staff = await registerUser(t, { firstName: 'Stan', lastName: 'Staff' });
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.userID));
  biz = (await createBusiness(t, owner.token, { companyName: 'Tampa Castings' })).businessID;
}, 120_000);
afterAll(() => t?.close());

describe("a business's tier and verification", () => {
  it('show in the next filter counts and the next public answer, however recently they were kept', async () => {
    const before = await browse();
    expect(before.total_results).toBe(1);
    expect(count(before, 'tiers', 'gold')).toBe(0);
    expect(count(before, 'verified', 'true')).toBe(0);
    expect((await publicVerification()).verified).toBe(false);
    // Asked again: the same counts, kept.
    expect(count(await browse(), 'tiers', 'standard')).toBe(1);

    expect((await buy(t, owner.token, biz, 'gold')).status).toBe(200);
    await t.app.jobs.drain();
    const paid = await browse();
    expect(count(paid, 'tiers', 'gold')).toBe(1);
    expect(count(paid, 'tiers', 'standard')).toBe(0);

    const { res } = await upload(t, owner.token, await pngBytes(60, 40), { businessID: biz });
    const asked = await t.request({
      method: 'POST',
      url: '/api/verification/request',
      headers: bearer(owner.token),
      payload: {
        businessID: biz,
        documents: [{ kind: 'registration', name: 'Registration', file: { url: res.body.data.url } }],
      },
    });
    expect(asked.status).toBe(201);
    const pending = (
      await t.request({ method: 'GET', url: '/api/staff/verifications?status=pending', headers: bearer(staff.token) })
    ).body.data.items[0] as { requestID: string };
    const granted = await t.request({
      method: 'POST',
      url: `/api/staff/verifications/${pending.requestID}/grant`,
      headers: bearer(staff.token),
      payload: { checked: ['Business registration'] },
    });
    expect(granted.status).toBe(200);
    await t.app.jobs.drain();
    expect(count(await browse(), 'verified', 'true')).toBe(1);
    expect((await publicVerification()).verified).toBe(true);
  });
});
