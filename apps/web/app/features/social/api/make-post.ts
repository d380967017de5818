/** POST /api/social/posts/make-post {content, timelineID, timelineType, businessID?, picture?} (Bearer) → data.postID. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MakePostRequest, MakePostResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const makePost = (body: MakePostRequest) =>
  apiRequest<MakePostResponse>('/api/social/posts/make-post', { method: 'POST', body });

/** Creates a post; the newsfeed and the timeline it went to are loaded again. */
export function useMakePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePost,
    onSuccess: (_data, body) => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.feed() });
      void queryClient.invalidateQueries({ queryKey: socialKeys.timeline(body.timelineID) });
    },
  });
}
