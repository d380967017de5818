/** Follows of users and businesses, and the counts profiles and business pages show. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { directoryRepo } from '../../core/directory.repo.js';

export const followsRepo = {
  /**
   * Who sees a new post in their newsfeed: the author's followers (newest first) and, for a
   * business, its team; not the author, nor a member who blocked the author. At most `limit`.
   */
  async newPostAudience(
    db: Db,
    post: { authorId: string; businessId: string | null; authorUserId: string },
    limit: number,
  ) {
    const res = await db.execute(sql`
      select a.id::text as id from (
        select f.follower_key as id, f.created_at as at from follows f
        where f.target_id = ${post.authorId}::uuid and f.follower_type = 'user'
        union
        select m.user_id, now() from business_members m where m.business_id = ${post.businessId}::uuid
      ) a
      where a.id <> ${post.authorUserId}::uuid
        and not exists (select 1 from user_blocks b where b.blocker_user_id = a.id and b.blocked_user_id = ${post.authorUserId}::uuid)
      order by a.at desc
      limit ${limit}`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  },
  /** True when the follow is new. */
  async add(db: Db, row: typeof t.follows.$inferInsert) {
    return (
      (await db.insert(t.follows).values(row).onConflictDoNothing().returning({ k: t.follows.followerKey })).length > 0
    );
  },
  async remove(db: Db, followerKey: string, targetId: string) {
    return (
      (
        await db
          .delete(t.follows)
          .where(and(eq(t.follows.followerKey, followerKey), eq(t.follows.targetId, targetId)))
          .returning({ k: t.follows.followerKey })
      ).length > 0
    );
  },
  async isFollowing(db: Db, followerKey: string, targetId: string) {
    return (
      (
        await db
          .select({ k: t.follows.followerKey })
          .from(t.follows)
          .where(and(eq(t.follows.followerKey, followerKey), eq(t.follows.targetId, targetId)))
          .limit(1)
      ).length > 0
    );
  },
  /** Followers of `id` and how many `id` follows, in one statement. */
  counts: (db: Db, id: string) => directoryRepo.followCounts(db, id),
};
