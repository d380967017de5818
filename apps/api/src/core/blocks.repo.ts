/**
 * Blocks as the other features read them (decision 0034; the safety module writes them). A block
 * stops the blocked member from reaching the blocker: the blocker as a member, and the businesses
 * the blocker owns. And the blocker no longer sees the blocked member's posts and comments.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SAFETY_MSG } from '@wbn/contract';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { AppError } from '../lib/errors.js';

/** Whom `actorUserId` wants to reach: a member, and/or the owner of a business. */
export type BlockTarget = { userId?: string | null; businessId?: string | null };

/**
 * For a query's SELECT: has the member `target.userId`, or the owner of `target.businessId` (each
 * a value or a column), blocked `actorUserId`? Lets a feature read the answer with its own row.
 */
export const blockedBySql = (actorUserId: string, target: { userId?: SQL | string | null; businessId?: SQL | string | null }): SQL => sql`exists (
  select 1 from user_blocks b
  where b.blocked_user_id = ${actorUserId}::uuid
    and (b.blocker_user_id = ${target.userId ?? null}::uuid
      or b.blocker_user_id = (select owner_id from businesses where id = ${target.businessId ?? null}::uuid)))`;

export const blocksRepo = {
  /** Has the member `target.userId`, or the owner of `target.businessId`, blocked `actorUserId`? */
  async isBlockedBy(db: Db, actorUserId: string, target: BlockTarget): Promise<boolean> {
    if (!target.userId && !target.businessId) return false;
    const res = await db.execute(sql`select ${blockedBySql(actorUserId, target)} as blocked`);
    return Boolean(rowsOf<{ blocked: boolean }>(res)[0]?.blocked);
  },
};

/** The neutral 403 a block gives (it does not say that a block is why). */
export const blockedError = (field?: string) => new AppError('Forbidden', SAFETY_MSG.notAvailable, field ? { [field]: SAFETY_MSG.notAvailable } : undefined);

/** Throws `blockedError` when the target blocked the actor. */
export async function refuseIfBlocked(db: Db, actorUserId: string, target: BlockTarget, field?: string) {
  if (await blocksRepo.isBlockedBy(db, actorUserId, target)) throw blockedError(field);
}

/**
 * For a query's WHERE: the author (`authorUserIdColumn`) is not someone `viewerId` blocked. No
 * viewer (a visitor): always true.
 */
export const notBlockedBy = (viewerId: string | undefined | null, authorUserIdColumn: SQL | unknown): SQL =>
  viewerId ? sql`not exists (select 1 from user_blocks ub where ub.blocker_user_id = ${viewerId}::uuid and ub.blocked_user_id = ${authorUserIdColumn})` : sql`true`;

/**
 * The same rule for a query that tests many rows (the newsfeed's walk over 200 authors): the
 * viewer's blocked members are read once, as an array, instead of probed for each row.
 */
export const notBlockedByAny = (viewerId: string, authorUserIdColumn: SQL): SQL =>
  sql`${authorUserIdColumn} <> all(array(select ub.blocked_user_id from user_blocks ub where ub.blocker_user_id = ${viewerId}::uuid))`;
