/** Lookups the social services share: what an id is, who manages which business, author names. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

export type SocialResourceType = 'post' | 'comment' | 'product' | 'business' | 'user';

export const socialRepo = {
  /** The businesses a user belongs to, with the role. */
  roles: (db: Db, userId: string) =>
    db
      .select({ businessId: t.businessMembers.businessId, role: t.businessMembers.role })
      .from(t.businessMembers)
      .where(eq(t.businessMembers.userId, userId)),

  /** What kind of thing an id names (ids are UUIDs, unique across tables), in one statement. */
  async resourceType(db: Db, id: string): Promise<SocialResourceType | undefined> {
    const rows = rowsOf<{ type: SocialResourceType }>(
      await db.execute(sql`
        select 'post' as type from posts where id = ${id}
        union all select 'comment' from comments where id = ${id}
        union all select 'product' from products where id = ${id}
        union all select 'business' from businesses where id = ${id}
        union all select 'user' from profiles where user_id = ${id}
        limit 1`),
    );
    return rows[0]?.type;
  },

  async business(db: Db, id: string) {
    const [row] = await db
      .select({
        id: t.businesses.id,
        companyName: t.businesses.companyName,
        profilePhoto: t.businesses.profilePhoto,
        ownerId: t.businesses.ownerId,
      })
      .from(t.businesses)
      .where(eq(t.businesses.id, id))
      .limit(1);
    return row;
  },

  async user(db: Db, id: string) {
    const [row] = await db
      .select({
        id: t.profiles.userId,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
        profilePhoto: t.profiles.profilePhoto,
      })
      .from(t.profiles)
      .where(eq(t.profiles.userId, id))
      .limit(1);
    return row;
  },

  async businesses(db: Db, ids: string[]) {
    if (!ids.length) return [];
    return db
      .select({ id: t.businesses.id, companyName: t.businesses.companyName, profilePhoto: t.businesses.profilePhoto })
      .from(t.businesses)
      .where(inArray(t.businesses.id, ids));
  },

  async users(db: Db, ids: string[]) {
    if (!ids.length) return [];
    return db
      .select({
        id: t.profiles.userId,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
        profilePhoto: t.profiles.profilePhoto,
      })
      .from(t.profiles)
      .where(inArray(t.profiles.userId, ids));
  },
};
