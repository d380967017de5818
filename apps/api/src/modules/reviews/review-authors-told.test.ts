/**
 * The author of a review is told (decision 0078): when the business replies, and when staff decide
 * on it (published after a burst, rejected with the reason, hidden with the reason, restored), in
 * the app and by e-mail at once unless they keep "Your reviews" in the app only. The staff area
 * counts the reviews that wait; the staff's calls refuse everyone else. Through the API, with a
 * real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TOPIC_LABELS, sentenceText, type NotificationGroup } from '@wbn/contract';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../../test/access-matrix.world.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { open, requestCalls } from '../requests/requests-test-kit.js';
import { createBusiness } from '../../test/factories.js';

type Person = Awaited<ReturnType<typeof registerUser>>;

let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
let staff: Person, owner: Person;
let businessID: string;
const companyName = 'Told Valves Ltd';

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp({
    RATE_LIMIT_INQUIRIES_PER_HOUR: '10000',
    RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: '10000',
    RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: '10000',
    STAFF_REQUIRE_2FA: 'false',
  }));
  staff = await registerUser(t, { firstName: 'Stella', lastName: 'Staff' });
  await makeStaff(t, staff.userID);
  owner = await registerUser(t, { firstName: 'Olga', lastName: 'Owner' });
  businessID = (await createBusiness(t, owner.token, { companyName })).businessID as string;
});
afterAll(() => close?.());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Person | null, payload?: object) =>
  t.request({ method, url, ...(payload ? { payload } : {}), headers: who ? bearer(who.token) : {} });
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

/** A member who talked with the business over three days (a trade) and reviewed it: the review's id. */
async function reviewer(firstName: string): Promise<{ p: Person; reviewID: string }> {
  const p = await registerUser(t, { firstName, lastName: 'Author' });
  const rid = await open(t, p.token, {
    to: businessID,
    subject: 'receiving the full price list',
    message: 'Hello, could you send your price list for gate valves?',
  });
  expect((await requestCalls(t).write(owner.token, rid, 'Here it is.', businessID)).status).toBe(201);
  await exec(
    sql`update inquiry_messages set created_at = created_at - interval '3 days' where request_id = ${rid}::uuid and side = 'S'`,
  );
  const res = await call('POST', `/api/business/profile/${businessID}/reviews`, p, {
    overall: 2,
    quality: 3,
    communication: 2,
    delivery: 1,
    text: 'Valves as described, but shipped three weeks late.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data.review.status).toBe('published');
  // Written a day earlier: the reviews of this file never make a burst (makeWait makes one wait).
  await exec(
    sql`update business_reviews set created_at = created_at - interval '25 hours' where id = ${res.body.data.reviewID}::uuid`,
  );
  return { p, reviewID: res.body.data.reviewID as string };
}

/** Makes a review wait for staff, as a burst does (the burst itself: reviews.test.ts). */
const makeWait = (reviewID: string) =>
  exec(sql`update business_reviews set status = 'pending', published_at = null where id = ${reviewID}::uuid`);

/** The member's notifications about reviews of theirs, as the bell lists them. */
async function told(p: Person) {
  await t.app.jobs.drain();
  const res = await call('GET', '/api/notifications?size=50', p);
  expect(res.status).toBe(200);
  return (res.body.data.results as NotificationGroup[]).filter((n) => n.kind.startsWith('review-'));
}
const mailsTo = (p: Person) => smtp.mails.filter((m) => m.to === p.email);

describe('the author of a review is told', () => {
  it('when the business replies: by the business, with the reply’s words, in the app and by e-mail', async () => {
    const { p, reviewID } = await reviewer('Rita');
    const reply = await call('POST', `/api/business/profile/${businessID}/reviews/${reviewID}/reply`, owner, {
      text: 'Sorry for the delay: the carrier lost a pallet.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [n] = await told(p);
    expect(n).toMatchObject({ kind: 'review-reply', actors: [{ type: 'business', name: companyName }] });
    expect(n.link).toMatch(/#reviews$/);
    expect(sentenceText(n)).toBe(
      `${companyName} replied to your review “Sorry for the delay: the carrier lost a pallet.”`,
    );
    const mail = await waitFor('the reply e-mail', () => mailsTo(p)[0]);
    expect(mail.body).toContain(`${companyName} replied to your review`);
    expect(mail.body).toContain('https://wbn.example/business/');
    // The owner's own reply tells the owner nothing.
    expect(await told(owner)).toEqual([]);
  });

  it('not of a reply refused because the author blocked the one replying', async () => {
    const { p, reviewID } = await reviewer('Bea');
    expect((await call('POST', '/api/user/blocks', p, { userID: owner.userID })).status).toBe(200);
    const reply = await call('POST', `/api/business/profile/${businessID}/reviews/${reviewID}/reply`, owner, {
      text: 'We disagree with this review.',
    });
    expect(reply.status).toBe(403);
    expect(await told(p)).toEqual([]);
  });

  it('when staff publish a review that waited, and the staff area counts it while it waits', async () => {
    const count = async () => (await call('GET', '/api/staff/summary', staff)).body.data.pendingReviews as number;
    const before = await count();
    const { p, reviewID } = await reviewer('Pia');
    await makeWait(reviewID);
    expect(await count()).toBe(before + 1);
    const res = await call('POST', `/api/staff/reviews/${reviewID}/decision`, staff, { decision: 'publish' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count()).toBe(before);
    const [n] = await told(p);
    expect(n).toMatchObject({ kind: 'review-decided', data: { outcome: 'published' } });
    // About the member themself: no one is named, the staff member least of all.
    expect(sentenceText(n)).toBe(`Your review of ${companyName} is published`);
    await waitFor('the published e-mail', () => mailsTo(p).find((m) => m.body.includes('is published')));
  });

  it('when staff reject it, with their reason; in the app only when the author keeps "Your reviews" there', async () => {
    const { p, reviewID } = await reviewer('Quinn');
    const settings = await call('PUT', '/api/user/notification-settings', p, { channels: { 'my-reviews': 'app' } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(NOTIFICATION_TOPIC_LABELS['my-reviews']).toMatch(/your reviews/);
    await makeWait(reviewID);
    const res = await call('POST', `/api/staff/reviews/${reviewID}/decision`, staff, {
      decision: 'reject',
      reason: 'It describes another supplier’s order.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [n] = await told(p);
    expect(sentenceText(n)).toBe(
      `Your review of ${companyName} was not published: “It describes another supplier’s order.”`,
    );
    // The business is not told of a rejected review, and the author gets no e-mail (in the app only).
    expect((await told(owner)).length).toBe(0);
    await t.app.jobs.drain();
    expect(mailsTo(p)).toEqual([]);
  });

  it('when staff hide it after a report, with the note as the reason, and when they restore it', async () => {
    const { p, reviewID } = await reviewer('Hugo');
    const act = (body: object) =>
      call('POST', '/api/staff/moderation/actions', staff, { targetType: 'review', targetID: reviewID, ...body });
    expect((await act({ action: 'hide', note: 'It names a private person.' })).status).toBe(200);
    let [n] = await told(p);
    expect(sentenceText(n)).toBe(`Your review of ${companyName} was hidden by our team: “It names a private person.”`);
    await waitFor('the hidden e-mail', () => mailsTo(p).find((m) => m.body.includes('was hidden by our team')));
    expect((await act({ action: 'restore' })).status).toBe(200);
    [n] = await told(p);
    expect(sentenceText(n)).toBe(`Your review of ${companyName} is shown again`);
    // A dismissed report tells the author nothing: they were never told of the report.
    const before = (await told(p)).length;
    expect((await act({ action: 'dismiss' })).status).toBe(200);
    expect((await told(p)).length).toBe(before);
  });
});

describe('the staff’s review calls', () => {
  it('show a reported review in the reports by its words and the business it is of', async () => {
    const { reviewID } = await reviewer('Kai');
    const reporter = await registerUser(t, { firstName: 'Rex', lastName: 'Reporter' });
    const reported = await call('POST', '/api/reports', reporter, {
      targetType: 'review',
      targetID: reviewID,
      reason: 'misleading',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    const queue = await call('GET', '/api/staff/reports?status=open&size=100', staff);
    const group = (queue.body.data.data as { targetID: string; target: Record<string, unknown> }[]).find(
      (g) => g.targetID === reviewID,
    );
    expect(group?.target).toMatchObject({
      title: 'Valves as described, but shipped three weeks late.',
      about: companyName,
      path: expect.stringContaining(businessID),
      author: { name: 'Kai Author' },
    });
  });

  it('refuse a member who is not staff (403) and a visitor (401)', async () => {
    const member = await registerUser(t, { firstName: 'Nico', lastName: 'Member' });
    const { reviewID } = await reviewer('Ivy');
    for (const [method, url, body] of [
      ['GET', '/api/staff/reviews', undefined],
      ['POST', `/api/staff/reviews/${reviewID}/decision`, { decision: 'publish' }],
      ['GET', `/api/staff/reviews/${reviewID}/history`, undefined],
      ['GET', '/api/staff/summary', undefined],
    ] as const) {
      expect((await call(method, url, member, body)).status, url).toBe(403);
      expect((await call(method, url, null, body)).status, url).toBe(401);
    }
  });
});
