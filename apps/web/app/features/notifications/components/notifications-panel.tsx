/** The bell's popover: the newest grouped notifications, "Mark all as read", and the way to the full list. */
import { Link } from '~/lib/edition-link';
import { NOTIFICATIONS_PATH, NOTIFICATIONS_POPOVER_SIZE, NOTIFICATIONS_TEXT } from '@wbn/contract/constants';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { NotificationsEmpty, NotificationsError, NotificationsSkeleton } from './notification-states';

export function NotificationsPanel({ unreadCount, onClose }: { unreadCount: number; onClose: () => void }) {
  const query = useLatestNotifications(NOTIFICATIONS_POPOVER_SIZE);
  const markRead = useMarkRead();
  const items = query.data?.results ?? [];
  return (
    <div className="flex max-h-[min(36rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">{NOTIFICATIONS_TEXT.title}</h2>
        <button
          type="button"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          {NOTIFICATIONS_TEXT.markAllRead}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {query.isPending ? (
          <NotificationsSkeleton count={3} />
        ) : query.isError ? (
          <NotificationsError error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <NotificationsEmpty />
        ) : (
          <ul aria-label={NOTIFICATIONS_TEXT.title} className="divide-y divide-slate-100">
            {items.map((g) => (
              <NotificationItem key={g.id} group={g} onOpen={onClose} compact />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-200 p-2">
        <Link
          to={NOTIFICATIONS_PATH}
          onClick={onClose}
          className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {NOTIFICATIONS_TEXT.seeAll}
        </Link>
      </div>
    </div>
  );
}
