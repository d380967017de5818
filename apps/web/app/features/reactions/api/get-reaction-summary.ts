/** GET /api/social/reaction/summary/{resourceID} (public; 404 for unknown ids) → the like count. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { reactionKeys } from './keys';
import type { ReactionSummary, ReactionSummaryResponse } from './types';

export const getReactionSummary = (resourceID: string) =>
  apiRequest<ReactionSummaryResponse>(`/api/social/reaction/summary/${encodeURIComponent(resourceID)}`, {
    auth: false,
  });

/**
 * The resource's like count. `initial` (from the server render or the resource itself) fills the
 * cache so no request is needed until it goes stale; like and unlike update this entry in place.
 */
export function useReactionSummary(
  resourceID: string | null,
  options: { initial?: ReactionSummary | null; enabled?: boolean; retry?: boolean } = {},
) {
  return useQuery<ReactionSummary>({
    queryKey: reactionKeys.summary(resourceID ?? ''),
    queryFn: () => getReactionSummary(resourceID!),
    enabled: !!resourceID && (options.enabled ?? true),
    initialData: options.initial ?? undefined,
    ...(options.retry === undefined ? {} : { retry: options.retry }),
  });
}
