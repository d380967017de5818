/** Saved searches as their member sees them, and their short names in alerts (decisions 0041, 0083). */
import {
  BUSINESS_TYPES,
  describeSavedSearch,
  savedSearchPath,
  savedSearchTitle,
  searchFiltersInWords,
  type SearchFacetNames,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@wbn/contract';
import { countryRef, industryRef, type RefMaps } from '../../core/ref-lookup.js';
import type { SavedSearchView } from './saved-searches.repo.js';

type Filters = Record<string, boolean | number | string[]> | null;

/** The reference data's names of facet values (industries, categories, countries, languages). */
export const facetNames = (m: RefMaps): SearchFacetNames => ({
  industries: (id) => m.industries.get(id)?.name,
  categories: (id) => m.categories.get(id)?.name,
  countries: (code) => m.countries.get(code)?.countryName,
  languages: (code) => m.languages.get(code)?.languageName,
});

export const typeName = (code: string) => BUSINESS_TYPES.find((t) => t.code === code)?.businessTypeName ?? code;

/** What names a search: its words, its kind and its country, in words. */
export function wordsOf(
  m: RefMaps,
  s: {
    textQuery: string;
    businessType: string;
    countryCode: string | null;
    industryId?: string | null;
    includeRfqs?: boolean;
    filters?: Filters;
  },
) {
  return {
    textQuery: s.textQuery,
    typeName: typeName(s.businessType),
    countryName: s.countryCode ? (m.countries.get(s.countryCode)?.countryName ?? s.countryCode) : null,
    industryName: s.industryId ? (m.industries.get(s.industryId)?.name ?? null) : null,
    includeRfqs: s.includeRfqs,
    filters: searchFiltersInWords(s.filters, facetNames(m)),
  };
}

/** Its short name and the results page that runs it (alerts, the list). */
export function nameOf(
  m: RefMaps,
  s: { textQuery: string; businessType: string; countryCode: string | null; filters?: Filters },
) {
  return {
    title: savedSearchTitle(wordsOf(m, s)),
    searchPath: savedSearchPath({
      textQuery: s.textQuery,
      businessType: s.businessType,
      country: s.countryCode,
      filters: s.filters,
    }),
  };
}

export function presentSavedSearch(s: SavedSearchView, m: RefMaps): SavedSearch {
  const words = wordsOf(m, s);
  return {
    savedSearchID: s.id,
    textQuery: s.textQuery,
    businessType: { code: s.businessType, name: words.typeName },
    country: countryRef(m, s.countryCode) ?? null,
    industry: industryRef(m, s.industryId) ?? null,
    includeRfqs: s.includeRfqs,
    filters: s.filters ?? null,
    frequency: s.frequency as SavedSearchFrequency,
    ...nameOf(m, s),
    description: describeSavedSearch(words),
    pendingMatches: Number(s.pending),
    lastAlertAt: s.lastAlertAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}
