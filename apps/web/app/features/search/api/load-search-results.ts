/**
 * The search of the results page, run by its loader on the server:
 * POST /api/search/business, /api/search/product or /api/user/search with skip = 5 x (page - 1)
 * and size 5, with the address's filters and asking for their counts (decision 0082). `failed` is
 * set when the API did not answer with a success envelope. An edition's page sends its language:
 * the API then also finds the industries and categories its words name (decision 0089).
 */
import { SEARCH_PAGE_SIZE, searchSkip } from '@wbn/contract/constants';
import type {
  BusinessSearchHit,
  BusinessSearchResponse,
  Product,
  ProductSearchResponse,
  PublicUserProfile,
  SearchCounts,
  UserSearchResponse,
} from '@wbn/contract/schemas';
import type { Edition } from '@wbn/contract/editions';
import { loadFromApi, type ApiFetch } from '~/lib/server-api';
import type { SearchFacetCounts } from '../lib/search-filters';
import { searchKind, type SearchParams } from '../lib/search-params';

export type SearchResults =
  | { kind: 'business'; total: number; results: BusinessSearchHit[]; facets?: SearchFacetCounts }
  | { kind: 'product'; total: number; results: Product[]; facets?: SearchFacetCounts }
  | { kind: 'user'; total: number; results: PublicUserProfile[] };

/** How many the other types have for the same words (decision 0045): only those with matches, in the spec's type order. */
export type OtherTypeCounts = SearchCounts['counts'];

export type SearchOutcome = SearchParams &
  (
    | { failed: false; data: SearchResults; elsewhere?: OtherTypeCounts }
    | { failed: true; data: null; elsewhere?: undefined }
  );

/**
 * The other types' counts, asked only when this page shows fewer than a page of results for typed
 * words: a full page needs no hint, and an empty query matches everything anyway. A failure
 * leaves the hint out (the results themselves are shown).
 */
async function otherTypes(
  context: { apiFetch?: ApiFetch } | undefined,
  params: SearchParams,
  shown: number,
  headers: Record<string, string>,
): Promise<OtherTypeCounts> {
  // Their counts know no filters (decision 0082): beside filtered results they would mislead.
  if (!params.search || params.filters || shown >= SEARCH_PAGE_SIZE || (params.page > 1 && shown > 0)) return [];
  const r = await loadFromApi<SearchCounts>(context, '/api/search/counts', {
    method: 'POST',
    body: { textQuery: params.search, country: params.countries },
    headers,
  });
  return (r?.counts ?? []).filter((c) => c.businessType !== params.business && c.total > 0);
}

export async function loadSearchResults(
  context: { apiFetch?: ApiFetch } | undefined,
  params: SearchParams,
  edition: Edition = 'en',
): Promise<SearchOutcome> {
  const headers: Record<string, string> = edition === 'en' ? {} : { 'accept-language': edition };
  const paging = { skip: searchSkip(params.page), size: SEARCH_PAGE_SIZE };
  const textQuery = params.search;
  const kind = searchKind(params.business);
  // Filters with counts (decisions 0080, 0082): the chosen ones, and every choice's count for the panel.
  const filtering = { ...(params.filters ? { filters: params.filters } : {}), facets: true };
  let data: SearchResults | null = null;
  if (kind === 'product') {
    const r = await loadFromApi<ProductSearchResponse & { facets?: SearchFacetCounts }>(
      context,
      '/api/search/product',
      { method: 'POST', body: { textQuery, ...filtering, ...paging }, headers },
    );
    if (r) data = { kind, total: r.total_results, results: r.results, facets: r.facets };
  } else if (kind === 'user') {
    const body = { textQuery, ...paging, limit: paging.size, country: params.countries };
    const r = await loadFromApi<UserSearchResponse>(context, '/api/user/search', { method: 'POST', body, headers });
    if (r) data = { kind, total: r.totalResults, results: r.profiles };
  } else {
    const body = {
      textQuery,
      businessType: params.business,
      country: params.countries,
      ...(params.fast ? { repliesFast: true } : {}),
      ...(params.minRating ? { minRating: params.minRating } : {}),
      ...(params.sort === 'rating' ? { sort: 'rating' } : {}),
      ...filtering,
      ...paging,
    };
    const r = await loadFromApi<BusinessSearchResponse>(context, '/api/search/business', {
      method: 'POST',
      body,
      headers,
    });
    if (r) data = { kind, total: r.total_results, results: r.results, facets: r.facets };
  }
  if (!data) return { ...params, failed: true, data: null };
  return { ...params, failed: false, data, elsewhere: await otherTypes(context, params, data.results.length, headers) };
}
