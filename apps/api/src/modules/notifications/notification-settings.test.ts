/**
 * What members are told, and how (decision 0031), with a real SMTP server: the settings (their
 * defaults, their checks, nothing half-written), a notification by e-mail at once in HTML and
 * text with RFC 8058 headers, the one-click unsubscribe without signing in, "off" telling nothing,
 * an inquiry's e-mail following the owner's choice, and the daily digest at 08:00 local time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_SETTINGS_MSG, NOTIFICATION_TOPIC_LABELS } from '@wbn/contract';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { createBusiness } from '../../test/factories.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { sendMail } from '../../core/mail.js';

const PUBLIC_URL = 'https://wbn.example';
type User = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp({ MAIL_FROM: 'WBN Miami <no-reply@wbn.example>' }));
});
afterAll(() => close?.());

const settingsOf = (u: User) =>
  t.request({ method: 'GET', url: '/api/user/notification-settings', headers: bearer(u.token) });
const put = (u: User, payload: unknown) =>
  t.request({
    method: 'PUT',
    url: '/api/user/notification-settings',
    payload: payload as object,
    headers: bearer(u.token),
  });
const post = async (u: User, content: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/social/posts/make-post',
      payload: { content, timelineID: u.userID, timelineType: 'user' },
      headers: bearer(u.token),
    })
  ).body.data.postID as string;
const like = (u: User, postID: string) =>
  t.request({
    method: 'POST',
    url: '/api/social/reaction/react/post',
    payload: { resourceID: postID },
    headers: bearer(u.token),
  });
const kinds = async (u: User) =>
  (
    (await t.request({ method: 'GET', url: '/api/notifications', headers: bearer(u.token) })).body.data.results as {
      kind: string;
    }[]
  ).map((g) => g.kind);
const mailsTo = (email: string, kind?: RegExp) =>
  smtp.mails.filter((m) => m.to === email && (!kind || kind.test(m.headers.get('subject') ?? '')));
const parsed = (raw: string): Promise<ParsedMail> => simpleParser(raw);

describe('notification settings', () => {
  it('start at the defaults; payment and security are always e-mailed; a visitor gets 401', async () => {
    const u = await registerUser(t);
    const res = await settingsOf(u);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      channels: DEFAULT_NOTIFICATION_CHANNELS,
      timeZone: 'UTC',
      newDeviceEmail: true,
      alwaysEmailed: ['payment', 'security'],
    });
    expect((await t.request({ method: 'GET', url: '/api/user/notification-settings' })).status).toBe(401);
    expect(
      (await t.request({ method: 'PUT', url: '/api/user/notification-settings', payload: { newDeviceEmail: false } }))
        .status,
    ).toBe(401);
  });

  it('refuse bad input by field and write nothing of it', async () => {
    const u = await registerUser(t);
    const tries: [unknown, string, string?][] = [
      [
        { channels: { payment: 'off' } },
        'channels.payment',
        NOTIFICATION_SETTINGS_MSG.locked(NOTIFICATION_TOPIC_LABELS.payment),
      ],
      [{ channels: { like: 'email', security: 'digest' } }, 'channels.security'],
      [{ channels: { like: 'loud' } }, 'channels.like'],
      [{ channels: { gossip: 'app' } }, 'channels'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', NOTIFICATION_SETTINGS_MSG.badTimeZone],
      [{ timeZone: 5 }, 'timeZone'],
      [{ newDeviceEmail: 'yes' }, 'newDeviceEmail'],
      [{ colour: 'blue' }, ''],
    ];
    for (const [payload, field, message] of tries) {
      const res = await put(u, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      const fields = res.body.error.fields ?? {};
      if (field)
        expect(
          Object.keys(fields).some((k) => k === field || k.startsWith(`${field}.`)),
          `${JSON.stringify(payload)} → ${JSON.stringify(fields)}`,
        ).toBe(true);
      if (message) expect(fields[field]).toBe(message);
    }
    const malformed = await t.request({
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: '{"channels": ',
      headers: { ...bearer(u.token), 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await settingsOf(u)).body.data.channels).toEqual(DEFAULT_NOTIFICATION_CHANNELS);
  });

  it('save any part; the rest stays', async () => {
    const u = await registerUser(t);
    const res = await put(u, { channels: { like: 'email', follow: 'off' }, timeZone: 'Europe/Madrid' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      channels: { ...DEFAULT_NOTIFICATION_CHANNELS, like: 'email', follow: 'off' },
      timeZone: 'Europe/Madrid',
      newDeviceEmail: true,
    });
    await put(u, { newDeviceEmail: false });
    expect((await settingsOf(u)).body.data).toMatchObject({
      channels: { like: 'email', follow: 'off', comment: 'app' },
      timeZone: 'Europe/Madrid',
      newDeviceEmail: false,
    });
  });
});

describe('e-mail at once, and the one-click unsubscribe', () => {
  let ana: User, ben: User, cleo: User;
  let postID: string;
  beforeAll(async () => {
    [ana, ben, cleo] = await Promise.all(
      ['Ana', 'Ben', 'Cleo'].map((firstName) => registerUser(t, { firstName, lastName: 'Settings' })),
    );
    await put(ana, { channels: { like: 'email', follow: 'off' } });
    postID = await post(ana, 'Fresh mangoes from Homestead, ready to ship');
  });

  it('e-mails a like at once, in HTML and text, with List-Unsubscribe (https and mailto) and one-click', async () => {
    expect((await like(ben, postID)).status).toBe(200);
    await t.app.jobs.drain();
    const raw = await waitFor('the like e-mail', () => mailsTo(ana.email, /liked/)[0], 20_000);
    const mail = await parsed(raw.raw);
    expect(mail.subject).toBe('Ben Settings liked your post “Fresh mangoes from Homestead, ready to ship”');
    expect(mail.text).toContain('Ben Settings liked your post');
    expect(mail.text).toMatch(/https:\/\/wbn\.example\/timeline\/\S+/);
    expect(mail.html).toContain('See it on WBN Miami');
    expect(mail.html).toContain('max-width:560px');
    expect(raw.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listHeader = raw.headers.get('list-unsubscribe')!;
    expect(listHeader).toMatch(
      /^<https:\/\/wbn\.example\/unsubscribe\?token=[\w.-]+>, <mailto:unsubscribe@wbn\.example\?subject=unsubscribe%20[\w.-]+>$/,
    );
  });

  it('"off" tells nothing, not even in the app', async () => {
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/social/follow/user',
          payload: { resourceID: ana.userID },
          headers: bearer(cleo.token),
        })
      ).status,
    ).toBe(200);
    await t.app.jobs.drain();
    expect(await kinds(ana)).not.toContain('follow');
  });

  it('a one-click POST without signing in stops that kind of e-mail; the app still shows it', async () => {
    const raw = mailsTo(ana.email, /liked/)[0]!;
    const oneClick = /<(https:\/\/wbn\.example\/unsubscribe\?token=[\w.-]+)>/.exec(
      raw.headers.get('list-unsubscribe')!,
    )![1];
    const url = oneClick.replace(PUBLIC_URL, '');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    expect((await t.request({ method: 'POST', url, payload: 'List-Unsubscribe=Maybe', headers: form })).status).toBe(
      400,
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          payload: 'List-Unsubscribe=One-Click',
          headers: form,
        })
      ).body.error.fields,
    ).toEqual({
      token: NOTIFICATION_SETTINGS_MSG.badUnsubscribeLink,
    });
    expect(
      (await t.request({ method: 'POST', url: '/unsubscribe', payload: 'List-Unsubscribe=One-Click', headers: form }))
        .status,
    ).toBe(400);

    const res = await t.request({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: form });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      topic: 'like',
      message: NOTIFICATION_SETTINGS_MSG.unsubscribed(NOTIFICATION_TOPIC_LABELS.like),
    });
    expect((await t.request({ method: 'POST', url, payload: { 'List-Unsubscribe': 'One-Click' } })).status).toBe(200); // again, as JSON: the same
    expect((await settingsOf(ana)).body.data.channels.like).toBe('app');

    expect((await like(cleo, postID)).status).toBe(200);
    await t.app.jobs.drain();
    expect(mailsTo(ana.email, /Cleo Settings liked/)).toHaveLength(0);
    expect(await kinds(ana)).toContain('like');
  });

  it('a mail queued before its topic was stopped does not leave', async () => {
    await put(ana, { channels: { comment: 'email' } });
    // Queued while comments were e-mailed (as the listener does); the owner turns them off before it
    // runs. The worker is held meanwhile, so "before it runs" does not depend on the machine's speed.
    await t.app.jobs.stop();
    try {
      await sendMail(t.app.jobs, t.database.db, {
        kind: 'notification',
        to: ana.email,
        subject: 'Ben Settings commented on your post',
        text: 'Ben Settings commented on your post.',
        list: { userId: ana.userID, topic: 'comment' },
      });
      await put(ana, { channels: { comment: 'app' } });
      await t.app.jobs.drain();
    } finally {
      t.app.jobs.start();
    }
    expect(mailsTo(ana.email, /commented/)).toHaveLength(0);
  });
});

describe("an inquiry's e-mail follows the owner's choice", () => {
  it('goes to the team members who take inquiries by e-mail, not to one who chose the app', async () => {
    const [owner, buyer] = await Promise.all([
      registerUser(t, { firstName: 'Olga' }),
      registerUser(t, { firstName: 'Bruno' }),
    ]);
    const biz = await createBusiness(t, owner.token, { companyName: 'Quiet Valves' });
    await put(owner, { channels: { inquiry: 'app' } });
    const sent = await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: biz.businessID, subject: 'Prices', message: 'What is your price for 500 valves?' },
      headers: bearer(buyer.token),
    });
    expect(sent.status).toBe(201);
    await t.app.jobs.drain();
    expect(await kinds(owner)).toContain('inquiry');
    expect(mailsTo(owner.email, /inquiry/i)).toHaveLength(0);

    await put(owner, { channels: { inquiry: 'email' } });
    await t.request({
      method: 'POST',
      url: '/api/business/request',
      payload: { to: biz.businessID, subject: 'Again', message: 'And for 900 valves?' },
      headers: bearer(buyer.token),
    });
    await t.app.jobs.drain();
    const mail = await waitFor('the inquiry e-mail', () => mailsTo(owner.email, /inquiry/i)[0], 20_000);
    expect(mail.headers.get('list-unsubscribe')).toContain('https://wbn.example/unsubscribe?token=');
  });
});

describe('the daily digest', () => {
  /** The next 08:30 UTC from now: the digest's hour for a member in UTC. */
  const nextMorning = () => {
    const d = new Date();
    d.setUTCHours(8, 30, 0, 0);
    if (d.getTime() < Date.now()) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  };

  it('sends at 08:00 local time what is unread of the digest topics, once; nothing at other hours', async () => {
    const [dora, eli, far] = await Promise.all([
      registerUser(t, { firstName: 'Dora' }),
      registerUser(t, { firstName: 'Eli' }),
      registerUser(t, { firstName: 'Far' }),
    ]);
    await put(dora, { channels: { comment: 'digest' }, timeZone: 'UTC' });
    // Far takes comments by digest too, but in Tokyo it is 17:30 at that moment.
    await put(far, { channels: { comment: 'digest' }, timeZone: 'Asia/Tokyo' });
    for (const owner of [dora, far]) {
      const id = await post(owner, `Container rates this week (${owner.firstName})`);
      await t.request({
        method: 'POST',
        url: '/api/social/comments/make-comment',
        payload: { resourceType: 'post', resourceID: id, content: 'We ship weekly from Miami' },
        headers: bearer(eli.token),
      });
    }
    await t.app.jobs.drain();
    expect(mailsTo(dora.email, /commented/)).toHaveLength(0); // not at once

    const morning = nextMorning();
    await t.app.digest.run(morning);
    await t.app.jobs.drain();
    const raw = await waitFor('the digest', () => mailsTo(dora.email, /digest/)[0], 20_000);
    const mail = await parsed(raw.raw);
    expect(mail.subject).toBe('Your WBN Miami digest: 1 new notification');
    expect(mail.text).toContain(
      `• Eli ${eli.lastName} commented on your post “Container rates this week (Dora)” “We ship weekly from Miami”`,
    );
    expect(mail.text).toContain('https://wbn.example/notifications');
    expect(raw.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mailsTo(far.email, /digest/)).toHaveLength(0);

    await t.app.digest.run(new Date(morning.getTime() + 10 * 60_000));
    await t.app.jobs.drain();
    expect(mailsTo(dora.email, /digest/)).toHaveLength(1);

    // Its unsubscribe link stops the digest: the digest topics go to the app.
    const url = /<https:\/\/wbn\.example(\/unsubscribe\?token=[\w.-]+)>/.exec(raw.headers.get('list-unsubscribe')!)![1];
    const res = await t.request({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body.data).toEqual({ topic: 'digest', message: NOTIFICATION_SETTINGS_MSG.unsubscribedDigest });
    expect((await settingsOf(dora)).body.data.channels).toMatchObject({ comment: 'app', message: 'app' });
  });
});
