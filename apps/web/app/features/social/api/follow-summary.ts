/**
 * GET /api/social/follow/{id}/summary → {followersCount, followingCount, session?}
 * (the follow summary) of a business or a person; `session.following` when a token is sent.
 */
import { useQuery } from '@tanstack/react-query';
import type { FollowSummary } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const getFollowSummary = (id: string, member: boolean) =>
  apiRequest<FollowSummary>(`/api/social/follow/${encodeURIComponent(id)}/summary`, { auth: member });

/** `member`: send the token so the answer says whether the viewer follows (enable it once the session is known). */
export function useFollowSummary(id: string, options: { member: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: socialKeys.followSummary(id),
    queryFn: () => getFollowSummary(id, options.member),
    enabled: options.enabled ?? true,
  });
}
