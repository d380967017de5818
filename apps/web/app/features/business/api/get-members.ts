/** GET /api/business/profile/{id}/members. */
import { useQuery } from '@tanstack/react-query';
import type { BusinessMember } from '@wbn/contract/constants';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const getMembers = (id: string) =>
  apiRequest<BusinessMember[]>(`/api/business/profile/${encodeURIComponent(id)}/members`);

export function useMembers(id: string, enabled = true) {
  return useQuery({ queryKey: businessKeys.members(id), queryFn: () => getMembers(id), enabled });
}
