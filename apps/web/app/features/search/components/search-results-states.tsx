/**
 * The results page's states other than results (decision 0085's first-load budget): nothing found
 * (with filters, under a rating, or at all, with what other types match), a page past the last, and
 * a search that could not run. Most result pages show none of them, so they are a chunk of their
 * own; the server renders them, and hydration keeps that HTML until their code arrives.
 */
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { AlertTriangle, Globe2, LayoutGrid, Package, RotateCw, SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_SEARCH_COUNTRY, REVIEW_LIMITS, SITE_PATHS, searchPath } from '@wbn/contract/constants';
import { useBusinessTypeName } from '~/lib/business-type-names';
import { buttonClass } from '~/components/button-link';
import type { OtherTypeCounts } from '../api/load-search-results';
import { pageHref, ratingHref, sortHref } from '../lib/search-params';

const OtherTypes = lazy(() => import('./other-types-line'));

export function EmptyState({
  clearFilters,
  rated,
  business,
  countries,
  search,
  elsewhere,
}: {
  /** With filters applied (decision 0082), the address without them: clearing them comes first. */
  clearFilters: string | null;
  /** A rating filter or order keeps the unrated out: the way back to every business comes first. */
  rated: boolean;
  business: string;
  countries: string;
  search: string;
  elsewhere: OtherTypeCounts;
}) {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const typeName = useBusinessTypeName();
  const type = typeName(business);
  const noResults = search ? t`No results for “${search}”` : t`No results for ${type}`;
  if (clearFilters) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
        <p className="mt-3 text-base font-semibold text-slate-900">
          <Trans>No results with these filters</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Remove a filter, or clear them all to see every result.</Trans>
        </p>
        <Link to={clearFilters} className={buttonClass('primary', 'mt-5')}>
          <Trans>Clear all filters</Trans>
        </Link>
      </div>
    );
  }
  if (rated) {
    const all = new URLSearchParams(ratingHref(params, null).slice(1));
    const fromCount = REVIEW_LIMITS.averageFromCount;
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
        <p className="mt-3 text-base font-semibold text-slate-900">{noResults}</p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>None of them has an average from {fromCount} reviews yet.</Trans>
        </p>
        <Link to={sortHref(all, 'relevance')} className={buttonClass('primary', 'mt-5')}>
          <Trans>Show every business</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      {elsewhere.length ? (
        <Suspense fallback={null}>
          <OtherTypes counts={elsewhere} business={business} countries={countries} search={search} none />
        </Suspense>
      ) : (
        <>
          <p className="mt-3 text-base font-semibold text-slate-900">{noResults}</p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Try another word, business type or Global.</Trans>
          </p>
        </>
      )}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {countries !== DEFAULT_SEARCH_COUNTRY ? (
          <Link
            to={searchPath({ business, countries: DEFAULT_SEARCH_COUNTRY, search })}
            className={buttonClass('primary')}
          >
            <Globe2 aria-hidden="true" className="h-4 w-4" />
            <Trans>Search Global</Trans>
          </Link>
        ) : null}
        {business !== 'PR' && search ? (
          <Link to={searchPath({ business: 'PR', countries, search })} className={buttonClass('secondary')}>
            <Package aria-hidden="true" className="h-4 w-4" />
            <Trans>Search products</Trans>
          </Link>
        ) : null}
        <Link to={SITE_PATHS.industries} className={buttonClass('secondary')}>
          <LayoutGrid aria-hidden="true" className="h-4 w-4" />
          <Trans>Browse industries</Trans>
        </Link>
      </div>
    </div>
  );
}

export function PastLastPage() {
  const [params] = useSearchParams();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-base font-semibold text-slate-900">
        <Trans>This page is past the last page of results.</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Go back to the first page, or use the pager below.</Trans>
      </p>
      <Link to={pageHref(params, 1)} className={buttonClass('secondary', 'mt-5')}>
        <Trans>First page</Trans>
      </Link>
    </div>
  );
}

export function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto h-9 w-9 text-red-500" />
      <p className="mt-3 text-base font-semibold text-red-900">
        <Trans>The search could not be run right now.</Trans>
      </p>
      <p className="mt-1 text-sm text-red-800">
        <Trans>Check your connection and try again.</Trans>
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass('primary', 'mt-5 disabled:opacity-60')}
      >
        <RotateCw aria-hidden="true" className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
        {retrying ? t`Retrying…` : t`Try again`}
      </button>
    </div>
  );
}
