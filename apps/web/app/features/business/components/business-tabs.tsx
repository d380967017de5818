/**
 * Tabs of the business page. Owner/admin in edit mode: Manage Profile, Requests,
 * Products, Membership, Members, Developers, Insights. Otherwise: Business Profile, Send Request
 * (Requests for owner, admin or member), Company Products.
 *
 * Where they do not fit in one row (a phone), they wrap onto as many rows as they need, each row
 * shared out among its tabs, each label whole and each tab in view: nothing scrolls sideways,
 * nothing hides behind an edge (decision 0072). From 992 px each tab is as wide as its label. Plain
 * links: Tab reaches each, Enter opens it; the one being shown is underlined.
 */
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { INSIGHTS_TAB_LABEL, type BusinessSession } from '@wbn/contract/constants';
import { businessLinks } from '~/lib/business-paths';

/** `label`: the tab's English name, which also names the tab being shown; the page says it in its edition. */
type Tab = { label: string; to: string; current?: boolean };

/** The tabs' names in the page's edition (decision 0085); Insights is the contract's (INSIGHTS_TAB_LABEL). */
const TAB_NAMES: Record<string, MessageDescriptor> = {
  'Manage Profile': msg`Manage Profile`,
  Requests: msg`Requests`,
  Products: msg`Products`,
  Membership: msg`Membership`,
  Members: msg`Members`,
  Developers: msg`Developers`,
  [INSIGHTS_TAB_LABEL]: msg`Insights`,
  'Business Profile': msg`Business Profile`,
  'Send Request': msg`Send Request`,
  'Company Products': msg`Company Products`,
};

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
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Business sections`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <ul className="flex flex-wrap px-1">
        {tabs.map((tab) => (
          <li key={tab.label} className="flex flex-auto md:flex-none">
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={clsx(
                'relative inline-flex h-12 w-full items-center justify-center px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 md:px-4',
                tab.current
                  ? 'text-brand-700 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand-600'
                  : 'text-slate-600 hover:text-brand-700',
              )}
            >
              {TAB_NAMES[tab.label] ? i18n._(TAB_NAMES[tab.label]!) : tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
