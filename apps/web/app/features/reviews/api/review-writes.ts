/**
 * The member's calls about a company's reviews (decision 0073): whether they may review, writing
 * or changing their review, the business's reply. Imported only by the forms, which load on demand,
 * so the typed client never weighs on the company page's first load (decision 0009).
 */
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ReviewEligibility, ReviewList, ReviewRequest } from '@wbn/contract/schemas';
import { typedCall } from '~/lib/typed-call';
import { reviewKeys } from './reviews';

/** Whether the member may review now, why not, and their own review (members only). */
export const useReviewEligibility = (businessID: string, enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.eligibility(businessID),
    queryFn: () =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.GET('/api/business/profile/{id}/reviews/eligibility', { params: { path: { id: businessID } } })),
      ) as Promise<ReviewEligibility>,
    enabled,
    retry: false,
  });

/** After a change: the member's own review and the public list are read again. */
function useRefresh(businessID: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: reviewKeys.eligibility(businessID) }),
      qc.invalidateQueries({ queryKey: reviewKeys.list(businessID) }),
    ]);
}

/** Writes a review, or (with `reviewID`) changes the member's own. */
export function useSaveReview(businessID: string, reviewID: string | null) {
  const refresh = useRefresh(businessID);
  return useMutation({
    mutationFn: (body: ReviewRequest) =>
      typedCall(({ api, unwrap }) =>
        reviewID
          ? unwrap(
              api.PUT('/api/business/profile/{id}/reviews/{reviewID}', {
                params: { path: { id: businessID, reviewID } },
                body,
              }),
            )
          : unwrap(api.POST('/api/business/profile/{id}/reviews', { params: { path: { id: businessID } }, body })),
      ),
    onSuccess: () => refresh(),
  });
}

/** The business's one public reply to a review; the list shows it at once. */
export function useReplyToReview(businessID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewID, text }: { reviewID: string; text: string }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.POST('/api/business/profile/{id}/reviews/{reviewID}/reply', {
            params: { path: { id: businessID, reviewID } },
            body: { text },
          }),
        ),
      ),
    onSuccess: (done) => {
      qc.setQueryData<InfiniteData<ReviewList>>(reviewKeys.list(businessID), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                data: p.data.map((r) => (r.reviewID === done.reviewID ? done.review : r)),
              })),
            }
          : data,
      );
    },
  });
}
