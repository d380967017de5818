/** The full list (/notifications): every grouped notification, page after page, with "Mark all as read". */
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_TEXT } from '@wbn/contract/constants';
import { useNotificationPages } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { NotificationsEmpty, NotificationsError, NotificationsSkeleton } from './notification-states';

export function NotificationsList() {
  const query = useNotificationPages(NOTIFICATIONS_PAGE_SIZE);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  const unreadCount = unread.data?.unreadCount ?? 0;

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-5">
        <p className="text-sm text-slate-600" aria-live="polite">
          {/* Nothing until the count is known: "All caught up" above unread entries would be wrong. */}
          {unread.data === undefined ? '\u00a0' : unreadCount ? `${unreadCount} unread` : 'All caught up'}
        </p>
        <button
          type="button"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          {NOTIFICATIONS_TEXT.markAllRead}
        </button>
      </div>
      {query.isPending ? (
        <NotificationsSkeleton count={5} />
      ) : query.isError && !items.length ? (
        <NotificationsError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <NotificationsEmpty />
      ) : (
        <>
          <ul aria-label={NOTIFICATIONS_TEXT.title} className="divide-y divide-slate-100">
            {items.map((g) => (
              <NotificationItem key={g.id} group={g} />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <NotificationsError error={query.error} onRetry={() => void query.fetchNextPage()} />
          ) : null}
          {query.hasNextPage && !query.isFetchNextPageError ? (
            <div className="border-t border-slate-100 p-3 text-center">
              <button
                type="button"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
              >
                {query.isFetchingNextPage ? 'Loading…' : NOTIFICATIONS_TEXT.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
