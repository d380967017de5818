/**
 * DELETE /api/social/posts/remove-post {postID} (Bearer). The API refuses anyone but
 * the author (or an owner/admin of the authoring business). Success reloads the lists the post
 * was in ("Post removal: success reloads the page").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemovePostRequest, RemovePostResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const removePost = (body: RemovePostRequest) =>
  apiRequest<RemovePostResponse>('/api/social/posts/remove-post', { method: 'DELETE', body });

export function useRemovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePost,
    onSuccess: (_data, body) => {
      queryClient.removeQueries({ queryKey: socialKeys.post(body.postID) });
      void queryClient.invalidateQueries({ queryKey: socialKeys.posts() });
    },
  });
}
