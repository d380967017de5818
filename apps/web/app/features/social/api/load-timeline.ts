/**
 * GET /api/timeline/load/{timelineID}?skip={n}&size=10 → posts of a user or business, newest
 * first (timeline page size 10). Public; a member's token is sent so that the API
 * can say which posts they may remove. There is more while the last page was full.
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { TIMELINE_PAGE_SIZE } from '@wbn/contract/constants';
import type { TimelinePage } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const timelinePath = (timelineID: string, skip: number) =>
  `/api/timeline/load/${encodeURIComponent(timelineID)}?${new URLSearchParams({ skip: String(skip), size: String(TIMELINE_PAGE_SIZE) }).toString()}`;

export const loadTimeline = (timelineID: string, skip: number) =>
  apiRequest<TimelinePage>(timelinePath(timelineID, skip));

/** `initial`: the first page the server rendered. */
export function useTimeline(timelineID: string, options: { initial?: TimelinePage | null; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: socialKeys.timeline(timelineID),
    queryFn: ({ pageParam }) => loadTimeline(timelineID, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.posts.length < TIMELINE_PAGE_SIZE ? undefined : pages.length * TIMELINE_PAGE_SIZE,
    initialData: options.initial
      ? ({ pages: [options.initial], pageParams: [0] } satisfies InfiniteData<TimelinePage, number>)
      : undefined,
    enabled: options.enabled ?? true,
    retry: false,
  });
}
