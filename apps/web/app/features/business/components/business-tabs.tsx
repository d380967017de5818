/**
 * Tabs of the business page. Owner/admin in edit mode: Manage Profile, Requests,
 * Products, Membership, Members, Developers, Insights. Otherwise: Business Profile, Send Request
 * (Requests for owner, admin or member), Company Products.
 *
 * When they do not fit (a phone), the row scrolls sideways with its labels whole, and a shade at
 * each edge that has more shows that it does (`scroll-cues-x` in app.css: no script, so nothing
 * added to the page's first load); the tab being shown, and a tab reached with the keyboard, are
 * scrolled into view whole (decision 0043).
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { INSIGHTS_TAB_LABEL, type BusinessSession } from '@wbn/contract/constants';
import { businessLinks } from '~/lib/business-paths';

type Tab = { label: string; to: string; current?: boolean };

/** `current`: the label of the tab being shown (default: the profile tab). */
export function businessTabs(
  id: string,
  session: BusinessSession,
  editMode: boolean,
  profilePath: string,
  current?: string,
): Tab[] {
  const l = businessLinks(id);
  const mark = (tabs: Tab[]) => tabs.map((t, i) => ({ ...t, current: current ? t.label === current : i === 0 }));
  if (editMode)
    return mark([
      { label: 'Manage Profile', to: l.manage },
      { label: 'Requests', to: l.requests },
      { label: 'Products', to: l.products },
      { label: 'Membership', to: l.membership },
      { label: 'Members', to: l.members },
      { label: 'Developers', to: l.developers },
      { label: INSIGHTS_TAB_LABEL, to: l.insights },
    ]);
  const insider = session === 'owner' || session === 'admin' || session === 'member';
  return mark([
    { label: 'Business Profile', to: profilePath },
    insider ? { label: 'Requests', to: l.requests } : { label: 'Send Request', to: l.sendRequest },
    { label: 'Company Products', to: l.products },
  ]);
}

export function BusinessTabs({ tabs }: { tabs: Tab[] }) {
  const row = useRef<HTMLUListElement>(null);
  const current = tabs.find((t) => t.current)?.to;

  // The tab being shown is whole in view (in the row; the page is left where it is when the row is in view).
  useEffect(() => {
    row.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <nav
      aria-label="Business sections"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ul
        ref={row}
        onFocus={(e) => e.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
        className="scroll-cues-x flex overflow-x-auto [scrollbar-width:none]"
      >
        {tabs.map((t) => (
          <li key={t.label}>
            <Link
              to={t.to}
              aria-current={t.current ? 'page' : undefined}
              className={clsx(
                'relative inline-flex h-12 items-center px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                t.current
                  ? 'text-brand-700 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand-600'
                  : 'text-slate-600 hover:text-brand-700',
              )}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
