import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { generousLimits } from './social-test-kit.js';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
let bizId: string;
let bobBizId: string;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/wbn-reactions-test-${process.pid}`, ...generousLimits });
  alice = await registerUser(t);
  bob = await registerUser(t);
  bizId = (await createBusiness(t, alice.token)).businessID;
  bobBizId = (await createBusiness(t, bob.token, { companyName: 'Bob Supplies' })).businessID;
  productId = (await createProduct(t, alice.token, bizId)).body.data.productID;
});
afterAll(() => t.close());

const summary = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/social/reaction/summary/${id}` })).body;
const react = (token: string, type: string, body: object, method: 'POST' | 'DELETE' = 'POST') =>
  t.request({ method, url: `/api/social/reaction/react/${type}`, payload: body, headers: bearer(token) });
const check = async (token: string, id: string, businessID?: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/social/reaction/check/${id}${businessID ? `?businessID=${businessID}` : ''}`,
      headers: bearer(token),
    })
  ).body;

describe('reactions', () => {
  it('likes and unlikes a business once per actor, and the summary and profile follow', async () => {
    expect((await summary(bizId)).data.reactionCount.like).toBe(0);
    expect((await react(bob.token, 'business', { resourceID: bizId })).status).toBe(200);
    expect((await react(bob.token, 'business', { resourceID: bizId, reactionType: 'like' })).status).toBe(200); // twice: still one
    expect((await react(bob.token, 'business', { resourceID: bizId, businessID: bobBizId })).status).toBe(200); // as his business: a second actor
    expect((await summary(bizId)).data.reactionCount.like).toBe(2);
    expect((await check(bob.token, bizId)).data.reactionType).toBe('like');
    expect((await check(alice.token, bizId)).data.reactionType).toBeNull();
    const profile = await t.request({ method: 'GET', url: `/api/business/profile/${bizId}` });
    expect(profile.body.data.reactions.reactionCount.like).toBe(2);
    expect((await react(bob.token, 'business', { resourceID: bizId }, 'DELETE')).status).toBe(200);
    expect((await react(bob.token, 'business', { resourceID: bizId }, 'DELETE')).status).toBe(200);
    expect((await summary(bizId)).data.reactionCount.like).toBe(1);
    expect((await check(bob.token, bizId)).data.reactionType).toBeNull();
  });

  it('likes products', async () => {
    await react(alice.token, 'product', { resourceID: productId });
    expect((await summary(productId)).data).toMatchObject({ resourceType: 'product', reactionCount: { like: 1 } });
  });

  it("refuses visitors, someone else's business as actor, unknown resources and bad input", async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/social/reaction/react/business', payload: { resourceID: bizId } }))
        .status,
    ).toBe(401);
    const asOther = await react(alice.token, 'business', { resourceID: bizId, businessID: bobBizId });
    expect(asOther.status).toBe(403);
    expect(asOther.body.error.fields).toHaveProperty('businessID');
    expect((await react(alice.token, 'business', { resourceID: productId })).status).toBe(404);
    expect((await react(alice.token, 'post', { resourceID: bizId })).status).toBe(404);
    expect((await react(alice.token, 'comment', { resourceID: productId })).status).toBe(404);
    expect((await react(alice.token, 'planet', { resourceID: bizId })).status).toBe(400);
    expect((await react(alice.token, 'business', { resourceID: 'x' })).status).toBe(400);
    expect((await react(alice.token, 'business', { resourceID: bizId, reactionType: 'love' })).status).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/social/reaction/summary/3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c' }))
        .status,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/social/reaction/summary/nope' })).status).toBe(404);
  });
});

const makePost = async (token: string, userID: string, content: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content, timelineID: userID, timelineType: 'user' },
      headers: bearer(token),
    })
  ).body.data.postID as string;

describe('reactions on posts and comments', () => {
  it('likes and unlikes a post and a comment; the post card and the comment show the count', async () => {
    const postID = await makePost(alice.token, alice.userID, 'Like me');
    expect((await react(bob.token, 'post', { resourceID: postID })).body.data).toEqual({
      reactionType: 'like',
      reactionCount: { like: 1 },
    });
    expect((await summary(postID)).data).toEqual({
      resourceID: postID,
      resourceType: 'post',
      reactionCount: { like: 1 },
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/social/posts/${postID}` })).body.data.reactions.reactionCount.like,
    ).toBe(1);
    const commentID = (
      await t.request({
        method: 'POST',
        url: '/api/social/comments/make-comment',
        payload: { resourceID: postID, resourceType: 'post', content: 'nice' },
        headers: bearer(bob.token),
      })
    ).body.data.commentID;
    expect((await react(alice.token, 'comment', { resourceID: commentID, businessID: bizId })).status).toBe(200);
    expect((await summary(commentID)).data).toMatchObject({ resourceType: 'comment', reactionCount: { like: 1 } });
    expect((await check(alice.token, commentID, bizId)).data.reactionType).toBe('like');
    expect((await check(alice.token, commentID)).data.reactionType).toBeNull();
    const comments = (await t.request({ method: 'GET', url: `/api/social/comments/${postID}` })).body.data.comments;
    expect(comments[0].reactions.reactionCount.like).toBe(1);
    expect((await react(bob.token, 'post', { resourceID: postID }, 'DELETE')).body.data).toEqual({
      reactionType: null,
      reactionCount: { like: 0 },
    });
    expect((await react(bob.token, 'post', { resourceID: commentID })).status).toBe(404);
  });

  it('keeps one like per actor when the same like arrives many times at once', async () => {
    const postID = await makePost(alice.token, alice.userID, 'Race');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => react(bob.token, 'post', { resourceID: postID })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await summary(postID)).data.reactionCount.like).toBe(1);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from reactions where resource_id = ${postID}`,
    );
    expect(((rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]))[0].n).toBe(1);
    await Promise.all(Array.from({ length: 6 }, () => react(bob.token, 'post', { resourceID: postID }, 'DELETE')));
    expect((await summary(postID)).data.reactionCount.like).toBe(0);
  });
});
