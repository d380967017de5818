import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { NAV_LABELS } from '@wbn/contract';
import { navItemClass, NavItemLabel } from './nav-item';

/** Notifications (spec 1 §2: action not shown). A popover that says there is nothing yet. */
export function NotificationsButton() {
  return (
    <Popover.Root>
      <Popover.Trigger aria-label={NAV_LABELS.notifications} className={navItemClass(false)}>
        <Bell aria-hidden="true" className="h-5 w-5" />
        <NavItemLabel>{NAV_LABELS.notifications}</NavItemLabel>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg outline-none"
        >
          <h2 className="font-semibold text-slate-900">{NAV_LABELS.notifications}</h2>
          <p className="mt-2 text-slate-600">You have no notifications yet. Likes, follows and requests for you and your businesses will appear here.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
