/**
 * GET /api/social/comments/{resourceID}?skip={n}&size=5 → data.comments, newest first
 * (comment page size 5). Comment paging: 'Load more' shows while the last page had
 * comments and disappears when a page comes back empty.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMENT_PAGE_SIZE } from '@wbn/contract/constants';
import type { CommentsPage } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const getComments = (resourceID: string, skip: number) =>
  apiRequest<CommentsPage>(
    `/api/social/comments/${encodeURIComponent(resourceID)}?${new URLSearchParams({ skip: String(skip), size: String(COMMENT_PAGE_SIZE) }).toString()}`,
    { auth: false },
  );

/** Next skip: after every comment loaded so far, as long as the last page had any. */
export const nextCommentSkip = (last: CommentsPage, pages: CommentsPage[]) =>
  last.comments.length === 0 ? undefined : pages.reduce((n, p) => n + p.comments.length, 0);

export function useComments(resourceID: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: socialKeys.comments(resourceID),
    queryFn: ({ pageParam }) => getComments(resourceID, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextCommentSkip,
    enabled,
    retry: false,
  });
}
