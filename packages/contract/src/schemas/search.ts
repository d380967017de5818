import { z } from './zod.js';
import { DEFAULT_SEARCH_BUSINESS_TYPE, DEFAULT_SEARCH_COUNTRY, SEARCH_PAGE_SIZE } from '../constants/spec.js';
import {
  SEARCH_MAX_SIZE,
  SEARCH_MAX_SKIP,
  SEARCH_QUERY_MAX,
  SEARCH_RATING_TEXT,
  SEARCH_SORTS,
} from '../constants/search.js';
import { REVIEW_LIMITS } from '../constants/reviews.js';
import { TIERS } from '../constants/spec.js';
import {
  CERTIFICATION_VALUES,
  EMPLOYEE_BAND_VALUES,
  FOUNDED_BEFORE_YEARS,
  MARKET_REGION_VALUES,
  REVENUE_BAND_VALUES,
  SEARCH_FILTER_FACETS,
  SEARCH_FILTER_MAX_VALUES,
  SEARCH_FILTER_TEXT,
} from '../constants/search-filters.js';
import { ZBusinessProfile } from './business.js';
import { ZProduct } from './product.js';
import { ZPublicUserProfile } from './user.js';

const paging = {
  skip: z.number().int().min(0).max(SEARCH_MAX_SKIP, `skip can be at most ${SEARCH_MAX_SKIP}`).default(0),
  size: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_SIZE, `size can be at most ${SEARCH_MAX_SIZE}`)
    .default(SEARCH_PAGE_SIZE),
};
const textQuery = z.string().max(SEARCH_QUERY_MAX, `At most ${SEARCH_QUERY_MAX} characters`).default('');
/** 'global' or absent means no country filter (the spec's search rule). */
const country = z
  .string()
  .regex(/^([A-Za-z]{2}|global)$/, 'A two-letter country code or global')
  .default(DEFAULT_SEARCH_COUNTRY)
  .transform((c) => (c.toLowerCase() === 'global' ? DEFAULT_SEARCH_COUNTRY : c.toUpperCase()));

const many = <T extends z.ZodTypeAny>(one: T) =>
  z.array(one).min(1).max(SEARCH_FILTER_MAX_VALUES, SEARCH_FILTER_TEXT.tooMany);
/** A free-text value of the profile's lists (languages, delivery terms, currencies, payment types), compared lower-cased. */
const listValue = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .transform((v) => v.toLowerCase());
/**
 * Filters with counts (decisions 0080, 0081): values within one facet OR together, facets AND
 * together, and with the words, the type and the country. The product search takes the same
 * filters: the business's facets, with `industries` and `categories` the product's own.
 */
export const ZSearchFilters = z
  .object({
    industries: many(z.string().regex(/^\d{4}$/, 'An industry id')),
    categories: many(z.string().regex(/^[\w.-]{1,40}$/, 'A category id')),
    countries: many(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
        .transform((c) => c.toUpperCase()),
    ),
    verified: z.boolean({ message: `verified must be ${SEARCH_FILTER_TEXT.boolean}` }),
    tiers: many(z.enum(TIERS, { message: `A membership tier: ${TIERS.join(', ')}` })),
    employees: many(z.enum(EMPLOYEE_BAND_VALUES, { message: `An employees band: ${EMPLOYEE_BAND_VALUES.join(', ')}` })),
    contractManufacturing: z.boolean({ message: `contractManufacturing must be ${SEARCH_FILTER_TEXT.boolean}` }),
    languages: many(listValue),
    incoterms: many(listValue),
    paymentCurrencies: many(listValue),
    paymentTypes: many(listValue),
    certifications: many(
      z.enum(CERTIFICATION_VALUES, { message: `A certification: ${CERTIFICATION_VALUES.join(', ')}` }),
    ),
    revenue: many(z.enum(REVENUE_BAND_VALUES, { message: `A revenue band: ${REVENUE_BAND_VALUES.join(', ')}` })),
    /** One year of FOUNDED_BEFORE_YEARS: businesses founded before it. */
    foundedBefore: z.literal(FOUNDED_BEFORE_YEARS, {
      message: `foundedBefore must be one of the years ${FOUNDED_BEFORE_YEARS.join(', ')}`,
    }),
    markets: many(z.enum(MARKET_REGION_VALUES, { message: `A world region: ${MARKET_REGION_VALUES.join(', ')}` })),
    /** Replies fast (decision 0039), as the request's `repliesFast`; false: those that do not (yet). */
    repliesFast: z.boolean({ message: `repliesFast must be ${SEARCH_FILTER_TEXT.boolean}` }),
  })
  .partial()
  .strict();
export type SearchFilters = z.output<typeof ZSearchFilters>;
export const ZFacetValue = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** Above SEARCH_FACET_CAP matching results the count is an estimate (a share of the first ones read). */
  estimated: z.boolean().optional(),
});
export type FacetValue = z.infer<typeof ZFacetValue>;
export const ZSearchFacets = z.object(
  Object.fromEntries(SEARCH_FILTER_FACETS.map((f) => [f, z.array(ZFacetValue)])) as Record<
    (typeof SEARCH_FILTER_FACETS)[number],
    z.ZodArray<typeof ZFacetValue>
  >,
);
export type SearchFacets = z.infer<typeof ZSearchFacets>;

