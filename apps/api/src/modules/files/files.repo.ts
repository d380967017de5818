import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadGrants } from '../../db/schema/index.js';

export const filesRepo = {
  insertGrant: (db: Db, row: typeof uploadGrants.$inferInsert) => db.insert(uploadGrants).values(row),
  /** Marks a grant used, atomically: only the first upload on it wins. */
  async useGrant(db: Db, id: string) {
    const [used] = await db
      .update(uploadGrants)
      .set({ usedAt: new Date() })
      .where(and(eq(uploadGrants.id, id), isNull(uploadGrants.usedAt)))
      .returning();
    return used;
  },
  findGrant: async (db: Db, id: string) =>
    (await db.select().from(uploadGrants).where(eq(uploadGrants.id, id)).limit(1))[0],
};
