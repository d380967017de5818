/**
 * Reactions (the spec's reaction fields, states and calls): 'like' only, by a user or one of the businesses they manage,
 * on businesses, products, posts and comments; one like per actor per resource. Liking a post
 * or a comment notifies its author (the user, or the business it was written as).
 */
import type { ReactionCheck, ReactionResourceType, ReactionResult, ReactionSummaryResponse } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { isUuid, notFound } from '../../lib/errors.js';
import type { EventPublisher } from '../../core/events.js';
import type { BlockPolicy } from '../../core/block-policy.js';
import { inTransaction } from '../../core/transaction.js';
import type { Actors } from './social-actor.js';
import { reactionsRepo, COUNTED_TYPES, type CountedType } from './reactions.repo.js';
import { socialRepo } from './social.repo.js';
import { cacheTags, noInvalidate, type Invalidate } from '../../core/cache-tags.js';

/** `invalidate`: a like count shows on cached business and product pages and search cards (decision 0019). */
export type ReactionsDeps = {
  db: Db;
  actors: Actors;
  events: EventPublisher;
  blocks: BlockPolicy;
  invalidate?: Invalidate;
};

const LABEL: Record<CountedType, string> = {
  business: 'Business',
  product: 'Product',
  post: 'Post',
  comment: 'Comment',
};

export function createReactionsService(d: ReactionsDeps) {
  const { db, actors } = d;
  const invalidate = d.invalidate ?? noInvalidate;
  /** Cached pages and answers showing this resource's like count. */
  const countChanged = (t: CountedType, id: string) =>
    t === 'business'
      ? invalidate([cacheTags.business(id), cacheTags.search])
      : t === 'product'
        ? invalidate([cacheTags.product(id), cacheTags.search])
        : Promise.resolve();
  async function countOf(type: CountedType, id: string) {
    return isUuid(id) ? reactionsRepo.likeCount(db, type, id) : undefined;
  }
  async function requireResource(type: ReactionResourceType, id: string): Promise<CountedType> {
    if ((await countOf(type, id)) === undefined) throw notFound(LABEL[type], 'resourceID');
    return type;
  }

  return {
    async summary(resourceId: string): Promise<ReactionSummaryResponse> {
      const type = isUuid(resourceId) ? await socialRepo.resourceType(db, resourceId) : undefined;
      const counted = type && (COUNTED_TYPES as string[]).includes(type) ? (type as CountedType) : undefined;
      const n = counted ? await countOf(counted, resourceId) : undefined;
      if (!counted || n === undefined) throw notFound('Resource', 'resourceID');
      return { resourceID: resourceId, resourceType: counted, reactionCount: { like: n } };
    },
    async check(userId: string, resourceId: string, businessId?: string): Promise<ReactionCheck> {
      const a = await actors.actor(userId, businessId);
      const row = isUuid(resourceId) ? await reactionsRepo.find(db, resourceId, a.key) : undefined;
      return { reactionType: row ? (row.reactionType as 'like') : null };
    },
    async react(
      userId: string,
      type: ReactionResourceType,
      resourceId: string,
      businessId?: string,
    ): Promise<ReactionResult> {
      const t = await requireResource(type, resourceId);
      const a = await actors.actor(userId, businessId);
      // The author of a post or comment (and the business it was written as), or the business of a page or product,
      // blocked this person: a neutral 403 (decision 0056).
      const author = await reactionsRepo.author(db, t, resourceId);
      if (author) await d.blocks.refuse(userId, author, 'resourceID');
      // The like and the event that tells its author commit together.
      const added = await inTransaction(db, async (tx) => {
        const isNew = await reactionsRepo.add(tx, t, {
          resourceId,
          resourceType: t,
          actorKey: a.key,
          userId,
          businessId: a.businessId,
          reactionType: 'like',
        });
        if (isNew && author && (author.businessId || author.userId)) {
          await d.events.publish(tx, 'reaction.added', {
            actor: { type: a.type, id: a.key, userId },
            about: { type: t, id: resourceId },
            audience: author.businessId ? { businessId: author.businessId } : { userIds: [author.userId!] },
          });
        }
        return isNew;
      });
      if (added) await countChanged(t, resourceId);
      return { reactionType: 'like', reactionCount: { like: (await countOf(t, resourceId)) ?? 0 } };
    },
    async unreact(
      userId: string,
      type: ReactionResourceType,
      resourceId: string,
      businessId?: string,
    ): Promise<ReactionResult> {
      const t = await requireResource(type, resourceId);
      const a = await actors.actor(userId, businessId);
      await reactionsRepo.remove(db, t, resourceId, a.key);
      await countChanged(t, resourceId);
      return { reactionType: null, reactionCount: { like: (await countOf(t, resourceId)) ?? 0 } };
    },
  };
}
export type ReactionsService = ReturnType<typeof createReactionsService>;
