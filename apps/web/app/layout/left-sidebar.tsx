import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useEditionHref, useNavigate } from '~/lib/edition-link';
import { ChevronRight, LayoutGrid } from 'lucide-react';
import clsx from 'clsx';
import {
  INDUSTRIES,
  SIDEBAR_ALL_CATEGORIES,
  SIDEBAR_MAX_GROUPS,
  SIDEBAR_MAX_LINKS_PER_GROUP,
  SIDEBAR_TRANSITION_MS,
  SIDEBAR_VIEW_MORE,
  SIDEBAR_VIEW_MORE_CATEGORIES,
  SITE_PATHS,
} from '@wbn/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { DeferHydration } from '~/components/defer-hydration';
import { useEdition, useSpecText } from '~/lib/i18n';
import { browsePath } from '~/lib/edition-link';
import { inAppHref } from '~/lib/in-app-links';
import {
  useIndustryNav,
  useIndustryTreeSuspense,
  usePrefetchIndustryTree,
  type IndustryNavItem,
} from '~/lib/use-industries';

/**
 * The tree's industries in order, named in the page's edition (the root loader's `industryNav`);
 * without the tree (API down) the 15 fixed English names, without panels.
 */
function useSidebarIndustries(): IndustryNavItem[] {
  const nav = useIndustryNav();
  return useMemo(() => nav ?? INDUSTRIES.map((i) => ({ key: i.key, name: i.name, hasPanel: false })), [nav]);
}

/**
 * Left sidebar: 15 industries each searching its name, plus All Categories.
 * Hovering or focusing an industry opens its sub-category panel beside the sidebar: up to 6
 * groups of up to 6 links, with 'View More' / 'View More Categories' to /industries.
 *
 * The panels hold some 500 links, all in the server HTML. To keep the page light and its first
 * hydration short they are plain anchors styled from their container (`.sidebar-panel` in
 * app.css), hydrated once the page is idle, and opened by the `data-open` of their list item
 * (CSS), so they never re-render. A click on one is followed inside the app, as a <Link> would.
 */
