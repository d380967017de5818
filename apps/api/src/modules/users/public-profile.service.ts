/** GET /api/user/public-profile/{id} (spec 1 §2 "/profile/{userID}", §7): a member as others see them. */
import type { PublicProfile } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { isUuid, notFound } from '../../lib/errors.js';
import { businessesRepo } from '../businesses/businesses.repo.js';
import { refMaps } from '../refdata/ref-lookup.js';
import { followsRepo } from '../social/follows.repo.js';
import { presentBusinessCard, presentPublicProfile } from './public-profile.presenter.js';
import { usersRepo } from './users.repo.js';

export function createPublicProfileService(db: Db) {
  return {
    async get(userId: string): Promise<{ profile: PublicProfile }> {
      const row = isUuid(userId) ? await usersRepo.profile(db, userId) : undefined;
      if (!row) throw notFound('User', 'id');
      const [m, owned, counts] = await Promise.all([refMaps(db), businessesRepo.listOwnedBy(db, userId), followsRepo.counts(db, userId)]);
      return { profile: presentPublicProfile(row, m, { businesses: owned.map((b) => presentBusinessCard(b, m)), ...counts }) };
    },
  };
}
export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
