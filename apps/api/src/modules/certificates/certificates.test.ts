/**
 * Certificates that do not silently expire (decision 0076), with a real SMTP server and the app's
 * clock moved instead of waiting: a certificate created to expire in 30 days brings its owner and
 * admins the 30-day reminder by e-mail (with List-Unsubscribe, linking to the certificates section),
 * then the 7-day one and the day's, each once however often and wherever the run goes; a new
 * expiry date starts them again; a member who keeps the topic in the app gets no e-mail; staff list
 * the upcoming expiries, and no one else may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { certificatesEditPath, utcDayAhead } from '@wbn/contract';
import { users } from '../../db/schema/index.js';
import { addMember, createBusiness } from '../../test/factories.js';
import { bearer, registerUser, type TestApp } from '../../test/test-app.js';
import { smtpTestApp, waitFor, type SmtpSink } from '../../test/smtp-sink.js';
import { CERTIFICATES_REMIND_JOB } from './index.js';

const DAY_MS = 86_400_000;
type User = Awaited<ReturnType<typeof registerUser>>;

/** How far the app's clock is ahead of the real one (it runs on, as jobs' due times need). */
let ahead = 0;
const clock = () => Date.now() + ahead;
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await smtpTestApp(
    { MAIL_FROM: 'WBN Miami <no-reply@wbn.example>', STAFF_REQUIRE_2FA: 'false' },
    { now: clock },
  ));
});
afterAll(() => close?.());

/** Today plus `days`, as the app's clock counts it (YYYY-MM-DD, UTC). */
const inDays = (days: number) => utcDayAhead(days, clock());

const setCertificates = (u: User, businessID: string, certificates: object[]) =>
  t.request({
    method: 'PUT',
    url: `/api/business/profile/${businessID}`,
    payload: { certificates },
    headers: bearer(u.token),
  });
const certificate = (name: string, expireDate: string, id?: string) => ({
  ...(id ? { id } : {}),
  name,
  issueDate: '2024-01-10',
  expireDate,
});
const certificatesOf = async (businessID: string) =>
  (await t.request({ method: 'GET', url: `/api/business/profile/${businessID}` })).body.data.certificates as {
    id: string;
    name: string;
  }[];
/** The certificate e-mails to `email` whose subject matches. */
const reminders = (email: string, subject: RegExp = /certificate/i) =>
  smtp.mails.filter((m) => m.to === email && subject.test(m.headers.get('subject') ?? ''));
/** Runs the reminder job now (as the schedule would), `times` of them side by side, and everything they cause. */
async function run(times = 1) {
  for (let i = 0; i < times; i++) await t.app.jobs.enqueue(t.database.db, CERTIFICATES_REMIND_JOB, {});
  await t.app.jobs.drain();
}
const notificationsOf = async (u: User) =>
  (await t.request({ method: 'GET', url: '/api/notifications', headers: bearer(u.token) })).body.data.results as {
    kind: string;
    link: string;
    data: Record<string, string>;
  }[];

