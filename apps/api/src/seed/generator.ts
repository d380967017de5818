/**
 * Deterministic generator of demo records. The same seed gives the same rows on every machine,
 * so benchmarks and screenshots are repeatable. Later modules add businesses and products here.
 */
import { hashPassword } from '../lib/password.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, profiles } from '../db/schema/index.js';
import { JOB_POSITIONS } from './job-positions.js';

/** mulberry32: a tiny seeded PRNG. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

const FIRST = [
  'Ana',
  'Luis',
  'Maria',
  'John',
  'Sofia',
  'Marco',
  'Chen',
  'Aisha',
  'David',
  'Elena',
  'Carlos',
  'Yuki',
  'Omar',
  'Laura',
  'Peter',
  'Giulia',
  'Rafael',
  'Priya',
  'Hans',
  'Fatima',
];
const LAST = [
  'Garcia',
  'Rossi',
  'Smith',
  'Silva',
  'Wang',
  'Khan',
  'Müller',
  'Lopez',
  'Bianchi',
  'Tanaka',
  'Martin',
  'Perez',
  'Novak',
  'Ahmed',
  'Costa',
  'Schmidt',
  'Fernandez',
  'Ricci',
  'Kim',
  'Moreau',
];
const COUNTRIES = [
  'US',
  'MX',
  'IT',
  'ES',
  'CN',
  'DE',
  'BR',
  'CO',
  'CL',
  'PE',
  'IN',
  'FR',
  'GB',
  'CA',
  'AR',
  'JP',
  'TR',
  'VN',
];
const TYPES = ['MA', 'DI', 'WS', 'IM', 'EX', 'RE', 'IN', 'CO', 'GO'];
const PROFESSIONS = [
  'Industrial engineer',
  'Economist',
  'Sales professional',
  'Chemist',
  'Designer',
  'Logistics specialist',
  'Lawyer',
  'Accountant',
];

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row.n);
}

export type GenerateOptions = { users?: number; seed?: number; passwordHash?: string; emailDomain?: string };

export async function generateUsers(db: Db, opts: GenerateOptions) {
  const count = opts.users ?? 0;
  if (!count) return 0;
  const r = rng(opts.seed ?? 42);
  const passwordHash = opts.passwordHash ?? (await hashPassword('generated-user-password'));
  const domain = opts.emailDomain ?? 'generated.wbn.test';
  const existing = await countUsers(db);
  for (let i = 0; i < count; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - i) }, (_, j) => {
      const n = existing + i + j;
      const firstName = r.pick(FIRST);
      const lastName = r.pick(LAST);
      return { n, firstName, lastName, email: `${firstName}.${lastName}.${n}@${domain}`.toLowerCase() };
    });
    const inserted = await db
      .insert(users)
      .values(batch.map((b) => ({ email: b.email, passwordHash, emailVerifiedAt: new Date() })))
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const byEmail = new Map(batch.map((b) => [b.email, b]));
    if (inserted.length)
      await db.insert(profiles).values(
        inserted.map((u) => {
          const b = byEmail.get(u.email)!;
          const country = r.pick(COUNTRIES);
          return {
            userId: u.id,
            firstName: b.firstName,
            lastName: b.lastName,
            countryCode: country,
            profession: r.pick(PROFESSIONS),
            jobPositionId: r.pick(JOB_POSITIONS).jobPositionID,
            businessTypeCode: r.pick(TYPES),
            industryId: String(r.int(1, 15)).padStart(4, '0'),
            companyName: `${b.lastName} ${r.pick(['Trading', 'Industries', 'Group', 'Supply', 'Partners'])}`,
            briefPresentation: `${b.firstName} works in international trade and is open to new partners.`,
          };
        }),
      );
  }
  return count;
}
