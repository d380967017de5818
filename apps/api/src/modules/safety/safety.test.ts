/**
 * Safety (decision 0034), with a real SMTP server: a report reaches the staff queue (grouped by
 * what it is about) and only staff read it; staff hide and restore content, warn, suspend and
 * lift, each logged; a block stops follows, connections, inquiries, messages and comments with a
 * neutral 403, and the blocker stops seeing the blocked member's posts and comments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MSG, SAFETY_MSG } from '@wbn/contract';
import { bearer, loginUser, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness, createProduct } from '../../test/factories.js';
import { makeStaff } from '../../test/access-matrix.world.js';
import { posts } from '../../db/schema/index.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
type Person = Awaited<ReturnType<typeof registerUser>>;
let staff: Person;

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp({ STAFF_REQUIRE_2FA: 'false', RATE_LIMIT_PUBLIC_READS_PER_MINUTE: '0' }));
  staff = await registerUser(t, { firstName: 'Sam', lastName: 'Staff' });
  await makeStaff(t, staff.userID);
});
afterAll(() => close?.());

const post = async (who: Person, content: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content, timelineID: who.userID, timelineType: 'user' },
      headers: bearer(who.token),
    })
  ).body.data.postID as string;
const report = (who: Person | null, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/reports', payload: body, headers: who ? bearer(who.token) : {} });
const queue = async (status: 'open' | 'closed' = 'open') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/staff/reports?status=${status}&size=100`,
    headers: bearer(staff.token),
  });
  expect(res.status).toBe(200);
  return res.body.data.data as {
    targetType: string;
    targetID: string;
    reportCount: number;
    reasons: { reason: string; count: number }[];
    notes: { note: string }[];
    target: { hidden: boolean; title: string; author: { userID: string; suspended: boolean } | null };
  }[];
};
const act = (body: Record<string, unknown>, who: Person = staff) =>
  t.request({ method: 'POST', url: '/api/staff/moderation/actions', payload: body, headers: bearer(who.token) });
const timelineOf = async (owner: Person, viewer?: Person) =>
  (
    (
      await t.request({
        method: 'GET',
        url: `/api/timeline/load/${owner.userID}?skip=0&size=20`,
        headers: viewer ? bearer(viewer.token) : {},
      })
    ).body.data.posts as { postID: string }[]
  ).map((p) => p.postID);
const block = (who: Person, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/user/blocks', payload: body, headers: bearer(who.token) });

describe('reports', () => {
  it('reach the staff queue grouped by target, newest first, with reasons and notes; only staff read it', async () => {
    const [author, r1, r2] = await Promise.all([
      registerUser(t, { firstName: 'Spam', lastName: 'Author' }),
      registerUser(t),
      registerUser(t),
    ]);
    const postID = await post(author, 'Cheap watches, write to me now');
    const first = await report(r1, {
      targetType: 'post',
      targetID: postID,
      reason: 'spam',
      note: 'Same text on ten timelines',
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ message: SAFETY_MSG.reported });
    expect((await report(r2, { targetType: 'post', targetID: postID, reason: 'scam' })).status).toBe(201);
    // A second report by the same member updates theirs: still two reports.
    expect((await report(r2, { targetType: 'post', targetID: postID, reason: 'spam' })).status).toBe(201);

    const group = (await queue()).find((g) => g.targetID === postID)!;
    expect(group).toMatchObject({
      targetType: 'post',
      reportCount: 2,
      target: {
        hidden: false,
        title: 'Cheap watches, write to me now',
        author: { userID: author.userID, suspended: false },
      },
    });
    expect(group.reasons).toEqual([{ reason: 'spam', count: 2 }]);
    expect(group.notes.map((n) => n.note)).toEqual(['Same text on ten timelines']);

    expect(
      (await t.request({ method: 'GET', url: '/api/staff/summary', headers: bearer(staff.token) })).body.data
        .openReports,
    ).toBeGreaterThanOrEqual(1);
    expect((await t.request({ method: 'GET', url: '/api/staff/reports' })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/staff/reports', headers: bearer(r1.token) })).status).toBe(403);
    expect((await act({ action: 'hide', targetType: 'post', targetID: postID }, r1)).status).toBe(403);
  });

  it('refuse bad input by field, unknown and unseen targets with 404, and one’s own content with 400', async () => {
    const [ana, ben, cid] = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
    const postID = await post(ana, 'A post of mine');
    expect((await report(null, { targetType: 'post', targetID: postID, reason: 'spam' })).status).toBe(401);
    const noReason = await report(ben, { targetType: 'post', targetID: postID });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toHaveProperty('reason', SAFETY_MSG.reasonRequired);
    expect(
      (await report(ben, { targetType: 'planet', targetID: postID, reason: 'spam' })).body.error.fields,
    ).toHaveProperty('targetType');
    expect(
      (await report(ben, { targetType: 'post', targetID: postID, reason: 'spam', note: 'x'.repeat(1001) })).body.error
        .fields,
    ).toHaveProperty('note');
    expect(
      (await report(ben, { targetType: 'post', targetID: '00000000-0000-4000-8000-000000000000', reason: 'spam' }))
        .status,
    ).toBe(404);
    const own = await report(ana, { targetType: 'post', targetID: postID, reason: 'spam' });
    expect(own.status).toBe(400);
    expect(own.body.error.fields).toHaveProperty('targetID', SAFETY_MSG.ownContent);
    expect((await report(ana, { targetType: 'user', targetID: ana.userID, reason: 'spam' })).status).toBe(400);

    // A message: only the thread's two sides may report it; anyone else gets the 404 of an unknown id.
    const biz = await createBusiness(t, ana.token, { companyName: 'Report Test Valves' });
    const sent = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: biz.businessID, subject: 'Prices', message: 'Send me your bank password' },
      headers: bearer(ben.token),
    });
    const rid = sent.body.data.request.requestID as string;
    const messages = await t.request({
      method: 'GET',
      url: `/api/business/request/${rid}/get-messages?bid=${biz.businessID}`,
      headers: bearer(ana.token),
    });
    const messageID = messages.body.data.messages[0].messageID as string;
    expect((await report(cid, { targetType: 'message', targetID: messageID, reason: 'scam' })).status).toBe(404);
    expect((await report(ana, { targetType: 'message', targetID: messageID, reason: 'scam' })).status).toBe(201);
    // The company's own team does not report its page.
    expect((await report(ana, { targetType: 'business', targetID: biz.businessID, reason: 'spam' })).status).toBe(400);
  });
});

describe('moderation', () => {
  it('hides a post from everyone and closes its reports; restore shows it again; both are logged', async () => {
    const [author, reader] = await Promise.all([registerUser(t), registerUser(t)]);
    const postID = await post(author, 'Something reported');
    await report(reader, { targetType: 'post', targetID: postID, reason: 'hate' });
    expect(await timelineOf(author, reader)).toContain(postID);

    const hidden = await act({ action: 'hide', targetType: 'post', targetID: postID, note: 'Hateful' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ message: MODERATION_MSG.hide, target: { hidden: true } });
    expect(await timelineOf(author, reader)).not.toContain(postID);
    expect(await timelineOf(author)).not.toContain(postID);
    expect((await t.request({ method: 'GET', url: `/api/social/posts/${postID}` })).status).toBe(404);
    expect((await queue()).some((g) => g.targetID === postID)).toBe(false);
    expect((await queue('closed')).find((g) => g.targetID === postID)).toMatchObject({ reportCount: 1 });
    // Hiding twice writes nothing (409), nor does restoring what is shown.
    expect((await act({ action: 'hide', targetType: 'post', targetID: postID })).status).toBe(409);

    expect((await act({ action: 'restore', targetType: 'post', targetID: postID })).status).toBe(200);
    expect(await timelineOf(author, reader)).toContain(postID);
    expect((await act({ action: 'restore', targetType: 'post', targetID: postID })).status).toBe(409);

    const log = (
      await t.request({ method: 'GET', url: '/api/staff/moderation/log?size=100', headers: bearer(staff.token) })
    ).body.data.data as {
      action: string;
      targetID: string;
      reportsClosed: number;
      staff: { name: string };
      note: string | null;
    }[];
    const mine = log.filter((e) => e.targetID === postID);
    expect(mine.map((e) => e.action)).toEqual(['restore', 'hide']);
    expect(mine[1]).toMatchObject({ reportsClosed: 1, note: 'Hateful', staff: { name: 'Sam Staff' } });
  });

  it('hides a company page from visitors (its team still sees it), from search, and its products with it', async () => {
    const owner = await registerUser(t);
    const biz = await createBusiness(t, owner.token, { companyName: 'Zyxwv Counterfeit Goods' });
    const product = (await createProduct(t, owner.token, biz.businessID, { name: 'Zyxwv handbag' })).body.data as {
      productID: string;
    };
    expect((await t.request({ method: 'GET', url: `/api/product/${product.productID}` })).status).toBe(200);
    const search = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/api/search/business',
          payload: { textQuery: 'Zyxwv', skip: 0, size: 10 },
        })
      ).body.data;
    const found = await search();
    expect(JSON.stringify(found)).toContain(biz.businessID);

    expect((await act({ action: 'hide', targetType: 'business', targetID: biz.businessID })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${biz.businessID}` })).status).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/business/profile/${biz.businessID}`, headers: bearer(owner.token) }))
        .status,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/product/${product.productID}` })).status).toBe(404);
    expect(JSON.stringify(await search())).not.toContain(biz.businessID);

    expect((await act({ action: 'restore', targetType: 'business', targetID: biz.businessID })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/business/profile/${biz.businessID}` })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/product/${product.productID}` })).status).toBe(200);
  });

  it('warns a member by e-mail and in the app', async () => {
    const member = await registerUser(t, { firstName: 'Wanda', lastName: 'Warned' });
    const noNote = await act({ action: 'warn', targetType: 'user', targetID: member.userID });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.fields).toHaveProperty('note', MODERATION_MSG.noteRequired);
    expect(
      (await act({ action: 'warn', targetType: 'post', targetID: member.userID, note: 'x' })).body.error.fields,
    ).toHaveProperty('targetType', MODERATION_MSG.memberOnly);

    expect(
      (
        await act({
          action: 'warn',
          targetType: 'user',
          targetID: member.userID,
          note: 'Stop posting the same advert everywhere',
        })
      ).status,
    ).toBe(200);
    const mail = await waitFor(
      'the warning',
      () => smtp.mails.find((m) => m.to === member.email && m.headers.get('subject') === 'A warning from the WBN team'),
      20_000,
    );
    expect(mail.body).toContain('Stop posting the same advert everywhere');
    await t.app.jobs.drain(20_000);
    const bell = (await t.request({ method: 'GET', url: '/api/notifications', headers: bearer(member.token) })).body
      .data.results as { kind: string; link: string }[];
    expect(bell.find((g) => g.kind === 'warning')).toMatchObject({ link: '/terms-and-conditions' });
  });

  it('suspends a member: signed out, cannot sign in, profile and posts hidden; lifting brings them back', async () => {
    const [member, reader] = await Promise.all([
      registerUser(t, { firstName: 'Sus', lastName: 'Pended' }),
      registerUser(t),
    ]);
    const postID = await post(member, 'Buy followers here');
    await report(reader, { targetType: 'user', targetID: member.userID, reason: 'spam' });
    await report(reader, { targetType: 'post', targetID: postID, reason: 'spam' });

    expect((await act({ action: 'suspend', targetType: 'user', targetID: staff.userID })).status).toBe(400);
    const done = await act({ action: 'suspend', targetType: 'user', targetID: member.userID, note: 'Spam account' });
    expect(done.status).toBe(200);
    expect(done.body.data.target.author).toMatchObject({ suspended: true });
    expect((await t.request({ method: 'GET', url: '/api/user/profile', headers: bearer(member.token) })).status).toBe(
      401,
    );
    const login = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatchObject({ name: 'AccountSuspended', message: SAFETY_MSG.suspended });
    // A wrong password tells nothing about the suspension.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/auth/login',
          payload: { email: member.email, password: 'wrong password here' },
        })
      ).status,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/user/public-profile/${member.userID}` })).status).toBe(404);
    expect(await timelineOf(member, reader)).not.toContain(postID);
    // The member's reports and their posts' close with the suspension.
    expect((await queue()).some((g) => g.targetID === member.userID || g.targetID === postID)).toBe(false);
    await waitFor(
      'the suspension e-mail',
      () => smtp.mails.find((m) => m.to === member.email && /suspended/.test(m.headers.get('subject') ?? '')),
      20_000,
    );
    expect((await act({ action: 'suspend', targetType: 'user', targetID: member.userID })).status).toBe(409);

    expect((await act({ action: 'lift', targetType: 'user', targetID: member.userID })).status).toBe(200);
    await loginUser(t, member.email, member.password);
    expect((await t.request({ method: 'GET', url: `/api/user/public-profile/${member.userID}` })).status).toBe(200);
    expect(await timelineOf(member, reader)).toContain(postID);
  });
});

describe('blocks', () => {
  it('stop follows, connections, inquiries, messages and comments with a neutral 403, end follows, and hide the blocked member’s posts and comments from the blocker', async () => {
    const [blocker, pest] = await Promise.all([
      registerUser(t, { firstName: 'Bea', lastName: 'Blocker' }),
      registerUser(t, { firstName: 'Pete', lastName: 'Pest' }),
    ]);
    const biz = await createBusiness(t, blocker.token, { companyName: 'Blocker Pumps' });
    const blockerPost = await post(blocker, 'Our pumps');
    const pestPost = await post(pest, 'Hello Bea');
    // Before: the pest follows Bea and writes to her business.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/social/follow/user',
          payload: { resourceID: blocker.userID },
          headers: bearer(pest.token),
        })
      ).status,
    ).toBeLessThan(300);
    const thread = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: biz.businessID, subject: 'Hi', message: 'Hi again' },
      headers: bearer(pest.token),
    });
    const rid = thread.body.data.request.requestID as string;
    await t.request({
      method: 'POST',
      url: '/api/social/comments/make-comment',
      payload: { resourceID: blockerPost, resourceType: 'post', content: 'Nice pumps' },
      headers: bearer(pest.token),
    });
    const commentsOf = async (viewer?: Person) =>
      (
        (
          await t.request({
            method: 'GET',
            url: `/api/social/comments/${blockerPost}?skip=0&size=20`,
            headers: viewer ? bearer(viewer.token) : {},
          })
        ).body.data.comments as { content: string }[]
      ).map((c) => c.content);
    expect(await commentsOf(blocker)).toContain('Nice pumps');

    const done = await block(blocker, { userID: pest.userID });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      message: SAFETY_MSG.blocked('Pete Pest'),
      block: { userID: pest.userID, name: 'Pete Pest', business: null },
    });

    const refused = (res: { status: number; body: any }) => {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(SAFETY_MSG.notAvailable);
    };
    refused(
      await t.request({
        method: 'POST',
        url: '/api/social/follow/user',
        payload: { resourceID: blocker.userID },
        headers: bearer(pest.token),
      }),
    );
    refused(
      await t.request({
        method: 'POST',
        url: '/api/social/follow/business',
        payload: { resourceID: biz.businessID },
        headers: bearer(pest.token),
      }),
    );
    refused(
      await t.request({
        method: 'POST',
        url: '/api/social/connections',
        payload: { businessID: biz.businessID },
        headers: bearer(pest.token),
      }),
    );
    refused(
      await t.request({
        method: 'POST',
        url: '/api/business/request',
        payload: { to: biz.businessID, subject: 'Again', message: 'Why no answer?' },
        headers: bearer(pest.token),
      }),
    );
    refused(
      await t.request({
        method: 'POST',
        url: `/api/business/request/${rid}/send-message`,
        payload: { content: 'Hello?' },
        headers: bearer(pest.token),
      }),
    );
    refused(
      await t.request({
        method: 'POST',
        url: '/api/social/comments/make-comment',
        payload: { resourceID: blockerPost, resourceType: 'post', content: 'Still here' },
        headers: bearer(pest.token),
      }),
    );

    // The follow ended; the blocker no longer sees the pest's posts or comments; others still do.
    const summary = await t.request({
      method: 'GET',
      url: `/api/social/follow/${blocker.userID}/summary`,
      headers: bearer(pest.token),
    });
    expect(summary.body.data.session.following).toBe(false);
    expect(await commentsOf(blocker)).not.toContain('Nice pumps');
    expect(await commentsOf()).toContain('Nice pumps');
    expect(await timelineOf(pest, blocker)).not.toContain(pestPost);
    expect(await timelineOf(pest)).toContain(pestPost);

    // The blocker's list; unblocking lets the pest follow again.
    const list = await t.request({
      method: 'GET',
      url: `/api/user/blocks?userID=${pest.userID}`,
      headers: bearer(blocker.token),
    });
    expect(list.body.data.data).toHaveLength(1);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user/blocks/${pest.userID}`, headers: bearer(blocker.token) }))
        .body.data.message,
    ).toBe(SAFETY_MSG.unblocked('Pete Pest'));
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user/blocks/${pest.userID}`, headers: bearer(blocker.token) }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/social/follow/user',
          payload: { resourceID: blocker.userID },
          headers: bearer(pest.token),
        })
      ).status,
    ).toBeLessThan(300);
  });

  it('leaves a blocked member’s posts out of the blocker’s newsfeed, also those written for a business the blocker follows', async () => {
    const [reader, writer, owner] = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
    const biz = await createBusiness(t, owner.token, { companyName: 'Feed Block Fabrics' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/social/follow/business',
          payload: { resourceID: biz.businessID },
          headers: bearer(reader.token),
        })
      ).status,
    ).toBeLessThan(300);
    // A post on the business's page written by the writer (a team member, as the feed stores it), and one by the owner.
    const [byWriter] = await t.database.db
      .insert(posts)
      .values({
        authorUserId: writer.userID,
        authorBusinessId: biz.businessID,
        authorKey: biz.businessID,
        timelineId: biz.businessID,
        timelineType: 'business',
        content: 'Autumn collection is in',
      })
      .returning({ id: posts.id });
    const byOwner = await t.request({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: {
        content: 'Open day on Friday',
        timelineID: biz.businessID,
        timelineType: 'business',
        businessID: biz.businessID,
      },
      headers: bearer(owner.token),
    });
    const feedOf = async (who: Person) =>
      (
        (await t.request({ method: 'GET', url: '/api/newsfeed/load?size=10', headers: bearer(who.token) })).body.data
          .items as { postID: string }[]
      ).map((p) => p.postID);
    expect(await feedOf(reader)).toEqual(expect.arrayContaining([byWriter.id, byOwner.body.data.postID]));
    expect((await block(reader, { userID: writer.userID })).status).toBe(200);
    const after = await feedOf(reader);
    expect(after).toContain(byOwner.body.data.postID);
    expect(after).not.toContain(byWriter.id);
  });

  it('refuses a reply in a thread to the business side once the buyer blocked its owner, and lets it through again after unblocking', async () => {
    const [buyer, seller] = await Promise.all([registerUser(t), registerUser(t)]);
    const biz = await createBusiness(t, seller.token, { companyName: 'Reply Test Traders' });
    const thread = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: biz.businessID, subject: 'Prices', message: 'Your price list, please' },
      headers: bearer(buyer.token),
    });
    const rid = thread.body.data.request.requestID as string;
    const reply = (content: string) =>
      t.request({
        method: 'POST',
        url: `/api/business/request/${rid}/send-message?bid=${biz.businessID}`,
        payload: { content },
        headers: bearer(seller.token),
      });
    expect((await reply('Here it is')).status).toBe(201);
    expect((await block(buyer, { userID: seller.userID })).status).toBe(200);
    const refused = await reply('Did you see it?');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(SAFETY_MSG.notAvailable);
    // The buyer, who blocked, may still write; unblocking lets the seller answer again.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/business/request/${rid}/send-message`,
          payload: { content: 'Thanks' },
          headers: bearer(buyer.token),
        })
      ).status,
    ).toBe(201);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/user/blocks/${seller.userID}`, headers: bearer(buyer.token) }))
        .status,
    ).toBe(200);
    expect((await reply('Welcome')).status).toBe(201);
  });

  it('blocks a company page’s owner, shown by the company’s name; refuses oneself and one’s own business', async () => {
    const [buyer, seller] = await Promise.all([
      registerUser(t),
      registerUser(t, { firstName: 'Sel', lastName: 'Ler' }),
    ]);
    const biz = await createBusiness(t, seller.token, { companyName: 'Pushy Sales Ltd' });
    const done = await block(buyer, { businessID: biz.businessID });
    expect(done.status).toBe(200);
    expect(done.body.data.block).toMatchObject({
      userID: seller.userID,
      name: 'Pushy Sales Ltd',
      business: { businessID: biz.businessID, companyName: 'Pushy Sales Ltd' },
    });
    const byBusiness = await t.request({
      method: 'GET',
      url: `/api/user/blocks?businessID=${biz.businessID}`,
      headers: bearer(buyer.token),
    });
    expect(byBusiness.body.data.data).toHaveLength(1);
    expect((await block(seller, { businessID: biz.businessID })).body.error.fields).toHaveProperty(
      'businessID',
      SAFETY_MSG.blockOwnBusiness,
    );
    expect((await block(seller, { userID: seller.userID })).body.error.fields).toHaveProperty(
      'userID',
      SAFETY_MSG.blockSelf,
    );
    expect((await block(seller, { userID: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await block(seller, { userID: buyer.userID, businessID: biz.businessID })).status).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/user/blocks' })).status).toBe(401);
  });
});
