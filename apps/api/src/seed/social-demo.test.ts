/** The demo seed leaves the demo login a living newsfeed, follows and pending connection requests. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createLocalStorage } from '../ports/storage.js';
import { createLimiterFactory } from '../ports/rate-limiter.js';
import { createSocial } from '../modules/social/social.js';
import { businesses, users } from '../db/schema/index.js';
import { DEMO_LOGIN, seedDemo } from './demo.js';

let t: TestApp;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, createLocalStorage(`/tmp/wbn-social-seed-${process.pid}`));
  demoId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email)))[0].id;
}, 120_000);
afterAll(() => t.close());

describe('social demo seed', () => {
  it('gives the demo login a newsfeed, follows, comments, likes and pending connection requests', async () => {
    const s = createSocial({
      db: t.database.db,
      checkPhoto: async () => undefined,
      limiters: createLimiterFactory(undefined, 'seed-test'),
      limits: { postsPerHour: 1, commentsPerHour: 1, followsPerHour: 1, connectionsPerHour: 1 },
      events: { publish: async () => undefined },
    });
    const feed = await s.posts.feed(demoId, { size: 10 });
    expect(feed.items).toHaveLength(10);
    expect(feed.nextID).not.toBeNull();
    expect(new Set(feed.items.map((p) => p.author.id)).size).toBeGreaterThan(3);
    expect(
      feed.items.some((p) => p.author.type === 'business') && feed.items.some((p) => p.author.type === 'user'),
    ).toBe(true);
    const following = await s.follows.summary(demoId);
    expect(following.followingCount).toBe(18);
    expect(following.followersCount).toBeGreaterThan(0);
    const own = await s.posts.timeline(demoId, { skip: 0, size: 10 });
    expect(own.posts.length).toBe(2);
    expect(own.posts.some((p) => p.commentsCount > 0)).toBe(true);
    const [biz] = await t.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.ownerId, demoId))
      .orderBy(businesses.createdAt)
      .limit(1);
    const list = await s.connections.list(demoId, biz.id);
    expect(list.connections.filter((c) => c.status === 'pending')).toHaveLength(2);
    const { comments } = await s.comments.list(own.posts[0].postID, { skip: 0, size: 5 });
    expect(comments.length).toBeGreaterThan(0);
  });
});
