/** DELETE /api/social/reaction/react/{resourceType} {resourceID, businessID?} (Bearer) → unlike. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { optimisticReaction } from './optimistic';
import type { ReactionResult, ReactionTarget } from './types';

export const unreact = ({ resourceType, resourceID, businessID }: ReactionTarget) =>
  apiRequest<ReactionResult>(`/api/social/reaction/react/${encodeURIComponent(resourceType)}`, {
    method: 'DELETE',
    body: { resourceID, businessID },
  });

/** Unlike, optimistically (reverted silently on failure). */
export function useUnreact() {
  const queryClient = useQueryClient();
  return useMutation(optimisticReaction(queryClient, null, unreact));
}
