/** GET /api/notifications/unread-count (Bearer) → unread groups, what the bell's badge shows. */
import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { snapshotted } from '~/lib/query-snapshot';
import { notificationKeys } from '~/lib/query-keys/notifications';

export const getUnreadCount = () => apiRequest<UnreadCount>('/api/notifications/unread-count');

/** Kept current by the live channel (use-notifications-live); fetched again when the window regains focus after a while. */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...snapshotted(notificationKeys.unread(), getUnreadCount), enabled, staleTime: 60_000 });
}
