/** POST /api/business/invitations/{invitationID}/accept | /decline: only the person invited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationDecisionResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export type InvitationAnswer = 'accept' | 'decline';

export const answerInvitation = (invitationID: string, answer: InvitationAnswer) =>
  apiRequest<InvitationDecisionResponse>(`/api/business/invitations/${encodeURIComponent(invitationID)}/${answer}`, {
    method: 'POST',
  });

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationID, answer }: { invitationID: string; answer: InvitationAnswer }) =>
      answerInvitation(invitationID, answer),
    // Accepting adds a business to My business.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
