/**
 * Blocks as the other features read them (decisions 0034, 0056; the safety module writes them).
 * The rule of who a block stands for is written once, here, as SQL; `block-policy.ts` is the
 * check the services call before a write that reaches someone. And the blocker no longer sees the
 * blocked member's posts and comments (the filters below).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * Whom `actorUserId` wants to reach: a member, and/or a business. A business is reached through the
 * people who run it: its owner and its admins (they answer its inquiries, quotes and comments and
 * get its notifications), so the block of any of them refuses the action.
 */
export type BlockTarget = { userId?: string | null; businessId?: string | null };

/**
 * For a query's SELECT: has the member `target.userId`, or the owner or an admin of
 * `target.businessId` (each a value or a column), blocked `actorUserId`? Lets a feature read the
 * answer with its own row.
 */
export const blockedBySql = (
  actorUserId: string,
  target: { userId?: SQL | string | null; businessId?: SQL | string | null },
): SQL => sql`exists (
  select 1 from user_blocks b
  where b.blocked_user_id = ${actorUserId}::uuid
    and (b.blocker_user_id = ${target.userId ?? null}::uuid
      or b.blocker_user_id = (select owner_id from businesses where id = ${target.businessId ?? null}::uuid)
      or b.blocker_user_id in (select bm.user_id from business_members bm where bm.business_id = ${target.businessId ?? null}::uuid and bm.role in ('owner', 'admin'))))`;

/** For a query's SELECT over many people: the ones among `userIds` (a uuid[] expression) who blocked `actorUserId`. */
export const blockersAmongSql = (actorUserId: string, userIds: SQL): SQL =>
  sql`select b.blocker_user_id::text as id from user_blocks b where b.blocked_user_id = ${actorUserId}::uuid and b.blocker_user_id = any(${userIds})`;

/**
 * For a query's WHERE: the author (`authorUserIdColumn`) is not someone `viewerId` blocked. No
 * viewer (a visitor): always true.
 */
export const notBlockedBy = (viewerId: string | undefined | null, authorUserIdColumn: SQL | unknown): SQL =>
  viewerId
    ? sql`not exists (select 1 from user_blocks ub where ub.blocker_user_id = ${viewerId}::uuid and ub.blocked_user_id = ${authorUserIdColumn})`
    : sql`true`;

/**
 * The same rule for a query that tests many rows (the newsfeed's walk over 200 authors): the
 * viewer's blocked members are read once, as an array, instead of probed for each row.
 */
export const notBlockedByAny = (viewerId: string, authorUserIdColumn: SQL): SQL =>
  sql`${authorUserIdColumn} <> all(array(select ub.blocked_user_id from user_blocks ub where ub.blocker_user_id = ${viewerId}::uuid))`;

/** A list of uuids as one query parameter (drizzle would spread an array into several). */
const uuidList = (ids: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

export const blocksRepo = {
  /** Has the member `target.userId`, or the owner or an admin of `target.businessId`, blocked `actorUserId`? */
  async isBlocked(db: Db, actorUserId: string, target: BlockTarget) {
    const res = await db.execute(sql`select ${blockedBySql(actorUserId, target)} as blocked`);
    return Boolean(rowsOf<{ blocked: boolean }>(res)[0]?.blocked);
  },
  /** Of `userIds`, the ones who blocked `actorUserId`. */
  async blockersAmong(db: Db, actorUserId: string, userIds: readonly string[]) {
    return new Set(
      rowsOf<{ id: string }>(await db.execute(blockersAmongSql(actorUserId, uuidList(userIds)))).map((r) => r.id),
    );
  },
};
