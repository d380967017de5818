/**
 * Saved searches and their alerts (decision 0041), with a real SMTP server: a member saves, lists,
 * changes and deletes their searches (field errors by name, someone else's id 404, visitors 401,
 * the limit and the same search twice 409); a new matching business becomes a notification for an
 * instant search once the queue has run (by e-mail when the member's topic says so), within 60 s with
 * the worker alone; an instant search e-mails at once also when the topic goes to the daily digest
 * (which then leaves it out), and not when it stays in the app or is off (decision 0068); a
 * business that does not match, or the member's own, tells nothing; products
 * and public requests for quotation match too; a daily search sends one summary after its period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SAVED_SEARCH_MSG, SAVED_SEARCHES_MAX } from '@wbn/contract';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { SAVED_SEARCHES_SEND_DUE_JOB } from './index.js';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
type Person = Awaited<ReturnType<typeof registerUser>>;
type Note = {
  kind: string;
  data: Record<string, string>;
  link: string | null;
  actors: { name: string }[];
  resource: { type: string; id: string; title: string | null };
};

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp());
});
afterAll(() => close?.());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: unknown,
) =>
  t.request({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: who ? bearer(who.token) : {},
  });
const save = (who: Person | null, body: Record<string, unknown>) =>
  call('POST', '/api/user/saved-searches', who, {
    businessType: 'MA',
    country: 'global',
    frequency: 'instant',
    ...body,
  });
const list = async (who: Person) =>
  (await call('GET', '/api/user/saved-searches', who)).body.data.data as {
    savedSearchID: string;
    title: string;
    frequency: string;
    pendingMatches: number;
  }[];
const notes = async (who: Person) =>
  ((await call('GET', '/api/notifications?size=50', who)).body.data.results as Note[]).filter(
    (n) => n.kind === 'saved-search',
  );
const person = (firstName: string) => registerUser(t, { firstName, lastName: 'Searcher' });
/** A company of its own owner, created through the API (the event the alerts hear comes from that). */
async function company(companyName: string, over: Record<string, unknown> = {}) {
  const owner = await registerUser(t, { firstName: companyName.split(' ')[0], lastName: 'Owner' });
  const b = await createBusiness(t, owner.token, { companyName, ...over });
  return { owner, businessID: b.businessID as string };
}
const runDue = async () => {
  await t.app.jobs.enqueue(t.database.db, SAVED_SEARCHES_SEND_DUE_JOB, {});
  await t.app.jobs.drain();
};

