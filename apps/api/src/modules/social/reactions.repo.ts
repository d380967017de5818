import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/** Tables whose rows can be reacted to, each with its denormalised like counter. */
const COUNTED = { business: t.businesses, product: t.products, post: t.posts, comment: t.comments } as const;
export type CountedType = keyof typeof COUNTED;
export const COUNTED_TYPES = Object.keys(COUNTED) as CountedType[];

export const reactionsRepo = {
  async likeCount(db: Db, type: CountedType, id: string) {
    const table = COUNTED[type];
    const [row] = await db.select({ n: table.likeCount }).from(table).where(eq(table.id, id)).limit(1);
    return row?.n;
  },
  /** Who wrote a post or comment (the user, and the business when written as one). */
  /** Who is told about a like: the author of a post or comment, the business of a product, the business itself. */
  async author(
    db: Db,
    type: 'post' | 'comment' | 'business' | 'product',
    id: string,
  ): Promise<{ userId: string | null; businessId: string | null } | undefined> {
    if (type === 'business') return { userId: null, businessId: id };
    if (type === 'product') {
      const [p] = await db
        .select({ businessId: t.products.businessId })
        .from(t.products)
        .where(eq(t.products.id, id))
        .limit(1);
      return p && { userId: null, businessId: p.businessId };
    }
    const table = type === 'post' ? t.posts : t.comments;
    const [row] = await db
      .select({ userId: table.authorUserId, businessId: table.authorBusinessId })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row;
  },
  async find(db: Db, resourceId: string, actorKey: string) {
    const [row] = await db
      .select()
      .from(t.reactions)
      .where(and(eq(t.reactions.resourceId, resourceId), eq(t.reactions.actorKey, actorKey)))
      .limit(1);
    return row;
  },
  /**
   * Adds the reaction and bumps the counter in one transaction; false when it already existed.
   * The unique (resource, actor) index decides between concurrent likes: only one inserts.
   */
  async add(db: Db, type: CountedType, row: typeof t.reactions.$inferInsert) {
    return db.transaction(async (tx) => {
      const inserted = await tx.insert(t.reactions).values(row).onConflictDoNothing().returning();
      if (!inserted.length) return false;
      const table = COUNTED[type];
      await tx
        .update(table)
        .set({ likeCount: sql`${table.likeCount} + 1` })
        .where(eq(table.id, row.resourceId));
      return true;
    });
  },
  async remove(db: Db, type: CountedType, resourceId: string, actorKey: string) {
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(t.reactions)
        .where(and(eq(t.reactions.resourceId, resourceId), eq(t.reactions.actorKey, actorKey)))
        .returning();
      if (!removed.length) return false;
      const table = COUNTED[type];
      await tx
        .update(table)
        .set({ likeCount: sql`greatest(${table.likeCount} - 1, 0)` })
        .where(eq(table.id, resourceId));
      return true;
    });
  },
};
