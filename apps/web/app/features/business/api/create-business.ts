/** POST /api/business/profile/create: 201 with the new BusinessProfile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile, CreateBusinessRequest } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const createBusiness = (body: CreateBusinessRequest) =>
  apiRequest<BusinessProfile>('/api/business/profile/create', { method: 'POST', body });

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
