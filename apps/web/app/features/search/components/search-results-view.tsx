/**
 * The results page body: the heading '{N} Results for {type} -
 * {query}', up to 5 cards of the kind the type asks for, the pager; an empty state saying what
 * to try next, an error state with a retry (search-results-states.tsx, a chunk of their own), and
 * skeleton cards while a new page loads in the browser.
 */
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { Globe2 } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  REVIEW_LIMITS,
  SEARCH_MIN_RATINGS,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  searchSkip,
  type SearchSort,
} from '@wbn/contract/constants';
import { usePageI18n } from '~/lib/i18n-runtime';
import { Skeleton } from '~/components/page-frame';
import type { SearchOutcome } from '../api/load-search-results';
import { failedHeading, ratingHref, repliesFastHref, resultsHeading, searchKind, sortHref } from '../lib/search-params';
import type { FilterModel } from '../lib/search-filters';
import { AppliedFilters, FILTER_PANEL_ID } from './applied-filters';
import { BusinessResultCard } from './business-result-card';
import { FilterPanel } from './filter-panel';
import { Pager } from './pager';

// A results page draws one kind of card: the product and people cards load with their first page
// of results, not with every search (the first-load budget, decision 0009). The server renders
// them, and hydration keeps that HTML until their code arrives.
const ProductResultCard = lazy(() => import('./product-result-card').then((m) => ({ default: m.ProductResultCard })));
const UserResultCard = lazy(() => import('./user-result-card').then((m) => ({ default: m.UserResultCard })));
import SeenBeacon from '~/lib/seen-beacon';

// What a visitor saw, told for the businesses' insights (decision 0040): its code comes after the page.
// The other types' matches (decision 0045): rendered on the server like the rest; their code comes after the page.
const OtherTypes = lazy(() => import('./other-types-line'));
// The states other than results (nothing found, past the last page, failed): their own chunk.
const EmptyState = lazy(() => import('./search-results-states').then((m) => ({ default: m.EmptyState })));
const PastLastPage = lazy(() => import('./search-results-states').then((m) => ({ default: m.PastLastPage })));
const ErrorState = lazy(() => import('./search-results-states').then((m) => ({ default: m.ErrorState })));

type Props = {
  outcome: SearchOutcome;
  /** A name for the chosen country ('Global' when none). */
  countryName: string;
  /** A new search or page is loading in the browser. */
  pending: boolean;
  onRetry: () => void;
  retrying: boolean;
  /** What the page offers to do with this search, beside its heading (the route composes it: "Save this search"). */
  actions?: ReactNode;
  /** The filter panel, its chips and "Clear all" as the loader worked them out (decision 0082). */
  filters?: FilterModel | null;
};

