/**
 * One request for quotation as the member sees it (GET /api/rfq/{rfqID}: its `viewer` says what
 * they may do), posting one, closing it and awarding a quote. The server renders the visitor's
 * view; a member's is read here, under their session.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AwardRequest, CreateRfqRequest, Rfq } from '@wbn/contract/schemas';
import { isApiError } from '~/lib/api-client';
import { typedCall } from '~/lib/typed-call';
import { rfqKeys } from './keys';

/**
 * The request under the member's session; the server's copy shows meanwhile. `retry`: the server
 * failed to read it, so a visitor's browser reads it too. A 4xx is final (invited-only, or gone).
 */
export function useRfq(rfqID: string, userID: string | null, initial: Rfq | null, retry = false) {
  return useQuery({
    queryKey: rfqKeys.one(rfqID, userID ?? ''),
    enabled: Boolean(userID) || retry,
    queryFn: (): Promise<Rfq> =>
      typedCall(({ api, unwrap }) => unwrap(api.GET('/api/rfq/{rfqID}', { params: { path: { rfqID } } }))),
    placeholderData: initial ?? undefined,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
  });
}

/** After a change: the request as the answer has it, and every list that shows it read again. */
export function settleRfq(qc: QueryClient, rfqID: string, userID: string, rfq?: Rfq) {
  if (rfq) qc.setQueryData(rfqKeys.one(rfqID, userID), rfq);
  void qc.invalidateQueries({ queryKey: rfqKeys.one(rfqID, userID) });
  void qc.invalidateQueries({ queryKey: rfqKeys.quotes(rfqID, userID) });
  void qc.invalidateQueries({ queryKey: ['rfq', 'mine'] });
  void qc.invalidateQueries({ queryKey: ['rfq', 'board'] });
}

export function useCreateRfq(userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRfqRequest) => typedCall(({ api, unwrap }) => unwrap(api.POST('/api/rfq', { body }))),
    onSuccess: (r) => {
      // The new page shows it at once, even when it is invited-only (the server's render cannot see it).
      qc.setQueryData(rfqKeys.one(r.rfqID, userID), r.rfq as Rfq);
      void qc.invalidateQueries({ queryKey: ['rfq', 'mine'] });
      void qc.invalidateQueries({ queryKey: ['rfq', 'board'] });
    },
  });
}

export function useCloseRfq(rfqID: string, userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/rfq/{rfqID}/close', { params: { path: { rfqID } } }))),
    onSuccess: (r) => settleRfq(qc, rfqID, userID, r.rfq as Rfq),
    // Already closed (another admin, the deadline): the page reads the request again.
    onError: () => settleRfq(qc, rfqID, userID),
  });
}

export function useAwardRfq(rfqID: string, userID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardRequest) =>
      typedCall(({ api, unwrap }) => unwrap(api.POST('/api/rfq/{rfqID}/award', { params: { path: { rfqID } }, body }))),
    onSuccess: (r) => settleRfq(qc, rfqID, userID, r.rfq as Rfq),
    onError: (e) => {
      if (isApiError(e) && (e.status === 404 || e.status === 409)) settleRfq(qc, rfqID, userID);
    },
  });
}
