/** POST /api/notifications/read {ids} or {all: true} (Bearer) → the new unread count. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationList, UnreadCount } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { notificationKeys } from '~/lib/query-keys/notifications';

export type MarkReadInput = { ids: string[] } | { all: true };

export const markNotificationsRead = (input: MarkReadInput) =>
  apiRequest<UnreadCount>('/api/notifications/read', { method: 'POST', body: input });

const markList = (list: NotificationList, input: MarkReadInput): NotificationList => ({
  ...list,
  results: list.results.map((g) => ('all' in input || input.ids.includes(g.id) ? { ...g, read: true } : g)),
});

/** Shows the entries read at once; the server's count then sets the badge, and a failure puts the lists back as they were. */
function applyRead(queryClient: QueryClient, input: MarkReadInput) {
  queryClient.setQueriesData<NotificationList>({ queryKey: [...notificationKeys.lists(), 'latest'] }, (old) =>
    old ? markList(old, input) : old,
  );
  queryClient.setQueriesData<InfiniteData<NotificationList>>(
    { queryKey: [...notificationKeys.lists(), 'pages'] },
    (old) => (old ? { ...old, pages: old.pages.map((p) => markList(p, input)) } : old),
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
      if ('all' in input) queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { unreadCount: 0 });
      applyRead(queryClient, input);
    },
    onSuccess: (count) => queryClient.setQueryData(notificationKeys.unread(), count),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
