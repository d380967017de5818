/** GET /api/social/posts/{postID} → the post; public. */
import { useQuery } from '@tanstack/react-query';
import type { Post } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const getPost = (postID: string) => apiRequest<Post>(`/api/social/posts/${encodeURIComponent(postID)}`);

export function usePost(postID: string | null) {
  return useQuery({
    queryKey: socialKeys.post(postID ?? ''),
    queryFn: () => getPost(postID ?? ''),
    enabled: Boolean(postID),
    retry: false,
  });
}
