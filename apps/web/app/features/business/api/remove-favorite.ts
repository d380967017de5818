/** DELETE /api/business/favorites/{businessID}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const removeFavorite = (businessID: string) =>
  apiRequest<unknown>(`/api/business/favorites/${encodeURIComponent(businessID)}`, { method: 'DELETE' });

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_data, businessID) => {
      queryClient.setQueryData<BusinessProfile[]>(businessKeys.favorites(), (old) =>
        old?.filter((b) => b.businessID !== businessID),
      );
      return queryClient.invalidateQueries({ queryKey: businessKeys.favorites() });
    },
  });
}
