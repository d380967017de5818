/**
 * The search address (/search-result?business=&countries=&search=, defaults MA and
 * global; 'global' means no country filter) read into the values the bar and the loader use.
 */
import { msg } from '@lingui/core/macro';
import { businessTypeName } from '~/lib/business-type-names';
import { ENGLISH, type PageI18n } from '~/lib/i18n-runtime';
import {
  DEFAULT_SEARCH_BUSINESS_TYPE,
  DEFAULT_SEARCH_COUNTRY,
  SEARCH_MAX_SKIP,
  SEARCH_PAGE_SIZE,
  SEARCH_MIN_RATINGS,
  SEARCH_QUERY_MAX,
  searchPageCount,
  type SearchFilterValues,
  type SearchSort,
} from '@wbn/contract/constants';

export type SearchKind = 'product' | 'user' | 'business';
/**
 * `fast`: only companies that answer fast (`replies=fast` in the address; decision 0039).
 * `minRating`: only companies rated at least this many stars (`rating=4`), `sort`: 'rating' for
 * the highest rated first (`sort=rating`), else the best match (decision 0077).
 */
export type SearchParams = {
  business: string;
  countries: string;
  search: string;
  page: number;
  fast: boolean;
  minRating: number | null;
  sort: SearchSort;
  /**
   * Filters with counts (`f.<facet>` parameters, decision 0082), read by the page's loader
   * (readSearchFilters in search-filters.ts): the search bar's pages do not load their rules.
   */
  filters?: SearchFilterValues;
};

/** Highest page the API can serve (its skip limit). */
export const MAX_SEARCH_PAGE = Math.floor(SEARCH_MAX_SKIP / SEARCH_PAGE_SIZE) + 1;

/** PR shows products, UR users, any other value a business type. */
export const searchKind = (business: string): SearchKind =>
  business === 'PR' ? 'product' : business === 'UR' ? 'user' : 'business';

export function readSearchParams(params: URLSearchParams): SearchParams {
  const rawType = (params.get('business') ?? '').trim().toUpperCase();
  const business = /^[A-Z]{2}$/.test(rawType) ? rawType : DEFAULT_SEARCH_BUSINESS_TYPE;
  const rawCountry = (params.get('countries') ?? '').trim();
  const countries = /^[A-Za-z]{2}$/.test(rawCountry) ? rawCountry.toUpperCase() : DEFAULT_SEARCH_COUNTRY;
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    business,
    countries,
    search,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_SEARCH_PAGE) : 1,
    fast: params.get('replies') === 'fast',
    minRating: (SEARCH_MIN_RATINGS as readonly number[]).includes(Number(params.get('rating')))
      ? Number(params.get('rating'))
      : null,
    sort: params.get('sort') === 'rating' ? 'rating' : 'relevance',
  };
}

/** The label of a type code: 'Manufacturers' for MA, 'Products' for PR, 'Users' for UR; unknown codes as they are. */
export { businessTypeLabel } from '~/lib/business-type-names';

/**
 * The results heading, '{N} Results for {type label} - {query}'. With no query the
 * dangling ' - ' is left out: '12 Results for Manufacturers'.
 */
/** The spec's results heading, '{N} Results for {type} - {query}', in the page's edition (English by default). */
export const resultsHeading = (total: number, business: string, query: string, i18n: Pick<PageI18n, '_'> = ENGLISH) => {
  const type = businessTypeName(business, i18n);
  const search = query.trim();
  return search ? i18n._(msg`${total} Results for ${type} - ${search}`) : i18n._(msg`${total} Results for ${type}`);
};

/** The heading when the search failed: 'Results for {type} - {query}'. */
export const failedHeading = (business: string, query: string, i18n: Pick<PageI18n, '_'> = ENGLISH) => {
  const type = businessTypeName(business, i18n);
  const search = query.trim();
  return search ? i18n._(msg`Results for ${type} - ${search}`) : i18n._(msg`Results for ${type}`);
};

/** The address of page `page` of the same search (page 1 has no page parameter). */
export function pageHref(params: URLSearchParams, page: number) {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return `?${next.toString()}`;
}

/** The same search with the "Replies fast" filter switched (back to page 1). */
export function repliesFastHref(params: URLSearchParams, on: boolean) {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (on) next.set('replies', 'fast');
  else next.delete('replies');
  return `?${next.toString()}`;
}

/** The same search with at least `minRating` stars, or any rating (null; back to page 1). */
export function ratingHref(params: URLSearchParams, minRating: number | null) {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (minRating) next.set('rating', String(minRating));
  else next.delete('rating');
  return `?${next.toString()}`;
}

/** The same search in this order (the best match is the default, left out of the address; back to page 1). */
export function sortHref(params: URLSearchParams, sort: SearchSort) {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (sort === 'rating') next.set('sort', 'rating');
  else next.delete('sort');
  return `?${next.toString()}`;
}

export type PagerItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The numbered links of the pager for searchPageCount(total) pages: all of them when there are
 * few, otherwise the first, the last and the neighbours of the current page, with gaps between.
 */
export function pagerItems(current: number, total: number, neighbours = 1): PagerItem[] {
  const count = Math.min(searchPageCount(total), MAX_SEARCH_PAGE);
  if (count <= 1) return count === 1 ? [{ type: 'page', page: 1 }] : [];
  const shown = new Set<number>([1, count]);
  for (let p = current - neighbours; p <= current + neighbours; p++) if (p >= 1 && p <= count) shown.add(p);
  // Near an end, show enough pages that the row keeps its width.
  const span = 2 * neighbours + 3;
  if (current <= span - 1) for (let p = 1; p <= Math.min(count, span); p++) shown.add(p);
  if (current >= count - span + 2) for (let p = Math.max(1, count - span + 1); p <= count; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) items.push({ type: 'page', page: p - 1 });
    else if (prev !== undefined && p - prev > 2) items.push({ type: 'gap', key: `gap-${prev}` });
    items.push({ type: 'page', page: p });
  });
  return items;
}

/** Case-insensitive filter of dropdown options ("The dropdown filter is case-insensitive"). */
export function filterOptions<T extends { label: string; value: string }>(options: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...options];
  return options.filter((o) => o.label.toLocaleLowerCase().includes(q) || o.value.toLocaleLowerCase() === q);
}
