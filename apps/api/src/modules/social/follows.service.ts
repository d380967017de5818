/**
 * Follows (the spec's "Follow summary" and its states; the marketing pages promise following people):
 * a user, or a business they manage, follows a user or a business. Following is idempotent both ways,
 * so the optimistic button can repeat itself; yourself and your own businesses cannot be followed.
 */
import { SOCIAL_MSG, type FollowSummary, type FollowTargetType } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { invalid, isUuid, notFound } from '../../lib/errors.js';
import type { EventPublisher } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import type { BlockPolicy } from '../../core/block-policy.js';
import type { Actors } from './social-actor.js';
import type { SocialLimiters } from './social-limits.js';
import { followsRepo } from './follows.repo.js';
import { socialRepo } from './social.repo.js';

export type FollowsDeps = {
  db: Db;
  actors: Actors;
  limits: SocialLimiters;
  events: EventPublisher;
  blocks: BlockPolicy;
};

const label = (type: FollowTargetType) => (type === 'business' ? 'Business' : 'User');

export function createFollowsService(d: FollowsDeps) {
  const { db, actors } = d;

  /** The kind of a followable id, or 404 naming `field`. */
  async function targetType(id: string, expected?: FollowTargetType, field = 'resourceID'): Promise<FollowTargetType> {
    const type = isUuid(id) ? await socialRepo.resourceType(db, id) : undefined;
    if (type !== 'user' && type !== 'business') throw notFound(expected ? label(expected) : 'User or business', field);
    if (expected && type !== expected) throw notFound(label(expected), field);
    return type;
  }

  async function summary(
    id: string,
    viewerId?: string,
    businessId?: string,
    known?: FollowTargetType,
  ): Promise<FollowSummary> {
    const type = known ?? (await targetType(id, undefined, 'id'));
    const counts = await followsRepo.counts(db, id);
    if (!viewerId) return { resourceID: id, resourceType: type, ...counts };
    const a = await actors.actor(viewerId, businessId);
    return {
      resourceID: id,
      resourceType: type,
      ...counts,
      session: { following: await followsRepo.isFollowing(db, a.key, id) },
    };
  }

  return {
    summary: (id: string, viewerId?: string, businessId?: string) => summary(id, viewerId, businessId),
    counts: (id: string) => followsRepo.counts(db, id),

    async follow(userId: string, type: FollowTargetType, resourceId: string, businessId?: string) {
      await targetType(resourceId, type);
      const a = await actors.actor(userId, businessId);
      const own =
        a.key === resourceId ||
        (a.type === 'user' && type === 'business' && (await actors.managed(userId)).has(resourceId));
      if (own) throw invalid('resourceID', SOCIAL_MSG.followSelf);
      // The member, or the business's owner or an admin, blocked this person: a neutral 403 (decisions 0034, 0056).
      await d.blocks.refuse(
        userId,
        type === 'user' ? { userId: resourceId } : { businessId: resourceId },
        'resourceID',
      );
      await d.limits.follow(userId);
      await inTransaction(db, async (tx) => {
        const added = await followsRepo.add(tx, {
          followerKey: a.key,
          followerType: a.type,
          followerUserId: userId,
          targetId: resourceId,
          targetType: type,
        });
        if (added) {
          await d.events.publish(tx, 'follow.created', {
            actor: { type: a.type, id: a.key, userId },
            about: { type, id: resourceId },
            audience: type === 'user' ? { userIds: [resourceId] } : { businessId: resourceId },
          });
        }
      });
      return summary(resourceId, userId, businessId, type);
    },

    async unfollow(userId: string, id: string, businessId?: string) {
      const type = await targetType(id, undefined, 'id');
      const a = await actors.actor(userId, businessId);
      await d.limits.follow(userId);
      await followsRepo.remove(db, a.key, id);
      return summary(id, userId, businessId, type);
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
