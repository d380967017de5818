import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMMENT_MAX_LENGTH, SOCIAL_MSG } from '@wbn/contract';
import type { TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { calls, post, registerUser, socialTestApp, UNKNOWN_ID, type Member } from './social-test-kit.js';

let t: TestApp;
let c: ReturnType<typeof calls>;
let author: Member;
let reader: Member;
let stranger: Member;
let bizId: string;
let productId: string;
let postId: string;

beforeAll(async () => {
  t = await socialTestApp();
  c = calls(t);
  author = await registerUser(t, { firstName: 'Ada', lastName: 'Author' });
  reader = await registerUser(t, { firstName: 'Rui', lastName: 'Reader' });
  stranger = await registerUser(t);
  bizId = (await createBusiness(t, reader.token, { companyName: 'Reader Trading' })).businessID;
  productId = (await createProduct(t, reader.token, bizId)).body.data.productID;
  postId = await post(t, author, 'Our new line of valves');
});
afterAll(() => t.close());

type C = { commentID: string; content: string; repliesCount: number; whoComment: Record<string, unknown> };
const list = async (id: string, q = '') => (await c.comments(id, q)).body.data.comments as C[];

describe('comments', () => {
  it('comments on a post as yourself; the post counts it; whoComment is the user', async () => {
    const res = await c.comment(reader.token, {
      resourceID: postId,
      resourceType: 'post',
      content: 'Do you ship to Peru?',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.comment).toMatchObject({
      commentID: res.body.data.commentID,
      content: 'Do you ship to Peru?',
      resourceID: postId,
      resourceType: 'post',
      whoComment: { userID: reader.userID, firstName: 'Rui', lastName: 'Reader', profilePhoto: null },
      repliesCount: 0,
      reactions: { reactionCount: { like: 0 } },
    });
    expect(res.body.data.comment.whoComment).not.toHaveProperty('business');
    expect((await c.getPost(postId)).body.data.commentsCount).toBe(1);
  });

  it('comments as a managed business: whoComment carries the business', async () => {
    const res = await c.comment(reader.token, {
      resourceID: postId,
      resourceType: 'post',
      content: 'We can distribute them',
      businessID: bizId,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.comment.whoComment).toMatchObject({
      userID: reader.userID,
      business: { businessID: bizId, companyName: 'Reader Trading' },
    });
  });

  it('replies on a comment (one level: a reply to a reply joins the same comment); counts follow', async () => {
    const [top] = await list(postId);
    const reply = await c.comment(author.token, {
      resourceID: top.commentID,
      resourceType: 'comment',
      content: 'Yes, we do',
    });
    expect(reply.status).toBe(201);
    const deeper = await c.comment(reader.token, {
      resourceID: reply.body.data.commentID,
      resourceType: 'comment',
      content: 'Great, thanks',
    });
    expect(deeper.body.data.comment.resourceID).toBe(top.commentID);
    const replies = await list(top.commentID);
    expect(replies.map((r) => r.content)).toEqual(['Great, thanks', 'Yes, we do']);
    expect((await list(postId)).find((x) => x.commentID === top.commentID)?.repliesCount).toBe(2);
    expect((await c.getPost(postId)).body.data.commentsCount).toBe(4);
  });

  it('pages newest first with skip and size 5 by default; an empty page ends "Load more"', async () => {
    const p = await post(t, author, 'Paging');
    for (let i = 0; i < 7; i++)
      await c.comment(reader.token, { resourceID: p, resourceType: 'post', content: `comment ${i}` });
    expect((await list(p)).map((x) => x.content)).toEqual([
      'comment 6',
      'comment 5',
      'comment 4',
      'comment 3',
      'comment 2',
    ]);
    expect((await list(p, '?skip=5&size=5')).map((x) => x.content)).toEqual(['comment 1', 'comment 0']);
    expect(await list(p, '?skip=10&size=5')).toEqual([]);
    expect((await c.comments(p, '?size=51')).status).toBe(400);
  });

  it('comments on products and business pages', async () => {
    expect(
      (await c.comment(author.token, { resourceID: productId, resourceType: 'product', content: 'Lead time?' })).status,
    ).toBe(201);
    expect(
      (await c.comment(author.token, { resourceID: bizId, resourceType: 'business', content: 'Great company' })).status,
    ).toBe(201);
    expect((await list(productId)).map((x) => x.content)).toEqual(['Lead time?']);
    expect((await list(bizId)).map((x) => x.content)).toEqual(['Great company']);
  });

  it('answers 404 naming resourceID for missing resources, or a resource of another kind', async () => {
    for (const [resourceType, resourceID] of [
      ['post', UNKNOWN_ID],
      ['comment', UNKNOWN_ID],
      ['product', UNKNOWN_ID],
      ['business', UNKNOWN_ID],
      ['post', productId],
      ['product', postId],
    ]) {
      const res = await c.comment(reader.token, { resourceID, resourceType, content: 'hello' });
      expect(res.status, `${resourceType} ${resourceID}`).toBe(404);
      expect(res.body.error.fields).toHaveProperty('resourceID');
    }
    expect((await c.comments(UNKNOWN_ID)).status).toBe(404);
    expect((await c.comments('nope')).status).toBe(404);
    expect((await c.comments(author.userID)).status).toBe(404);
  });

  it('refuses empty, too long and NUL text, unknown types, foreign businesses and visitors, writing nothing', async () => {
    const before = (await c.getPost(postId)).body.data.commentsCount;
    const cases: [object, string, number][] = [
      [{ resourceID: postId, resourceType: 'post', content: '' }, 'content', 400],
      [{ resourceID: postId, resourceType: 'post', content: '   ' }, 'content', 400],
      [{ resourceID: postId, resourceType: 'post', content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, 'content', 400],
      [{ resourceID: postId, resourceType: 'post', content: 'a\u0000b' }, 'content', 400],
      [{ resourceID: postId, resourceType: 'user', content: 'hi' }, 'resourceType', 400],
      [{ resourceID: 'x', resourceType: 'post', content: 'hi' }, 'resourceID', 400],
      [{ resourceID: postId, resourceType: 'post', content: 'hi', businessID: bizId }, 'businessID', 403],
    ];
    for (const [body, field, status] of cases) {
      const res = await c.comment(stranger.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    const empty = await c.comment(stranger.token, { resourceID: postId, resourceType: 'post', content: '' });
    expect(empty.body.error.fields.content).toBe(SOCIAL_MSG.commentEmpty);
    expect((await c.comment(undefined, { resourceID: postId, resourceType: 'post', content: 'hi' })).status).toBe(401);
    expect((await c.getPost(postId)).body.data.commentsCount).toBe(before);
  });

  it('removing a post removes its thread and the likes on it', async () => {
    const p = await post(t, author, 'Short-lived');
    const cm = (await c.comment(reader.token, { resourceID: p, resourceType: 'post', content: 'first' })).body.data
      .commentID;
    await c.comment(author.token, { resourceID: cm, resourceType: 'comment', content: 'reply' });
    expect((await c.react(author.token, 'comment', { resourceID: cm })).status).toBe(200);
    expect((await c.react(reader.token, 'post', { resourceID: p })).status).toBe(200);
    expect((await c.summary(cm)).body.data.reactionCount.like).toBe(1);
    const likes = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*)::int as n from reactions where resource_id in (${p}, ${cm})`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0].n,
      );
    expect(await likes()).toBe(2);
    expect((await c.removePost(author.token, { postID: p })).status).toBe(200);
    expect((await c.comments(cm)).status).toBe(404);
    expect((await c.summary(cm)).status).toBe(404);
    expect((await c.summary(p)).status).toBe(404);
    expect(await likes()).toBe(0);
  });

  it('limits commenting per hour with a sentence', async () => {
    const limited = await socialTestApp({ RATE_LIMIT_COMMENTS_PER_HOUR: '1' });
    try {
      const m = await registerUser(limited);
      const p = await post(limited, m, 'limited');
      const lc = calls(limited);
      expect((await lc.comment(m.token, { resourceID: p, resourceType: 'post', content: 'one' })).status).toBe(201);
      const second = await lc.comment(m.token, { resourceID: p, resourceType: 'post', content: 'two' });
      expect(second.status).toBe(429);
      expect(second.body.error.message).toBe(SOCIAL_MSG.tooManyComments);
    } finally {
      await limited.close();
    }
  });
});
