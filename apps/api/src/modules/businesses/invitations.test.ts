import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { INVITATION_MSG } from '@wbn/contract';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { mailOutbox } from '../../db/schema/index.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let bizId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_INVITES_PER_HOUR: '8' });
  owner = await registerUser(t, { firstName: 'Olga', lastName: 'Owner' });
  bizId = (await createBusiness(t, owner.token, { companyName: 'Keystone Valves' })).businessID;
});
afterAll(() => t.close());

const invite = (email: string, token = owner.token, role = 'member') =>
  t.request({
    method: 'POST',
    url: `/api/business/profile/${bizId}/members`,
    payload: { email, role },
    headers: bearer(token),
  });
const myInvitations = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/business/invitations', headers: bearer(token) })).body.data as {
    invitationID: string;
    role: string;
    business: { businessID: string; companyName: string };
  }[];
const decide = (token: string, id: string, what: 'accept' | 'decline') =>
  t.request({ method: 'POST', url: `/api/business/invitations/${id}/${what}`, headers: bearer(token) });
const members = async () =>
  (await t.request({ method: 'GET', url: `/api/business/profile/${bizId}/members`, headers: bearer(owner.token) })).body
    .data as { userID: string; role: string }[];
const mailTo = (to: string) =>
  vi.waitFor(async () => {
    const [m] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(m).toBeDefined();
    return m;
  });

describe('inviting people to a business', () => {
  it('answers the same whether or not the e-mail has an account, and adds nobody until they accept', async () => {
    const person = await registerUser(t, { email: 'has-account@example.com' });
    const withAccount = await invite('has-account@example.com');
    const without = await invite('no-account@example.com');
    expect(withAccount.status).toBe(201);
    expect(without.status).toBe(201);
    expect(withAccount.body.data.message).toBe(INVITATION_MSG.sent('has-account@example.com'));
    expect(without.body.data.message).toBe(INVITATION_MSG.sent('no-account@example.com'));
    expect(Object.keys(withAccount.body.data)).toEqual(Object.keys(without.body.data));
    expect(without.body.data.invitations.map((i: { email: string }) => i.email).sort()).toEqual([
      'has-account@example.com',
      'no-account@example.com',
    ]);
    expect((await members()).map((m) => m.userID)).not.toContain(person.userID);
    // Both get the same e-mail with a link straight to the invitation.
    for (const to of ['has-account@example.com', 'no-account@example.com']) {
      const m = await mailTo(to);
      expect(m.subject).toBe('Olga Owner invited you to Keystone Valves on WBN Miami');
      expect(m.text).toMatch(/\/my-business\?invitation=[0-9a-f-]{36}/);
    }
    const [inv] = await myInvitations(person.token);
    expect(inv).toMatchObject({ role: 'member', business: { businessID: bizId, companyName: 'Keystone Valves' } });
    const res = await decide(person.token, inv.invitationID, 'accept');
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(INVITATION_MSG.accepted('Keystone Valves'));
    expect((await members()).find((m) => m.userID === person.userID)?.role).toBe('member');
    expect(await myInvitations(person.token)).toEqual([]);
    expect((await decide(person.token, inv.invitationID, 'accept')).status).toBe(404); // once
  });

  it('lets the person decline, and only the person addressed can answer', async () => {
    const person = await registerUser(t);
    const stranger = await registerUser(t);
    await invite(person.email, owner.token, 'admin');
    const [inv] = await myInvitations(person.token);
    expect(await myInvitations(stranger.token)).toEqual([]);
    for (const who of [stranger.token, owner.token]) {
      const res = await decide(who, inv.invitationID, 'accept');
      expect(res.status).toBe(404);
      expect(res.body.error.fields.invitationID).toBe(INVITATION_MSG.notFound);
    }
    expect((await decide(person.token, inv.invitationID, 'decline')).status).toBe(200);
    expect((await decide(person.token, inv.invitationID, 'accept')).status).toBe(404);
    expect((await members()).map((m) => m.userID)).not.toContain(person.userID);
    expect((await decide(person.token, 'not-an-id', 'accept')).status).toBe(404);
  });

  it('lets the owner list and cancel pending invitations; others cannot', async () => {
    const person = await registerUser(t);
    const res = await invite(person.email);
    const pending = res.body.data.invitations.find((i: { email: string }) => i.email === person.email.toLowerCase());
    const list = (token: string) =>
      t.request({ method: 'GET', url: `/api/business/profile/${bizId}/invitations`, headers: bearer(token) });
    expect((await list(owner.token)).body.data.map((i: { email: string }) => i.email)).toContain(
      person.email.toLowerCase(),
    );
    expect((await list(person.token)).status).toBe(403);
    const cancel = (token: string) =>
      t.request({
        method: 'DELETE',
        url: `/api/business/profile/${bizId}/invitations/${pending.invitationID}`,
        headers: bearer(token),
      });
    expect((await cancel(person.token)).status).toBe(403);
    expect((await cancel(owner.token)).status).toBe(200);
    expect((await decide(person.token, pending.invitationID, 'accept')).status).toBe(404);
  });

  it('lets any member but the owner leave', async () => {
    const person = await registerUser(t);
    await addMember(t, owner.token, bizId, person, 'admin');
    const leave = (token: string, userID: string) =>
      t.request({ method: 'DELETE', url: `/api/business/profile/${bizId}/members/${userID}`, headers: bearer(token) });
    expect((await leave(person.token, owner.userID)).status).toBe(403); // not someone else
    const ownerLeaves = await leave(owner.token, owner.userID);
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.error.message).toBe(INVITATION_MSG.ownerCannotLeave);
    expect((await leave(person.token, person.userID)).status).toBe(200);
    expect((await members()).map((m) => m.userID)).not.toContain(person.userID);
    const profile = await t.request({
      method: 'GET',
      url: `/api/business/profile/${bizId}`,
      headers: bearer(person.token),
    });
    expect(profile.body.session).toBe('none');
  });

  it('limits how many invitations an owner sends per hour', async () => {
    const other = await registerUser(t);
    const otherBiz = (await createBusiness(t, other.token, { companyName: 'Limit Tests' })).businessID;
    const send = (n: number) =>
      t.request({
        method: 'POST',
        url: `/api/business/profile/${otherBiz}/members`,
        payload: { email: `limit${n}@example.com`, role: 'member' },
        headers: bearer(other.token),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send(i)).status);
    expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('refuses bad input with the field named', async () => {
    const bad = await invite('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Enter a valid e-mail address');
    const role = await invite('ok@example.com', owner.token, 'boss');
    expect(role.status).toBe(400);
    expect(role.body.error.fields.role).toBe('Role must be one of: admin, member');
  });
});
