/** GET /api/ref-data/country/{code}/state, cached for the page's life. A failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import type { State } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { refDataKeys } from '~/lib/query-keys/business';

export const getStates = (code: string) =>
  apiRequest<State[]>(`/api/ref-data/country/${encodeURIComponent(code)}/state`, { auth: false }).catch(
    (): State[] => [],
  );

export function useStates(code: string | null | undefined) {
  return useQuery({
    queryKey: refDataKeys.states(code ?? ''),
    queryFn: () => getStates(code ?? ''),
    enabled: Boolean(code),
    staleTime: Infinity,
  });
}
