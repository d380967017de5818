/**
 * GET /api/user/public-profile/{id} → data.profile: what anyone may see of a member,
 * with their businesses and follower count. The server render passes its copy as `initial`.
 */
import { useQuery } from '@tanstack/react-query';
import type { PublicProfile, PublicProfileResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { profileKeys } from '~/lib/query-keys/profile';

export const publicProfileApiPath = (userID: string) => `/api/user/public-profile/${encodeURIComponent(userID)}`;

export const getPublicProfile = (userID: string) =>
  apiRequest<PublicProfileResponse>(publicProfileApiPath(userID), { auth: false }).then((d) => d.profile);

export function usePublicProfile(
  userID: string | null,
  options: { initial?: PublicProfile | null; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: profileKeys.public(userID ?? ''),
    queryFn: () => getPublicProfile(userID ?? ''),
    enabled: Boolean(userID) && (options.enabled ?? true),
    initialData: options.initial ?? undefined,
  });
}