export function LeftSidebar({ className }: { className?: string }) {
  const industries = useSidebarIndustries();
  usePrefetchIndustryTree();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const spec = useSpecText();
  const { t } = useLingui();
  const edition = useEdition();

  // Native listeners on the nav rather than React handlers: events inside a panel that is not
  // hydrated yet are held back by React, and the panels must work from the first moment.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    let current: string | null = null;
    /** Set while Escape moves focus back to an industry link, so that focus does not reopen its panel. */
    let refocusing = false;
    const open = (key: string | null) => {
      current = key;
      setOpenKey(key);
    };
    /** The industry whose list item holds `target` (its panel included); null for All Categories; undefined elsewhere. */
    const industryAt = (target: EventTarget | null) => {
      const item = target instanceof Element ? target.closest<HTMLElement>('nav > ul > li') : null;
      if (!item) return undefined;
      return item.dataset.panel !== undefined ? (item.dataset.industry ?? null) : null;
    };
    /** Where a link was clicked: the page changing under a pointer that has not moved (a panel re-rendered, the next page drawn) must not reopen the panel. */
    let clickedAt: { x: number; y: number } | null = null;
    const onOver = (e: MouseEvent) => {
      if (clickedAt && e.clientX === clickedAt.x && e.clientY === clickedAt.y) return;
      clickedAt = null;
      const key = industryAt(e.target);
      if (key !== undefined && key !== current) open(key);
    };
    const onFocusIn = (e: FocusEvent) => {
      const key = industryAt(e.target);
      if (!refocusing && key !== undefined && key !== current) open(key);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!nav.contains(e.relatedTarget as Node | null)) open(null);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || current === null) return;
      const trigger = nav.querySelector<HTMLElement>(`[data-industry-link="${current}"]`);
      open(null);
      refocusing = true;
      trigger?.focus();
      refocusing = false;
    };
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest('a')) return;
      clickedAt = { x: e.clientX, y: e.clientY };
      open(null);
      // Panel links are plain anchors: follow them in the app (the industry links are <Link>s).
      const href = e.target.closest('.sidebar-panel') ? inAppHref(e) : null;
      if (href === null) return;
      e.preventDefault();
      void navigate(href);
    };
    const onLeave = () => open(null);
    const listeners = [
      ['mouseover', onOver],
      ['mouseleave', onLeave],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
      ['keydown', onKeyDown],
      ['click', onClick],
    ] as const;
    listeners.forEach(([type, listener]) => nav.addEventListener(type, listener as EventListener));
    return () => listeners.forEach(([type, listener]) => nav.removeEventListener(type, listener as EventListener));
  }, [navigate]);

  return (
    <aside className={className}>
      <nav
        ref={navRef}
        aria-label={t`Industries`}
        className="relative rounded-xl border border-slate-200 bg-white py-2 shadow-sm"
      >
        <ul>
          {industries.map((industry) => {
            const open = openKey === industry.key;
            const hasPanel = industry.hasPanel;
            return (
              <li
                key={industry.key}
                data-industry={industry.key}
                data-panel={hasPanel ? '' : undefined}
                data-open={open ? '' : undefined}
                className="group"
              >
                <Link
                  to={browsePath(edition, { name: industry.name, industry: industry.key })}
                  data-industry-link={industry.key}
                  aria-expanded={hasPanel ? open : undefined}
                  className={clsx(
                    'flex items-center justify-between gap-2 px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                    open && 'bg-brand-50 text-brand-700',
                  )}
                >
                  <span className="truncate">{industry.name}</span>
                  {hasPanel ? <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" /> : null}
                </Link>
                {hasPanel ? <DeferredSubCategoryPanel industryKey={industry.key} name={industry.name} /> : null}
              </li>
            );
          })}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <Link
              to={SITE_PATHS.industries}
              className="flex items-center gap-2 px-4 py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              {spec(SIDEBAR_ALL_CATEGORIES)}
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

type PanelProps = { industryKey: string; name: string };

/**
 * Memoised around the deferred boundary: the sidebar's own re-renders must not reach a panel that
 * is not hydrated yet. In the browser the panel hydrates once the page is idle and the tree has
 * been fetched (it is not in the page's hydration data); the server's HTML stands until then.
 */
const DeferredSubCategoryPanel = memo(function DeferredSubCategoryPanel(props: PanelProps) {
  return (
    <DeferHydration>
      <SubCategoryPanel {...props} />
    </DeferHydration>
  );
});

/**
 * The panel beside the sidebar, shown while its list item has `data-open`: kept in the page and
 * faded in/out (visibility keeps it out of the tab order while closed).
 */
function SubCategoryPanel({ industryKey, name }: PanelProps) {
  const tree = useIndustryTreeSuspense();
  const href = useEditionHref();
  const edition = useEdition();
  const spec = useSpecText();
  const { t } = useLingui();
  const categories = tree.find((i) => (i.key || i.id) === industryKey)?.categories ?? [];
  const groups = categories.slice(0, SIDEBAR_MAX_GROUPS);
  return (
    <div
      role="region"
      aria-label={t`${name} categories`}
      style={{ transitionDuration: `${SIDEBAR_TRANSITION_MS}ms` }}
      className={clsx(
        // The transparent left padding bridges the gap to the sidebar, so moving the pointer across it keeps the panel open.
        'absolute left-full top-0 z-30 flex min-h-full w-[min(648px,calc(100vw-22rem))] pl-2 transition-[opacity,transform,visibility] ease-out',
        'pointer-events-none invisible -translate-x-2 opacity-0',
        'group-data-open:pointer-events-auto group-data-open:visible group-data-open:translate-x-0 group-data-open:opacity-100',
      )}
    >
      <div className="sidebar-panel w-full rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="grid grid-cols-2 gap-x-8 gap-y-6 lg:grid-cols-3">
          {groups.map((category) => (
            <div key={category.id}>
              <a
                href={href(browsePath(edition, { name: category.name, category: category.id }))}
                className="font-semibold text-slate-900 hover:text-brand-700"
              >
                {category.name}
              </a>
              <ul className="mt-2 space-y-1.5">
                {category.subCategories.slice(0, SIDEBAR_MAX_LINKS_PER_GROUP).map((sub) => (
                  <li key={sub.id}>
                    <a href={href(browsePath(edition, { name: sub.name, category: category.id }))}>{sub.name}</a>
                  </li>
                ))}
                {category.subCategories.length > SIDEBAR_MAX_LINKS_PER_GROUP ? (
                  <li>
                    <a href={href(SITE_PATHS.industries)} className="font-medium text-brand-600">
                      {spec(SIDEBAR_VIEW_MORE)}
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ))}
        </div>
        {categories.length > SIDEBAR_MAX_GROUPS ? (
          <div className="mt-6 border-t border-slate-100 pt-4">
            <a href={href(SITE_PATHS.industries)} className="font-semibold text-brand-600">
              {spec(SIDEBAR_VIEW_MORE_CATEGORIES)}
            </a>
          </div>
        ) : null}
      </div>
    </div>
  );
}
