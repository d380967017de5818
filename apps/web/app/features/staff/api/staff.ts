/** The staff area's calls (/api/staff/*): summary, verification queue and decisions, payments, need-help enquiries. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPaymentList, StaffSummary, StaffVerification, StaffVerificationList } from '@wbn/contract';
import { apiRequest } from '~/lib/api-client';

export type Enquiry = { enquiryID: string; createdAt: string; [field: string]: string };
export type EnquiryList = { enquiries: Enquiry[]; total: number };
type Status = 'pending' | 'granted' | 'refused';

export const staffKeys = {
  all: ['staff'] as const,
  summary: () => ['staff', 'summary'] as const,
  verifications: (status: Status, skip: number) => ['staff', 'verifications', status, skip] as const,
  payments: (skip: number) => ['staff', 'payments', skip] as const,
  enquiries: (skip: number) => ['staff', 'enquiries', skip] as const,
};

export const useStaffSummary = () => useQuery({ queryKey: staffKeys.summary(), queryFn: () => apiRequest<StaffSummary>('/api/staff/summary'), retry: false });
export const useStaffVerifications = (status: Status, skip: number, size: number) =>
  useQuery({ queryKey: staffKeys.verifications(status, skip), queryFn: () => apiRequest<StaffVerificationList>(`/api/staff/verifications?status=${status}&skip=${skip}&size=${size}`) });
export const useStaffPayments = (skip: number, size: number) =>
  useQuery({ queryKey: staffKeys.payments(skip), queryFn: () => apiRequest<StaffPaymentList>(`/api/staff/payments?skip=${skip}&size=${size}`) });
export const useStaffEnquiries = (skip: number, size: number) =>
  useQuery({ queryKey: staffKeys.enquiries(skip), queryFn: () => apiRequest<EnquiryList>(`/api/staff/enquiries?skip=${skip}&size=${size}`) });

export type Decision = { requestID: string } & ({ kind: 'grant'; checked: string[] } | { kind: 'refuse'; reason: string });

export function useDecideVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      apiRequest<StaffVerification>(`/api/staff/verifications/${encodeURIComponent(d.requestID)}/${d.kind}`, { method: 'POST', body: d.kind === 'grant' ? { checked: d.checked } : { reason: d.reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
