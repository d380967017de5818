/**
 * The users module's front door (decision 0066): a member's own profile and the public profile
 * others see, and their routes. `setProfilePhoto` is what the files module's profile-photo upload calls.
 */
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { publicProfileRoutes } from './public-profile.routes.js';
import { createPublicProfileService } from './public-profile.service.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

export function createUsersModule(p: Platform) {
  const users = createUsersService({ db: p.db, checkPhoto: p.checkPhoto, invalidate: p.invalidate });
  const publicProfiles = createPublicProfileService({ db: p.db });
  return {
    name: 'users',
    setProfilePhoto: users.setProfilePhoto,
    api: (auth) => [
      { plugin: usersRoutes(auth, users), prefix: '/user' },
      { plugin: publicProfileRoutes(publicProfiles), prefix: '/user' },
    ],
  } satisfies ApiModule & Record<string, unknown>;
}
