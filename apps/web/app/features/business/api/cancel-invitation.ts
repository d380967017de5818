/** DELETE /api/business/profile/{id}/invitations/{invitationID} (owner only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationDecisionResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const cancelInvitation = (id: string, invitationID: string) =>
  apiRequest<InvitationDecisionResponse>(
    `/api/business/profile/${encodeURIComponent(id)}/invitations/${encodeURIComponent(invitationID)}`,
    { method: 'DELETE' },
  );

export function useCancelInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationID: string) => cancelInvitation(id, invitationID),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.invitations(id) }),
  });
}
