/** The small demo set `npm start` creates on first run, so a newcomer sees a living site. */
import { hashPassword } from '../lib/password.js';
import type { Db } from '../db/client.js';
import { users, profiles } from '../db/schema/index.js';
import { eq, like, sql } from 'drizzle-orm';
import { countUsers, generateUsers } from './generator.js';
import { generateCompanies } from './companies.js';
import { seedSocialDemo } from './social-demo.js';
import type { Storage } from '../ports/storage.js';
import { seedDemoNotifications } from './notifications-demo.js';
import { seedDemoRequests } from './requests-demo.js';
import { seedDemoReports } from './safety-demo.js';
import { seedDemoRfqs } from './rfq-demo.js';
import { seedDemoReviews } from './reviews-demo.js';
import { seedDemoCertificateExpiry } from './certificates-demo.js';

export const DEMO_LOGIN = { email: 'demo@wbn-miami.test', password: 'demo-password-2026' };
/** A staff account: reads need-help enquiries (GET /api/needhelp). */
export const DEMO_STAFF_LOGIN = { email: 'staff@wbn-miami.test', password: 'staff-password-2026' };

export const DEMO_BUSINESSES = 60;

export async function seedDemo(db: Db, storage: Storage) {
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  const [demo] = await db
    .insert(users)
    .values({ email: DEMO_LOGIN.email, passwordHash, emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const [staff] = await db
    .insert(users)
    .values({
      email: DEMO_STAFF_LOGIN.email,
      passwordHash: await hashPassword(DEMO_STAFF_LOGIN.password),
      isStaff: true,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (staff)
    await db
      .insert(profiles)
      .values({ userId: staff.id, firstName: 'Network', lastName: 'Staff', companyName: 'WBN Miami' });
  if (demo) {
    await db.insert(profiles).values({
      userId: demo.id,
      firstName: 'Daniela',
      lastName: 'Reyes',
      username: 'daniela.reyes',
      countryCode: 'US',
      stateId: 'US-FL',
      city: 'Miami',
      profession: 'Industrial engineer',
      jobPositionId: 'export-manager',
      businessTypeCode: 'EX',
      industryId: '0001',
      companyName: 'Reyes Automation Exports',
      briefPresentation: 'Export manager in Miami connecting Latin American buyers with automation suppliers.',
      genderCode: 'F',
      languageCode: 'en',
    });
  }
  await generateUsers(db, { users: 40, seed: 7, passwordHash, emailDomain: 'demo.wbn.test' });
  const [demoUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  const others = await db.select({ id: users.id }).from(users).where(like(users.email, '%@demo.wbn.test'));
  await generateCompanies(db, {
    ownerIds: [demoUser.id, ...others.map((o) => o.id)],
    businesses: DEMO_BUSINESSES,
    productsPerBusiness: [3, 7],
    seed: 11,
    storage,
    images: true,
    paidEvery: 5,
  });
  await seedDemoReactions(db);
  await seedSocialDemo(db, DEMO_LOGIN.email);
  await seedDemoNotifications(db, DEMO_LOGIN.email);
  await seedDemoRequests(db, DEMO_LOGIN.email);
  await seedDemoReports(db);
  await seedDemoRfqs(db, DEMO_LOGIN.email);
  await seedDemoReviews(db, DEMO_LOGIN.email);
  await seedDemoCertificateExpiry(db, DEMO_LOGIN.email);
}

/** Demo users like about a third of the businesses and a tenth of the products (deterministic). */
async function seedDemoReactions(db: Db) {
  for (const [type, table, share] of [
    ['business', 'businesses', 3],
    ['product', 'products', 1],
  ] as const) {
    await db.execute(
      sql.raw(`
      insert into reactions (resource_id, resource_type, actor_key, user_id)
      select r.id, '${type}', u.id, u.id from ${table} r cross join users u
      where abs(hashtext(r.id::text || u.id::text)) % 10 < ${share}
      on conflict do nothing`),
    );
    await db.execute(
      sql.raw(`update ${table} t set like_count = (select count(*) from reactions x where x.resource_id = t.id)`),
    );
  }
}

/** Seeds the demo set once: only when there is no user yet. Returns true when it seeded. */
export async function seedDemoIfEmpty(db: Db, storage: Storage) {
  const n = await countUsers(db);
  if (n > 0) return false;
  await seedDemo(db, storage);
  return true;
}
