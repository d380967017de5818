import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MAX_LENGTH, SOCIAL_MSG } from '@wbn/contract';
import type { TestApp } from '../../test/test-app.js';
import { createBusiness, pngBytes, upload, addMember } from '../../test/factories.js';
import { calls, post, registerUser, socialTestApp, UNKNOWN_ID, type Member } from './social-test-kit.js';

let t: TestApp;
let c: ReturnType<typeof calls>;
let owner: Member;
let admin: Member;
let plain: Member;
let stranger: Member;
let bizId: string;

beforeAll(async () => {
  t = await socialTestApp();
  c = calls(t);
  owner = await registerUser(t, { firstName: 'Olga', lastName: 'Owner' });
  admin = await registerUser(t);
  plain = await registerUser(t);
  stranger = await registerUser(t);
  bizId = (await createBusiness(t, owner.token, { companyName: 'Olga Foods' })).businessID;
  await addMember(t, owner.token, bizId, admin, 'admin');
  await addMember(t, owner.token, bizId, plain, 'member');
});
afterAll(() => t.close());

const own = (m: Member, content = 'Hello network') => ({ content, timelineID: m.userID, timelineType: 'user' });
const asBiz = (content = 'News from Olga Foods') => ({
  content,
  timelineID: bizId,
  timelineType: 'business',
  businessID: bizId,
});

describe('make-post', () => {
  it('posts as yourself: data.postID and the post card, author named by first and last name', async () => {
    const res = await c.makePost(owner.token, own(owner, '  Fresh mangoes this week <b>not bold</b>  '));
    expect(res.status).toBe(201);
    const { postID, post: p } = res.body.data;
    expect(p).toMatchObject({
      postID,
      content: 'Fresh mangoes this week <b>not bold</b>',
      author: { type: 'user', id: owner.userID, name: 'Olga Owner', photo: null },
      header: { author: { type: 'user', name: 'Olga Owner' }, metadata: { resourceID: postID } },
      body: { text: 'Fresh mangoes this week <b>not bold</b>', picture: null },
      reactions: { reactionCount: { like: 0 } },
      commentsCount: 0,
      timelineID: owner.userID,
      timelineType: 'user',
      canRemove: true,
    });
    expect(p.header.metadata.datetime).toBe(p.createdAt);
  });

  it('posts as a business its owner or admin manages, named by the company', async () => {
    for (const who of [owner, admin]) {
      const res = await c.makePost(who.token, asBiz());
      expect(res.status).toBe(201);
      expect(res.body.data.post.author).toMatchObject({ type: 'business', id: bizId, name: 'Olga Foods' });
    }
  });

  it('refuses acting as a business one does not manage (403 naming businessID)', async () => {
    for (const who of [plain, stranger]) {
      const res = await c.makePost(who.token, asBiz());
      expect(res.status).toBe(403);
      expect(res.body.error.fields).toHaveProperty('businessID');
    }
    const unknown = await c.makePost(owner.token, { ...asBiz(), businessID: UNKNOWN_ID, timelineID: UNKNOWN_ID });
    expect(unknown.status).toBe(403);
  });

  it('posts on your own timeline or a managed business timeline only', async () => {
    const other = await c.makePost(owner.token, { content: 'hi', timelineID: stranger.userID, timelineType: 'user' });
    expect(other.status).toBe(403);
    expect(other.body.error.fields).toHaveProperty('timelineID');
    expect(
      (await c.makePost(admin.token, { content: 'On the page as myself', timelineID: bizId, timelineType: 'business' }))
        .status,
    ).toBe(201);
    expect((await c.makePost(plain.token, { content: 'hi', timelineID: bizId, timelineType: 'business' })).status).toBe(
      403,
    );
    const bizOnUser = await c.makePost(owner.token, {
      content: 'hi',
      timelineID: owner.userID,
      timelineType: 'user',
      businessID: bizId,
    });
    expect(bizOnUser.status).toBe(400);
    expect(bizOnUser.body.error.fields.timelineID).toBe(SOCIAL_MSG.businessTimelineOnly);
  });

  it('refuses bad input with a sentence naming the field, and visitors', async () => {
    const cases: [object, string][] = [
      [own(owner, '   '), 'content'],
      [own(owner, 'x'.repeat(POST_MAX_LENGTH + 1)), 'content'],
      [own(owner, 'bad \u0000 byte'), 'content'],
      [{ ...own(owner), timelineType: 'page' }, 'timelineType'],
      [{ ...own(owner), timelineID: 'me' }, 'timelineID'],
      [{ content: 'no timeline' }, 'timelineID'],
      [{ ...own(owner), picture: { url: 'https://evil.example/x.png' } }, 'picture'],
      [{ ...own(owner), picture: { url: 'javascript:alert(1)' } }, 'picture'],
    ];
    for (const [body, field] of cases) {
      const res = await c.makePost(owner.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.error.fields), JSON.stringify(body).slice(0, 80)).toContain(field);
      expect(res.body.error.message).not.toMatch(/Invalid input|expected/);
    }
    expect((await c.makePost(owner.token, own(owner, 'x'.repeat(POST_MAX_LENGTH)))).status).toBe(201);
    expect((await c.makePost(undefined, own(owner))).status).toBe(401);
  });

  it('takes a picture the author uploaded', async () => {
    const pic = (await upload(t, owner.token, await pngBytes())).res.body.data;
    const res = await c.makePost(owner.token, {
      ...own(owner, 'With a picture'),
      picture: { url: pic.url, versions: pic.versions },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.post.body.picture.url).toBe(pic.url);
    const theirs = (await upload(t, stranger.token, await pngBytes())).res.body.data;
    const stolen = await c.makePost(owner.token, { ...own(owner, 'Not my picture'), picture: { url: theirs.url } });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.fields).toHaveProperty('picture');
    const bizPic = (await upload(t, admin.token, await pngBytes(), { businessID: bizId })).res.body.data;
    expect(
      (await c.makePost(owner.token, { ...asBiz('With the company logo'), picture: { url: bizPic.url } })).status,
    ).toBe(201);
    expect(
      (await c.makePost(owner.token, { ...own(owner, 'Company picture on my timeline'), picture: { url: bizPic.url } }))
        .status,
    ).toBe(400);
  });
});

