/** PUT /api/business/profile/{id} with one or more sections of the business profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile, UpdateBusinessRequest } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';
import type { BusinessWithSession } from './get-business';

export const updateBusiness = (id: string, body: UpdateBusinessRequest) =>
  apiRequest<BusinessProfile>(`/api/business/profile/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateBusiness(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBusinessRequest) => updateBusiness(id, body),
    onSuccess: (profile) => {
      queryClient.setQueryData<BusinessWithSession>(businessKeys.detail(id), (old) =>
        old ? { ...old, profile } : old,
      );
      return queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
