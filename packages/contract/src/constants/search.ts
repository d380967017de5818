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

/**
 * Search by rating (decision 0077): `minRating` keeps businesses whose average is at least that
 * many stars (so with REVIEW_LIMITS.averageFromCount public reviews or more); `sort` 'rating' lists
 * only rated businesses, the highest average first, then more reviews, then the usual order.
 */
export const SEARCH_SORTS = ['relevance', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_MIN_RATINGS = [4, 3, 2, 1] as const;
/** The API's refusals of the two parameters, and a result's average as written (the page's words are the web app's). */
export const SEARCH_RATING_TEXT = {
  minRating: 'minRating must be a whole number from 1 to 5',
  sort: `sort must be ${SEARCH_SORTS.join(' or ')}`,
  /** The average written beside a result's stars: "4.0", "4.3". */
  average: (n: number) => n.toFixed(1),
} as const;
