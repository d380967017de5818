/** API keys and the log of their uses (decision 0035). */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

export type ApiKeyRow = typeof t.apiKeys.$inferSelect & { creatorFirst: string | null; creatorLast: string | null };

export const apiKeysRepo = {
  insert: async (db: Db, row: typeof t.apiKeys.$inferInsert) => (await db.insert(t.apiKeys).values(row).returning())[0],

  /** The business's keys still in force (not revoked), newest first, with their creator's name. */
  list: (db: Db, businessId: string) =>
    db
      .select({ k: t.apiKeys, first: t.profiles.firstName, last: t.profiles.lastName })
      .from(t.apiKeys)
      .leftJoin(t.profiles, eq(t.profiles.userId, t.apiKeys.createdByUserId))
      .where(and(eq(t.apiKeys.businessId, businessId), isNull(t.apiKeys.revokedAt)))
      .orderBy(desc(t.apiKeys.createdAt)),

  countLive: async (db: Db, businessId: string) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.apiKeys)
          .where(and(eq(t.apiKeys.businessId, businessId), isNull(t.apiKeys.revokedAt)))
      )[0]?.n ?? 0,
    ),

  /** Revokes a key of the business; false when it is unknown, another business's, or revoked already. */
  revoke: async (db: Db, businessId: string, keyId: string) =>
    (
      await db
        .update(t.apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(t.apiKeys.id, keyId), eq(t.apiKeys.businessId, businessId), isNull(t.apiKeys.revokedAt)))
        .returning({ id: t.apiKeys.id })
    ).length > 0,

  /** Revokes, for good, the keys `userId` created for the business (they stopped managing it); how many. */
  revokeByCreator: async (db: Db, businessId: string, userId: string) =>
    (
      await db
        .update(t.apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(t.apiKeys.businessId, businessId), eq(t.apiKeys.createdByUserId, userId), isNull(t.apiKeys.revokedAt)),
        )
        .returning({ id: t.apiKeys.id })
    ).length,

  isOfBusiness: async (db: Db, businessId: string, keyId: string) =>
    (
      await db
        .select({ id: t.apiKeys.id })
        .from(t.apiKeys)
        .where(and(eq(t.apiKeys.id, keyId), eq(t.apiKeys.businessId, businessId)))
        .limit(1)
    ).length > 0,

  /**
   * The key of a secret's hash, if it is in force: not revoked, not expired, and its creator still
   * the business's owner or an admin (a key does not outlive its creator's role).
   */
  async inForce(db: Db, secretHash: string, now: Date) {
    const [k] = await db
      .select({
        id: t.apiKeys.id,
        businessId: t.apiKeys.businessId,
        scopes: t.apiKeys.scopes,
        userId: t.apiKeys.createdByUserId,
        lastUsedAt: t.apiKeys.lastUsedAt,
      })
      .from(t.apiKeys)
      .innerJoin(
        t.businessMembers,
        and(
          eq(t.businessMembers.businessId, t.apiKeys.businessId),
          eq(t.businessMembers.userId, t.apiKeys.createdByUserId),
        ),
      )
      .where(
        and(
          eq(t.apiKeys.secretHash, secretHash),
          isNull(t.apiKeys.revokedAt),
          or(isNull(t.apiKeys.expiresAt), sql`${t.apiKeys.expiresAt} > ${now.toISOString()}::timestamptz`),
          sql`${t.businessMembers.role} in ('owner', 'admin')`,
        ),
      )
      .limit(1);
    return k;
  },

  /** One use, and the key's "last used" (at most once a minute, so a busy key does not rewrite its row on every call). */
  async recordUse(db: Db, use: typeof t.apiKeyUses.$inferInsert) {
    await db.insert(t.apiKeyUses).values(use);
    await db
      .update(t.apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(t.apiKeys.id, use.keyId),
          or(isNull(t.apiKeys.lastUsedAt), sql`${t.apiKeys.lastUsedAt} < now() - interval '1 minute'`),
        ),
      );
  },

  uses: (db: Db, keyId: string, size: number, after?: { at: Date; id: string }) =>
    db
      .select()
      .from(t.apiKeyUses)
      .where(
        and(
          eq(t.apiKeyUses.keyId, keyId),
          after
            ? sql`(${t.apiKeyUses.at}, ${t.apiKeyUses.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(t.apiKeyUses.at), desc(t.apiKeyUses.id))
      .limit(size + 1),

  deleteUsesBefore: (db: Db, before: Date) => db.delete(t.apiKeyUses).where(lt(t.apiKeyUses.at, before)),
};
