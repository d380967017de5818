/** Staff accounts: users.is_staff, set only by `npm run staff:add` (never by sign-up or any route). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export const staffRepo = {
  isStaff: async (db: Db, userId: string) =>
    !!(await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId)).limit(1))[0]?.isStaff,
  userByEmail: async (db: Db, email: string) =>
    (
      await db
        .select({ id: users.id, email: users.email, isStaff: users.isStaff })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1)
    )[0],
  setStaff: (db: Db, userId: string) =>
    db.update(users).set({ isStaff: true, updatedAt: new Date() }).where(eq(users.id, userId)),
};
