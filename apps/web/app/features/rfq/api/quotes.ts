/**
 * The quotes of one request: GET …/quotes (every live quote for the buyer, only their own for a
 * supplier's team), sending one, editing and withdrawing it, and the buyer's shortlist.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CreateQuoteRequest, QuoteList, Rfq, UpdateQuoteRequest } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { typedCall } from '~/lib/typed-call';
import { rfqKeys } from './keys';
import { settleRfq } from './rfq';

/** The most quotes one read brings (the API's maximum): a request rarely has more; "Show more" reads the rest. */
const QUOTES_PAGE = 100;

export function useQuotes(rfqID: string, userID: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: rfqKeys.quotes(rfqID, userID),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<QuoteList> =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.GET('/api/rfq/{rfqID}/quotes', {
            params: { path: { rfqID }, query: { size: QUOTES_PAGE, ...(pageParam ? { cursor: pageParam } : {}) } },
          }),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor,
    // Quotes arrive while the buyer looks: read afresh each time the page opens.
    staleTime: 0,
  });
}

export function useCreateQuote(rfqID: string, userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteRequest) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.POST('/api/rfq/{rfqID}/quotes', { params: { path: { rfqID } }, body })),
      ),
    onSuccess: (r) => {
      // The sent quote shows at once (the supplier's panel scrolls to it), before the reads below answer.
      qc.setQueryData<Rfq>(rfqKeys.one(rfqID, userID), (rfq) =>
        rfq
          ? {
              ...rfq,
              quoteCount: rfq.quoteCount + 1,
              viewer: {
                ...rfq.viewer,
                quoteAs: rfq.viewer.quoteAs.map((b) =>
                  b.businessID === r.quote.supplier.businessID ? { ...b, quoteID: r.quoteID } : b,
                ),
              },
            }
          : rfq,
      );
      qc.setQueryData<InfiniteData<QuoteList>>(rfqKeys.quotes(rfqID, userID), (data) =>
        data && data.pages.length
          ? { ...data, pages: [{ ...data.pages[0]!, data: [...data.pages[0]!.data, r.quote] }, ...data.pages.slice(1)] }
          : { pages: [{ data: [r.quote], nextCursor: null }], pageParams: [null] },
      );
      settleRfq(qc, rfqID, userID);
    },
    onError: (e) => {
      // Already quoted (another admin, another tab) or closed meanwhile: the page catches up.
      if (isApiError(e) && e.status === 409) settleRfq(qc, rfqID, userID);
    },
  });
}

export function useUpdateQuote(rfqID: string, userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteID, body }: { quoteID: string; body: UpdateQuoteRequest }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.PATCH('/api/rfq/{rfqID}/quotes/{quoteID}', { params: { path: { rfqID, quoteID } }, body })),
      ),
    onSettled: () => settleRfq(qc, rfqID, userID),
  });
}

export function useWithdrawQuote(rfqID: string, userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (quoteID: string) =>
      typedCall(({ api, unwrap }) =>
        unwrap(api.POST('/api/rfq/{rfqID}/quotes/{quoteID}/withdraw', { params: { path: { rfqID, quoteID } } })),
      ),
    onSettled: () => settleRfq(qc, rfqID, userID),
  });
}

/** Marks a quote (or unmarks it) at once; the answer, or a failure, puts the list right. */
export function useShortlistQuote(rfqID: string, userID: string) {
  const qc = useQueryClient();
  const key = rfqKeys.quotes(rfqID, userID);
  const mark = (quoteID: string, shortlisted: boolean) =>
    qc.setQueryData<InfiniteData<QuoteList>>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              data: p.data.map((q) => (q.quoteID === quoteID ? { ...q, shortlisted } : q)),
            })),
          }
        : data,
    );
  return useMutation({
    mutationFn: ({ quoteID, shortlisted }: { quoteID: string; shortlisted: boolean }) =>
      typedCall(({ api, unwrap }) =>
        unwrap(
          api.POST('/api/rfq/{rfqID}/quotes/{quoteID}/shortlist', {
            params: { path: { rfqID, quoteID } },
            body: { shortlisted },
          }),
        ),
      ),
    onMutate: ({ quoteID, shortlisted }) => mark(quoteID, shortlisted),
    onError: (_e, { quoteID, shortlisted }) => mark(quoteID, !shortlisted),
  });
}
