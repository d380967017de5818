/** Comments and replies, with their counters kept in the same transaction. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notBlockedBy } from '../../core/blocks.repo.js';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

const commentColumns = {
  id: t.comments.id,
  resourceId: t.comments.resourceId,
  resourceType: t.comments.resourceType,
  rootId: t.comments.rootId,
  rootType: t.comments.rootType,
  authorUserId: t.comments.authorUserId,
  authorBusinessId: t.comments.authorBusinessId,
  content: t.comments.content,
  likeCount: t.comments.likeCount,
  repliesCount: t.comments.repliesCount,
  createdAt: t.comments.createdAt,
  firstName: t.profiles.firstName,
  lastName: t.profiles.lastName,
  userPhoto: t.profiles.profilePhoto,
  companyName: t.businesses.companyName,
  businessPhoto: t.businesses.profilePhoto,
};

const selectComments = (db: Db) =>
  db
    .select(commentColumns)
    .from(t.comments)
    .innerJoin(t.profiles, eq(t.profiles.userId, t.comments.authorUserId))
    .leftJoin(t.businesses, eq(t.businesses.id, t.comments.authorBusinessId))
    .$dynamic();

export type CommentRow = NonNullable<Awaited<ReturnType<typeof commentsRepo.find>>>;

export const commentsRepo = {
  /**
   * Adds the comment and, together, counts it: a reply on its comment's replies, and any comment
   * of a post's thread on the post.
   */
  async insert(db: Db, row: typeof t.comments.$inferInsert) {
    return db.transaction(async (tx) => {
      const [c] = await tx.insert(t.comments).values(row).returning({ id: t.comments.id });
      if (row.resourceType === 'comment') {
        await tx
          .update(t.comments)
          .set({ repliesCount: sql`${t.comments.repliesCount} + 1` })
          .where(eq(t.comments.id, row.resourceId));
      }
      if (row.rootType === 'post') {
        await tx
          .update(t.posts)
          .set({ commentsCount: sql`${t.posts.commentsCount} + 1` })
          .where(eq(t.posts.id, row.rootId));
      }
      return c.id;
    });
  },
  async find(db: Db, id: string) {
    const [row] = await selectComments(db).where(eq(t.comments.id, id)).limit(1);
    return row;
  },
  /** Comments on a resource (replies of a comment), newest first: hidden ones left out, and those of members the viewer blocked. */
  list: (db: Db, resourceId: string, skip: number, size: number, viewerId?: string) =>
    selectComments(db)
      .where(
        and(
          eq(t.comments.resourceId, resourceId),
          isNull(t.comments.hiddenAt),
          notBlockedBy(viewerId, t.comments.authorUserId),
        ),
      )
      .orderBy(sql`${t.comments.createdAt} desc nulls last`, sql`${t.comments.id} desc nulls last`)
      .offset(skip)
      .limit(size),
  /** What a comment hangs on, for replies and notifications. */
  async thread(db: Db, id: string) {
    const [row] = await db
      .select({
        id: t.comments.id,
        resourceId: t.comments.resourceId,
        resourceType: t.comments.resourceType,
        rootId: t.comments.rootId,
        rootType: t.comments.rootType,
        authorUserId: t.comments.authorUserId,
        authorBusinessId: t.comments.authorBusinessId,
      })
      .from(t.comments)
      .where(and(eq(t.comments.id, id), isNull(t.comments.hiddenAt)))
      .limit(1);
    return row;
  },
  async postAuthor(db: Db, postId: string) {
    const [row] = await db
      .select({ authorUserId: t.posts.authorUserId, authorBusinessId: t.posts.authorBusinessId })
      .from(t.posts)
      .where(and(eq(t.posts.id, postId), isNull(t.posts.hiddenAt)))
      .limit(1);
    return row;
  },
  async productBusiness(db: Db, productId: string) {
    const [row] = await db
      .select({ businessId: t.products.businessId })
      .from(t.products)
      .where(eq(t.products.id, productId))
      .limit(1);
    return row?.businessId;
  },
};
