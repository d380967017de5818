/**
 * Above the results (decision 0082): below 992 px the "Filters" button that opens the panel in a
 * sheet, and at every width the applied filters as chips, each a link to the address without it,
 * and "Clear all". Links, so they work before the page hydrates; before it does, the button is a
 * link to the panel, which then shows in the page (`:target`).
 */
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { Link } from '~/lib/edition-link';
import { SlidersHorizontal, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FilterModel } from '../lib/search-filters';
import { spaceClicks } from './filter-panel';

// The sheet (Radix Dialog) loads when the button is first pressed: a phone's first load stays small.
const FilterSheet = lazy(() => import('./filter-sheet'));

/** The id of the panel in the page (the sidebar), which the button leads to before the page hydrates. */
export const FILTER_PANEL_ID = 'search-filters';

export function AppliedFilters({
  model,
  panel,
  total,
  pending,
}: {
  model: FilterModel;
  /** The panel, for the sheet; null when there is nothing to choose. */
  panel: ReactNode;
  total: number;
  pending: boolean;
}) {
  const { t } = useLingui();
  const { chips, clearHref } = model;
  const applied = chips.length;
  const [open, setOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  if (!panel && !chips.length) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {panel ? (
        <a
          ref={trigger}
          href={`#${FILTER_PANEL_ID}`}
          role="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={applied ? t`Filters, ${applied} applied` : t`Filters`}
          onClick={(e) => {
            e.preventDefault();
            setSheetLoaded(true);
            setOpen(true);
          }}
          onKeyDown={spaceClicks}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          {applied ? t`Filters (${applied})` : t`Filters`}
        </a>
      ) : null}
      {chips.length ? (
        <>
          <ul aria-label={t`Applied filters`} className="flex flex-wrap items-center gap-1.5">
            {chips.map(({ heading, label, ...c }) => (
              <li key={`${c.facet}:${c.value}`}>
                <Link
                  to={c.href}
                  preventScrollReset
                  aria-label={t`Remove filter ${heading}: ${label}`}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-1.5 pl-2.5 text-xs font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <span className="break-words">{label}</span>
                  <X aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={clearHref}
            preventScrollReset
            aria-label={t`Clear all filters`}
            className="rounded-md px-1.5 py-0.5 text-xs font-semibold text-brand-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Trans>Clear all</Trans>
          </Link>
        </>
      ) : null}
      {panel && sheetLoaded ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={open}
            onOpenChange={setOpen}
            returnFocus={trigger}
            total={total}
            pending={pending}
            clearHref={applied ? clearHref : null}
          >
            {panel}
          </FilterSheet>
        </Suspense>
      ) : null}
    </div>
  );
}
