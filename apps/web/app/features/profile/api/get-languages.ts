/** GET /api/ref-data/language. A reference-data failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { profileRefKeys } from '~/lib/query-keys/profile';

export const getLanguages = () =>
  apiRequest<Language[]>('/api/ref-data/language', { auth: false }).catch((): Language[] => []);

export function useLanguages() {
  return useQuery({ queryKey: profileRefKeys.languages(), queryFn: getLanguages, staleTime: Infinity });
}
