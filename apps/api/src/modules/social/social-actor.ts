/**
 * Who acts in the social network: the signed-in user, or (with a businessID) a business they
 * own or administer (the spec's "Posting and inquiry actor" rule). Anyone else's business is refused
 * with 403 naming businessID.
 */
import { SOCIAL_MSG } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, isUuid } from '../../lib/errors.js';
import { socialRepo } from './social.repo.js';

export type Actor = { type: 'user' | 'business'; userId: string; businessId: string | null; key: string };

export const MANAGER_ROLES = ['owner', 'admin'];

export function createActors(db: Db) {
  /** The business ids the user owns or administers. */
  async function managed(userId: string) {
    return new Set(
      (await socialRepo.roles(db, userId)).filter((r) => MANAGER_ROLES.includes(r.role)).map((r) => r.businessId),
    );
  }
  async function manages(userId: string, businessId: string, field = 'businessID') {
    if (!isUuid(businessId) || !(await managed(userId)).has(businessId))
      throw new AppError('Forbidden', SOCIAL_MSG.notYourBusiness, { [field]: SOCIAL_MSG.notYourBusiness });
  }
  return {
    managed,
    /** Throws 403 naming `field` unless the user owns or administers the business. */
    manages,
    async actor(userId: string, businessId?: string, field = 'businessID'): Promise<Actor> {
      if (!businessId) return { type: 'user', userId, businessId: null, key: userId };
      await manages(userId, businessId, field);
      return { type: 'business', userId, businessId, key: businessId };
    },
  };
}
export type Actors = ReturnType<typeof createActors>;
