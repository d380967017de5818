/** GET /api/social/reaction/check/{resourceID}?businessID= (Bearer) → has the viewer liked it. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { reactionKeys } from './keys';
import type { ReactionCheck } from './types';

export function checkReaction(resourceID: string, businessID?: string) {
  const query = businessID ? `?businessID=${encodeURIComponent(businessID)}` : '';
  return apiRequest<ReactionCheck>(`/api/social/reaction/check/${encodeURIComponent(resourceID)}${query}`);
}

/** The viewer's reaction, fetched once per resource on load; `enabled` is false for visitors. */
export function useReactionCheck(resourceID: string, options: { businessID?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reactionKeys.check(resourceID, options.businessID),
    queryFn: () => checkReaction(resourceID, options.businessID),
    enabled: options.enabled ?? true,
  });
}
