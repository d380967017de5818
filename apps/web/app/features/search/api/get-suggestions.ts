/** GET /api/search/suggest?q= : search-as-you-type suggestions under the search box (our addition). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchSuggestions } from '@wbn/contract/constants';
import { apiRequest } from '~/lib/api-client';

/** Suggestions start from this many characters. */
export const SUGGEST_MIN_CHARS = 2;
/** Wait this long after the last keystroke before asking. */
export const SUGGEST_DEBOUNCE_MS = 200;

export const searchKeys = {
  suggest: (q: string) => ['search', 'suggest', q] as const,
};

export const getSuggestions = (q: string, signal?: AbortSignal) =>
  apiRequest<SearchSuggestions>(`/api/search/suggest?q=${encodeURIComponent(q)}`, { auth: false, signal });

export function useSuggestions(q: string, enabled: boolean) {
  const term = q.trim();
  return useQuery({
    queryKey: searchKeys.suggest(term.toLowerCase()),
    queryFn: ({ signal }) => getSuggestions(term, signal),
    enabled: enabled && term.length >= SUGGEST_MIN_CHARS,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
