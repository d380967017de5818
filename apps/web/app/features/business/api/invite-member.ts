/** POST /api/business/profile/{id}/members {email, role} (owner only; 404 with fields.email when there is no such user). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessMember, ZInviteMemberRequest } from '@wbn/contract';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from './keys';

export type InviteMemberRequest = ReturnType<typeof ZInviteMemberRequest.parse>;

export const inviteMember = (id: string, body: InviteMemberRequest) =>
  apiRequest<BusinessMember>(`/api/business/profile/${encodeURIComponent(id)}/members`, { method: 'POST', body });

export function useInviteMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) => inviteMember(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.members(id) }),
  });
}
