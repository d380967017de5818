/**
 * Reactions (spec 1 §3, §4, §7): 'like' only, by a user or one of the businesses they manage.
 * Businesses and products can be liked today; posts and comments join with the feed.
 */
import type { Db } from '../../db/client.js';
import { AppError, notFound, isUuid } from '../../lib/errors.js';
import type { BusinessesService } from '../businesses/businesses.service.js';
import { reactionsRepo, type CountedType } from './reactions.repo.js';

const COUNTED_TYPES: CountedType[] = ['business', 'product'];

export function createReactionsService(db: Db, businesses: BusinessesService) {
  async function countOf(type: CountedType, id: string) {
    return isUuid(id) ? reactionsRepo.likeCount(db, type, id) : undefined;
  }
  async function requireResource(type: string, id: string): Promise<CountedType> {
    if (!(COUNTED_TYPES as string[]).includes(type)) throw notFound(type === 'post' ? 'Post' : type === 'comment' ? 'Comment' : 'Resource', 'resourceID');
    if ((await countOf(type as CountedType, id)) === undefined) throw notFound(type === 'business' ? 'Business' : 'Product', 'resourceID');
    return type as CountedType;
  }
  /** The actor: the user, or a business they own or administer. */
  async function actor(userId: string, businessId?: string) {
    if (!businessId) return { actorKey: userId, businessId: null };
    try {
      await businesses.requireManager(businessId, userId);
    } catch {
      throw new AppError('Forbidden', 'You can only react as a business you own or administer', { businessID: 'Not your business' });
    }
    return { actorKey: businessId, businessId };
  }

  return {
    async summary(resourceId: string) {
      for (const type of COUNTED_TYPES) {
        const n = await countOf(type, resourceId);
        if (n !== undefined) return { resourceID: resourceId, resourceType: type, reactionCount: { like: n } };
      }
      throw notFound('Resource', 'resourceID');
    },
    async check(userId: string, resourceId: string, businessId?: string) {
      const a = await actor(userId, businessId);
      const row = isUuid(resourceId) ? await reactionsRepo.find(db, resourceId, a.actorKey) : undefined;
      return { reactionType: row ? (row.reactionType as 'like') : null };
    },
    async react(userId: string, type: string, resourceId: string, businessId?: string) {
      const t = await requireResource(type, resourceId);
      const a = await actor(userId, businessId);
      await reactionsRepo.add(db, t, { resourceId, resourceType: t, actorKey: a.actorKey, userId, businessId: a.businessId, reactionType: 'like' });
      return { reactionType: 'like' as const, reactionCount: { like: (await countOf(t, resourceId)) ?? 0 } };
    },
    async unreact(userId: string, type: string, resourceId: string, businessId?: string) {
      const t = await requireResource(type, resourceId);
      const a = await actor(userId, businessId);
      await reactionsRepo.remove(db, t, resourceId, a.actorKey);
      return { reactionType: null, reactionCount: { like: (await countOf(t, resourceId)) ?? 0 } };
    },
  };
}
export type ReactionsService = ReturnType<typeof createReactionsService>;
