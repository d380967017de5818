/** GET /api/ref-data/country, cached for the page's life. A reference-data failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import type { Country } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { refDataKeys } from '~/lib/query-keys/business';

export const getCountries = () =>
  apiRequest<Country[]>('/api/ref-data/country', { auth: false }).catch((): Country[] => []);

export function useCountries() {
  return useQuery({ queryKey: refDataKeys.countries(), queryFn: getCountries, staleTime: Infinity });
}
