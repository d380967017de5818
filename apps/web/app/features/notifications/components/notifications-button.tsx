import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Bell } from 'lucide-react';
import { NAV_LABELS, NOTIFICATIONS_PATH } from '@wbn/contract/constants';
import { useUnreadCount } from '~/features/notifications/api/get-unread-count';
import { useNotificationsLive } from '~/features/notifications/hooks/use-notifications-live';
import { NotificationsSkeleton } from '~/features/notifications/components/notification-states';
import { NavBadgeIcon, NavItemLabel, navItemClass } from '~/components/nav-item';

// The list, its items and their actions load when the popover is first wanted.
const loadPanel = () => import('~/features/notifications/components/notifications-panel');
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })));

/**
 * The header bell (the spec shows only the icon): the unread badge, kept current by the
 * live channel, and a popover with the newest notifications. Rendered for members only.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const onListPage = useLocation().pathname === NOTIFICATIONS_PATH;
  useNotificationsLive();
  const unread = useUnreadCount();
  const count = unread.data?.unreadCount ?? 0;
  const label = count ? `${NAV_LABELS.notifications}, ${count} unread` : NAV_LABELS.notifications;

  // Screen readers hear a new notification once (not the count on every page load).
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (unread.data === undefined) return;
    if (previous.current !== null && count > previous.current) setAnnouncement(`New notification. ${count} unread.`);
    previous.current = count;
  }, [count, unread.data]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className={navItemClass(open || onListPage)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <NavBadgeIcon icon={Bell} count={count} testId="notifications-badge" />
        <NavItemLabel>{NAV_LABELS.notifications}</NavItemLabel>
      </Popover.Trigger>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={NAV_LABELS.notifications}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white text-sm shadow-lg outline-none"
        >
          <Suspense fallback={<NotificationsSkeleton count={3} />}>
            <NotificationsPanel unreadCount={count} onClose={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
