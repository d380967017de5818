/**
 * The one check of a block before anything reaches its blocker (decisions 0034, 0056). app.ts
 * builds it once and hands it to every feature whose writes reach another member (follows,
 * connections, comments, likes, inquiries, messages, quotes, requests for quotation, invitations)
 * and to the notifications, which leave out a recipient who blocked the actor whatever the path.
 */
import { sql } from 'drizzle-orm';
import { SAFETY_MSG } from '@wbn/contract';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { AppError } from '../lib/errors.js';
import { blockedBySql, blockersAmongSql, type BlockTarget } from './blocks.repo.js';

export type { BlockTarget };

/** The neutral 403 a block gives (it does not say that a block is why). */
export const blockedError = (field?: string) => new AppError('Forbidden', SAFETY_MSG.notAvailable, field ? { [field]: SAFETY_MSG.notAvailable } : undefined);

export type BlockPolicy = {
  /** Has the member `target.userId`, or the owner or an admin of `target.businessId`, blocked `actorUserId`? */
  isBlocked(actorUserId: string, target: BlockTarget): Promise<boolean>;
  /** The neutral 403 (naming `field`) when any of `targets` blocked `actorUserId`. */
  refuse(actorUserId: string, targets: BlockTarget | readonly BlockTarget[], field?: string): Promise<void>;
  /** Of `userIds`, the ones who blocked `actorUserId` (they are told nothing of what the actor does). */
  blockersAmong(actorUserId: string, userIds: readonly string[]): Promise<Set<string>>;
};

/** A list of uuids as one query parameter (drizzle would spread an array into several). */
const uuidList = (ids: readonly string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

export function createBlockPolicy(db: Db): BlockPolicy {
  async function isBlocked(actorUserId: string, target: BlockTarget) {
    if (!target.userId && !target.businessId) return false;
    const res = await db.execute(sql`select ${blockedBySql(actorUserId, target)} as blocked`);
    return Boolean(rowsOf<{ blocked: boolean }>(res)[0]?.blocked);
  }
  return {
    isBlocked,
    async refuse(actorUserId, targets, field) {
      for (const target of Array.isArray(targets) ? targets : [targets as BlockTarget]) if (await isBlocked(actorUserId, target)) throw blockedError(field);
    },
    async blockersAmong(actorUserId, userIds) {
      if (!userIds.length) return new Set();
      return new Set(rowsOf<{ id: string }>(await db.execute(blockersAmongSql(actorUserId, uuidList(userIds)))).map((r) => r.id));
    },
  };
}
