/** GET /api/notifications?skip=&size= (Bearer) → grouped entries, newest first, with the total and unread count. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { snapshottedFirstPage } from '~/lib/query-snapshot';
import { notificationKeys } from '~/lib/query-keys/notifications';

export const getNotifications = (skip: number, size: number) =>
  apiRequest<NotificationList>(`/api/notifications?skip=${skip}&size=${size}`);

/** The newest entries (the bell's popover). */
export function useLatestNotifications(size: number, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.latest(size),
    queryFn: () => getNotifications(0, size),
    enabled,
    staleTime: 0,
  });
}

/** Page after page for the full list ("Show more"). */
export function useNotificationPages(size: number) {
  return useInfiniteQuery({
    ...snapshottedFirstPage(notificationKeys.pages(size), 0 as number, (skip: number) => getNotifications(skip, size)),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.total && last.results.length > 0 ? loaded : undefined;
    },
  });
}
