/**
 * A company's reviews (decision 0073): the list and its summary are public and part of the company
 * page's first load, so they go through `apiRequest` (no typed client on a public page's first
 * load: decision 0009). The member's calls are in review-writes.ts, which only the forms import.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE } from '@wbn/contract/constants';
import type { ReviewList } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';

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
