/** The staff area's calls (/api/staff/*): summary, verification queue and decisions, payments, need-help enquiries, failed jobs. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_JOBS_PAGE_SIZE, type JobListStatus } from '@wbn/contract/constants';
import type { JobCounts, StaffJobList, StaffPaymentList, StaffSummary, StaffVerification, StaffVerificationList } from '@wbn/contract/schemas';
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
  jobCounts: () => ['staff', 'jobs', 'counts'] as const,
  jobs: (status: JobListStatus) => ['staff', 'jobs', status] as const,
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

/** The queue changes by itself (jobs retry, succeed, die): these lists are read afresh, every few seconds while open. */
const LIVE_LIST = { staleTime: 0, refetchInterval: 5_000 } as const;

export const useJobCounts = () => useQuery({ queryKey: staffKeys.jobCounts(), queryFn: () => apiRequest<JobCounts>('/api/staff/jobs/counts'), ...LIVE_LIST });

/** Failed (retrying) or dead jobs, newest first, a page at a time (cursor). */
export const useStaffJobs = (status: JobListStatus) =>
  useInfiniteQuery({
    queryKey: staffKeys.jobs(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiRequest<StaffJobList>(`/api/staff/jobs?status=${status}&size=${STAFF_JOBS_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE_LIST,
  });

/** Runs a failed or dead job again now, or discards it. */
export function useJobAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { jobID: string; action: 'retry' | 'discard' }) =>
      apiRequest<{ message: string }>(`/api/staff/jobs/${encodeURIComponent(a.jobID)}${a.action === 'retry' ? '/retry' : ''}`, { method: a.action === 'retry' ? 'POST' : 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['staff', 'jobs'] }),
  });
}
