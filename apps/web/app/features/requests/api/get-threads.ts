/** GET /api/business/request?ubid=&skip=&size=: an inbox's threads, newest activity first, page by page. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { REQUESTS_PAGE_SIZE } from '@wbn/contract/constants';
import type { RequestList } from '@wbn/contract/schemas';
import { apiRequest, isApiError } from '~/lib/api-client';
import { requestKeys } from '~/lib/query-keys/requests';
import { snapshottedFirstPage } from '~/lib/query-snapshot';

export const getThreads = (inboxId: string, skip: number) =>
  apiRequest<RequestList>(
    `/api/business/request?ubid=${encodeURIComponent(inboxId)}&skip=${skip}&size=${REQUESTS_PAGE_SIZE}`,
  );

export function useThreads(inboxId: string, enabled = true) {
  return useInfiniteQuery({
    ...snapshottedFirstPage(requestKeys.list(inboxId), 0 as number, (skip: number) => getThreads(inboxId, skip)),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.total && last.results.length > 0 ? loaded : undefined;
    },
    enabled,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