describe('saving, listing, changing and deleting', () => {
  it('saves a search with its filters in words and lists it; the answer names what it found', async () => {
    const ana = await person('Ana');
    const res = await save(ana, {
      textQuery: '  ball   valve ',
      country: 'de',
      industry: '0001',
      includeRfqs: true,
      frequency: 'daily',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      message: SAVED_SEARCH_MSG.created,
      savedSearch: {
        textQuery: 'ball valve',
        businessType: { code: 'MA', name: 'Manufacturers' },
        country: { code: 'DE' },
        industry: { id: '0001' },
        includeRfqs: true,
        frequency: 'daily',
        title: 'ball valve',
        searchPath: '/search-result?business=MA&countries=DE&search=ball+valve',
        pendingMatches: 0,
        lastAlertAt: null,
      },
    });
    expect(res.body.data.savedSearch.description).toMatch(
      /^Manufacturers matching “ball valve”, in Germany, in .+, and requests for quotation$/,
    );
    const id = res.body.data.savedSearchID as string;
    const products = await save(ana, { businessType: 'PR', textQuery: '', frequency: 'weekly' });
    expect(products.body.data.savedSearch).toMatchObject({
      title: 'Products',
      country: null,
      industry: null,
      includeRfqs: false,
    });
    expect((await list(ana)).map((s) => s.savedSearchID)).toEqual([products.body.data.savedSearchID, id]);

    const changed = await call('PATCH', `/api/user/saved-searches/${id}`, ana, {
      frequency: 'instant',
      includeRfqs: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      message: SAVED_SEARCH_MSG.updated,
      savedSearch: { frequency: 'instant', includeRfqs: false },
    });
    expect((await call('DELETE', `/api/user/saved-searches/${id}`, ana)).body.data.message).toBe(
      SAVED_SEARCH_MSG.deleted,
    );
    expect((await list(ana)).map((s) => s.savedSearchID)).toEqual([products.body.data.savedSearchID]);
    expect((await call('DELETE', `/api/user/saved-searches/${id}`, ana)).status).toBe(404);
  });

  it('refuses bad input by field name and saves nothing of it; a visitor gets 401', async () => {
    const bo = await person('Bo');
    const tries: [Record<string, unknown>, string, string?][] = [
      [{ frequency: 'hourly' }, 'frequency', SAVED_SEARCH_MSG.frequency],
      [{ frequency: undefined }, 'frequency', SAVED_SEARCH_MSG.frequency],
      [{ businessType: 'UR' }, 'businessType', SAVED_SEARCH_MSG.membersNotSaved],
      [{ businessType: 'ZZ' }, 'businessType', SAVED_SEARCH_MSG.businessType],
      [{ businessType: 'manufacturers' }, 'businessType', SAVED_SEARCH_MSG.businessType],
      [{ country: 'Germany' }, 'country', SAVED_SEARCH_MSG.country],
      [{ country: 'QQ' }, 'country', SAVED_SEARCH_MSG.unknownCountry],
      [{ industry: 'machines' }, 'industry', SAVED_SEARCH_MSG.industry],
      [{ industry: '9999' }, 'industry', SAVED_SEARCH_MSG.industry],
      [{ textQuery: 'x'.repeat(201) }, 'textQuery'],
      [{ includeRfqs: 'yes' }, 'includeRfqs', SAVED_SEARCH_MSG.includeRfqs],
      [{ colour: 'blue' }, ''],
    ];
    for (const [over, field, message] of tries) {
      const res = await save(bo, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      const fields = res.body.error.fields ?? {};
      if (field) expect(Object.keys(fields), `${JSON.stringify(over)} → ${JSON.stringify(fields)}`).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    expect(await list(bo)).toEqual([]);
    expect((await save(null, { textQuery: 'valve' })).status).toBe(401);
    expect((await call('GET', '/api/user/saved-searches', null)).status).toBe(401);
    expect((await call('DELETE', '/api/user/saved-searches/00000000-0000-4000-8000-000000000000', null)).status).toBe(
      401,
    );
    const id = (await save(bo, { textQuery: 'pumps' })).body.data.savedSearchID as string;
    expect((await call('PATCH', `/api/user/saved-searches/${id}`, bo, {})).body.error.fields).toHaveProperty(
      'frequency',
    );
    expect(
      (await call('PATCH', `/api/user/saved-searches/${id}`, bo, { frequency: 'sometimes' })).body.error.fields,
    ).toHaveProperty('frequency');
  });

  it("answers 404 for someone else's search, and leaves it as it was", async () => {
    const [owner, other] = [await person('Cleo'), await person('Dan')];
    const id = (await save(owner, { textQuery: 'copper' })).body.data.savedSearchID as string;
    expect((await call('DELETE', `/api/user/saved-searches/${id}`, other)).status).toBe(404);
    const patched = await call('PATCH', `/api/user/saved-searches/${id}`, other, { frequency: 'off' });
    expect(patched.status).toBe(404);
    expect(patched.body.error.fields).toEqual({ savedSearchID: SAVED_SEARCH_MSG.notFound });
    expect((await call('DELETE', '/api/user/saved-searches/not-an-id', other)).status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await list(owner))[0]).toMatchObject({ savedSearchID: id, frequency: 'instant' });
  });

  it(`keeps the same search once, and at most ${SAVED_SEARCHES_MAX} a member, with a sentence`, async () => {
    const eve = await person('Eve');
    expect((await save(eve, { textQuery: 'Steel pipe' })).status).toBe(201);
    const again = await save(eve, { textQuery: 'steel  PIPE', frequency: 'weekly' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SAVED_SEARCH_MSG.duplicate);
    for (let i = 1; i < SAVED_SEARCHES_MAX; i++) expect((await save(eve, { textQuery: `part ${i}` })).status).toBe(201);
    const over = await save(eve, { textQuery: 'one too many' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(SAVED_SEARCH_MSG.tooMany);
    expect(await list(eve)).toHaveLength(SAVED_SEARCHES_MAX);
  });
});

describe('alerts', () => {
  it('tells an instant search of a new matching business at once, by e-mail when the topic says so; not of others, nor of its own', async () => {
    const fay = await person('Fay');
    const put = await call('PUT', '/api/user/notification-settings', fay, { channels: { 'saved-search': 'email' } });
    expect(put.status).toBe(200);
    const saved = (await save(fay, { textQuery: 'valves', country: 'US' })).body.data.savedSearchID as string;

    const match = await company('Bora Valves', { country: 'US', state: 'US-FL' });
    await company('Bora Pumps', { country: 'US', state: 'US-FL' }); // other words
    await company('Calle Valves', { country: 'MX', state: 'MX-NLE' }); // another country
    await company('Delta Valves', { businessType: 'DI' }); // another kind of company
    // Fay's own company matches the words: she is not told of it.
    await createBusiness(t, fay.token, { companyName: 'Fay Valves' });
    await t.app.jobs.drain();

    const told = await notes(fay);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      data: { search: 'valves', count: '1', itemType: 'business', savedSearchID: saved },
      resource: { type: 'business', id: match.businessID, title: 'Bora Valves' },
    });
    expect(told[0]!.actors[0]!.name).toBe('Bora Valves');
    expect(told[0]!.link).toMatch(new RegExp(`^/business/.+${match.businessID}$`));
    const mail = await waitFor('the alert e-mail', () => smtp.mails.find((m) => m.to === fay.email), 20_000);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('Bora Valves joined the network, matching your saved search “valves”');
    expect(parsed.text).toContain(`https://wbn.example/business/`);
    expect(smtp.mails.filter((m) => m.to === fay.email)).toHaveLength(1);
    // The match is told: nothing waits for a summary.
    expect((await list(fay))[0]).toMatchObject({ pendingMatches: 0 });
  });

  it('e-mails an "At once" alert at once when the member takes saved-search alerts in the daily digest; the digest does not repeat it', async () => {
    const nia = await person('Nia');
    // Saved-search alerts by daily digest: the default, untouched.
    expect((await call('GET', '/api/user/notification-settings', nia)).body.data.channels['saved-search']).toBe(
      'digest',
    );
    await save(nia, { textQuery: 'centrifuge', country: 'US' });
    const daily = (await save(nia, { textQuery: 'lathe', frequency: 'daily' })).body.data.savedSearchID as string;
    const started = Date.now();
    await company('Orca Centrifuge', { country: 'US', state: 'US-FL' });
    await company('Lathe Masters');
    await t.app.jobs.drain();

    const mine = () => smtp.mails.filter((m) => m.to === nia.email);
    expect(mine()).toHaveLength(1);
    const parsed = await simpleParser(mine()[0]!.raw);
    expect(parsed.subject).toBe('Orca Centrifuge joined the network, matching your saved search “centrifuge”');
    expect(Date.now() - started).toBeLessThan(60_000);

    // The daily search's summary, due a day later, goes in the next digest; the alert e-mailed at once does not.
    await t.database.db.execute(
      sql`update saved_search_matches set created_at = created_at - interval '25 hours' where saved_search_id = ${daily}`,
    );
    await runDue();
    const morning = new Date();
    morning.setUTCHours(8, 30, 0, 0);
    if (morning.getTime() < Date.now()) morning.setUTCDate(morning.getUTCDate() + 1);
    await t.app.digest.run(morning);
    await t.app.jobs.drain();
    const digest = mine().find((m) => /digest/.test(m.headers.get('subject') ?? ''));
    expect(digest, 'the digest').toBeDefined();
    const text = (await simpleParser(digest!.raw)).text ?? '';
    expect(text).toContain('Lathe Masters');
    expect(text).not.toContain('Orca Centrifuge');
    expect(mine()).toHaveLength(2);
  });

  it('sends no e-mail for an "At once" alert when the member keeps saved-search alerts in the app, and nothing when off', async () => {
    const [ode, pia] = await Promise.all([person('Ode'), person('Pia')]);
    expect(
      (await call('PUT', '/api/user/notification-settings', ode, { channels: { 'saved-search': 'app' } })).status,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/user/notification-settings', pia, { channels: { 'saved-search': 'off' } })).status,
    ).toBe(200);
    await save(ode, { textQuery: 'dredger' });
    await save(pia, { textQuery: 'dredger' });
    await company('Quay Dredger Works');
    await t.app.jobs.drain();

    expect(await notes(ode)).toHaveLength(1); // told in the app
    expect(await notes(pia)).toEqual([]);
    // Every queued job has run (mails included): none left for either.
    expect(smtp.mails.filter((m) => m.to === ode.email || m.to === pia.email)).toEqual([]);
  });

  it('alerts within 60 s of a new matching business with only the worker running', { timeout: 90_000 }, async () => {
    const gus = await person('Gus');
    await save(gus, { textQuery: 'hydraulic' });
    const started = Date.now();
    await company('Hydraulic Works of Miami');
    await waitFor('the alert', async () => (await notes(gus)).length > 0, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('gathers what matches within the gap of an instant search, and tells it as one count when the gap has passed', async () => {
    const hal = await person('Hal');
    const id = (await save(hal, { textQuery: 'gasket' })).body.data.savedSearchID as string;
    await company('Gasket One');
    await t.app.jobs.drain();
    await company('Gasket Two');
    await company('Gasket Three');
    await t.app.jobs.drain();
    expect(await notes(hal)).toHaveLength(1);
    expect((await list(hal))[0]).toMatchObject({ pendingMatches: 2 });
    await runDue();
    expect(await notes(hal)).toHaveLength(1); // the gap has not passed
    await t.database.db.execute(
      sql`update saved_searches set last_alert_at = now() - interval '11 minutes' where id = ${id}`,
    );
    await runDue();
    const all = await notes(hal);
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({
      resource: { type: 'saved-search', id },
      data: { count: '2', search: 'gasket' },
      link: '/search-result?business=MA&countries=global&search=gasket',
    });
    expect((await list(hal))[0]).toMatchObject({ pendingMatches: 0 });
  });

  it('matches new products and public requests for quotation by the same rules', async () => {
    const ivy = await person('Ivy');
    await save(ivy, { businessType: 'PR', textQuery: 'thermostat' });
    await save(ivy, { textQuery: 'copper wire', includeRfqs: true, industry: '0001' });
    const maker = await company('Jota Controls');
    expect(
      (
        await createProduct(t, maker.owner.token, maker.businessID, {
          name: 'Smart thermostat T9',
          description: 'A wall thermostat.',
        })
      ).status,
    ).toBe(201);
    expect(
      (await createProduct(t, maker.owner.token, maker.businessID, { name: 'Door bell', description: 'A bell.' }))
        .status,
    ).toBe(201);
    const buyer = await person('Kim');
    await save(buyer, { textQuery: 'copper', includeRfqs: true });
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const rfq = await call('POST', '/api/rfq', buyer, {
      title: 'Copper wire, 2.5 mm',
      description: 'Bare copper wire on reels, 500 kg.',
      categories: ['0001.0001-01'],
      quantity: 500,
      unit: 'kilograms',
      incoterm: 'FOB',
      destinationCountry: 'US',
      deadline: inDays(10),
      visibility: 'public',
    });
    expect(rfq.status).toBe(201);
    await t.app.jobs.drain();
    const told = await notes(ivy);
    expect(told.map((n) => `${n.data.itemType}: ${n.data.title}`).sort()).toEqual([
      'product: Smart thermostat T9',
      'rfq: Copper wire, 2.5 mm',
    ]);
    expect(told.find((n) => n.data.itemType === 'rfq')!.link).toBe(`/rfq/${rfq.body.data.rfqID}`);
    // The buyer's own saved search does not hear of their request.
    expect(await notes(buyer)).toEqual([]);
  });

  it('sends a daily search one summary, only once its period has passed; a paused one nothing', async () => {
    const lea = await person('Lea');
    const id = (await save(lea, { textQuery: 'forklift', frequency: 'daily' })).body.data.savedSearchID as string;
    const paused = await person('Max');
    await save(paused, { textQuery: 'forklift', frequency: 'off' });
    await company('Forklift Hire');
    await company('Forklift Parts');
    await t.app.jobs.drain();
    await runDue();
    expect(await notes(lea)).toEqual([]);
    expect((await list(lea))[0]).toMatchObject({ pendingMatches: 2 });

    // A day later, the summary is due.
    await t.database.db.execute(
      sql`update saved_search_matches set created_at = created_at - interval '25 hours' where saved_search_id = ${id}`,
    );
    await runDue();
    await runDue();
    const summary = await notes(lea);
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({
      resource: { type: 'saved-search', id },
      data: { count: '2', search: 'forklift' },
    });
    expect(summary[0]!.actors).toHaveLength(1);
    expect((await list(lea))[0]).toMatchObject({ pendingMatches: 0 });
    expect(await notes(paused)).toEqual([]);
  });
});
