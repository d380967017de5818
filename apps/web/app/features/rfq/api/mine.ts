/** GET /api/rfq/mine: the member's requests (as themself and as the businesses they manage), every status, newest first. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { RFQ_PAGE_SIZE } from '@wbn/contract/constants';
import { typedCall } from '~/lib/typed-call';
import { rfqKeys } from './keys';

export function useMyRfqs(userID: string | null) {
  return useInfiniteQuery({
    queryKey: rfqKeys.mine(userID ?? ''),
    enabled: Boolean(userID),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/rfq/mine', {
            params: { query: { size: RFQ_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } },
          }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}
