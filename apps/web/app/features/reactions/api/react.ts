/** POST /api/social/reaction/react/{resourceType} {resourceID, businessID?, reactionType} (Bearer) → like. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { optimisticReaction } from './optimistic';
import type { ReactionResult, ReactionTarget } from './types';

export const react = ({ resourceType, resourceID, businessID }: ReactionTarget) =>
  apiRequest<ReactionResult>(`/api/social/reaction/react/${encodeURIComponent(resourceType)}`, {
    method: 'POST',
    body: { resourceID, businessID, reactionType: 'like' },
  });

/** Like, optimistically (reverted silently on failure). */
export function useReact() {
  const queryClient = useQueryClient();
  return useMutation(optimisticReaction(queryClient, 'like', react));
}
