/** The staff area's calls (/api/staff/*), through the typed client: summary, verification queue and decisions, payments, need-help enquiries, failed jobs, reviews that wait. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, STAFF_JOBS_PAGE_SIZE, type JobListStatus } from '@wbn/contract/constants';
import { typedCall } from '~/lib/typed-call';

type Status = 'pending' | 'granted' | 'refused';

export const staffKeys = {
  all: ['staff'] as const,
  summary: () => ['staff', 'summary'] as const,
  verifications: (status: Status, skip: number) => ['staff', 'verifications', status, skip] as const,
  payments: (skip: number) => ['staff', 'payments', skip] as const,
  enquiries: (skip: number) => ['staff', 'enquiries', skip] as const,
  certificateExpiries: (skip: number) => ['staff', 'certificate-expiries', skip] as const,
  jobCounts: () => ['staff', 'jobs', 'counts'] as const,
  jobs: (status: JobListStatus) => ['staff', 'jobs', status] as const,
  reviews: () => ['staff', 'reviews'] as const,
  reviewHistory: (reviewID: string) => ['staff', 'reviews', 'history', reviewID] as const,
};

export const useStaffSummary = () =>
  useQuery({
    queryKey: staffKeys.summary(),
    queryFn: () => typedCall(({ api, unwrap }) => unwrap(api.GET('/api/staff/summary'))),
    retry: false,
  });
export const useStaffVerifications = (status: Status, skip: number, size: number) =>
  useQuery({
    queryKey: staffKeys.verifications(status, skip),
    queryFn: () =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/staff/verifications', { params: { query: { status, skip, size } } })),
      ),
  });
export const useStaffPayments = (skip: number, size: number) =>
  useQuery({
    queryKey: staffKeys.payments(skip),
    queryFn: () =>
      typedCall(({ api, unwrap }) => unwrap(api.GET('/api/staff/payments', { params: { query: { skip, size } } }))),
  });
export const useStaffEnquiries = (skip: number, size: number) =>
  useQuery({
    queryKey: staffKeys.enquiries(skip),
    queryFn: () =>
      typedCall(({ api, unwrap }) => unwrap(api.GET('/api/staff/enquiries', { params: { query: { skip, size } } }))),
  });

/** Certificates of every business expiring in the next 30 days, soonest first (decision 0076). */
export const useStaffCertificateExpiries = (skip: number, size: number) =>
  useQuery({
    queryKey: staffKeys.certificateExpiries(skip),
    queryFn: () =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/staff/certificate-expiries', { params: { query: { skip, size } } })),
      ),
  });

export type Decision = { requestID: string } & (
  { kind: 'grant'; checked: string[] } | { kind: 'refuse'; reason: string }
);

export function useDecideVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      typedCall(({ api, unwrap }) => {
        const params = { path: { requestID: d.requestID } };
        return d.kind === 'grant'
          ? unwrap(api.POST('/api/staff/verifications/{requestID}/grant', { params, body: { checked: d.checked } }))
          : unwrap(api.POST('/api/staff/verifications/{requestID}/refuse', { params, body: { reason: d.reason } }));
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** The queue changes by itself (jobs retry, succeed, die): these lists are read afresh, every few seconds while open. */
const LIVE_LIST = { staleTime: 0, refetchInterval: 5_000 } as const;

export const useJobCounts = () =>
  useQuery({
    queryKey: staffKeys.jobCounts(),
    queryFn: () => typedCall(({ api, unwrap }) => unwrap(api.GET('/api/staff/jobs/counts'))),
    ...LIVE_LIST,
  });

/** Failed (retrying) or dead jobs, newest first, a page at a time (cursor). */
export const useStaffJobs = (status: JobListStatus) =>
  useInfiniteQuery({
    queryKey: staffKeys.jobs(status),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/staff/jobs', {
            params: {
              query: {
                status,
                size: STAFF_JOBS_PAGE_SIZE,
                ...(pageParam ? { cursor: pageParam } : {}),
              },
            },
          }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
    ...LIVE_LIST,
  });

/** Runs a failed or dead job again now, or discards it. */
export function useJobAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { jobID: string; action: 'retry' | 'discard' }) =>
      typedCall(({ api, unwrap }) => {
        const params = { path: { jobID: a.jobID } };
        return a.action === 'retry'
          ? unwrap(api.POST('/api/staff/jobs/{jobID}/retry', { params }))
          : unwrap(api.DELETE('/api/staff/jobs/{jobID}', { params }));
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['staff', 'jobs'] }),
  });
}

/** The reviews that wait for a decision (decision 0078), oldest first, a page at a time (cursor). */
export const useStaffReviews = () =>
  useInfiniteQuery({
    queryKey: staffKeys.reviews(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/staff/reviews', {
            params: { query: { size: REVIEWS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
          }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });

/** A review as it is and its earlier versions, read when staff open them. */
export const useStaffReviewHistory = (reviewID: string, enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.reviewHistory(reviewID),
    queryFn: () =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/staff/reviews/{reviewID}/history', { params: { path: { reviewID } } })),
      ),
    enabled,
  });

export type ReviewDecisionInput = { reviewID: string } & (
  { decision: 'publish' } | { decision: 'reject'; reason: string }
);

/** Publishes a review that waits, or rejects it with the reason its author reads; the list and the counts are read again. */
export function useDecideReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewID, ...body }: ReviewDecisionInput) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.POST('/api/staff/reviews/{reviewID}/decision', { params: { path: { reviewID } }, body })),
      ),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: staffKeys.reviews() }),
        qc.invalidateQueries({ queryKey: staffKeys.summary() }),
      ]),
  });
}
