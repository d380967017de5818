/**
 * Saved searches keep the search's filters and alert on them (decision 0083): a search saved with
 * filters lists them, its results page carries them as f.<facet> parameters and its description
 * names them; bad filters are refused by field; the same filters in another order are the same
 * search; a new business that matches the words but not the filters is not told of, one that
 * matches both is (at once, and in a daily summary).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAVED_SEARCH_MSG } from '@wbn/contract';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { SAVED_SEARCHES_SEND_DUE_JOB } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof registerUser>>;
const call = (method: 'GET' | 'POST', url: string, who: Person, payload?: object) =>
  t.request({ method, url, ...(payload ? { payload } : {}), headers: bearer(who.token) });
const save = (who: Person, body: Record<string, unknown>) =>
  call('POST', '/api/user/saved-searches', who, {
    businessType: 'MA',
    country: 'global',
    frequency: 'instant',
    ...body,
  });
const person = (firstName: string) => registerUser(t, { firstName, lastName: 'Filterer' });
const alerts = async (who: Person) =>
  (
    (await call('GET', '/api/notifications?size=50', who)).body.data.results as {
      kind: string;
      data: Record<string, string>;
      resource: { id: string; title: string };
    }[]
  ).filter((n) => n.kind === 'saved-search');
async function company(companyName: string, over: Record<string, unknown> = {}) {
  const owner = await registerUser(t, { firstName: companyName.split(' ')[0], lastName: 'Owner' });
  return (await createBusiness(t, owner.token, { companyName, ...over })).businessID as string;
}
const inMexico = { country: 'MX', state: 'MX-NLE' };
// The categories as a business is created with them; the filter names a category by its id ('0001-02').

describe('saved searches with filters', () => {
  it('keeps the filters, puts them in the results page and names them in words', async () => {
    const ana = await person('Ana');
    const res = await save(ana, {
      textQuery: 'valve',
      filters: { employees: ['201-500', '51-200'], countries: ['mx', 'DE'], verified: true },
    });
    expect(res.status).toBe(201);
    const s = res.body.data.savedSearch;
    expect(s.filters).toEqual({ countries: ['DE', 'MX'], verified: true, employees: ['51-200', '201-500'] });
    const page = new URL(s.searchPath, 'https://wbn.example');
    expect(page.pathname).toBe('/search-result');
    expect(page.searchParams.get('search')).toBe('valve');
    expect(page.searchParams.getAll('f.countries')).toEqual(['DE', 'MX']);
    expect(page.searchParams.getAll('f.employees')).toEqual(['51-200', '201-500']);
    expect(page.searchParams.get('f.verified')).toBe('true');
    expect(s.description).toBe(
      'Manufacturers matching “valve”, worldwide, filtered by Country: Germany or Mexico; Verified; 51-200 employees or 201-500 employees',
    );
    const listed = (await call('GET', '/api/user/saved-searches', ana)).body.data.data;
    expect(listed[0]).toMatchObject({ savedSearchID: res.body.data.savedSearchID, filters: s.filters });
  });

  it('refuses bad filters naming the field, and saves nothing', async () => {
    const bo = await person('Bo');
    const tries: [Record<string, unknown>, string][] = [
      [{ countries: ['Germany'] }, 'filters.countries.0'],
      [{ employees: ['lots'] }, 'filters.employees.0'],
      [{ verified: 'yes' }, 'filters.verified'],
      [{ countries: [] }, 'filters.countries'],
      [{ colour: ['blue'] }, 'filters'],
    ];
    for (const [filters, field] of tries) {
      const res = await save(bo, { textQuery: 'valve', filters });
      expect(res.status, JSON.stringify(filters)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(res.body.error)).toContain(field);
    }
    expect((await call('GET', '/api/user/saved-searches', bo)).body.data.data).toEqual([]);
  });

  it('judges the same search with its filters: the same ones in another order are a duplicate, others are not', async () => {
    const cy = await person('Cy');
    expect((await save(cy, { textQuery: 'pump', filters: { countries: ['US', 'MX'], verified: false } })).status).toBe(
      201,
    );
    const again = await save(cy, { textQuery: 'Pump', filters: { verified: false, countries: ['mx', 'US', 'US'] } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SAVED_SEARCH_MSG.duplicate);
    expect((await save(cy, { textQuery: 'pump', filters: { countries: ['US'] } })).status).toBe(201);
    expect((await save(cy, { textQuery: 'pump' })).status).toBe(201);
    expect((await save(cy, { textQuery: 'pump', filters: {} })).status).toBe(409);
  });
});

describe('alerts on filters', () => {
  it('tells an instant search only of new businesses that match its filters as well as its words', async () => {
    const dee = await person('Dee');
    const id = (await save(dee, { textQuery: 'gasket', filters: { countries: ['MX'], categories: ['0001-02'] } })).body
      .data.savedSearchID as string;
    await company('Alta Gasket', { ...inMexico, categories: ['0001.0001-01'] }); // words and country, not the category
    await company('Baja Gasket', { categories: ['0001.0001-02'] }); // words and category, in the US
    const match = await company('Costa Gasket', { ...inMexico, categories: ['0001.0001-01', '0001.0001-02'] });
    await company('Dorado Seals', { ...inMexico, categories: ['0001.0001-02'] }); // the filters, not the words
    await t.app.jobs.drain();

    const told = await alerts(dee);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      data: { savedSearchID: id, count: '1' },
      resource: { id: match, title: 'Costa Gasket' },
    });
  });

  it('tells a search of products only of new products whose business matches the filters', async () => {
    const fay = await person('Fay');
    const id = (await save(fay, { businessType: 'PR', textQuery: 'impeller', filters: { countries: ['MX'] } })).body
      .data.savedSearchID as string;
    const maker = async (companyName: string, over: Record<string, unknown>) => {
      const owner = await registerUser(t, { firstName: companyName.split(' ')[0], lastName: 'Maker' });
      const businessID = (await createBusiness(t, owner.token, { companyName, ...over })).businessID as string;
      return { owner, businessID };
    };
    const us = await maker('Houston Pumps', {});
    const mx = await maker('Monterrey Pumps', inMexico);
    expect((await createProduct(t, us.owner.token, us.businessID, { name: 'Bronze impeller' })).status).toBe(201);
    const match = await createProduct(t, mx.owner.token, mx.businessID, { name: 'Steel impeller' });
    expect(match.status).toBe(201);
    await t.app.jobs.drain();

    const told = await alerts(fay);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      data: { savedSearchID: id, itemType: 'product' },
      resource: { id: match.body.data.productID, title: 'Steel impeller' },
    });
  });

  it('counts only the matching ones in a daily summary', async () => {
    const eli = await person('Eli');
    const id = (await save(eli, { textQuery: 'flange', frequency: 'daily', filters: { countries: ['MX'] } })).body.data
      .savedSearchID as string;
    await company('Norte Flange', inMexico);
    await company('Sur Flange', inMexico);
    await company('Texas Flange'); // in the US
    await t.app.jobs.drain();
    expect((await call('GET', '/api/user/saved-searches', eli)).body.data.data[0].pendingMatches).toBe(2);

    await t.database.db.execute(
      sql`update saved_search_matches set created_at = created_at - interval '25 hours' where saved_search_id = ${id}`,
    );
    await t.app.jobs.enqueue(t.database.db, SAVED_SEARCHES_SEND_DUE_JOB, {});
    await t.app.jobs.drain();
    const told = await alerts(eli);
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ savedSearchID: id, count: '2' });
  });
});
