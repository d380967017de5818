/**
 * PDFs on certificates and verification requests (decision 0075): who sees a certificate's PDF
 * (everyone when the owner marks it public; otherwise the owner, the admins and staff only), and
 * a document someone else uploaded is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '@wbn/contract';
import { users } from '../../db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { cleanPdf, uploadPdf } from '../../test/pdfs.js';
import { buy } from '../memberships/memberships-test-kit.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let owner: Person;
let admin: Person;
let member: Person;
let staff: Person;
let stranger: Person;
let biz: string;

const profile = (id: string, token?: string) =>
  t.request({ method: 'GET', url: `/api/business/profile/${id}`, headers: token ? bearer(token) : {} });
const saveCertificates = (id: string, token: string, certificates: unknown[]) =>
  t.request({ method: 'PUT', url: `/api/business/profile/${id}`, payload: { certificates }, headers: bearer(token) });
const certificate = (over: Record<string, unknown>) => ({
  name: 'ISO 9001',
  issueDate: '2025-01-10',
  expireDate: '2028-01-09',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  admin = await registerUser(t);
  member = await registerUser(t);
  staff = await registerUser(t);
  stranger = await registerUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.userID));
  biz = (await createBusiness(t, owner.token, { companyName: 'Certified Castings' })).businessID;
  await addMember(t, owner.token, biz, admin, 'admin');
  await addMember(t, owner.token, biz, member, 'member');
});
afterAll(() => t.close());

describe("a certificate's PDF", () => {
  it('is shown, with its thumbnail, to the owner, the admins and staff, and to nobody else until marked public', async () => {
    const pdf = await uploadPdf(t, owner.token, await cleanPdf(), { name: 'ISO 9001.pdf', businessID: biz });
    const saved = await saveCertificates(biz, owner.token, [certificate({ document: pdf })]);
    expect(saved.status).toBe(200);
    const expected = { ...pdf, thumbnailUrl: pdf.url.replace(/ISO-9001\.pdf$/, 'thumbnail.webp') };
    expect(saved.body.data.certificates[0]).toMatchObject({ document: expected, public: false });
    for (const who of [owner, admin, staff]) {
      const seen = (await profile(biz, who.token)).body.data.certificates[0];
      expect(seen).toMatchObject({ name: 'ISO 9001', document: expected, public: false });
    }
    // Visitors, other members of the site and a plain member of the business: the certificate, never its PDF.
    for (const token of [undefined, stranger.token, member.token]) {
      const res = await profile(biz, token);
      expect(res.body.data.certificates[0]).toMatchObject({ name: 'ISO 9001', document: null, public: false });
      expect(JSON.stringify(res.body)).not.toContain(pdf.url.replace(/[^/]+$/, ''));
    }
    // Nor through the other reads that show businesses: the owner's list, the member's list, search.
    const reads = [
      t.request({ method: 'GET', url: `/api/business/profile/list-business?userID=${owner.userID}` }),
      t.request({ method: 'GET', url: '/api/business/profile/my-list', headers: bearer(member.token) }),
      t.request({ method: 'POST', url: '/api/search/business', payload: {} }),
    ];
    for (const res of await Promise.all(reads)) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).toContain('Certified Castings');
      expect(JSON.stringify(res.body)).not.toContain(pdf.url.replace(/[^/]+$/, ''));
    }

    // Marked public, everyone may download it.
    const kept = saved.body.data.certificates[0];
    expect((await saveCertificates(biz, admin.token, [{ ...kept, document: pdf, public: true }])).status).toBe(200);
    const anonymous = (await profile(biz)).body.data.certificates[0];
    expect(anonymous).toMatchObject({ document: expected, public: true });
    const download = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(download.headers['content-disposition']).toBe('attachment; filename="ISO-9001.pdf"');
  });

  it('refuses a document uploaded by someone else, or for another business, naming the field', async () => {
    const other = (await createBusiness(t, stranger.token, { companyName: 'Other Works' })).businessID;
    const theirs = await uploadPdf(t, stranger.token, await cleanPdf(), { businessID: other });
    const res = await saveCertificates(biz, owner.token, [certificate({ document: theirs })]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'certificates.0.document': DOCUMENT_MESSAGES.notUploaded });
    // A made-up address in the owner's own folder is no upload either.
    const madeUp = { ...theirs, url: theirs.url.replace(`businesses/${other}`, `businesses/${biz}`) };
    const res2 = await saveCertificates(biz, owner.token, [certificate({ document: madeUp })]);
    expect(res2.status).toBe(400);
    expect(res2.body.error.fields).toHaveProperty(['certificates.0.document']);
  });
});

describe('verification with a PDF', () => {
  it('takes a PDF as a document, shown with its thumbnail to the owner and in the staff queue', async () => {
    expect((await buy(t, owner.token, biz, 'gold')).status).toBe(200);
    const pdf = await uploadPdf(t, owner.token, await cleanPdf('Registration'), { name: 'Registration.pdf' });
    const res = await t.request({
      method: 'POST',
      url: '/api/verification/request',
      payload: { businessID: biz, documents: [{ kind: 'registration', name: 'Florida registration', file: pdf }] },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(201);
    const thumbnailUrl = pdf.url.replace(/[^/]+$/, 'thumbnail.webp');
    expect(res.body.data.request.documents[0].file).toEqual({ ...pdf, thumbnailUrl });
    const queue = await t.request({ method: 'GET', url: '/api/staff/verifications', headers: bearer(staff.token) });
    expect(queue.body.data.items[0].documents[0].file).toEqual({ ...pdf, thumbnailUrl });
  });

  it("refuses someone else's PDF, naming the document's file", async () => {
    const theirs = await uploadPdf(t, stranger.token, await cleanPdf());
    const res = await t.request({
      method: 'POST',
      url: '/api/verification/request',
      payload: { businessID: biz, documents: [{ kind: 'other', name: 'Borrowed', file: theirs }] },
      headers: bearer(owner.token),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'documents.0.file': DOCUMENT_MESSAGES.notUploaded });
  });
});
