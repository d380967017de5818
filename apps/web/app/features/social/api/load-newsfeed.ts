/**
 * GET /api/newsfeed/load?nextID= (Bearer) → {items, nextID}: pages follow the opaque
 * cursor of the previous one; `nextID: null` means nothing older.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { NewsfeedPage } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';
import { snapshottedFirstPage } from '~/lib/query-snapshot';

export const loadNewsfeed = (nextID: string | null) =>
  apiRequest<NewsfeedPage>(`/api/newsfeed/load${nextID ? `?${new URLSearchParams({ nextID }).toString()}` : ''}`);

export function useNewsfeed(enabled: boolean) {
  return useInfiniteQuery({
    ...snapshottedFirstPage(socialKeys.feed(), null as string | null, loadNewsfeed),
    getNextPageParam: (last) => last.nextID ?? undefined,
    enabled,
    retry: false,
  });
}
