/** GET /api/user/public-profile/{id} (the spec's "/profile/{userID}" page and its call): a member as others see them. */
import type { PublicProfile } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { isUuid, notFound } from '../../lib/errors.js';
import { refMaps } from '../../core/ref-lookup.js';
import { presentBusinessCard, presentPublicProfile } from './public-profile.presenter.js';
import { usersRepo } from './users.repo.js';
import { directoryRepo } from '../../core/directory.repo.js';

export function createPublicProfileService({ db }: { db: Db }) {
  return {
    async get(userId: string): Promise<{ profile: PublicProfile }> {
      const row = isUuid(userId) ? await usersRepo.profile(db, userId) : undefined;
      if (!row || (await usersRepo.isSuspended(db, userId))) throw notFound('User', 'id');
      const [m, owned, counts] = await Promise.all([
        refMaps(db),
        directoryRepo.businessesOwnedBy(db, userId),
        directoryRepo.followCounts(db, userId),
      ]);
      return {
        profile: presentPublicProfile(row, m, { businesses: owned.map((b) => presentBusinessCard(b, m)), ...counts }),
      };
    },
  };
}
export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
