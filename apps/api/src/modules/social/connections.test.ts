import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAFETY_MSG, SOCIAL_MSG } from '@wbn/contract';
import type { TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { bearer, registerUser, socialTestApp, UNKNOWN_ID, type Member } from './social-test-kit.js';

let t: TestApp;
let owner: Member;
let admin: Member;
let plain: Member;
let asker: Member;
let other: Member;
let bizId: string;
let askerBiz: string;

beforeAll(async () => {
  t = await socialTestApp();
  owner = await registerUser(t);
  admin = await registerUser(t);
  plain = await registerUser(t);
  asker = await registerUser(t, { firstName: 'Asa', lastName: 'Asker' });
  other = await registerUser(t);
  bizId = (await createBusiness(t, owner.token, { companyName: 'Target Corp' })).businessID;
  askerBiz = (await createBusiness(t, asker.token, { companyName: 'Asker Ltd' })).businessID;
  await addMember(t, owner.token, bizId, admin, 'admin');
  await addMember(t, owner.token, bizId, plain, 'member');
});
afterAll(() => t.close());

const req = (m: Member | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/social/connections${url}`, payload, headers: m ? bearer(m.token) : {} });
const ask = (m: Member, body: object) => req(m, 'POST', '', body);
const status = async (m: Member, businessID: string, q = '') =>
  (await req(m, 'GET', `/status/${businessID}${q}`)).body.data;

describe('connections', () => {
  it('a user asks to connect; asking again changes nothing; the requester sees it pending', async () => {
    expect(await status(asker, bizId)).toEqual({ status: 'none', connection: null });
    const res = await ask(asker, { businessID: bizId });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      created: true,
      connection: {
        status: 'pending',
        from: { type: 'user', id: asker.userID, name: 'Asa Asker' },
        to: { businessID: bizId, companyName: 'Target Corp' },
        decidedAt: null,
      },
    });
    const again = await ask(asker, { businessID: bizId });
    expect(again.status).toBe(200);
    expect(again.body.data.created).toBe(false);
    expect(again.body.data.connection.connectionID).toBe(res.body.data.connection.connectionID);
    expect((await status(asker, bizId)).status).toBe('pending');
  });

  it("lists pending and accepted requests to the business's owner and admins only", async () => {
    for (const who of [owner, admin]) {
      const res = await req(who, 'GET', `?businessID=${bizId}`);
      expect(res.status).toBe(200);
      expect(res.body.data.connections).toEqual([
        expect.objectContaining({
          status: 'pending',
          direction: 'incoming',
          from: expect.objectContaining({ id: asker.userID }),
        }),
      ]);
    }
    for (const who of [plain, asker, other]) expect((await req(who, 'GET', `?businessID=${bizId}`)).status).toBe(403);
    expect((await req(undefined, 'GET', `?businessID=${bizId}`)).status).toBe(401);
    expect((await req(owner, 'GET', `?businessID=${UNKNOWN_ID}`)).status).toBe(404);
    expect((await req(owner, 'GET', '')).status).toBe(400);
  });

  it('only an owner or admin of the business accepts; then both sides see it accepted', async () => {
    const id = (await status(asker, bizId)).connection.connectionID;
    for (const who of [plain, asker, other]) {
      const res = await req(who, 'POST', `/${id}/accept`);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(SOCIAL_MSG.connectionForbidden);
    }
    expect((await status(asker, bizId)).status).toBe('pending');
    const res = await req(admin, 'POST', `/${id}/accept`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ connectionID: id, status: 'accepted', direction: 'incoming' });
    expect(res.body.data.decidedAt).not.toBeNull();
    expect((await status(asker, bizId)).status).toBe('accepted');
    expect((await req(owner, 'POST', `/${id}/decline`)).status).toBe(409);
    const dup = await ask(asker, { businessID: bizId });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(SOCIAL_MSG.connectionExists);
  });

  it('a request whose sender has since blocked the answering member cannot be accepted by them (the neutral 403), and stays pending', async () => {
    const sender = await registerUser(t);
    const sent = await ask(sender, { businessID: bizId });
    expect(sent.status).toBe(201);
    const id = sent.body.data.connection.connectionID as string;
    const blocked = await t.request({
      method: 'POST',
      url: '/api/user/blocks',
      payload: { userID: admin.userID },
      headers: bearer(sender.token),
    });
    expect(blocked.status).toBeLessThan(300);
    const refused = await req(admin, 'POST', `/${id}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(SAFETY_MSG.notAvailable);
    expect(refused.body.error.fields).toHaveProperty('connectionID');
    expect((await status(sender, bizId)).status).toBe('pending');
    // The owner, whom the sender did not block, still answers it.
    expect((await req(owner, 'POST', `/${id}/accept`)).status).toBe(200);
    expect((await status(sender, bizId)).status).toBe('accepted');
  });

  it('a business asks as itself (managed only); its outgoing request shows on its list', async () => {
    const foreign = await ask(other, { businessID: bizId, fromBusinessID: askerBiz });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.fields).toHaveProperty('fromBusinessID');
    const res = await ask(asker, { businessID: bizId, fromBusinessID: askerBiz });
    expect(res.status).toBe(201);
    expect(res.body.data.connection.from).toMatchObject({ type: 'business', id: askerBiz, name: 'Asker Ltd' });
    expect((await status(asker, bizId, `?fromBusinessID=${askerBiz}`)).status).toBe('pending');
    const outgoing = (await req(asker, 'GET', `?businessID=${askerBiz}`)).body.data.connections;
    expect(outgoing).toEqual([
      expect.objectContaining({ direction: 'outgoing', to: expect.objectContaining({ businessID: bizId }) }),
    ]);
  });

  it('declines; asking again waits 30 days after the answer', async () => {
    const id = (await status(asker, bizId, `?fromBusinessID=${askerBiz}`)).connection.connectionID;
    const res = await req(owner, 'POST', `/${id}/decline`);
    expect(res.body.data.status).toBe('declined');
    expect(
      (await req(owner, 'GET', `?businessID=${bizId}`)).body.data.connections.map(
        (c: { connectionID: string }) => c.connectionID,
      ),
    ).not.toContain(id);
    const soon = await ask(asker, { businessID: bizId, fromBusinessID: askerBiz });
    expect(soon.status).toBe(409);
    expect(soon.body.error.message).toBe(SOCIAL_MSG.connectionDeclinedRecently);
    await t.database.db.execute(sql`update connections set decided_at = now() - interval '31 days' where id = ${id}`);
    const later = await ask(asker, { businessID: bizId, fromBusinessID: askerBiz });
    expect(later.status).toBe(201);
    expect(later.body.data.connection).toMatchObject({ connectionID: id, status: 'pending', decidedAt: null });
  });

  it('refuses connecting with your own business, unknown businesses, bad ids and visitors', async () => {
    for (const who of [owner, admin, plain]) {
      const res = await ask(who, { businessID: bizId });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.businessID).toBe(SOCIAL_MSG.connectOwn);
    }
    expect((await ask(asker, { businessID: askerBiz, fromBusinessID: askerBiz })).status).toBe(400);
    const unknown = await ask(asker, { businessID: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty('businessID');
    expect((await ask(asker, { businessID: 'abc' })).status).toBe(400);
    expect((await req(undefined, 'POST', '', { businessID: bizId })).status).toBe(401);
    expect((await req(owner, 'POST', `/${UNKNOWN_ID}/accept`)).status).toBe(404);
    expect((await req(owner, 'POST', '/nope/accept')).status).toBe(404);
    expect((await req(asker, 'GET', `/status/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('the requester withdraws, or the business ends it; nobody else', async () => {
    const res = await ask(other, { businessID: bizId });
    const id = res.body.data.connection.connectionID;
    expect((await req(plain, 'DELETE', `/${id}`)).status).toBe(403);
    expect((await req(asker, 'DELETE', `/${id}`)).status).toBe(403);
    expect((await req(other, 'DELETE', `/${id}`)).body.data).toEqual({ connectionID: id, removed: true });
    expect((await status(other, bizId)).status).toBe('none');
    const again = (await ask(other, { businessID: bizId })).body.data.connection.connectionID;
    expect((await req(owner, 'DELETE', `/${again}`)).status).toBe(200);
    expect((await req(owner, 'DELETE', `/${again}`)).status).toBe(404);
  });

  it('limits connection requests per hour with a sentence', async () => {
    const limited = await socialTestApp({ RATE_LIMIT_CONNECTIONS_PER_HOUR: '1' });
    try {
      const a = await registerUser(limited);
      const b = await registerUser(limited);
      const b1 = (await createBusiness(limited, b.token, { companyName: 'One' })).businessID;
      const b2 = (await createBusiness(limited, b.token, { companyName: 'Two' })).businessID;
      const send = (businessID: string) =>
        limited.request({
          method: 'POST',
          url: '/api/social/connections',
          payload: { businessID },
          headers: bearer(a.token),
        });
      expect((await send(b1)).status).toBe(201);
      const second = await send(b2);
      expect(second.status).toBe(429);
      expect(second.body.error.message).toBe(SOCIAL_MSG.tooManyConnections);
    } finally {
      await limited.close();
    }
  });
});
