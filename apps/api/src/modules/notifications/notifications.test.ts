import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIVE_EVENTS, businessPath, type NotificationGroup } from '@wbn/contract';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { baseUrl, openSse } from '../live/live-test-kit.js';
import type { NotificationInput } from './notify.js';

type User = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let ana: User, bob: User, carla: User, dan: User, eve: User, fred: User, stranger: User;
let bizId: string;
let danBizId: string;
const COMPANY = 'Ana Valves';

beforeAll(async () => {
  t = await createTestApp();
  [ana, bob, carla, dan, eve, fred, stranger] = await Promise.all(
    ['Ana', 'Bob', 'Carla', 'Dan', 'Eve', 'Fred', 'Sam'].map((firstName) =>
      registerUser(t, { firstName, lastName: 'Tester' }),
    ),
  );
  bizId = (await createBusiness(t, ana.token, { companyName: COMPANY })).businessID;
  danBizId = (await createBusiness(t, dan.token, { companyName: 'Dan Pumps' })).businessID;
  for (const [u, role] of [
    [eve, 'admin'],
    [fred, 'member'],
  ] as const) {
    await t.database.db.execute(
      sql`insert into business_members (business_id, user_id, role) values (${bizId}::uuid, ${u.userID}::uuid, ${role})`,
    );
  }
});
afterAll(() => t.close());

const list = async (u: User, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(u.token) });
  expect(res.status).toBe(200);
  return res.body.data as { results: NotificationGroup[]; total: number; unreadCount: number };
};
const unread = async (u: User) =>
  (await t.request({ method: 'GET', url: '/api/notifications/unread-count', headers: bearer(u.token) })).body.data
    .unreadCount as number;
const markRead = (u: User, body: unknown) =>
  t.request({ method: 'POST', url: '/api/notifications/read', payload: body as object, headers: bearer(u.token) });
const likeOfBiz = (actor: User, asBusiness?: string): NotificationInput => ({
  kind: 'like',
  to: { businessId: bizId },
  actor: asBusiness
    ? { type: 'business', id: asBusiness, userId: actor.userID }
    : { type: 'user', id: actor.userID, userId: actor.userID },
  resource: { type: 'business', id: bizId },
});

