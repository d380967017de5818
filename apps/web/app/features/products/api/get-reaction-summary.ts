/**
 * The product page's like count: GET /api/social/reaction/summary/{resourceID}.
 * It shares the reactions feature's cache entry, so the page's count moves with a like or
 * unlike at once. Any failure is passed on (the product page then shows 'Error loading data').
 */
import { useReactionSummary as useSummary, type ReactionSummary } from '~/features/reactions/public';

export type { ReactionSummary };

export function useReactionSummary(resourceID: string | null, initialData?: ReactionSummary | null) {
  return useSummary(resourceID, { initial: initialData, retry: false });
}
