import type { ReactNode } from 'react';
import { NavLink } from '~/lib/edition-link';
import type { LucideIcon } from 'lucide-react';
import { NOTIFICATIONS_BADGE_MAX } from '@wbn/contract/constants';
import clsx from 'clsx';

/** Header item: icon with its label under it from 992 px; below that the label is for screen readers only. */
export const navItemClass = (active: boolean) =>
  clsx(
    'relative inline-flex h-12 min-w-10 flex-col items-center justify-center gap-0.5 rounded-lg px-1.5 sm:min-w-11 sm:px-2 text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500',
    active &&
      'text-brand-700 after:absolute after:inset-x-2 after:-bottom-2 after:h-0.5 after:rounded-full after:bg-brand-600',
  );

export function NavItemLabel({ children }: { children: ReactNode }) {
  return <span className="sr-only text-xs font-medium md:not-sr-only">{children}</span>;
}

/** A header item's icon with its unread badge (none at 0; above NOTIFICATIONS_BADGE_MAX it reads "99+"). */
export function NavBadgeIcon({ icon: Icon, count, testId }: { icon: LucideIcon; count: number; testId: string }) {
  return (
    <span className="relative">
      <Icon aria-hidden="true" className="h-5 w-5" />
      {count ? (
        <span
          aria-hidden="true"
          data-testid={testId}
          className="absolute -top-2 -right-2.5 h-[18px] min-w-[18px] rounded-full bg-red-600 px-1 text-center text-[11px] leading-[18px] font-semibold text-white ring-2 ring-white"
        >
          {count > NOTIFICATIONS_BADGE_MAX ? `${NOTIFICATIONS_BADGE_MAX}+` : count}
        </span>
      ) : null}
    </span>
  );
}

/** `fromSm`: shown from 768 px only (Home, My Business, My B2B). */
export function NavItem({
  to,
  icon: Icon,
  label,
  end,
  fromSm,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  end?: boolean;
  fromSm?: boolean;
}) {
  const link = (
    <NavLink to={to} end={end} className={({ isActive }) => navItemClass(isActive)}>
      <Icon aria-hidden="true" className="h-5 w-5" />
      <NavItemLabel>{label}</NavItemLabel>
    </NavLink>
  );
  // A wrapper carries the visibility so it cannot clash with the link's own display class.
  return fromSm ? <span className="hidden sm:contents">{link}</span> : link;
}
