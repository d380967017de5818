/** PUT /api/business/profile/{id}/members/{userID} {role}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessMember, MEMBER_ROLES } from '@wbn/contract/constants';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export type MemberRole = (typeof MEMBER_ROLES)[number];

export const changeMemberRole = (id: string, userID: string, role: MemberRole) =>
  apiRequest<BusinessMember>(`/api/business/profile/${encodeURIComponent(id)}/members/${encodeURIComponent(userID)}`, {
    method: 'PUT',
    body: { role },
  });

export function useChangeMemberRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userID, role }: { userID: string; role: MemberRole }) => changeMemberRole(id, userID, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.members(id) }),
  });
}
