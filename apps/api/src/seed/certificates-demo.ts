/**
 * A demo certificate about to expire (decision 0076), so the staff's "Certificate expiries" tab and
 * the owner's "Expires in N days" are not empty on a fresh start: the first certificate of the
 * first business (by creation) not of the demo member is made to expire in three weeks. The
 * database keeps the expiry list in step with the certificates (migration 0040's trigger).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businesses, users } from '../db/schema/index.js';

export const DEMO_CERTIFICATE_EXPIRES_IN_DAYS = 21;

export async function seedDemoCertificateExpiry(db: Db, demoEmail: string) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
  if (!demo) return;
  const [b] = await db
    .select({ id: businesses.id, certificates: businesses.certificates })
    .from(businesses)
    .where(and(ne(businesses.ownerId, demo.id), sql`jsonb_array_length(${businesses.certificates}) > 0`))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  if (!b) return;
  const expireDate = new Date(Date.now() + DEMO_CERTIFICATE_EXPIRES_IN_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [first, ...rest] = b.certificates;
  await db
    .update(businesses)
    .set({ certificates: [{ ...first, expireDate }, ...rest] })
    .where(eq(businesses.id, b.id));
}
