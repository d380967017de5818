/** GET /api/business/profile/list-business?userID={id}: a user's businesses. */
import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const getBusinessesOfUser = (userID: string) =>
  apiRequest<BusinessProfile[]>(`/api/business/profile/list-business?${new URLSearchParams({ userID }).toString()}`);

export function useBusinessesOfUser(userID: string | null) {
  return useQuery({
    queryKey: businessKeys.ofUser(userID ?? ''),
    queryFn: () => getBusinessesOfUser(userID ?? ''),
    enabled: Boolean(userID),
  });
}
