/** POST /api/business/favorites {businessID}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const addFavorite = (businessID: string) =>
  apiRequest<unknown>('/api/business/favorites', { method: 'POST', body: { businessID } });

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.favorites() }),
  });
}
