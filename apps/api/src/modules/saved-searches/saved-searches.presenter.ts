/** Saved searches as their member sees them, and their short names in alerts (decision 0041). */
import {
  BUSINESS_TYPES,
  describeSavedSearch,
  savedSearchPath,
  savedSearchTitle,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@wbn/contract';
import { countryRef, industryRef, type RefMaps } from '../../core/ref-lookup.js';
import type { SavedSearchView } from './saved-searches.repo.js';

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
  },
) {
  return {
    textQuery: s.textQuery,
    typeName: typeName(s.businessType),
    countryName: s.countryCode ? (m.countries.get(s.countryCode)?.countryName ?? s.countryCode) : null,
    industryName: s.industryId ? (m.industries.get(s.industryId)?.name ?? null) : null,
    includeRfqs: s.includeRfqs,
  };
}

/** Its short name and the results page that runs it (alerts, the list). */
export function nameOf(m: RefMaps, s: { textQuery: string; businessType: string; countryCode: string | null }) {
  return {
    title: savedSearchTitle(wordsOf(m, s)),
    searchPath: savedSearchPath({ textQuery: s.textQuery, businessType: s.businessType, country: s.countryCode }),
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
    frequency: s.frequency as SavedSearchFrequency,
    ...nameOf(m, s),
    description: describeSavedSearch(words),
    pendingMatches: Number(s.pending),
    lastAlertAt: s.lastAlertAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}
