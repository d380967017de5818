/** GET /api/business/profile/{id}/invitations (owner and admins): the pending invitations of a business. */
import { useQuery } from '@tanstack/react-query';
import type { BusinessInvitation } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const getBusinessInvitations = (id: string) =>
  apiRequest<BusinessInvitation[]>(`/api/business/profile/${encodeURIComponent(id)}/invitations`);

export const useBusinessInvitations = (id: string, enabled: boolean) =>
  useQuery({ queryKey: businessKeys.invitations(id), queryFn: () => getBusinessInvitations(id), enabled });
