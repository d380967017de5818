/** GET /api/user/profile (Bearer) → the signed-in user's full profile. */
import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { profileKeys } from './keys';
import { snapshotted } from '~/lib/query-snapshot';

export const getOwnProfile = () => apiRequest<UserProfile>('/api/user/profile');

/** The own profile, fresh from the API (the session's cached copy may be older); `enabled` once the session is known. */
export function useOwnProfile(enabled: boolean) {
  return useQuery({ ...snapshotted(profileKeys.own(), getOwnProfile), enabled, retry: false });
}