export const ZSearchBusinessRequest = z.object({
  textQuery,
  businessType: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A business type code')
    .default(DEFAULT_SEARCH_BUSINESS_TYPE),
  country,
  /** Only businesses that answer fast: at least 80% within 48 hours, on 3 requests or more (decision 0039). */
  repliesFast: z.boolean({ message: 'repliesFast must be true or false' }).optional(),
  /** Only businesses whose average is at least this many stars: so rated, from three public reviews (decision 0077). */
  minRating: z
    .number({ message: SEARCH_RATING_TEXT.minRating })
    .int(SEARCH_RATING_TEXT.minRating)
    .min(REVIEW_LIMITS.starsMin, SEARCH_RATING_TEXT.minRating)
    .max(REVIEW_LIMITS.starsMax, SEARCH_RATING_TEXT.minRating)
    .optional(),
  /** 'rating': rated businesses only, the highest average first, then more reviews, then the usual order (decision 0077). */
  sort: z.enum(SEARCH_SORTS, { message: SEARCH_RATING_TEXT.sort }).optional(),
  /** Filters with counts (decision 0080). */
  filters: ZSearchFilters.optional(),
  /** true: the answer carries `facets`, each choice's count given the other filters and the words. */
  facets: z.boolean({ message: 'facets must be true or false' }).optional(),
  ...paging,
});
export type SearchBusinessRequest = z.input<typeof ZSearchBusinessRequest>;
export const ZSearchProductRequest = z.object({
  textQuery,
  /** Filters with counts over products (decision 0081): their business's facets, their own industry and category. */
  filters: ZSearchFilters.optional(),
  /** true: the answer carries `facets`, each choice's count of products. */
  facets: z.boolean({ message: 'facets must be true or false' }).optional(),
  ...paging,
});
export type SearchProductRequest = z.input<typeof ZSearchProductRequest>;
export const ZSearchUserRequest = z.object({
  textQuery,
  country,
  ...paging,
  limit: z.number().int().min(1).max(SEARCH_MAX_SIZE).optional(),
});
export type SearchUserRequest = z.input<typeof ZSearchUserRequest>;

// ---- What the API answers (decision 0025) ----
export const ZBusinessSearchHit = z.object({
  businessProfile: ZBusinessProfile,
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
});
export type BusinessSearchHit = z.infer<typeof ZBusinessSearchHit>;
export const ZBusinessSearchResponse = z.object({
  results: z.array(ZBusinessSearchHit),
  total_results: z.number().int(),
  /** Only when the request asked for `facets` (decision 0080). */
  facets: ZSearchFacets.optional(),
});
export type BusinessSearchResponse = z.infer<typeof ZBusinessSearchResponse>;
export const ZProductSearchResponse = z.object({
  results: z.array(ZProduct),
  total_results: z.number().int(),
  /** Only when the request asked for `facets` (decision 0081). */
  facets: ZSearchFacets.optional(),
});
export type ProductSearchResponse = z.infer<typeof ZProductSearchResponse>;
export const ZUserSearchResponse = z.object({ profiles: z.array(ZPublicUserProfile), totalResults: z.number().int() });
export type UserSearchResponse = z.infer<typeof ZUserSearchResponse>;

/** GET /api/search/suggest?q=: what the search box offers while typing. */
/**
 * How many matches each kind of search has for the same words (decision 0045): the results page shows
 * them when its own type finds few, so other types' matches are one click away. Counted in one
 * query; each count stops at SEARCH_COUNT_CAP (then `capped` is true for it).
 */
export const ZSearchCountsRequest = z.object({
  textQuery: z
    .string()
    .trim()
    .min(1, 'Type the words to count')
    .max(SEARCH_QUERY_MAX, `At most ${SEARCH_QUERY_MAX} characters`),
  country,
});
export type SearchCountsRequest = z.input<typeof ZSearchCountsRequest>;
const ZTypeCount = z.object({ businessType: z.string(), total: z.number().int(), capped: z.boolean() });
export const ZSearchCounts = z.object({
  /** One entry per company type (MA … GO) in the spec's order, then PR (products) and UR (members). */
  counts: z.array(ZTypeCount),
});
export type SearchCounts = z.infer<typeof ZSearchCounts>;
export const ZSuggestQuery = z.object({ q: z.string().max(200).default('') });
export const ZSuggestions = z.object({
  companies: z.array(z.object({ businessID: z.string(), companyName: z.string(), country: z.string().nullable() })),
  products: z.array(z.object({ productID: z.string(), name: z.string(), companyName: z.string() })),
  industries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['industry', 'category', 'subcategory']),
      path: z.string(),
    }),
  ),
});