describe('notify → grouped list → unread count → mark read', () => {
  it('groups the likes of one business with the newest actor first and a count of distinct actors', async () => {
    await t.app.notify(likeOfBiz(bob));
    await t.app.notify(likeOfBiz(carla));
    await t.app.notify(likeOfBiz(bob)); // bob again, still unread: the same notification, refreshed
    await t.app.notify(likeOfBiz(dan, danBizId));

    const { results, total, unreadCount } = await list(ana);
    expect(total).toBe(1);
    expect(unreadCount).toBe(1);
    expect(results[0]).toMatchObject({
      kind: 'like',
      resource: { type: 'business', id: bizId, title: COMPANY, state: null },
      actorCount: 3,
      read: false,
      link: businessPath(COMPANY, bizId),
    });
    expect(results[0].actors).toEqual([
      { type: 'business', id: danBizId, name: 'Dan Pumps', photo: null },
      { type: 'user', id: bob.userID, name: 'Bob Tester', photo: null },
    ]);
  });

  it('reaches every owner, admin and member of the business except the actor', async () => {
    await t.app.notify(likeOfBiz(eve)); // the admin likes her own business
    expect((await list(ana)).results[0].actorCount).toBe(4);
    expect((await list(fred)).results[0].actorCount).toBe(4);
    const eves = await list(eve);
    expect(eves.results[0].actorCount).toBe(3);
    expect(eves.results[0].actors.map((a) => a.id)).not.toContain(eve.userID);
    expect((await list(stranger)).total).toBe(0);
  });

  it('lists newest first with paging, and counts unread groups', async () => {
    await t.app.notify({
      kind: 'follow',
      to: { userIds: [ana.userID] },
      actor: { type: 'user', id: bob.userID, userId: bob.userID },
      resource: { type: 'user', id: ana.userID },
    });
    const page = await list(ana);
    expect(page.results.map((g) => g.kind)).toEqual(['follow', 'like']);
    expect(page.results[0]).toMatchObject({ actors: [{ name: 'Bob Tester' }], link: `/profile/${bob.userID}` });
    expect(await unread(ana)).toBe(2);
    const second = await list(ana, '?skip=1&size=1');
    expect(second).toMatchObject({ total: 2, results: [{ kind: 'like' }] });
  });

  it('marks one group read by its id, and the group comes back unread with the next like', async () => {
    const like = (await list(ana)).results.find((g) => g.kind === 'like')!;
    expect((await markRead(ana, { ids: [like.id] })).body.data).toEqual({ unreadCount: 1 });
    expect((await list(ana)).results.find((g) => g.kind === 'like')).toMatchObject({ read: true, actorCount: 4 });
    expect((await list(fred)).results[0].read).toBe(false); // another recipient's copy is theirs

    await t.app.notify(likeOfBiz(stranger));
    const again = (await list(ana)).results[0];
    expect(again).toMatchObject({
      kind: 'like',
      read: false,
      actorCount: 5,
      actors: [{ name: 'Sam Tester' }, { name: 'Eve Tester' }],
    });
    expect(await unread(ana)).toBe(2);
  });

  it('marks everything read; another user cannot mark mine', async () => {
    const mine = (await list(ana)).results.map((g) => g.id);
    expect((await markRead(bob, { ids: mine })).status).toBe(200);
    expect(await unread(ana)).toBe(2);
    expect((await markRead(ana, { all: true })).body.data).toEqual({ unreadCount: 0 });
    expect((await list(ana)).results.every((g) => g.read)).toBe(true);
  });

  it('ignores a notification it cannot store and never throws to the caller', async () => {
    const before = (await list(ana)).total;
    await expect(t.app.notify({ ...likeOfBiz(bob), kind: 'nonsense' as 'like' })).resolves.toBeUndefined();
    await expect(
      t.app.notify({ ...likeOfBiz(bob), actor: { type: 'user', id: 'x', userId: 'y' } }),
    ).resolves.toBeUndefined();
    await expect(
      t.app.notify({ ...likeOfBiz(bob), to: { userIds: ['not-a-uuid', '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c'] } }),
    ).resolves.toBeUndefined();
    expect((await list(ana)).total).toBe(before);
  });

  it('keeps extra data plain and bounded, and only safe in-app paths become links', async () => {
    await t.app.notify({
      kind: 'message',
      to: { userIds: [carla.userID] },
      actor: { type: 'user', id: bob.userID, userId: bob.userID },
      resource: { type: 'thread', id: '7c0e8a52-3b1f-4d7e-9a6c-1f2e3d4c5b6a' },
      data: { snippet: `Hello\u0000 there ${'x'.repeat(400)}`, path: '//evil.example/x', 'bad key': 'dropped' },
    });
    const [g] = (await list(carla)).results;
    expect(g.data.snippet.startsWith('Hello there')).toBe(true);
    expect(g.data.snippet.length).toBeLessThanOrEqual(300);
    expect(g.data).not.toHaveProperty('bad key');
    expect(g.link).toBe('/my-messages');
  });

  it('shows the current state of an invitation, so an answered one offers no Accept / Decline', async () => {
    const inserted = await t.database.db.execute(
      sql`insert into business_invitations (business_id, email, role, invited_by) values (${bizId}::uuid, ${carla.email}, 'member', ${ana.userID}::uuid) returning id::text as id`,
    );
    const [inv] = (inserted as unknown as { rows: { id: string }[] }).rows;
    await t.app.notify({
      kind: 'invitation',
      to: { userIds: [carla.userID] },
      actor: { type: 'user', id: ana.userID, userId: ana.userID },
      resource: { type: 'invitation', id: inv.id },
      data: { role: 'member' },
    });
    const pending = (await list(carla)).results.find((g) => g.kind === 'invitation')!;
    expect(pending).toMatchObject({
      resource: { type: 'invitation', id: inv.id, title: COMPANY, state: 'pending' },
      link: `/my-business?invitation=${inv.id}`,
    });
    await t.database.db.execute(sql`update business_invitations set status = 'accepted' where id = ${inv.id}::uuid`);
    expect((await list(carla)).results.find((g) => g.kind === 'invitation')!.resource.state).toBe('accepted');
  });
});

describe('refusals', () => {
  it('needs a session for every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read'],
    ] as const) {
      const res = await t.request({ method, url, ...(method === 'POST' ? { payload: { all: true } } : {}) });
      expect(res.status, url).toBe(401);
    }
  });

  it('answers bad paging and bad ids with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?size=51', 'size'],
      ['?size=0', 'size'],
      ['?size=abc', 'size'],
      ['?skip=-1', 'skip'],
      ['?skip=1.5', 'skip'],
    ];
    for (const [query, field] of cases) {
      const res = await t.request({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(ana.token) });
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields, query).toHaveProperty(field);
      expect(res.body.error.message, query).toMatch(new RegExp(field, 'i'));
    }
    const bodies: [unknown, string][] = [
      [{ ids: ['nope'] }, 'ids.0'],
      [{ ids: [] }, 'ids'],
      [{ ids: 'x' }, 'ids'],
      [{}, 'ids'],
      [{ all: false }, 'all'],
      [{ ids: Array.from({ length: 101 }, () => '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c') }, 'ids'],
    ];
    for (const [body, field] of bodies) {
      const res = await markRead(ana, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body).slice(0, 60)).toHaveProperty(field);
    }
  });
});

describe('live delivery', () => {
  it('sends the recipient the new unread count as it happens, and the read count to their other tabs', async () => {
    const base = await baseUrl(t.app);
    const ticket = (await t.request({ method: 'POST', url: '/api/live/ticket', headers: bearer(fred.token) })).body.data
      .ticket;
    const s = await openSse(`${base}/api/live/stream?ticket=${ticket}`);
    try {
      await s.next((e) => e.event === LIVE_EVENTS.ready);
      await markRead(fred, { all: true });
      await s.next((e) => e.event === LIVE_EVENTS.notificationsRead);
      await t.app.notify(likeOfBiz(carla));
      const ev = await s.next((e) => e.event === LIVE_EVENTS.notification);
      expect(ev.data).toMatchObject({ kind: 'like', unreadCount: 1, id: expect.any(String) });
    } finally {
      s.close();
    }
  });
});
