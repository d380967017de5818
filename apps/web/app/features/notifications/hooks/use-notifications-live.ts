/**
 * Keeps the bell and the lists current from the live channel: a new notification or a read in
 * another tab sets the unread count and refreshes the lists on screen; after a 'resync' (too
 * much missed while away) everything is fetched again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, type LiveNotificationEvent, type LiveNotificationsReadEvent } from '@wbn/contract/constants';
import type { UnreadCount } from '@wbn/contract/schemas';
import { useLiveEvent } from '~/features/live/public';
import { notificationKeys } from '~/lib/query-keys/notifications';

export function useNotificationsLive() {
  const queryClient = useQueryClient();
  const update = (data: LiveNotificationEvent | LiveNotificationsReadEvent | null) => {
    if (data && typeof data.unreadCount === 'number')
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { unreadCount: data.unreadCount });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  };
  useLiveEvent<LiveNotificationEvent | null>(LIVE_EVENTS.notification, update);
  useLiveEvent<LiveNotificationsReadEvent | null>(LIVE_EVENTS.notificationsRead, update);
  useLiveEvent(LIVE_EVENTS.resync, () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}
