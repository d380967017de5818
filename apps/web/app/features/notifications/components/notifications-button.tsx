import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { NAV_LABELS, NOTIFICATIONS_PATH } from '@wbn/contract/constants';
import { useUnreadCount } from '~/features/notifications/api/get-unread-count';
import { useNotificationsLive } from '~/features/notifications/hooks/use-notifications-live';
import { NotificationsSkeleton } from '~/features/notifications/components/notification-states';
import { NavBadgeIcon, NavItemLabel, navItemClass } from '~/components/nav-item';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useSpecPathname } from '~/lib/edition-link';

// The list, its items and their actions load when the popover is first wanted.
const loadPanel = () => import('~/features/notifications/components/notifications-panel');
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })));

/**
 * The header bell (the spec shows only the icon): the unread badge, kept current by the
 * live channel, and a popover with the newest notifications. Rendered for members only.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const onListPage = useSpecPathname() === NOTIFICATIONS_PATH;
  const spec = useSpecText();
  const { t } = useLingui();
  const name = spec(NAV_LABELS.notifications);
  useNotificationsLive();
  const unread = useUnreadCount();
  const count = unread.data?.unreadCount ?? 0;
  const label = count ? t`${name}, ${count} unread` : name;

  // Screen readers hear a new notification once (not the count on every page load).
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (unread.data === undefined) return;
    if (previous.current !== null && count > previous.current) setAnnouncement(t`New notification. ${count} unread.`);
    previous.current = count;
  }, [count, unread.data, t]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className={navItemClass(open || onListPage)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <NavBadgeIcon icon={Bell} count={count} testId="notifications-badge" />
        <NavItemLabel>{name}</NavItemLabel>
      </Popover.Trigger>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={name}
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
