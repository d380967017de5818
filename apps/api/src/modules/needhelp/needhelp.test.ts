import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MSG } from '@wbn/contract';
import { createTestApp, registerUser, bearer, type TestApp } from '../../test/test-app.js';
import { mailOutbox, needHelpEnquiries, users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENQUIRY_PER_IP: '6', STAFF_EMAIL: 'desk@wbn.example' });
});
afterAll(() => t.close());

const send = (payload: unknown) => t.request({ method: 'POST', url: '/api/needhelp/send', payload: payload as object });
const full = {
  firstName: 'Lucia',
  lastName: 'Ferri',
  businessName: 'Ferri Valves',
  businessType: 'MA',
  website: 'https://ferri.example',
  jobPosition: 'export-manager',
  address: '1 Harbor Way',
  zipcode: '33101',
  city: 'Miami',
  usaState: 'FL',
  country: 'US',
  companyPhone: '+1 305 555 0100',
  companyFax: '',
  totalEmployees: '120',
  salesEmployees: '12',
  mobilePhone: '+1 305 555 0101',
  email: 'lucia@ferri.example',
  buyProduct1: '0004',
  buyProduct2: '',
  sellProduct1: '0006',
  sellProduct2: '0001',
  moreInfoBuy: 'Looking for gaskets.',
  moreInfoSell: 'Ball valves, DN15 to DN100.',
};

describe('need-help enquiries', () => {
  it('stores the enquiry, mails the staff and answers the spec message', async () => {
    const res = await send(full);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: MSG.enquirySent,
      data: { enquiryID: expect.any(String) },
    });
    const [row] = await t.database.db
      .select()
      .from(needHelpEnquiries)
      .where(eq(needHelpEnquiries.id, res.body.data.enquiryID));
    expect(row.data).toMatchObject({ businessName: 'Ferri Valves', sellProduct2: '0001' });
    expect(row.data).not.toHaveProperty('companyFax');
    await t.app.jobs.drain(); // the staff's e-mail is a job
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail.to).toBe('desk@wbn.example');
    expect(mail.text).toContain('Company telephone: +1 305 555 0100');
    expect(mail.text).toContain('Sells: Power Transmission, Automation');
  });

  it('needs only the company telephone and the e-mail', async () => {
    expect((await send({ companyPhone: '305 555 0199', email: 'min@example.com' })).status).toBe(201);
  });

  it('refuses bad input naming the field, storing nothing', async () => {
    const before = (await t.database.db.select().from(needHelpEnquiries)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.co' }, 'companyPhone'],
      [{ companyPhone: '305 555 0199' }, 'email'],
      [{ companyPhone: '305 555 0199', email: 'not-an-email' }, 'email'],
      [{ companyPhone: '12', email: 'a@b.co' }, 'companyPhone'],
      [{ ...full, moreInfoBuy: 'x'.repeat(513) }, 'moreInfoBuy'],
      [{ ...full, usaState: 'ZZ' }, 'usaState'],
      [{ ...full, buyProduct3: '0099' }, 'buyProduct3'],
      [{ ...full, country: 'QQ' }, 'country'],
      [{ ...full, jobPosition: 'astronaut' }, 'jobPosition'],
      [{ ...full, favouriteColour: 'blue' }, 'body'],
      [{ ...full, email: 42 }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.error.fields).join(','), field).toContain(field);
    }
    expect((await t.database.db.select().from(needHelpEnquiries)).length).toBe(before);
  });

  it('is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++)
      last = (await send({ companyPhone: '305 555 0199', email: `r${i}@example.com` })).status;
    expect(last).toBe(429);
  });

  it('lists enquiries to staff only', async () => {
    const member = await registerUser(t);
    expect((await t.request({ method: 'GET', url: '/api/needhelp', headers: bearer(member.token) })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/needhelp' })).status).toBe(401);
    const staff = await registerUser(t);
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.userID));
    const res = await t.request({ method: 'GET', url: '/api/needhelp?size=10', headers: bearer(staff.token) });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
    expect(res.body.data.enquiries.map((e: { email: string }) => e.email)).toContain('lucia@ferri.example');
  });
});
