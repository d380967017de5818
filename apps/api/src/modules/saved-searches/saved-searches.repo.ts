/** A member's saved searches (decision 0041): saving under the limit, the list, changes, deletion. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

const S = t.savedSearches;
const M = t.savedSearchMatches;

export type SavedSearchRow = Omit<typeof S.$inferSelect, 'words'>;
/** A row with its matches not told yet. */
export type SavedSearchView = SavedSearchRow & { pending: number };
export type NewSavedSearch = Omit<typeof S.$inferInsert, 'id' | 'words' | 'lastAlertAt' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: S.id,
  userId: S.userId,
  textQuery: S.textQuery,
  businessType: S.businessType,
  countryCode: S.countryCode,
  industryId: S.industryId,
  includeRfqs: S.includeRfqs,
  filters: S.filters,
  filterTokens: S.filterTokens,
  frequency: S.frequency,
  lastAlertAt: S.lastAlertAt,
  createdAt: S.createdAt,
  updatedAt: S.updatedAt,
};
const withPending = {
  ...columns,
  pending: sql<number>`(select count(*)::int from ${M} where ${M.savedSearchId} = ${S.id} and ${M.toldAt} is null)`,
};

export const savedSearchesRepo = {
  /**
   * Saves the search with its words as the search's query (`tsq`, null: no words), unless the member
   * already keeps `max` ('limit') or the same search ('duplicate'). The member's row is locked while
   * counting, so two saves at once cannot pass the limit together.
   */
  async insertUnderLimit(
    db: Db,
    row: NewSavedSearch,
    tsq: string | null,
    max: number,
  ): Promise<{ row: SavedSearchRow } | { refused: 'limit' | 'duplicate' }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${row.userId}::uuid for update`);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(S)
        .where(eq(S.userId, row.userId));
      if (Number(n) >= max) return { refused: 'limit' as const };
      // Only stop words: no term to test, so no words filter (what the search does with them too).
      const words = tsq
        ? sql`(select case when numnode(q) = 0 then null else q end from to_tsquery('english', ${tsq}) q)`
        : null;
      const [r] = await tx
        .insert(S)
        .values({ ...row, words })
        .onConflictDoNothing()
        .returning(columns);
      return r ? { row: r } : { refused: 'duplicate' as const };
    });
  },

  /** The member's saved searches, newest first. */
  list: (db: Db, userId: string): Promise<SavedSearchView[]> =>
    db.select(withPending).from(S).where(eq(S.userId, userId)).orderBy(desc(S.createdAt), desc(S.id)),

  async find(db: Db, userId: string, id: string): Promise<SavedSearchView | undefined> {
    const [r] = await db
      .select(withPending)
      .from(S)
      .where(and(eq(S.id, id), eq(S.userId, userId)))
      .limit(1);
    return r;
  },

  /** Changes the member's own search; undefined when it is not theirs. Paused, what it gathered is dropped (it would never be told). */
  async update(
    db: Db,
    userId: string,
    id: string,
    set: { frequency?: string; includeRfqs?: boolean },
  ): Promise<SavedSearchRow | undefined> {
    return db.transaction(async (tx) => {
      const [r] = await tx
        .update(S)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(S.id, id), eq(S.userId, userId)))
        .returning(columns);
      if (r && r.frequency === 'off') await tx.delete(M).where(and(eq(M.savedSearchId, r.id), isNull(M.toldAt)));
      return r;
    });
  },

  /** Deletes the member's own search (its matches go with it); false when it is not theirs. */
  async remove(db: Db, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(S)
      .where(and(eq(S.id, id), eq(S.userId, userId)))
      .returning({ id: S.id });
    return rows.length > 0;
  },
};
