/** Posts, the newsfeed walk and timelines. */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { MANAGER_ROLES } from './social-actor.js';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { notBlockedBy, notBlockedByAny } from '../../core/blocks.repo.js';

/** A post with what its card shows of the author. */
const postColumns = {
  id: t.posts.id,
  authorUserId: t.posts.authorUserId,
  authorBusinessId: t.posts.authorBusinessId,
  timelineId: t.posts.timelineId,
  timelineType: t.posts.timelineType,
  content: t.posts.content,
  picture: t.posts.picture,
  likeCount: t.posts.likeCount,
  commentsCount: t.posts.commentsCount,
  createdAt: t.posts.createdAt,
  firstName: t.profiles.firstName,
  lastName: t.profiles.lastName,
  userPhoto: t.profiles.profilePhoto,
  companyName: t.businesses.companyName,
  businessPhoto: t.businesses.profilePhoto,
};

/**
 * Whether `viewerId` may remove the post: its author, or an owner or admin of the business it was
 * written as (null for a visitor). Read with the post, so a page costs no statement more.
 */
const removableBy = (viewerId: string | undefined) => {
  if (!viewerId) return sql<boolean | null>`null::boolean`;
  const roles = sql.join(
    MANAGER_ROLES.map((r) => sql`${r}`),
    sql`, `,
  );
  return sql<
    boolean | null
  >`case when ${t.posts.authorBusinessId} is null then ${t.posts.authorUserId} = ${viewerId}::uuid
    else exists (select 1 from business_members bm where bm.business_id = ${t.posts.authorBusinessId} and bm.user_id = ${viewerId}::uuid and bm.role in (${roles})) end`;
};

/** Posts with their authors' names, and whether `viewerId` may remove each. */
const selectPosts = (db: Db, viewerId?: string) =>
  db
    .select({ ...postColumns, removable: removableBy(viewerId) })
    .from(t.posts)
    .innerJoin(t.profiles, eq(t.profiles.userId, t.posts.authorUserId))
    .leftJoin(t.businesses, eq(t.businesses.id, t.posts.authorBusinessId))
    .$dynamic();

export type PostRow = NonNullable<Awaited<ReturnType<typeof postsRepo.find>>>;
export type FeedCursor = { createdAt: Date; id: string };

export const postsRepo = {
  async insert(db: Db, row: typeof t.posts.$inferInsert) {
    const [p] = await db.insert(t.posts).values(row).returning({ id: t.posts.id });
    return p.id;
  },

  /** A post shown to anyone: not hidden by staff (decision 0034). */
  async find(db: Db, id: string, viewerId?: string) {
    const [row] = await selectPosts(db, viewerId)
      .where(and(eq(t.posts.id, id), isNull(t.posts.hiddenAt)))
      .limit(1);
    return row;
  },

  /**
   * One newsfeed page: the viewer, their businesses and whoever they follow, newest first, strictly
   * after `cursor`, read with the authors' names in one statement. Each author's posts are read
   * from its own index range (at most `limit` each) and merged, so the cost follows the number of
   * authors, not the number of posts (decision 0012).
   */
  async feed(db: Db, viewerId: string, limit: number, cursor?: FeedCursor) {
    const after = cursor
      ? sql`and (p.created_at, p.id) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    // An array of ids (an init plan), not `in (subquery)`: the outer query then plans as a plain
    // lookup by primary key, which on PGlite cuts planning from ~8 ms to ~1.5 ms. The walk per
    // author reads only posts_author_feed_live_idx (visible posts, author person included), and the
    // viewer's blocked members are read once as an array, not probed for each post (decision 0034).
    const page = sql`
      with authors(k) as (
        select ${viewerId}::uuid
        union select business_id from business_members where user_id = ${viewerId}
        union select target_id from follows where follower_key = ${viewerId}
      )
      select l.id from authors a
      cross join lateral (
        select p.id, p.created_at from posts p
        where p.author_key = a.k ${after} and p.hidden_at is null and ${notBlockedByAny(viewerId, sql`p.author_user_id`)}
        order by p.created_at desc nulls last, p.id desc nulls last
        limit ${limit}
      ) l
      order by l.created_at desc, l.id desc
      limit ${limit}`;
    return selectPosts(db, viewerId)
      .where(sql`${t.posts.id} = any(array(${page}))`)
      .orderBy(sql`${t.posts.createdAt} desc`, sql`${t.posts.id} desc`);
  },

  /** A timeline's page: hidden posts left out, and for a signed-in viewer the posts of members they blocked. */
  async timeline(db: Db, timelineId: string, skip: number, size: number, viewerId?: string) {
    return selectPosts(db, viewerId)
      .where(
        and(eq(t.posts.timelineId, timelineId), isNull(t.posts.hiddenAt), notBlockedBy(viewerId, t.posts.authorUserId)),
      )
      .orderBy(sql`${t.posts.createdAt} desc nulls last`, sql`${t.posts.id} desc nulls last`)
      .offset(skip)
      .limit(size);
  },

  /** Removes the post, its comments and replies, and every like on them, together. */
  async remove(db: Db, id: string) {
    return db.transaction(async (tx) => {
      const threadIds = tx.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.rootId, id));
      await tx
        .delete(t.reactions)
        .where(or(eq(t.reactions.resourceId, id), inArray(t.reactions.resourceId, threadIds)));
      await tx.delete(t.comments).where(and(eq(t.comments.rootId, id), eq(t.comments.rootType, 'post')));
      const removed = await tx.delete(t.posts).where(eq(t.posts.id, id)).returning({ id: t.posts.id });
      return removed.length > 0;
    });
  },
};