describe('certificate expiry reminders', () => {
  let owner: User;
  let admin: User;
  let businessID: string;

  beforeAll(async () => {
    owner = await registerUser(t);
    admin = await registerUser(t);
    ({ businessID } = await createBusiness(t, owner.token, { companyName: 'Certified Valves Ltd' }));
    await addMember(t, owner.token, businessID, admin, 'admin');
  });

  it('e-mails the 30-day reminder for a certificate created to expire in 30 days, once however often the run goes', async () => {
    expect((await setCertificates(owner, businessID, [certificate('ISO 9001', inDays(30))])).status).toBe(200);
    await run();
    const first = await waitFor('the 30-day reminder', () => reminders(owner.email)[0], 10_000);
    expect(first.headers.get('subject')).toBe('Your certificate ISO 9001 expires in 30 days');
    expect(first.body).toContain('ISO 9001 of Certified Valves Ltd is valid until');
    expect(first.body).toContain(`https://wbn.example${certificatesEditPath(businessID)}`);
    expect(first.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/wbn\.example\/unsubscribe\?token=.+>$/);
    expect(first.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The admin manages the page too, and is told; the owner is told in the app as well.
    expect(reminders(admin.email).map((m) => m.headers.get('subject'))).toEqual([
      'Your certificate ISO 9001 expires in 30 days',
    ]);
    const [note] = await notificationsOf(owner);
    expect(note).toMatchObject({ kind: 'certificate-expiry', link: certificatesEditPath(businessID) });

    // The run again, and two at once (as on two servers): nothing more leaves.
    await run();
    await run(2);
    expect(reminders(owner.email)).toHaveLength(1);
    expect(reminders(admin.email)).toHaveLength(1);
  });

  it('reminds again 7 days before and on the day, each once, as the days pass', async () => {
    ahead += 23 * DAY_MS;
    await run(2);
    expect(reminders(owner.email).map((m) => m.headers.get('subject'))).toEqual([
      'Your certificate ISO 9001 expires in 30 days',
      'Your certificate ISO 9001 expires in 7 days',
    ]);
    ahead += 3 * DAY_MS; // 4 days left: the 7-day reminder was sent, nothing new is due
    await run();
    expect(reminders(owner.email)).toHaveLength(2);
    ahead += 4 * DAY_MS;
    await run(2);
    expect(reminders(owner.email).map((m) => m.headers.get('subject'))).toEqual([
      'Your certificate ISO 9001 expires in 30 days',
      'Your certificate ISO 9001 expires in 7 days',
      'Your certificate ISO 9001 expires today',
    ]);
    ahead += 5 * DAY_MS; // long expired: no more reminders
    await run();
    expect(reminders(owner.email)).toHaveLength(3);
  });

  it('starts again when the expiry date changes, and leaves the reminded ones alone when only the name does', async () => {
    const [cert] = await certificatesOf(businessID);
    // Renewed: the same certificate with a new date, expiring in a week.
    await setCertificates(owner, businessID, [certificate('ISO 9001', inDays(7), cert.id)]);
    await run();
    expect(reminders(owner.email).at(-1)?.headers.get('subject')).toBe('Your certificate ISO 9001 expires in 7 days');
    expect(reminders(owner.email)).toHaveLength(4);
    // Renamed only: no reminder again.
    await setCertificates(owner, businessID, [certificate('ISO 9001:2015', inDays(7), cert.id)]);
    await run();
    expect(reminders(owner.email)).toHaveLength(4);
  });

  it('sends no e-mail to a member who keeps the topic in the app, who still sees it there', async () => {
    const quiet = await registerUser(t);
    const { businessID: quietBusiness } = await createBusiness(t, quiet.token, { companyName: 'Quiet Pumps Inc' });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { channels: { 'certificate-expiry': 'app' } },
      headers: bearer(quiet.token),
    });
    expect(saved.status).toBe(200);
    await setCertificates(quiet, quietBusiness, [certificate('CE marking', inDays(30))]);
    await t.app.jobs.drain(); // what is already queued goes first
    await run();
    // The run did reach the member: the notification is in the app, with its sentence's facts.
    const notes = (await notificationsOf(quiet)).filter((n) => n.kind === 'certificate-expiry');
    expect(notes).toHaveLength(1);
    expect(notes[0].data).toMatchObject({ certificate: 'CE marking', days: '30', companyName: 'Quiet Pumps Inc' });
    expect(smtp.mails.filter((m) => m.to === quiet.email)).toEqual([]);
  });
});

describe('the staff list of upcoming certificate expiries', () => {
  it('lists the next 30 days soonest first with the last reminder, to staff only', async () => {
    const owner = await registerUser(t);
    const { businessID } = await createBusiness(t, owner.token, { companyName: 'Listed Boilers SA' });
    await setCertificates(owner, businessID, [
      certificate('ASME stamp', inDays(3)),
      certificate('ISO 14001', inDays(20)),
      certificate('Far away', inDays(90)),
      certificate('Long expired', inDays(-40)),
    ]);
    await run();
    const staff = await registerUser(t);
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.userID));
    const list = (query = '') =>
      t.request({ method: 'GET', url: `/api/staff/certificate-expiries${query}`, headers: bearer(staff.token) });

    const res = await list();
    expect(res.status).toBe(200);
    const mine = (res.body.data.items as { businessID: string }[]).filter((i) => i.businessID === businessID);
    expect(mine).toEqual([
      expect.objectContaining({
        companyName: 'Listed Boilers SA',
        name: 'ASME stamp',
        expireDate: inDays(3),
        daysLeft: 3,
        remindedStage: 7,
        remindedAt: expect.any(String),
      }),
      expect.objectContaining({ name: 'ISO 14001', expireDate: inDays(20), daysLeft: 20, remindedStage: 30 }),
    ]);
    const dates = (res.body.data.items as { expireDate: string }[]).map((i) => i.expireDate);
    expect(dates).toEqual([...dates].sort());
    expect(res.body.data.total).toBe(res.body.data.items.length);

    const page = await list('?skip=0&size=1');
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data.total).toBe(res.body.data.total);
    const bad = await list('?size=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('size');

    expect((await t.request({ method: 'GET', url: '/api/staff/certificate-expiries' })).status).toBe(401);
    const member = await t.request({
      method: 'GET',
      url: '/api/staff/certificate-expiries',
      headers: bearer(owner.token),
    });
    expect(member.status).toBe(403);
  });
});
