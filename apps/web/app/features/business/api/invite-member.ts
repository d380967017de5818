/**
 * POST /api/business/profile/{id}/members {email, role} (owner only): sends an invitation the
 * person accepts or declines; the answer is the same whether or not the e-mail has an account.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteMemberResponse, ZInviteMemberRequest } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export type InviteMemberRequest = ReturnType<typeof ZInviteMemberRequest.parse>;

export const inviteMember = (id: string, body: InviteMemberRequest) =>
  apiRequest<InviteMemberResponse>(`/api/business/profile/${encodeURIComponent(id)}/members`, { method: 'POST', body });

export function useInviteMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) => inviteMember(id, body),
    onSuccess: (data) => queryClient.setQueryData(businessKeys.invitations(id), data.invitations),
  });
}
