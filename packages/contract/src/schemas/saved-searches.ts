/** Saved searches and their alerts (decision 0041): /api/user/saved-searches. */
import { z } from './zod.js';
import { noNul } from './fields.js';
import { cursorPage, okEnvelope, ZMessageResponse } from './envelope.js';
import { ZCountryRef } from './user.js';
import { DEFAULT_SEARCH_BUSINESS_TYPE, DEFAULT_SEARCH_COUNTRY } from '../constants/spec.js';
import { SOCIAL_MSG } from '../constants/social-messages.js';
import { SEARCH_QUERY_MAX } from '../constants/search.js';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_MSG as M } from '../constants/saved-searches.js';
import { ZSearchFilters } from './search.js';

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { message: M.frequency });
const includeRfqs = z.boolean({ message: M.includeRfqs });

/**
 * POST /api/user/saved-searches: the fields mean what the search's do (POST /api/search/business):
 * `businessType` a company type code, or PR for products; `country` a code, or global for every
 * country; `industry` an industry id (optional). `includeRfqs`: also new public requests for
 * quotation with these words, destination country and industry.
 */
export const ZCreateSavedSearchRequest = z
  .object({
    textQuery: z
      .string({ message: `textQuery must be text of at most ${SEARCH_QUERY_MAX} characters` })
      .max(SEARCH_QUERY_MAX, `At most ${SEARCH_QUERY_MAX} characters`)
      .refine(noNul, SOCIAL_MSG.nulCharacter)
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .default(''),
    businessType: z
      .string({ message: M.businessType })
      .regex(/^[A-Z]{2}$/, M.businessType)
      .default(DEFAULT_SEARCH_BUSINESS_TYPE),
    country: z
      .string({ message: M.country })
      .regex(/^([A-Za-z]{2}|global)$/, M.country)
      .default(DEFAULT_SEARCH_COUNTRY)
      .transform((c) => (c.toLowerCase() === DEFAULT_SEARCH_COUNTRY ? null : c.toUpperCase())),
    industry: z
      .string({ message: M.industry })
      .regex(/^\d{4}$/, M.industry)
      .optional(),
    includeRfqs: includeRfqs.default(false),
    /**
     * The search's filters (the search's own, decision 0080): new businesses and products are told
     * of only when they match them too (decision 0083). Not applied to requests for quotation.
     */
    filters: ZSearchFilters.optional(),
    frequency,
  })
  .strict();
export type CreateSavedSearchRequest = z.input<typeof ZCreateSavedSearchRequest>;
export type CreateSavedSearchInput = z.output<typeof ZCreateSavedSearchRequest>;

/** PATCH /api/user/saved-searches/{savedSearchID}: how often, and whether requests for quotation count. */
export const ZUpdateSavedSearchRequest = z
  .object({ frequency: frequency.optional(), includeRfqs: includeRfqs.optional() })
  .strict()
  .refine((v) => v.frequency !== undefined || v.includeRfqs !== undefined, {
    message: M.nothingToChange,
    path: ['frequency'],
  });
export type UpdateSavedSearchRequest = z.infer<typeof ZUpdateSavedSearchRequest>;

export const ZSavedSearchParams = z.object({ savedSearchID: z.string().max(64) });

/** A saved search as its member sees it. */
export const ZSavedSearch = z.object({
  savedSearchID: z.string(),
  textQuery: z.string(),
  businessType: z.object({ code: z.string(), name: z.string() }),
  /** Null: every country. */
  country: ZCountryRef.nullable(),
  /** Null: every industry. */
  industry: z.object({ id: z.string(), name: z.string() }).nullable(),
  includeRfqs: z.boolean(),
  /** The filters it keeps, as the search takes them (null: none; decision 0083). */
  filters: z.record(z.string(), z.union([z.boolean(), z.number(), z.array(z.string())])).nullable(),
  frequency,
  /** Its short name (the words, else the kind and country), as alerts name it. */
  title: z.string(),
  /** The whole search in words. */
  description: z.string(),
  /** The results page that runs it. */
  searchPath: z.string(),
  /** Matches found and not told yet (they go out with the next summary). */
  pendingMatches: z.number().int(),
  lastAlertAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof ZSavedSearch>;

/** GET /api/user/saved-searches: all of them (at most SAVED_SEARCHES_MAX), newest first, in one page. */
export const ZSavedSearchList = cursorPage(ZSavedSearch);
export type SavedSearchList = z.infer<typeof ZSavedSearchList>;

export const ZSavedSearchDone = z.object({ savedSearchID: z.string(), message: z.string(), savedSearch: ZSavedSearch });
export type SavedSearchDone = z.infer<typeof ZSavedSearchDone>;

export const SAVED_SEARCH_RESPONSES = {
  done: okEnvelope(ZSavedSearchDone),
  list: okEnvelope(ZSavedSearchList),
  deleted: okEnvelope(ZMessageResponse),
} as const;
