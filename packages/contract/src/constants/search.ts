/**
 * Search's limits and the suggestions' shape, without zod: the search bar and the search pages'
 * parameters use them with the first load, while the request schemas (schemas/search.ts) stay out of it
 * (decision 0009).
 */
export const SEARCH_MAX_SIZE = 50;
export const SEARCH_MAX_SKIP = 10_000;
export const SEARCH_QUERY_MAX = 200;
/** Per-type counts of the results page's "other types" line stop here (shown as "1,000+"). */
export const SEARCH_COUNT_CAP = 1_000;

export type SearchSuggestions = {
  companies: { businessID: string; companyName: string; country: string | null }[];
  products: { productID: string; name: string; companyName: string }[];
  industries: { id: string; name: string; kind: 'industry' | 'category' | 'subcategory'; path: string }[];
};
