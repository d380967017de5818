import { z } from './zod.js';
import { DEFAULT_SEARCH_BUSINESS_TYPE, DEFAULT_SEARCH_COUNTRY, SEARCH_PAGE_SIZE } from '../constants/spec.js';
import { SEARCH_MAX_SIZE, SEARCH_MAX_SKIP, SEARCH_QUERY_MAX } from '../constants/search.js';
import type { BusinessProfile } from './business.js';
import type { Product } from './product.js';
import type { PublicUserProfile } from './user.js';

const paging = {
  skip: z.number().int().min(0).max(SEARCH_MAX_SKIP, `skip can be at most ${SEARCH_MAX_SKIP}`).default(0),
  size: z.number().int().min(1).max(SEARCH_MAX_SIZE, `size can be at most ${SEARCH_MAX_SIZE}`).default(SEARCH_PAGE_SIZE),
};
const textQuery = z.string().max(SEARCH_QUERY_MAX, `At most ${SEARCH_QUERY_MAX} characters`).default('');
/** 'global' or absent means no country filter (the spec's search rule). */
const country = z
  .string()
  .regex(/^([A-Za-z]{2}|global)$/, 'A two-letter country code or global')
  .default(DEFAULT_SEARCH_COUNTRY)
  .transform((c) => (c.toLowerCase() === 'global' ? DEFAULT_SEARCH_COUNTRY : c.toUpperCase()));

export const ZSearchBusinessRequest = z.object({
  textQuery,
  businessType: z.string().regex(/^[A-Z]{2}$/, 'A business type code').default(DEFAULT_SEARCH_BUSINESS_TYPE),
  country,
  ...paging,
});
export type SearchBusinessRequest = z.input<typeof ZSearchBusinessRequest>;
export const ZSearchProductRequest = z.object({ textQuery, ...paging });
export type SearchProductRequest = z.input<typeof ZSearchProductRequest>;
export const ZSearchUserRequest = z.object({ textQuery, country, ...paging, limit: z.number().int().min(1).max(SEARCH_MAX_SIZE).optional() });
export type SearchUserRequest = z.input<typeof ZSearchUserRequest>;

export type BusinessSearchHit = { businessProfile: BusinessProfile; reactions: { reactionCount: { like: number } } };
export type BusinessSearchResponse = { results: BusinessSearchHit[]; total_results: number };
export type ProductSearchResponse = { results: Product[]; total_results: number };
export type UserSearchResponse = { profiles: PublicUserProfile[]; totalResults: number };
