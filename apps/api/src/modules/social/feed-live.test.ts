/** The newsfeed's live sign of new posts (decision 0045): who hears of a post, through the queue. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIVE_EVENTS } from '@wbn/contract';
import { bearer, type TestApp } from '../../test/test-app.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { rowsOf } from '../../db/rows.js';
import { calls, post, registerUser, socialTestApp, type Member } from './social-test-kit.js';

let t: TestApp;
let author: Member, fan: Member, blocker: Member, stranger: Member, teammate: Member, bizFan: Member;
let authorBiz: string;

beforeAll(async () => {
  t = await socialTestApp();
  const c = calls(t);
  [author, fan, blocker, stranger, teammate, bizFan] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => registerUser(t)));
  authorBiz = (await createBusiness(t, author.token, { companyName: 'Feed Live Co' })).businessID;
  await addMember(t, author.token, authorBiz, teammate, 'member');
  for (const m of [fan, blocker])
    expect((await c.follow(m.token, 'user', { resourceID: author.userID })).status).toBeLessThan(300);
  expect((await c.follow(bizFan.token, 'business', { resourceID: authorBiz })).status).toBeLessThan(300);
  expect(
    (
      await t.request({
        method: 'POST',
        url: '/api/user/blocks',
        headers: bearer(blocker.token),
        payload: { userID: author.userID },
      })
    ).status,
  ).toBeLessThan(300);
});
afterAll(() => t.close());

async function heard(postID: string) {
  await t.app.jobs.drain();
  const res = await t.database.db.execute(
    sql`select user_id::text as user_id from live_events where type = ${LIVE_EVENTS.feedPost} and payload->>'postID' = ${postID}`,
  );
  return new Set(rowsOf<{ user_id: string }>(res).map((r) => r.user_id));
}

describe('new posts reach open newsfeeds', () => {
  it("tells the author's followers, not the author, a stranger or a follower who blocked the author", async () => {
    const id = await post(t, author, 'A new line of ball valves is in stock.');
    const who = await heard(id);
    expect(who.has(fan.userID)).toBe(true);
    expect(who.has(author.userID)).toBe(false);
    expect(who.has(stranger.userID)).toBe(false);
    expect(who.has(blocker.userID)).toBe(false);
  });

  it("tells a business's followers and its team when the business posts", async () => {
    const id = await post(t, author, 'Our booth is open at the trade fair.', authorBiz);
    const who = await heard(id);
    expect(who.has(bizFan.userID)).toBe(true);
    expect(who.has(teammate.userID)).toBe(true);
    expect(who.has(fan.userID)).toBe(false); // follows the member, not the business
    expect(who.has(author.userID)).toBe(false);
  });
});
