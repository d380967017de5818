/**
 * Appearances by filter (decision 0083): a search appearance that carries the search's filters is
 * counted per business, day and filter value, once a day per visitor and value; the owner reads
 * each with its heading and label, most first; a bad filter is refused by name; another member
 * cannot read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_LIMITS } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const beacon = (events: unknown[], remoteAddress = '203.0.113.7') =>
  t.request({
    method: 'POST',
    url: '/api/insights/events',
    payload: { events },
    headers: { 'user-agent': CHROME },
    remoteAddress,
  });
const insightsOf = (businessID: string, token: string) =>
  t.request({ method: 'GET', url: `/api/business/profile/${businessID}/insights?days=7`, headers: bearer(token) });

describe('appearances by filter', () => {
  it('counts each filter value a business appeared under, once a visitor a day, and shows the owner its heading and label', async () => {
    const owner = await registerUser(t, { firstName: 'Fia', lastName: 'Filter' });
    const biz = (await createBusiness(t, owner.token, { companyName: 'Faceted Valve Works' })).businessID as string;
    const other = (await createBusiness(t, owner.token, { companyName: 'Faceted Pump Works' })).businessID as string;

    const filtered = { countries: ['us', 'DE'], verified: false, employees: ['51-200'] };
    expect(
      (await beacon([{ type: 'search-appearance', businessIDs: [biz, other], q: 'valve', filters: filtered }])).status,
    ).toBe(202);
    // The same visitor again the same day: counted once. Another visitor with one of the filters.
    await beacon([{ type: 'search-appearance', businessIDs: [biz], q: 'valve', filters: filtered }]);
    await beacon([{ type: 'search-appearance', businessIDs: [biz], filters: { countries: ['US'] } }], '198.51.100.4');
    // An appearance without filters counts as an appearance, under no filter.
    await beacon([{ type: 'search-appearance', businessIDs: [biz], q: 'valve' }], '192.0.2.9');
    await t.app.insights.flush();

    const res = await insightsOf(biz, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data.totals.searchAppearances).toBe(3);
    expect(res.body.data.filters).toEqual([
      { token: 'cty:US', facet: 'countries', heading: 'Country', label: 'United States', appearances: 2 },
      { token: 'cty:DE', facet: 'countries', heading: 'Country', label: 'Germany', appearances: 1 },
      { token: 'emp:51-200', facet: 'employees', heading: 'Employees', label: '51-200 employees', appearances: 1 },
      { token: 'ver:0', facet: 'verified', heading: 'Verified', label: 'Not verified', appearances: 1 },
    ]);
    // The other business has its own counts.
    const theOther = (await insightsOf(other, owner.token)).body.data.filters as { token: string }[];
    expect(theOther.map((f) => f.token).sort()).toEqual(['cty:DE', 'cty:US', 'emp:51-200', 'ver:0']);
  });

  it(`counts at most ${INSIGHTS_LIMITS.filtersPerAppearance} filter values of one appearance`, async () => {
    const owner = await registerUser(t, { firstName: 'Mo', lastName: 'Many' });
    const biz = (await createBusiness(t, owner.token, { companyName: 'Many Filters Ltd' })).businessID as string;
    const languages = Array.from({ length: 15 }, (_, i) => `language ${i}`);
    expect(
      (await beacon([{ type: 'search-appearance', businessIDs: [biz], filters: { languages } }], '192.0.2.77')).status,
    ).toBe(202);
    await t.app.insights.flush();
    const filters = (await insightsOf(biz, owner.token)).body.data.filters as unknown[];
    expect(filters).toHaveLength(INSIGHTS_LIMITS.filtersPerAppearance);
  });

  it('refuses a beacon with a bad filter by its field, and counts nothing of it', async () => {
    const owner = await registerUser(t, { firstName: 'Bea', lastName: 'Bad' });
    const biz = (await createBusiness(t, owner.token, { companyName: 'Bad Filter Inc' })).businessID as string;
    const res = await beacon(
      [{ type: 'search-appearance', businessIDs: [biz], filters: { countries: ['Germany'] } }],
      '192.0.2.88',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).join(' ')).toMatch(/filters\.countries/);
    await t.app.insights.flush();
    const data = (await insightsOf(biz, owner.token)).body.data;
    expect(data.filters).toEqual([]);
    expect(data.totals.searchAppearances).toBe(0);
  });

  it('shows the counts to the owner only: another member is refused and a visitor must sign in', async () => {
    const owner = await registerUser(t, { firstName: 'Ola', lastName: 'Owner' });
    const stranger = await registerUser(t, { firstName: 'Sam', lastName: 'Stranger' });
    const biz = (await createBusiness(t, owner.token, { companyName: 'Private Figures Co' })).businessID as string;
    await beacon([{ type: 'search-appearance', businessIDs: [biz], filters: { countries: ['US'] } }], '192.0.2.99');
    await t.app.insights.flush();
    const refused = await insightsOf(biz, stranger.token);
    expect([403, 404]).toContain(refused.status);
    expect(JSON.stringify(refused.body)).not.toContain('cty:US');
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${biz}/insights` })).status).toBe(401);
    expect((await insightsOf(biz, owner.token)).body.data.filters).toHaveLength(1);
  });
});
