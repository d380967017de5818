/** GET /api/ref-data/gender. A reference-data failure yields an empty list. */
import { useQuery } from '@tanstack/react-query';
import type { Gender } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { profileRefKeys } from '~/lib/query-keys/profile';

export const getGenders = () => apiRequest<Gender[]>('/api/ref-data/gender', { auth: false }).catch((): Gender[] => []);

export function useGenders() {
  return useQuery({ queryKey: profileRefKeys.genders(), queryFn: getGenders, staleTime: Infinity });
}
