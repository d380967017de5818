/** GET /api/subscription/business/{id}: the membership screen (tier, verification, offers priced for today). */
import { useQuery } from '@tanstack/react-query';
import type { MembershipState } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { membershipKeys } from './keys';

export const getMembership = (businessID: string) =>
  apiRequest<MembershipState>(`/api/subscription/business/${encodeURIComponent(businessID)}`);

export const useMembership = (businessID: string, enabled = true) =>
  useQuery({
    queryKey: membershipKeys.state(businessID),
    queryFn: () => getMembership(businessID),
    enabled,
    staleTime: 0,
  });
