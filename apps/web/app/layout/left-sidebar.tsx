import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
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
  searchPath,
  type Category,
} from '@wbn/contract';
import { useIndustryTree } from './use-industries';

type SidebarIndustry = { key: string; name: string; categories: Category[] };

/** The tree's industries in order; without the tree (API down) the 15 fixed names, without panels. */
function useSidebarIndustries(): SidebarIndustry[] {
  const tree = useIndustryTree();
  if (tree.length === 0) return INDUSTRIES.map((i) => ({ key: i.key, name: i.name, categories: [] }));
  return [...tree].sort((a, b) => a.order - b.order).map((i) => ({ key: i.key || i.id, name: i.name, categories: i.categories }));
}

const panelLink = 'rounded text-sm text-slate-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * Left sidebar (spec 1 §2): 15 industries each searching its name, plus All Categories.
 * Hovering or focusing an industry opens its sub-category panel beside the sidebar: up to 6
 * groups of up to 6 links, with 'View More' / 'View More Categories' to /industries.
 */
export function LeftSidebar({ className }: { className?: string }) {
  const industries = useSidebarIndustries();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  /** Set while Escape moves focus back to an industry link, so that focus does not reopen its panel. */
  const refocusing = useRef(false);
  const openOnFocus = (key: string | null) => {
    if (refocusing.current) return;
    setOpenKey(key);
  };

  const close = () => setOpenKey(null);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(e.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || openKey === null) return;
    const trigger = navRef.current?.querySelector<HTMLElement>(`[data-industry-link="${openKey}"]`);
    close();
    refocusing.current = true;
    trigger?.focus();
    refocusing.current = false;
  };

  return (
    <aside className={className}>
      <nav
        ref={navRef}
        aria-label="Industries"
        onMouseLeave={close}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) close();
        }}
        className="relative rounded-xl border border-slate-200 bg-white py-2 shadow-sm"
      >
        <ul>
          {industries.map((industry) => {
            const open = openKey === industry.key;
            const hasPanel = industry.categories.length > 0;
            return (
              <li key={industry.key} onMouseEnter={() => setOpenKey(hasPanel ? industry.key : null)} onFocus={() => openOnFocus(hasPanel ? industry.key : null)}>
                <Link
                  to={searchPath({ search: industry.name })}
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
                {hasPanel ? <SubCategoryPanel industry={industry} open={open} /> : null}
              </li>
            );
          })}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <Link
              to={SITE_PATHS.industries}
              onMouseEnter={close}
              onFocus={close}
              className="flex items-center gap-2 px-4 py-2 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              {SIDEBAR_ALL_CATEGORIES}
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  );
}

/** The panel beside the sidebar; kept in the page and faded in/out (visibility keeps it out of tab order while closed). */
function SubCategoryPanel({ industry, open }: { industry: SidebarIndustry; open: boolean }) {
  const groups = industry.categories.slice(0, SIDEBAR_MAX_GROUPS);
  return (
    <div
      role="region"
      aria-label={`${industry.name} categories`}
      style={{ transitionDuration: `${SIDEBAR_TRANSITION_MS}ms` }}
      className={clsx(
        // The transparent left padding bridges the gap to the sidebar, so moving the pointer across it keeps the panel open.
        'absolute left-full top-0 z-30 flex min-h-full w-[min(648px,calc(100vw-22rem))] pl-2 transition-[opacity,transform,visibility] ease-out',
        open ? 'visible translate-x-0 opacity-100' : 'pointer-events-none invisible -translate-x-2 opacity-0',
      )}
    >
      <div className="w-full rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="grid grid-cols-2 gap-x-8 gap-y-6 lg:grid-cols-3">
          {groups.map((category) => (
            <div key={category.id}>
              <Link to={searchPath({ search: category.name })} className="rounded text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
                {category.name}
              </Link>
              <ul className="mt-2 space-y-1.5">
                {category.subCategories.slice(0, SIDEBAR_MAX_LINKS_PER_GROUP).map((sub) => (
                  <li key={sub.id}>
                    <Link to={searchPath({ search: sub.name })} className={panelLink}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
                {category.subCategories.length > SIDEBAR_MAX_LINKS_PER_GROUP ? (
                  <li>
                    <Link to={SITE_PATHS.industries} className="rounded text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
                      {SIDEBAR_VIEW_MORE}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </div>
          ))}
        </div>
        {industry.categories.length > SIDEBAR_MAX_GROUPS ? (
          <div className="mt-6 border-t border-slate-100 pt-4">
            <Link to={SITE_PATHS.industries} className="rounded text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
              {SIDEBAR_VIEW_MORE_CATEGORIES}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
