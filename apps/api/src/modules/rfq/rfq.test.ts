/**
 * Requests for quotation (decision 0038), with a real SMTP server: a buyer posts (field errors by
 * name, nothing written on a refusal); the businesses in the category (and supplier countries) are
 * told in the app and by e-mail; two suppliers quote, each sees only its own, a stranger none; the
 * buyer shortlists, awards, a conversation opens, the other supplier is told why; invited-only
 * requests stay out of sight; the board searches and pages; deadlines close; fair use holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  QUOTES_PER_MONTH,
  RFQ_LIMITS,
  RFQ_MSG,
  RFQS_PER_DAY,
  RFQ_TEXT,
  UPLOAD_TOKEN_HEADER,
  utcToday,
} from '@wbn/contract';
import { REFDATA, TRANSLATED_EDITIONS } from '@wbn/contract/editions';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, multipart, pngBytes, upload } from '../../test/factories.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { RFQ_CLOSE_DUE_JOB } from './index.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
type Person = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp({ RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0' }));
});
afterAll(() => close?.());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const rfqBody = (over: Record<string, unknown> = {}) => ({
  title: 'Stainless steel ball valves, DN50',
  description:
    'Full-bore ball valves in 316 stainless steel, PN40, with ISO 5211 mounting pad. Certificates 3.1 needed.',
  categories: ['0001.0001-01'],
  quantity: 2000,
  unit: 'pieces',
  targetPrice: { min: 8, max: 12.5, currency: 'USD' },
  incoterm: 'FOB',
  destinationCountry: 'US',
  deadline: inDays(14),
  visibility: 'public',
  ...over,
});
const quoteBody = (businessID: string, over: Record<string, unknown> = {}) => ({
  businessID,
  unitPrice: 9.8,
  currency: 'USD',
  moq: 500,
  leadTimeDays: 30,
  incoterm: 'FOB',
  validUntil: inDays(30),
  note: 'Includes 3.1 certificates.',
  ...over,
});
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Person | null, payload?: unknown) =>
  t.request({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: who ? bearer(who.token) : {},
  });
const postRfq = (who: Person | null, over: Record<string, unknown> = {}) =>
  call('POST', '/api/rfq', who, rfqBody(over));
const notes = async (who: Person) =>
  (await call('GET', '/api/notifications', who)).body.data.results as {
    kind: string;
    data: Record<string, string>;
    link: string | null;
    resource: { title: string | null };
  }[];
const mine = async (who: Person) => (await call('GET', '/api/rfq/mine', who)).body.data.data as { rfqID: string }[];

async function supplier(firstName: string, over: Record<string, unknown> = {}) {
  const p = await registerUser(t, { firstName, lastName: 'Supplier' });
  const b = await createBusiness(t, p.token, { companyName: `${firstName} Valves`, ...over });
  return { p, businessID: b.businessID as string };
}

describe('posting a request', () => {
  it('refuses bad input by field name and writes nothing; a visitor gets 401', async () => {
    const buyer = await registerUser(t, { firstName: 'Bea', lastName: 'Buyer' });
    const tries: [Record<string, unknown>, string, string?][] = [
      [{ title: '  ' }, 'title', RFQ_MSG.titleRequired],
      [{ categories: [] }, 'categories', RFQ_MSG.categoryRequired],
      [{ categories: ['0001.9999-01'] }, 'categories', 'Unknown category 0001.9999-01'],
      [{ quantity: 0 }, 'quantity', RFQ_MSG.quantity],
      [{ unit: 'buckets' }, 'unit', RFQ_MSG.unit],
      [{ targetPrice: { min: 20, max: 10, currency: 'USD' } }, 'targetPrice.min', RFQ_MSG.priceRange],
      [{ incoterm: 'XYZ' }, 'incoterm', RFQ_MSG.incoterm],
      [{ destinationCountry: 'ZZ' }, 'destinationCountry', RFQ_MSG.country],
      [{ deadline: inDays(61) }, 'deadline', RFQ_MSG.deadline],
      [{ deadline: utcToday() }, 'deadline', RFQ_MSG.deadline],
      [{ deadline: '2026-02-30' }, 'deadline', RFQ_MSG.date],
      [{ visibility: 'invited' }, 'invitedBusinessIDs', RFQ_MSG.invitedRequired],
      [
        { visibility: 'invited', invitedBusinessIDs: ['00000000-0000-4000-8000-000000000000'] },
        'invitedBusinessIDs.0',
        RFQ_MSG.invitedUnknown,
      ],
      [{ asBusinessID: '00000000-0000-4000-8000-000000000000' }, 'asBusinessID', RFQ_MSG.notYourBusiness],
      [{ attachments: [{ url: 'https://evil.example/x.png' }] }, 'attachments.0'],
      [{ colour: 'blue' }, ''],
    ];
    for (const [over, field, message] of tries) {
      const res = await postRfq(buyer, over);
      expect([400, 403], JSON.stringify(over)).toContain(res.status);
      const fields = res.body.error.fields ?? {};
      if (field) expect(Object.keys(fields), `${JSON.stringify(over)} → ${JSON.stringify(fields)}`).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    const malformed = await t.request({
      method: 'POST',
      url: '/api/rfq',
      payload: '{"title": ',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await postRfq(null)).status).toBe(401);
    expect(await mine(buyer)).toEqual([]);
  });
});

describe('a request from posting to award', () => {
  let buyer: Person, stranger: Person;
  let ana: Awaited<ReturnType<typeof supplier>>,
    ben: Awaited<ReturnType<typeof supplier>>,
    far: Awaited<ReturnType<typeof supplier>>,
    other: Awaited<ReturnType<typeof supplier>>;
  let rfqID: string;
  let anaQuote: string, benQuote: string;

  beforeAll(async () => {
    [buyer, stranger] = await Promise.all([
      registerUser(t, { firstName: 'Carla', lastName: 'Buyer' }),
      registerUser(t, { firstName: 'Sid', lastName: 'Stranger' }),
    ]);
    ana = await supplier('Ana', { country: 'US', state: 'US-FL' });
    ben = await supplier('Ben', { country: 'MX', state: 'MX-NLE' });
    far = await supplier('Far', { country: 'DE', state: 'DE-BY' });
    other = await supplier('Otto', { categories: ['0001.0001-02'] });
  });

  it('tells the businesses in the category and supplier countries, in the app and by e-mail; not the others', async () => {
    const res = await postRfq(buyer, { supplierCountries: ['US', 'MX'] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      message: RFQ_MSG.created,
      rfq: {
        title: 'Stainless steel ball valves, DN50',
        status: 'open',
        quoteCount: 0,
        viewer: { isBuyer: true, quoteAs: [] },
      },
    });
    rfqID = res.body.data.rfqID;
    await t.app.jobs.drain();
    for (const s of [ana, ben]) {
      const n = (await notes(s.p)).find((g) => g.kind === 'rfq')!;
      expect(n.link).toBe(`/rfq/${rfqID}`);
      const mail = await waitFor('the match e-mail', () => smtp.mails.find((m) => m.to === s.p.email), 20_000);
      expect((await simpleParser(mail.raw)).subject).toBe(
        `Carla Buyer asks for quotes “Stainless steel ball valves, DN50”, matching ${s === ana ? 'Ana' : 'Ben'} Valves`,
      );
    }
    expect((await notes(far.p)).some((g) => g.kind === 'rfq')).toBe(false);
    expect((await notes(other.p)).some((g) => g.kind === 'rfq')).toBe(false);
    // On the board for everyone, visitors included; the supplier may quote as its business.
    expect(((await call('GET', '/api/rfq', null)).body.data.data as { rfqID: string }[]).map((r) => r.rfqID)).toContain(
      rfqID,
    );
    expect((await call('GET', `/api/rfq/${rfqID}`, ana.p)).body.data.viewer).toEqual({
      isBuyer: false,
      quoteAs: [{ businessID: ana.businessID, companyName: 'Ana Valves', quoteID: null }],
      threadPath: null,
    });
  });

  it('takes one quote per business; each supplier sees only its own, the buyer all, a stranger none', async () => {
    const a = await call('POST', `/api/rfq/${rfqID}/quotes`, ana.p, quoteBody(ana.businessID));
    expect(a.status).toBe(201);
    expect(a.body.data.quote).toMatchObject({
      unitPrice: 9.8,
      total: 19600,
      status: 'submitted',
      supplier: { businessID: ana.businessID, companyName: 'Ana Valves' },
    });
    anaQuote = a.body.data.quoteID;
    const b = await call(
      'POST',
      `/api/rfq/${rfqID}/quotes`,
      ben.p,
      quoteBody(ben.businessID, { unitPrice: 8.75, leadTimeDays: 45, moq: 1000 }),
    );
    expect(b.status).toBe(201);
    benQuote = b.body.data.quoteID;

    const again = await call('POST', `/api/rfq/${rfqID}/quotes`, ana.p, quoteBody(ana.businessID));
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ businessID: RFQ_MSG.alreadyQuoted });
    // Someone else's business, and the buyer quoting on their own request.
    expect((await call('POST', `/api/rfq/${rfqID}/quotes`, stranger, quoteBody(ana.businessID))).status).toBe(403);
    const buyerBiz = await createBusiness(t, buyer.token, { companyName: 'Carla Imports' });
    expect(
      (await call('POST', `/api/rfq/${rfqID}/quotes`, buyer, quoteBody(buyerBiz.businessID))).body.error.fields,
    ).toEqual({ businessID: RFQ_MSG.ownRequest });

    const ids = async (who: Person | null) => {
      const res = await call('GET', `/api/rfq/${rfqID}/quotes`, who);
      return res.status === 200
        ? (res.body.data.data as { quoteID: string }[]).map((q) => q.quoteID).sort()
        : res.status;
    };
    expect(await ids(buyer)).toEqual([anaQuote, benQuote].sort());
    expect(await ids(ana.p)).toEqual([anaQuote]);
    expect(await ids(ben.p)).toEqual([benQuote]);
    expect(await ids(stranger)).toEqual([]);
    expect(await ids(null)).toBe(401);

    await t.app.jobs.drain();
    const told = (await notes(buyer)).find((g) => g.kind === 'quote')!;
    expect(told.link).toBe(`/rfq/${rfqID}`);
    expect((await call('GET', `/api/rfq/${rfqID}`, null)).body.data.quoteCount).toBe(2);
  });

  it('lets the supplier edit its quote, not another; only the buyer shortlists, and only the buyer sees it', async () => {
    const edit = await call('PATCH', `/api/rfq/${rfqID}/quotes/${anaQuote}`, ana.p, {
      unitPrice: 9.2,
      note: 'Price lowered for 2,000 pieces.',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.quote).toMatchObject({
      unitPrice: 9.2,
      total: 18400,
      note: 'Price lowered for 2,000 pieces.',
    });
    expect((await call('PATCH', `/api/rfq/${rfqID}/quotes/${anaQuote}`, ben.p, { unitPrice: 1 })).status).toBe(404);
    expect(
      (await call('PATCH', `/api/rfq/${rfqID}/quotes/${anaQuote}`, ana.p, { unitPrice: -1 })).body.error.fields,
    ).toHaveProperty('unitPrice');

    expect(
      (await call('POST', `/api/rfq/${rfqID}/quotes/${benQuote}/shortlist`, ana.p, { shortlisted: true })).status,
    ).toBe(403);
    const s = await call('POST', `/api/rfq/${rfqID}/quotes/${benQuote}/shortlist`, buyer, { shortlisted: true });
    expect(s.status).toBe(200);
    expect(s.body.data.quote.shortlisted).toBe(true);
    const benSees = (await call('GET', `/api/rfq/${rfqID}/quotes`, ben.p)).body.data.data[0];
    expect(benSees.shortlisted).toBe(false);
  });

  it('awards one quote: the winner is told and a conversation opens; the other is told with the reason; no more quotes', async () => {
    expect((await call('POST', `/api/rfq/${rfqID}/award`, ana.p, { quoteID: anaQuote })).status).toBe(403);
    const res = await call('POST', `/api/rfq/${rfqID}/award`, buyer, {
      quoteID: anaQuote,
      reason: 'Shorter lead time won.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      message: RFQ_MSG.awarded,
      rfq: { status: 'awarded', awardedQuoteID: anaQuote },
    });
    const threadPath = res.body.data.rfq.viewer.threadPath as string;
    expect(threadPath).toMatch(/^\/my-messages\?thread=[0-9a-f-]{36}$/);
    const threadId = threadPath.split('=')[1];
    await t.app.jobs.drain();

    // The thread is in the buyer's inbox and the winner's, titled with the request.
    const buyerInbox = (await call('GET', '/api/business/request', buyer)).body.data.results as {
      requestID: string;
      subject: string;
    }[];
    expect(buyerInbox.find((r) => r.requestID === threadId)?.subject).toBe('RFQ: Stainless steel ball valves, DN50');
    const anaInbox = (await call('GET', `/api/business/request?ubid=${ana.businessID}`, ana.p)).body.data.results as {
      requestID: string;
    }[];
    expect(anaInbox.map((r) => r.requestID)).toContain(threadId);
    expect((await call('GET', `/api/rfq/${rfqID}`, ana.p)).body.data.viewer.threadPath).toBe(
      `/business/${ana.businessID}/requests/${threadId}`,
    );

    const won = (await notes(ana.p)).find((g) => g.kind === 'quote-decided')!;
    expect(won.data.outcome).toBe('awarded');
    expect(won.link).toBe(`/business/${ana.businessID}/requests/${threadId}`);
    const lost = (await notes(ben.p)).find((g) => g.kind === 'quote-decided')!;
    expect(lost.data).toMatchObject({ outcome: 'declined', snippet: 'Shorter lead time won.' });
    expect((await call('GET', `/api/rfq/${rfqID}/quotes`, ben.p)).body.data.data[0].status).toBe('declined');

    expect((await call('POST', `/api/rfq/${rfqID}/award`, buyer, { quoteID: benQuote })).status).toBe(409);
    expect((await call('PATCH', `/api/rfq/${rfqID}/quotes/${benQuote}`, ben.p, { unitPrice: 1 })).status).toBe(409);
    const late = await supplier('Late');
    expect((await call('POST', `/api/rfq/${rfqID}/quotes`, late.p, quoteBody(late.businessID))).status).toBe(409);
    // Off the board once awarded.
    expect(
      ((await call('GET', '/api/rfq', null)).body.data.data as { rfqID: string }[]).map((r) => r.rfqID),
    ).not.toContain(rfqID);
  });
});

describe('attachments: pictures and PDF spec sheets', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  type Doc = { url: string; name: string; size: number; contentType: 'application/pdf' };

  /** A PDF uploaded through the port by `who` (for `businessID` when given): the reference it answered. */
  async function pdf(who: Person, name = 'Spec sheet.pdf', businessID?: string): Promise<Doc> {
    const grant = await t.request({
      method: 'POST',
      url: `/api/files/document-request/${businessID ? 'business' : 'user'}`,
      payload: { contentType: 'application/pdf', fileSize: PDF.length, name, ...(businessID ? { businessID } : {}) },
      headers: bearer(who.token),
    });
    expect(grant.status).toBe(200);
    const { signedPost, token } = grant.body.data;
    const body = multipart(signedPost.fields, { name, type: 'application/pdf', data: PDF });
    const res = await t.request({
      method: 'POST',
      url: signedPost.url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(who.token), [UPLOAD_TOKEN_HEADER]: token },
    });
    expect(res.status).toBe(200);
    return res.body.data as Doc;
  }
  /** A picture uploaded by `who`, sent back as clients always have: `{ url, versions }`. */
  async function picture(who: Person) {
    const { res } = await upload(t, who.token, await pngBytes());
    expect(res.status).toBe(200);
    return { url: res.body.data.url as string, versions: res.body.data.versions as { url: string; width: number }[] };
  }

  it('a request carries pictures (sent as before) and PDFs, and shows both', async () => {
    const buyer = await registerUser(t, { firstName: 'Petra', lastName: 'Buyer' });
    const [photo, sheet] = [await picture(buyer), await pdf(buyer)];
    const res = await postRfq(buyer, { attachments: [photo, sheet] });
    expect(res.status).toBe(201);
    const shown = (await call('GET', `/api/rfq/${res.body.data.rfqID}`, null)).body.data.attachments;
    expect(shown).toEqual([
      { url: photo.url, versions: photo.versions },
      { url: sheet.url, name: 'Spec sheet.pdf', size: PDF.length, contentType: 'application/pdf' },
    ]);
  });

  it("refuses someone else's document, a changed one, a document sent as a picture and too many files, by field", async () => {
    const [buyer, other] = await Promise.all([registerUser(t), registerUser(t)]);
    const theirs = await pdf(other);
    const sheet = await pdf(buyer, 'Drawing A.pdf');
    const tries: [unknown[], string, string?][] = [
      [[theirs], 'attachments.0', DOCUMENT_MESSAGES.notUploaded],
      [[{ ...sheet, name: 'Something else.pdf' }], 'attachments.0', DOCUMENT_MESSAGES.notUploaded],
      [[{ ...sheet, size: sheet.size + 5000 }], 'attachments.0', DOCUMENT_MESSAGES.notUploaded],
      [
        [{ ...sheet, url: sheet.url.replace('Drawing-A.pdf', '../../x.pdf') }],
        'attachments.0',
        DOCUMENT_MESSAGES.notUploaded,
      ],
      [[{ ...sheet, size: DOCUMENT_MAX_BYTES + 1 }], 'attachments.0.size', DOCUMENT_MESSAGES.tooLarge],
      [[{ url: sheet.url }], 'attachments.0'],
      [[{ ...sheet, contentType: 'text/html' }], 'attachments.0.contentType'],
      [Array.from({ length: RFQ_LIMITS.attachments + 1 }, () => sheet), 'attachments'],
    ];
    for (const [attachments, field, message] of tries) {
      const res = await postRfq(buyer, { attachments });
      expect(res.status, JSON.stringify(attachments)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(res.body.error)).toContain(field);
      if (message) expect(res.body.error.fields[field]).toBe(message);
    }
    expect(await mine(buyer)).toEqual([]);
  });

  it('a quote may carry a PDF of its business: the buyer sees it, an edit keeps it or swaps it for a picture', async () => {
    const buyer = await registerUser(t, { firstName: 'Quinn', lastName: 'Buyer' });
    const s = await supplier('Sheet');
    const rfqID = (await postRfq(buyer)).body.data.rfqID as string;
    const stranger = await registerUser(t);
    const refused = await call(
      'POST',
      `/api/rfq/${rfqID}/quotes`,
      s.p,
      quoteBody(s.businessID, { attachment: await pdf(stranger) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('attachment', DOCUMENT_MESSAGES.notUploaded);
    const sheet = await pdf(s.p, 'Price list 2025.pdf', s.businessID);
    const sent = await call('POST', `/api/rfq/${rfqID}/quotes`, s.p, quoteBody(s.businessID, { attachment: sheet }));
    expect(sent.status).toBe(201);
    const quoteID = sent.body.data.quoteID as string;
    const seen = (await call('GET', `/api/rfq/${rfqID}/quotes`, buyer)).body.data.data as {
      quoteID: string;
      attachment: unknown;
    }[];
    expect(seen.find((q) => q.quoteID === quoteID)?.attachment).toEqual({
      url: sheet.url,
      name: 'Price list 2025.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    // Re-saving the form sends the document back as the API showed it.
    const kept = await call('PATCH', `/api/rfq/${rfqID}/quotes/${quoteID}`, s.p, {
      note: 'Updated',
      attachment: seen[0]!.attachment,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.quote.attachment).toMatchObject({ name: 'Price list 2025.pdf' });
    const photo = await picture(s.p);
    const swapped = await call('PATCH', `/api/rfq/${rfqID}/quotes/${quoteID}`, s.p, { attachment: photo });
    expect(swapped.body.data.quote.attachment).toEqual({ url: photo.url, versions: photo.versions });
    // Removed from the form: null takes it off (this route keeps nulls).
    const removed = await call('PATCH', `/api/rfq/${rfqID}/quotes/${quoteID}`, s.p, {
      note: 'No picture',
      attachment: null,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.quote.attachment).toBeNull();
  });
});

describe('invited-only requests', () => {
  it('are seen and quoted only by the invited businesses and the buyer', async () => {
    const buyer = await registerUser(t, { firstName: 'Ines', lastName: 'Buyer' });
    const [inv, outsider] = [await supplier('Invy'), await supplier('Outy')];
    const res = await postRfq(buyer, {
      visibility: 'invited',
      invitedBusinessIDs: [inv.businessID],
      title: 'Private valve order',
    });
    expect(res.status).toBe(201);
    const rfqID = res.body.data.rfqID as string;
    await t.app.jobs.drain();
    const n = (await notes(inv.p)).find((g) => g.kind === 'rfq')!;
    expect(n.data.invited).toBe('yes');
    expect((await notes(outsider.p)).some((g) => g.kind === 'rfq')).toBe(false);

    expect((await call('GET', `/api/rfq/${rfqID}`, outsider.p)).status).toBe(404);
    expect((await call('GET', `/api/rfq/${rfqID}`, null)).status).toBe(404);
    expect((await call('POST', `/api/rfq/${rfqID}/quotes`, outsider.p, quoteBody(outsider.businessID))).status).toBe(
      404,
    );
    expect((await call('GET', `/api/rfq/${rfqID}`, inv.p)).body.data.invitedBusinesses).toEqual([
      { businessID: inv.businessID, companyName: 'Invy Valves' },
    ]);
    expect((await call('POST', `/api/rfq/${rfqID}/quotes`, inv.p, quoteBody(inv.businessID))).status).toBe(201);
    expect(
      ((await call('GET', '/api/rfq', null)).body.data.data as { rfqID: string }[]).map((r) => r.rfqID),
    ).not.toContain(rfqID);
  });
});

describe('the board', () => {
  it('searches words, filters by industry and destination, pages by cursor', async () => {
    const buyer = await registerUser(t, { firstName: 'Bo', lastName: 'Board' });
    const a = (
      await postRfq(buyer, {
        title: 'Copper cable reels',
        description: 'Copper power cable on wooden reels.',
        destinationCountry: 'CO',
      })
    ).body.data.rfqID;
    const b = (
      await postRfq(buyer, {
        title: 'Gate valves for water works',
        description: 'Cast iron gate valves.',
        categories: ['0002.0002-01'],
      })
    ).body.data.rfqID;
    const list = async (q: string) =>
      ((await call('GET', `/api/rfq?${q}`, null)).body.data.data as { rfqID: string }[]).map((r) => r.rfqID);
    expect(await list('q=copper')).toEqual([a]);
    expect(await list('country=CO')).toEqual([a]);
    expect(await list('industry=0002')).toEqual([b]);
    const first = (await call('GET', '/api/rfq?size=1', null)).body.data;
    expect(first.data).toHaveLength(1);
    const second = (await call('GET', `/api/rfq?size=1&cursor=${first.nextCursor}`, null)).body.data;
    expect(second.data[0].rfqID).not.toBe(first.data[0].rfqID);
    expect((await call('GET', '/api/rfq?cursor=nonsense', null)).body.error.fields).toHaveProperty('cursor');
    expect((await call('GET', '/api/rfq?industry=abc', null)).body.error.fields).toHaveProperty('industry');
  });

  it("names the requests' industries and categories in the edition `lang` asks for; an unknown one is refused by name", async () => {
    const buyer = await registerUser(t, { firstName: 'Lu', lastName: 'Lang' });
    const id = (await postRfq(buyer, { title: 'Compact PLCs for packaging lines', categories: ['0001.0001-01'] })).body
      .data.rfqID as string;
    type Card = { rfqID: string; categories: { ref: string; industry: string; category: string }[] };
    const cardIn = async (lang: string) =>
      ((await call('GET', `/api/rfq?q=packaging${lang ? `&lang=${lang}` : ''}`, null)).body.data.data as Card[]).find(
        (r) => r.rfqID === id,
      )!.categories[0];
    const en = await cardIn('');
    expect(en).toMatchObject({ ref: '0001.0001-01', industry: 'Automation', category: 'PLCs & Controllers' });
    for (const lang of TRANSLATED_EDITIONS) {
      const tree = REFDATA[lang].industries['0001'];
      expect(await cardIn(lang)).toEqual({
        ref: en.ref,
        industry: tree.name,
        category: tree.categories['PLCs & Controllers'].name,
      });
      expect(tree.name).not.toBe('Automation');
    }
    const bad = await call('GET', '/api/rfq?lang=fr', null);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('lang');
  });
});

describe('closing', () => {
  it('by hand (buyer only), and at the end of the deadline day by the scheduled job', async () => {
    const buyer = await registerUser(t, { firstName: 'Cleo', lastName: 'Closer' });
    const s = await supplier('Quinn');
    const byHand = (await postRfq(buyer)).body.data.rfqID;
    expect((await call('POST', `/api/rfq/${byHand}/close`, s.p)).status).toBe(403);
    const closed = await call('POST', `/api/rfq/${byHand}/close`, buyer);
    expect(closed.body.data.rfq.status).toBe('closed');
    expect((await call('POST', `/api/rfq/${byHand}/close`, buyer)).status).toBe(409);
    expect((await call('POST', `/api/rfq/${byHand}/quotes`, s.p, quoteBody(s.businessID))).body.error.fields).toEqual({
      rfqID: RFQ_MSG.closed,
    });

    const due = (await postRfq(buyer)).body.data.rfqID;
    await t.database.db.execute(sql`update rfqs set deadline = (now() at time zone 'utc')::date - 1 where id = ${due}`);
    expect((await call('GET', `/api/rfq/${due}`, null)).body.data.status).toBe('closed');
    expect((await call('POST', `/api/rfq/${due}/quotes`, s.p, quoteBody(s.businessID))).status).toBe(409);
    await t.app.jobs.enqueue(t.database.db, RFQ_CLOSE_DUE_JOB, {});
    await t.app.jobs.drain();
    const [row] = rowsOf<{ status: string; closed_at: unknown }>(
      await t.database.db.execute(sql`select status, closed_at from rfqs where id = ${due}`),
    );
    expect(row.status).toBe('closed');
    expect(row.closed_at).not.toBeNull();
  });
});

describe('fair use', () => {
  it(`allows ${RFQS_PER_DAY} requests a day per buyer`, async () => {
    const buyer = await registerUser(t, { firstName: 'Max', lastName: 'Many' });
    for (let i = 0; i < RFQS_PER_DAY; i++)
      expect((await postRfq(buyer, { title: `Request ${i + 1}` })).status).toBe(201);
    const over = await postRfq(buyer);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(RFQ_MSG.tooManyRfqs);
  });

  it(`allows a free business ${QUOTES_PER_MONTH.standard} quotes a month and names the upgrade`, async () => {
    const s = await supplier('Quota');
    const buyers = await Promise.all(
      Array.from({ length: 2 }, (_, i) => registerUser(t, { firstName: `Buyer${i}`, lastName: 'Quota' })),
    );
    const ids: string[] = [];
    for (let i = 0; i <= QUOTES_PER_MONTH.standard; i++) ids.push((await postRfq(buyers[i % 2])).body.data.rfqID);
    for (let i = 0; i < QUOTES_PER_MONTH.standard; i++)
      expect((await call('POST', `/api/rfq/${ids[i]}/quotes`, s.p, quoteBody(s.businessID))).status).toBe(201);
    const over = await call('POST', `/api/rfq/${ids[QUOTES_PER_MONTH.standard]}/quotes`, s.p, quoteBody(s.businessID));
    expect(over.status).toBe(429);
    expect(over.body.error.fields.businessID).toBe(RFQ_MSG.quotaReached(QUOTES_PER_MONTH.standard, 'Standard', 'Gold'));
    expect(RFQ_TEXT.closedNotice).toBeTruthy();
  });
});
