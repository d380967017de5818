import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '~/lib/api-client';
import { productKeys } from './keys';

export type ReactionSummary = { reactionCount: { like: number } };

/**
 * GET /api/social/reaction/summary/{resourceID} (spec 1 §7).
 * TODO(social issue: reactions, comments and follows): the endpoint arrives with the social
 * issue. Until then a 404 NotFound is read as zero likes; remove that fallback when it lands.
 * Every other failure is passed on (the product page then shows 'Error loading data').
 */
export async function getReactionSummary(resourceID: string): Promise<ReactionSummary> {
  try {
    const data = await apiRequest<Partial<ReactionSummary> | null>(`/api/social/reaction/summary/${encodeURIComponent(resourceID)}`);
    return { reactionCount: { like: data?.reactionCount?.like ?? 0 } };
  } catch (e) {
    if (isApiError(e) && e.status === 404 && e.name === 'NotFound') return { reactionCount: { like: 0 } };
    throw e;
  }
}

export function useReactionSummary(resourceID: string | null, initialData?: ReactionSummary | null) {
  return useQuery({
    queryKey: productKeys.reactionSummary(resourceID ?? ''),
    queryFn: () => getReactionSummary(resourceID!),
    enabled: !!resourceID,
    initialData: initialData ?? undefined,
    retry: false,
  });
}
