/**
 * The one check of a block before anything reaches its blocker (decisions 0034, 0056). The
 * platform (server/platform.ts) builds it once and hands it to every feature whose writes reach another member (follows,
 * connections, comments, likes, inquiries, messages, quotes, requests for quotation, invitations)
 * and to the notifications, which leave out a recipient who blocked the actor whatever the path.
 */
import { SAFETY_MSG } from '@wbn/contract';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { blocksRepo, type BlockTarget } from './blocks.repo.js';

export type { BlockTarget };

/** The neutral 403 a block gives (it does not say that a block is why). */
export const blockedError = (field?: string) =>
  new AppError('Forbidden', SAFETY_MSG.notAvailable, field ? { [field]: SAFETY_MSG.notAvailable } : undefined);

export type BlockPolicy = {
  /** Has the member `target.userId`, or the owner or an admin of `target.businessId`, blocked `actorUserId`? */
  isBlocked(actorUserId: string, target: BlockTarget): Promise<boolean>;
  /** The neutral 403 (naming `field`) when any of `targets` blocked `actorUserId`. */
  refuse(actorUserId: string, targets: BlockTarget | readonly BlockTarget[], field?: string): Promise<void>;
  /** Of `userIds`, the ones who blocked `actorUserId` (they are told nothing of what the actor does). */
  blockersAmong(actorUserId: string, userIds: readonly string[]): Promise<Set<string>>;
};

export function createBlockPolicy(db: Db): BlockPolicy {
  async function isBlocked(actorUserId: string, target: BlockTarget) {
    if (!target.userId && !target.businessId) return false;
    return blocksRepo.isBlocked(db, actorUserId, target);
  }
  return {
    isBlocked,
    async refuse(actorUserId, targets, field) {
      for (const target of Array.isArray(targets) ? targets : [targets as BlockTarget])
        if (await isBlocked(actorUserId, target)) throw blockedError(field);
    },
    async blockersAmong(actorUserId, userIds) {
      if (!userIds.length) return new Set();
      return blocksRepo.blockersAmong(db, actorUserId, userIds);
    },
  };
}
