import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { calls, post, registerUser, socialTestApp, type Member } from './social-test-kit.js';

let t: TestApp;
let c: ReturnType<typeof calls>;
let viewer: Member;
let friend: Member;
let outsider: Member;
let viewerBiz: string;
let followedBiz: string;

beforeAll(async () => {
  t = await socialTestApp();
  c = calls(t);
  viewer = await registerUser(t);
  friend = await registerUser(t, { firstName: 'Fran', lastName: 'Friend' });
  outsider = await registerUser(t);
  viewerBiz = (await createBusiness(t, viewer.token, { companyName: 'Viewer Co' })).businessID;
  followedBiz = (await createBusiness(t, outsider.token, { companyName: 'Followed Co' })).businessID;
});
afterAll(() => t.close());

type Page = { items: { postID: string; content: string }[]; nextID: string | null };
const load = async (m: Member, nextID?: string | null, size = 10): Promise<Page> => {
  const res = await c.feed(m.token, `?size=${size}${nextID ? `&nextID=${encodeURIComponent(nextID)}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('newsfeed', () => {
  it('needs a session and refuses a cursor it did not make', async () => {
    expect((await c.feed(undefined)).status).toBe(401);
    for (const bad of [
      'garbage',
      Buffer.from('2024-01-01T00:00:00.000Z|nope').toString('base64url'),
      'x'.repeat(300),
    ]) {
      const res = await c.feed(viewer.token, `?nextID=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('nextID');
    }
    expect((await c.feed(viewer.token, '?size=51')).status).toBe(400);
  });

  it("shows the viewer's posts, their businesses' and those of people and businesses they follow, newest first", async () => {
    const mine = await post(t, viewer, 'my own post');
    const company = await post(t, viewer, 'my company post', viewerBiz);
    const fromFriend = await post(t, friend, 'friend post');
    const fromFollowedBiz = await post(t, outsider, 'followed business post', followedBiz);
    const notFollowed = await post(t, outsider, 'outsider personal post');
    expect((await c.follow(viewer.token, 'user', { resourceID: friend.userID })).status).toBe(200);
    expect((await c.follow(viewer.token, 'business', { resourceID: followedBiz })).status).toBe(200);
    const page = (await load(viewer)).items as { postID: string; canRemove?: boolean }[];
    const ids = page.map((p) => p.postID);
    expect(ids).toEqual([fromFollowedBiz, fromFriend, company, mine]);
    // The viewer may remove their own posts and their business's, not the others'.
    expect(page.map((p) => p.canRemove)).toEqual([false, false, true, true]);
    expect(ids).not.toContain(notFollowed);
    const fromOutsider = (await load(outsider)).items.map((p) => p.postID);
    expect(fromOutsider).toEqual([notFollowed, fromFollowedBiz]);
    // Unfollowing takes the posts out again.
    await c.unfollow(viewer.token, friend.userID);
    expect((await load(viewer)).items.map((p) => p.postID)).not.toContain(fromFriend);
    await c.follow(viewer.token, 'user', { resourceID: friend.userID });
  });

  it('walks every post once with the cursor while others keep posting (no duplicates, no gaps)', async () => {
    const reader = await registerUser(t);
    const authors = [await registerUser(t), await registerUser(t), await registerUser(t)];
    for (const a of authors) await c.follow(reader.token, 'user', { resourceID: a.userID });
    const before: string[] = [];
    for (let i = 0; i < 27; i++) before.push(await post(t, authors[i % 3], `before ${i}`));
    const expected = [...before].reverse();

    const seen: string[] = [];
    let page = await load(reader, null, 4);
    seen.push(...page.items.map((p) => p.postID));
    let n = 0;
    while (page.nextID) {
      // New posts land while the reader scrolls, concurrently with the next page request.
      const [next] = await Promise.all([
        load(reader, page.nextID, 4),
        post(t, authors[n % 3], `during ${n}`),
        post(t, authors[(n + 1) % 3], `during b ${n}`),
      ]);
      n += 1;
      page = next;
      seen.push(...page.items.map((p) => p.postID));
    }
    expect(new Set(seen).size).toBe(seen.length);
    const older = seen.filter((id) => before.includes(id));
    expect(older).toEqual(expected);
    // Whatever arrived while scrolling waits at the top of a fresh load.
    const fresh = await load(reader, null, 50);
    expect(fresh.items.length).toBe(27 + 2 * n);
  });

  it('keeps posts made in the same millisecond apart by id', async () => {
    const reader = await registerUser(t);
    const a = await registerUser(t);
    await c.follow(reader.token, 'user', { resourceID: a.userID });
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => post(t, a, `burst ${i}`)));
    const seen: string[] = [];
    let page = await load(reader, null, 3);
    seen.push(...page.items.map((p) => p.postID));
    while (page.nextID) {
      page = await load(reader, page.nextID, 3);
      seen.push(...page.items.map((p) => p.postID));
    }
    expect([...seen].sort()).toEqual([...ids].sort());
  });
});
