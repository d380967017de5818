/** DELETE /api/business/profile/{id}/members/{userID}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const removeMember = (id: string, userID: string) =>
  apiRequest<unknown>(`/api/business/profile/${encodeURIComponent(id)}/members/${encodeURIComponent(userID)}`, {
    method: 'DELETE',
  });

export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userID: string) => removeMember(id, userID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.members(id) }),
  });
}
