/** Follows of users and businesses, and the counts profiles and business pages show. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { directoryRepo } from '../../core/directory.repo.js';

export const followsRepo = {
  /** True when the follow is new. */
  async add(db: Db, row: typeof t.follows.$inferInsert) {
    return (await db.insert(t.follows).values(row).onConflictDoNothing().returning({ k: t.follows.followerKey })).length > 0;
  },
  async remove(db: Db, followerKey: string, targetId: string) {
    return (await db.delete(t.follows).where(and(eq(t.follows.followerKey, followerKey), eq(t.follows.targetId, targetId))).returning({ k: t.follows.followerKey })).length > 0;
  },
  async isFollowing(db: Db, followerKey: string, targetId: string) {
    return (await db.select({ k: t.follows.followerKey }).from(t.follows).where(and(eq(t.follows.followerKey, followerKey), eq(t.follows.targetId, targetId))).limit(1)).length > 0;
  },
  /** Followers of `id` and how many `id` follows, in one statement. */
  counts: (db: Db, id: string) => directoryRepo.followCounts(db, id),
};
