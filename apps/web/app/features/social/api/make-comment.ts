/**
 * POST /api/social/comments/make-comment {resourceID, resourceType, content, businessID?} (Bearer):
 * a comment on a post, product or business, or a reply (resourceType comment).
 * Success refreshes the comments of the resource and the lists that show its comment count.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MakeCommentRequest, MakeCommentResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';
import { updateCachedPost } from './post-cache';

export const makeComment = (body: MakeCommentRequest) =>
  apiRequest<MakeCommentResponse>('/api/social/comments/make-comment', { method: 'POST', body });

export function useMakeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeComment,
    onSuccess: async (_data, body) => {
      if (body.resourceType === 'post')
        updateCachedPost(queryClient, body.resourceID, (p) => ({ ...p, commentsCount: p.commentsCount + 1 }));
      await queryClient.invalidateQueries({ queryKey: socialKeys.comments(body.resourceID) });
      // A reply changes its parent's reply count, shown in the parent's list.
      if (body.resourceType === 'comment') void queryClient.invalidateQueries({ queryKey: ['social', 'comments'] });
    },
  });
}
