import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MSG } from '@wbn/contract';
import { users } from '../../db/schema/index.js';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness, pngBytes, upload } from '../../test/factories.js';
import { membershipsRepo } from './memberships.repo.js';
import { ageMembership, buy } from './memberships-test-kit.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let owner: Person;
let admin: Person;
let staff: Person;
let stranger: Person;
let biz: string;

const picture = async (token: string, businessID?: string) => {
  const { res } = await upload(t, token, await pngBytes(60, 40), businessID ? { businessID } : {});
  if (res.status !== 200) throw new Error(`upload ${res.status}`);
  return { url: res.body.data.url as string };
};
const ask = (token: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/verification/request', payload: body, headers: bearer(token) });
const staffGet = (token: string | undefined, url: string) =>
  t.request({ method: 'GET', url: `/api/staff${url}`, headers: token ? bearer(token) : {} });
const decide = (token: string, id: string, what: 'grant' | 'refuse', body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/staff/verifications/${id}/${what}`, payload: body, headers: bearer(token) });
/** A member's notifications, once the event listeners have run. */
const notificationsOf = async (token: string) =>
  (await t.app.jobs.drain(), await t.request({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).body
    .data.results as { kind: string; data: Record<string, string> }[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t, { firstName: 'Vera', lastName: 'Owner' });
  admin = await registerUser(t, { firstName: 'Abe', lastName: 'Admin' });
  staff = await registerUser(t, { firstName: 'Stella', lastName: 'Staff' });
  stranger = await registerUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.userID));
  biz = (await createBusiness(t, owner.token, { companyName: 'Certified Castings' })).businessID;
  await addMember(t, owner.token, biz, admin, 'admin');
});
afterAll(() => t.close());

describe('asking for verification', () => {
  it('comes with a paid tier: a standard business is refused', async () => {
    const res = await ask(owner.token, {
      businessID: biz,
      documents: [{ kind: 'registration', name: 'Registration', file: await picture(owner.token, biz) }],
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MEMBERSHIP_MSG.verificationPaidOnly);
  });

  it('only the owner asks, with documents that are finished uploads of the business or the owner', async () => {
    expect((await buy(t, owner.token, biz, 'gold')).status).toBe(200);
    const doc = { kind: 'registration', name: 'Florida registration', file: await picture(owner.token, biz) };
    expect((await ask(admin.token, { businessID: biz, documents: [doc] })).status).toBe(403);
    expect((await ask(stranger.token, { businessID: biz, documents: [doc] })).status).toBe(403);
    const none = await ask(owner.token, { businessID: biz, documents: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.documents).toBe(MEMBERSHIP_MSG.verificationDocumentsRequired);
    const foreign = await ask(owner.token, {
      businessID: biz,
      documents: [{ ...doc, file: await picture(stranger.token) }],
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.error.fields)).toEqual(['documents.0.file']);
  });

  it('is queued for staff; a second one waits for the first', async () => {
    const res = await ask(owner.token, {
      businessID: biz,
      documents: [
        { kind: 'registration', name: 'Florida registration', file: await picture(owner.token, biz) },
        { kind: 'certificate', name: 'ISO 9001', file: await picture(owner.token), expireDate: '2020-05-01' },
      ],
      note: 'Both documents are current.',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(MEMBERSHIP_MSG.verificationRequested);
    expect(res.body.data.request).toMatchObject({ status: 'pending', note: 'Both documents are current.' });
    const again = await ask(owner.token, {
      businessID: biz,
      documents: [{ kind: 'other', name: 'More', file: await picture(owner.token) }],
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MEMBERSHIP_MSG.verificationPending);
    const s = await t.request({
      method: 'GET',
      url: `/api/subscription/business/${biz}`,
      headers: bearer(admin.token),
    });
    expect(s.body.data.verification.status).toBe('pending');
  });
});

describe('the staff area', () => {
  it('is refused to visitors (401) and to everyone who is not staff (403), owners included', async () => {
    for (const url of ['/summary', '/verifications', '/payments', '/enquiries']) {
      expect((await staffGet(undefined, url)).status).toBe(401);
      for (const who of [owner, admin, stranger]) {
        const res = await staffGet(who.token, url);
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(MEMBERSHIP_MSG.staffOnly);
      }
      expect((await staffGet(staff.token, url)).status).toBe(200);
    }
    const [pending] = (await staffGet(staff.token, '/verifications')).body.data.items;
    expect((await decide(owner.token, pending.requestID, 'grant', { checked: ['x'] })).status).toBe(403);
    expect((await decide(admin.token, pending.requestID, 'refuse', { reason: 'x' })).status).toBe(403);
    // The need-help list also still answers at its old address, for staff only.
    expect((await t.request({ method: 'GET', url: '/api/needhelp', headers: bearer(staff.token) })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/needhelp', headers: bearer(owner.token) })).status).toBe(403);
  });

  it('lists the queue, the payments and a summary', async () => {
    const q = (await staffGet(staff.token, '/verifications?status=pending')).body.data;
    expect(q.total).toBe(1);
    expect(q.items[0]).toMatchObject({
      business: { businessID: biz, companyName: 'Certified Castings', subscription: 'gold', verified: false },
      requestedBy: { name: 'Vera Owner' },
    });
    expect(q.items[0].documents.map((d: { kind: string; name: string }) => [d.kind, d.name])).toEqual([
      ['registration', 'Florida registration'],
      ['certificate', 'ISO 9001'],
    ]);
    const pay = (await staffGet(staff.token, '/payments')).body.data;
    expect(pay.total).toBe(1);
    expect(pay.items[0]).toMatchObject({
      companyName: 'Certified Castings',
      subscription: 'gold',
      amount: 185000,
      payer: { name: 'Vera Owner' },
    });
    expect((await staffGet(staff.token, '/summary')).body.data).toMatchObject({ pendingVerifications: 1, payments: 1 });
    expect((await staffGet(staff.token, '/verifications?status=maybe')).status).toBe(400);
  });

  it('grants with what was checked: the business is Verified, publicly, with what and when; expired certificates are flagged; the team is told', async () => {
    const [pending] = (await staffGet(staff.token, '/verifications')).body.data.items;
    const empty = await decide(staff.token, pending.requestID, 'grant', { checked: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.checked).toBe(MEMBERSHIP_MSG.checkedRequired);
    const granted = await decide(staff.token, pending.requestID, 'grant', {
      checked: ['Business registration with the State of Florida', 'ISO 9001 certificate'],
    });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ status: 'granted', business: { verified: true } });
    expect((await decide(staff.token, pending.requestID, 'refuse', { reason: 'Too late' })).status).toBe(409);

    const pub = await t.request({ method: 'GET', url: `/api/verification/business/${biz}` });
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({
      verified: true,
      checked: ['Business registration with the State of Florida', 'ISO 9001 certificate'],
    });
    expect(Math.abs(new Date(pub.body.data.verifiedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(pub.body.data.documents).toEqual([
      { kind: 'registration', name: 'Florida registration', expireDate: null, expired: false },
      { kind: 'certificate', name: 'ISO 9001', expireDate: '2020-05-01', expired: true },
    ]);
    // No document files for the public.
    expect(JSON.stringify(pub.body)).not.toContain('/files/');
    const profile = await t.request({ method: 'GET', url: `/api/business/profile/${biz}` });
    expect(profile.body.data.verified).toBe(true);
    const note = (await notificationsOf(admin.token)).find((n) => n.kind === 'verification');
    expect(note?.data.state).toBe('granted');
    expect(
      (
        await ask(owner.token, {
          businessID: biz,
          documents: [{ kind: 'other', name: 'x', file: await picture(owner.token) }],
        })
      ).status,
    ).toBe(409);
  });

  it('refuses with a reason the owner reads; the owner may ask again', async () => {
    const other = (await createBusiness(t, owner.token, { companyName: 'Refused Forge' })).businessID;
    await addMember(t, owner.token, other, admin, 'admin');
    expect((await buy(t, owner.token, other, 'premium')).status).toBe(200);
    const asked = await ask(owner.token, {
      businessID: other,
      documents: [{ kind: 'registration', name: 'Registration', file: await picture(owner.token, other) }],
    });
    const id = asked.body.data.request.requestID;
    const noReason = await decide(staff.token, id, 'refuse', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe(MEMBERSHIP_MSG.reasonRequired);
    const refused = await decide(staff.token, id, 'refuse', {
      reason: 'The registration is unreadable; please upload a sharper scan.',
    });
    expect(refused.status).toBe(200);
    const s = await t.request({
      method: 'GET',
      url: `/api/subscription/business/${other}`,
      headers: bearer(owner.token),
    });
    expect(s.body.data.verified).toBe(false);
    expect(s.body.data.verification).toMatchObject({
      status: 'refused',
      reason: 'The registration is unreadable; please upload a sharper scan.',
    });
    expect((await t.request({ method: 'GET', url: `/api/verification/business/${other}` })).body.data).toMatchObject({
      verified: false,
      checked: [],
    });
    const note = (await notificationsOf(admin.token)).find(
      (n) => n.kind === 'verification' && n.data.state === 'refused',
    );
    expect(note?.data.reason).toContain('unreadable');
    expect(
      (
        await ask(owner.token, {
          businessID: other,
          documents: [{ kind: 'registration', name: 'Sharper', file: await picture(owner.token, other) }],
        })
      ).status,
    ).toBe(201);
  });

  it('verification ends with the paid membership', async () => {
    await ageMembership(t, biz, 400);
    await membershipsRepo.expireDue(t.database.db, new Date());
    const pub = await t.request({ method: 'GET', url: `/api/verification/business/${biz}` });
    expect(pub.body.data.verified).toBe(false);
  });
});
