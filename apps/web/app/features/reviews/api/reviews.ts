/**
 * A company's reviews (decision 0073). The list and its summary are public and part of the
 * company page's first load, so they go through `apiRequest` (no typed client on a public page's
 * first load: decision 0009); the member's calls (whether they may review, writing, changing,
 * replying) are made from the form, which loads on demand, through the typed client.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE } from '@wbn/contract/constants';
import type { ReviewEligibility, ReviewList, ReviewRequest } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { typedCall } from '~/lib/typed-call';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (businessID: string) => ['reviews', 'list', businessID] as const,
  eligibility: (businessID: string) => ['reviews', 'eligibility', businessID] as const,
};

const listPath = (businessID: string, cursor?: string | null) =>
  `/api/business/profile/${encodeURIComponent(businessID)}/reviews?size=${REVIEWS_PAGE_SIZE}${
    cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
  }`;

/** The first page as the server asks for it (the route's loader). */
export const firstReviewsPath = (businessID: string) => listPath(businessID);

/**
 * The public reviews, newest first, a page at a time, starting from the server's first page. A
 * member reads them again once signed in (`refresh`): the API then leaves out the reviews of members
 * they blocked.
 */
export function useReviews(businessID: string, initial: ReviewList | null, refresh: boolean) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(businessID),
    queryFn: ({ pageParam }) => apiRequest<ReviewList>(listPath(businessID, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(initial ? { initialData: { pages: [initial], pageParams: [null] } } : {}),
    // The server's page is fresh for a visitor; a member's own view is read once on arrival.
    staleTime: refresh ? 0 : Infinity,
    refetchOnMount: refresh,
  });
}

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