describe('read and remove posts', () => {
  it('answers one post to anyone; canRemove only for a signed-in viewer', async () => {
    const id = await post(t, owner, 'Readable');
    const anon = await c.getPost(id);
    expect(anon.status).toBe(200);
    expect(anon.body.data).toMatchObject({ postID: id, content: 'Readable' });
    expect(anon.body.data).not.toHaveProperty('canRemove');
    expect((await c.getPost(id, stranger.token)).body.data.canRemove).toBe(false);
    expect((await c.getPost(id, owner.token)).body.data.canRemove).toBe(true);
    expect((await c.getPost(UNKNOWN_ID)).status).toBe(404);
    expect((await c.getPost('not-an-id')).status).toBe(404);
  });

  it('lets only the author remove a personal post', async () => {
    const id = await post(t, owner, 'Mine only');
    for (const who of [stranger, admin]) {
      const res = await c.removePost(who.token, { postID: id });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(SOCIAL_MSG.postRemoveForbidden);
    }
    expect((await c.getPost(id)).status).toBe(200);
    expect((await c.removePost(undefined, { postID: id })).status).toBe(401);
    const res = await c.removePost(owner.token, { postID: id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ postID: id, removed: true });
    expect((await c.getPost(id)).status).toBe(404);
    expect((await c.removePost(owner.token, { postID: id })).status).toBe(404);
    expect((await c.removePost(owner.token, { postID: 'x' })).status).toBe(400);
  });

  it('lets the owner and admins of the authoring business remove its post, not a plain member or a stranger', async () => {
    const id = await post(t, owner, 'Company news', bizId);
    expect((await c.getPost(id, admin.token)).body.data.canRemove).toBe(true);
    expect((await c.getPost(id, plain.token)).body.data.canRemove).toBe(false);
    expect((await c.removePost(plain.token, { postID: id })).status).toBe(403);
    expect((await c.removePost(stranger.token, { postID: id })).status).toBe(403);
    expect((await c.removePost(admin.token, { postID: id })).status).toBe(200);
    expect((await c.getPost(id)).status).toBe(404);
  });
});

describe('timelines', () => {
  it('pages a user or business timeline, newest first, to anyone', async () => {
    const u = await registerUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await post(t, u, `timeline post ${i}`));
    const first = await c.timeline(u.userID);
    expect(first.status).toBe(200);
    expect(first.body.data.timelineType).toBe('user');
    expect(first.body.data.posts.map((p: { postID: string }) => p.postID)).toEqual(ids.slice(2).reverse());
    const second = await c.timeline(u.userID, '?skip=10&size=10');
    expect(second.body.data.posts.map((p: { postID: string }) => p.postID)).toEqual(ids.slice(0, 2).reverse());
    const biz = await c.timeline(bizId);
    expect(biz.body.data.timelineType).toBe('business');
    expect(biz.body.data.posts.length).toBeGreaterThan(0);
    expect(biz.body.data.posts.every((p: { timelineID: string }) => p.timelineID === bizId)).toBe(true);
  });

  it('refuses unknown timelines and bad paging', async () => {
    expect((await c.timeline(UNKNOWN_ID)).status).toBe(404);
    expect((await c.timeline('nope')).status).toBe(404);
    for (const q of ['?size=0', '?size=51', '?skip=-1', '?size=abc']) {
      const res = await c.timeline(owner.userID, q);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with a sentence once the hourly posting budget is spent', async () => {
    const limited = await socialTestApp({ RATE_LIMIT_POSTS_PER_HOUR: '2' });
    try {
      const m = await registerUser(limited);
      const lc = calls(limited);
      expect((await lc.makePost(m.token, own(m, 'one'))).status).toBe(201);
      expect((await lc.makePost(m.token, own(m, 'two'))).status).toBe(201);
      const third = await lc.makePost(m.token, own(m, 'three'));
      expect(third.status).toBe(429);
      expect(third.body.error.message).toBe(SOCIAL_MSG.tooManyPosts);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
