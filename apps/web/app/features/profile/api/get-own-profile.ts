/** GET /api/user/profile (Bearer) → the signed-in user's full profile. */
import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { useSession } from '~/lib/session-context';
import { profileKeys } from '~/lib/query-keys/profile';

export const getOwnProfile = () => apiRequest<UserProfile>('/api/user/profile');

/**
 * The own profile, fresh from the API; `enabled` once the session is known. Until it arrives, the
 * copy the session keeps (the spec's stored profile) is shown at once, counted as old so that it
 * is always fetched again (decision 0044).
 */
export function useOwnProfile(enabled: boolean) {
  const { profile } = useSession();
  return useQuery({
    queryKey: profileKeys.own(),
    queryFn: getOwnProfile,
    enabled,
    retry: false,
    initialData: profile ?? undefined,
    initialDataUpdatedAt: 1,
  });
}