export function SearchResultsView({
  outcome,
  countryName,
  pending,
  onRetry,
  retrying,
  actions,
  filters = null,
}: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const i18n = usePageI18n();
  const total = outcome.data?.total ?? 0;
  const heading = outcome.failed
    ? failedHeading(outcome.business, outcome.search, i18n)
    : resultsHeading(total, outcome.business, outcome.search, i18n);

  // After a page change (not on the first load), go to the top and put focus on the heading.
  const shownPage = useRef(outcome.page);
  useEffect(() => {
    if (shownPage.current === outcome.page) return;
    shownPage.current = outcome.page;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [outcome.page]);

  // Tell screen readers what a new search or page found (not on the first load: the page says it).
  const [announcement, setAnnouncement] = useState('');
  const shownHeading = useRef(heading);
  useEffect(() => {
    if (pending || shownHeading.current === heading) return;
    shownHeading.current = heading;
    setAnnouncement(outcome.failed ? t`The search could not be run.` : heading);
  }, [heading, pending, outcome.failed, t]);

  const first = searchSkip(outcome.page) + 1;
  const count = outcome.data?.results.length ?? 0;
  const last = first + count - 1;
  // The businesses this page of results showed, for their insights (their products' count for them too).
  const shown =
    pending || outcome.failed || !outcome.data
      ? []
      : outcome.data.kind === 'business'
        ? outcome.data.results.map((h) => h.businessProfile.businessID)
        : outcome.data.kind === 'product'
          ? outcome.data.results.map((p) => p.businessProfile.businessID)
          : [];

  // Filters with counts (decision 0082): a sidebar from 992 px, a sheet behind "Filters" below.
  const panel = filters?.sections.length ? <FilterPanel sections={filters.sections} /> : null;

  return (
    <div className="md:flex md:items-start md:gap-5">
      {panel ? (
        <aside
          id={FILTER_PANEL_ID}
          aria-labelledby="search-filters-title"
          className="mb-4 hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm target:block md:mb-0 md:block md:w-52 md:shrink-0 lg:w-60"
        >
          <h2 id="search-filters-title" className="mb-3 text-base font-semibold text-slate-900">
            <Trans>Filters</Trans>
          </h2>
          {panel}
        </aside>
      ) : null}
      <div className="min-w-0 flex-1 space-y-4">
        <header className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="min-w-0 break-words text-xl font-semibold tracking-tight text-slate-900 outline-none sm:text-2xl"
            >
              {heading}
            </h1>
            {actions ? <div className="shrink-0">{actions}</div> : null}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Globe2 aria-hidden="true" className="h-4 w-4 text-slate-400" />
              {countryName}
            </span>
            {count > 0 ? (
              <span>
                <Trans>
                  Showing {first}–{last} of {total}
                </Trans>
              </span>
            ) : null}
          </p>
          {searchKind(outcome.business) === 'business' ? <ResultControls outcome={outcome} /> : null}
          {filters ? <AppliedFilters model={filters} panel={panel} total={total} pending={pending} /> : null}
        </header>

        <p role="status" className="sr-only">
          {announcement}
        </p>
        {/* What this page of results showed (a click on one of them too), for the businesses' insights. */}
        <SeenBeacon
          seenKey={
            shown.length ? `${outcome.search}|${JSON.stringify(outcome.filters ?? null)}|${shown.join(',')}` : null
          }
          events={[
            {
              type: 'search-appearance',
              businessIDs: [...new Set(shown)],
              q: outcome.search,
              ...(outcome.filters ? { filters: outcome.filters } : {}),
            },
          ]}
          clicks={{ q: outcome.search }}
        />
        <div aria-busy={pending || undefined} className="space-y-4">
          {pending ? (
            <ResultsSkeleton />
          ) : outcome.failed ? (
            <Suspense fallback={null}>
              <ErrorState onRetry={onRetry} retrying={retrying} />
            </Suspense>
          ) : count === 0 ? (
            <Suspense fallback={null}>
              {total > 0 ? (
                <PastLastPage />
              ) : (
                <EmptyState
                  clearFilters={filters?.chips.length ? filters.clearHref : null}
                  rated={
                    searchKind(outcome.business) === 'business' && (!!outcome.minRating || outcome.sort === 'rating')
                  }
                  business={outcome.business}
                  countries={outcome.countries}
                  search={outcome.search}
                  elsewhere={outcome.elsewhere ?? []}
                />
              )}
            </Suspense>
          ) : (
            <Suspense fallback={<ResultsSkeleton />}>
              <ol start={first} className="space-y-4" aria-label={t`Results`}>
                {outcome.data.kind === 'business'
                  ? outcome.data.results.map((hit) => (
                      <li key={hit.businessProfile.businessID} data-business-id={hit.businessProfile.businessID}>
                        <BusinessResultCard hit={hit} />
                      </li>
                    ))
                  : outcome.data.kind === 'product'
                    ? outcome.data.results.map((product) => (
                        <li key={product.productID} data-business-id={product.businessProfile.businessID}>
                          <ProductResultCard product={product} />
                        </li>
                      ))
                    : outcome.data.results.map((user) => (
                        <li key={user.userID}>
                          <UserResultCard user={user} />
                        </li>
                      ))}
              </ol>
            </Suspense>
          )}
        </div>
        {!pending && count > 0 && outcome.elsewhere?.length ? (
          <Suspense fallback={null}>
            <OtherTypes
              counts={outcome.elsewhere}
              business={outcome.business}
              countries={outcome.countries}
              search={outcome.search}
              none={false}
            />
          </Suspense>
        ) : null}

        {!outcome.failed && total > 0 ? <Pager page={outcome.page} total={total} /> : null}
      </div>
    </div>
  );
}

/**
 * The business results' filters and order: "Replies fast" (decision 0039), a minimum rating and
 * best match or highest rated (decision 0077). Links kept in the address, so they work before the
 * page hydrates and a result page can be shared as it is.
 */
function ResultControls({ outcome }: { outcome: SearchOutcome }) {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const rated = !!outcome.minRating || outcome.sort === 'rating';
  const fromCount = REVIEW_LIMITS.averageFromCount;
  const sortLabels: Record<SearchSort, string> = { relevance: t`Best match`, rating: t`Highest rated` };
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        <RepliesFastToggle on={outcome.fast} />
        <ChoiceGroup
          id="results-rating"
          label={t`Rating`}
          choices={[
            { label: t`Any rating`, to: ratingHref(params, null), current: !outcome.minRating },
            ...SEARCH_MIN_RATINGS.map((n) => ({
              label: t`${plural(n, { one: '# star & up', other: '# stars & up' })}`,
              to: ratingHref(params, n),
              current: outcome.minRating === n,
            })),
          ]}
        />
        <ChoiceGroup
          id="results-sort"
          label={t`Sort by`}
          choices={SEARCH_SORTS.map((sort) => ({
            label: sortLabels[sort],
            to: sortHref(params, sort),
            current: outcome.sort === sort,
          }))}
        />
      </div>
      {rated ? (
        <p className="mt-2 text-xs text-slate-600">
          <Trans>Only businesses with an average from at least {fromCount} reviews are listed.</Trans>
        </p>
      ) : null}
    </>
  );
}

const pillClass = (on: boolean) =>
  `rounded-full border px-2.5 py-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${on ? 'border-emerald-600 bg-emerald-50 text-emerald-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`;

/** A labelled row of links, one of them the current choice (`aria-current`). */
function ChoiceGroup({
  id,
  label,
  choices,
}: {
  id: string;
  label: string;
  choices: { label: string; to: string; current: boolean }[];
}) {
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-1.5">
      <span id={id} className="mr-0.5 text-xs font-semibold text-slate-500">
        {label}
      </span>
      {choices.map((c) => (
        <Link key={c.label} to={c.to} aria-current={c.current ? 'true' : undefined} className={pillClass(c.current)}>
          {c.label}
        </Link>
      ))}
    </div>
  );
}

/** "Replies fast" (decision 0039): a link that switches the filter, so it works before the page hydrates. */
function RepliesFastToggle({ on }: { on: boolean }) {
  const [params] = useSearchParams();
  return (
    <Link to={repliesFastHref(params, !on)} role="switch" aria-checked={on} className={pillClass(on)}>
      <Trans>Replies fast</Trans>
    </Link>
  );
}

export function ResultsSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">
        <Trans>Loading results…</Trans>
      </span>
      {Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => (
        <div key={i} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <Skeleton className="h-16 w-16 shrink-0 rounded-lg sm:h-20 sm:w-20" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
