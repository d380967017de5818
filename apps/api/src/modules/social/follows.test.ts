import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_MSG } from '@wbn/contract';
import type { TestApp } from '../../test/test-app.js';
import { createBusiness, addMember } from '../../test/factories.js';
import { calls, registerUser, socialTestApp, UNKNOWN_ID, type Member } from './social-test-kit.js';

let t: TestApp;
let c: ReturnType<typeof calls>;
let ana: Member;
let ben: Member;
let cy: Member;
let anaBiz: string;
let benBiz: string;

beforeAll(async () => {
  t = await socialTestApp();
  c = calls(t);
  ana = await registerUser(t);
  ben = await registerUser(t);
  cy = await registerUser(t);
  anaBiz = (await createBusiness(t, ana.token, { companyName: 'Ana Exports' })).businessID;
  benBiz = (await createBusiness(t, ben.token, { companyName: 'Ben Imports' })).businessID;
});
afterAll(() => t.close());

describe('follows', () => {
  it('follows a business: count and session change at once, twice is still one', async () => {
    const before = await c.followSummary(anaBiz);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      resourceID: anaBiz,
      resourceType: 'business',
      followersCount: 0,
      followingCount: 0,
    });
    expect((await c.followSummary(anaBiz, ben.token)).body.data.session).toEqual({ following: false });
    const res = await c.follow(ben.token, 'business', { resourceID: anaBiz });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ followersCount: 1, session: { following: true } });
    expect((await c.follow(ben.token, 'business', { resourceID: anaBiz })).body.data.followersCount).toBe(1);
    expect((await c.follow(cy.token, 'business', { resourceID: anaBiz })).body.data.followersCount).toBe(2);
    expect((await c.followSummary(anaBiz)).body.data).not.toHaveProperty('session');
  });

  it('follows people too, and as a managed business; counts show on both sides', async () => {
    expect((await c.follow(ben.token, 'user', { resourceID: ana.userID })).body.data).toMatchObject({
      resourceType: 'user',
      followersCount: 1,
    });
    const asBiz = await c.follow(ben.token, 'user', { resourceID: ana.userID, businessID: benBiz });
    expect(asBiz.status).toBe(200);
    expect(asBiz.body.data).toMatchObject({ followersCount: 2, session: { following: true } });
    expect((await c.followSummary(ana.userID, ben.token, `?businessID=${benBiz}`)).body.data.session.following).toBe(
      true,
    );
    expect((await c.followSummary(ben.userID)).body.data.followingCount).toBe(2);
    expect((await c.followSummary(benBiz)).body.data.followingCount).toBe(1);
  });

  it('unfollows, idempotently', async () => {
    const res = await c.unfollow(cy.token, anaBiz);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ followersCount: 1, session: { following: false } });
    expect((await c.unfollow(cy.token, anaBiz)).body.data.followersCount).toBe(1);
    expect((await c.unfollow(ben.token, ana.userID, `?businessID=${benBiz}`)).body.data.followersCount).toBe(1);
  });

  it('refuses following yourself or your own business (400)', async () => {
    for (const [type, body] of [
      ['user', { resourceID: ana.userID }],
      ['business', { resourceID: anaBiz }],
      ['business', { resourceID: anaBiz, businessID: anaBiz }],
    ] as const) {
      const res = await c.follow(ana.token, type, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields.resourceID).toBe(SOCIAL_MSG.followSelf);
    }
  });

  it('refuses acting as a business one does not manage, unknown targets, wrong kinds and visitors', async () => {
    const asOther = await c.follow(cy.token, 'business', { resourceID: anaBiz, businessID: benBiz });
    expect(asOther.status).toBe(403);
    expect(asOther.body.error.fields).toHaveProperty('businessID');
    await addMember(t, ben.token, benBiz, cy, 'member');
    expect((await c.follow(cy.token, 'business', { resourceID: anaBiz, businessID: benBiz })).status).toBe(403);
    expect((await c.unfollow(cy.token, anaBiz, `?businessID=${benBiz}`)).status).toBe(403);
    const unknown = await c.follow(cy.token, 'business', { resourceID: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty('resourceID');
    expect((await c.follow(cy.token, 'user', { resourceID: anaBiz })).status).toBe(404);
    expect((await c.follow(cy.token, 'business', { resourceID: ana.userID })).status).toBe(404);
    expect((await c.follow(cy.token, 'business', { resourceID: 'abc' })).status).toBe(400);
    expect((await c.follow(cy.token, 'business', {})).status).toBe(400);
    expect((await c.follow(undefined, 'business', { resourceID: anaBiz })).status).toBe(401);
    expect((await c.unfollow(undefined, anaBiz)).status).toBe(401);
    expect((await c.followSummary(UNKNOWN_ID)).status).toBe(404);
    expect((await c.followSummary('nope')).status).toBe(404);
  });

  it('limits following per hour with a sentence', async () => {
    const limited = await socialTestApp({ RATE_LIMIT_FOLLOWS_PER_HOUR: '2' });
    try {
      const lc = calls(limited);
      const a = await registerUser(limited);
      const targets = [await registerUser(limited), await registerUser(limited), await registerUser(limited)];
      expect((await lc.follow(a.token, 'user', { resourceID: targets[0].userID })).status).toBe(200);
      expect((await lc.follow(a.token, 'user', { resourceID: targets[1].userID })).status).toBe(200);
      const third = await lc.follow(a.token, 'user', { resourceID: targets[2].userID });
      expect(third.status).toBe(429);
      expect(third.body.error.message).toBe(SOCIAL_MSG.tooManyFollows);
    } finally {
      await limited.close();
    }
  });
});
