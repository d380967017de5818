/** POST /api/verification/request (the owner, with documents) and GET /api/verification/business/{id} (public). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationPublic, VerificationRequest, VerificationRequestView } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { membershipKeys } from './keys';

export const requestVerification = (body: VerificationRequest) =>
  apiRequest<{ message: string; request: VerificationRequestView }>('/api/verification/request', {
    method: 'POST',
    body,
  });

export function useRequestVerification(businessID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: () => qc.invalidateQueries({ queryKey: membershipKeys.state(businessID) }),
  });
}

export const verificationPath = (businessID: string) => `/api/verification/business/${encodeURIComponent(businessID)}`;
export const getVerification = (businessID: string) =>
  apiRequest<VerificationPublic>(verificationPath(businessID), { auth: false });

export const useVerification = (businessID: string, initial?: VerificationPublic | null) =>
  useQuery({
    queryKey: membershipKeys.verification(businessID),
    queryFn: () => getVerification(businessID),
    initialData: initial ?? undefined,
  });
