/** POST /api/subscription/subscribe {paymentMethod, businessID, planId, email, checkoutID}, and what the screen refreshes after a payment. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TIERS, type Tier } from '@wbn/contract/constants';
import type { MembershipState, SubscribeRequest, SubscribeResult } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';
import { membershipKeys } from './keys';

export const subscribe = (body: SubscribeRequest) =>
  apiRequest<SubscribeResult>('/api/subscription/subscribe', { method: 'POST', body });

export type PaidResult = Extract<SubscribeResult, { status: 'succeeded' }>;

const rank = (tier: string) => TIERS.indexOf(tier as Tier);

/**
 * The spec's reload after a successful checkout, done in place (decision 0042): the screen shows the
 * new tier at once from the answer, and the membership, its receipts and the business (its tier and
 * product cap on the other tabs) are fetched again while the old data stays on screen. Nothing else
 * is touched: the header's counts keep their data.
 */
export function refreshAfterPayment(qc: QueryClient, businessID: string, paid: PaidResult) {
  qc.setQueryData(membershipKeys.receipt(paid.receipt.receiptID), paid.receipt);
  qc.setQueryData<MembershipState>(membershipKeys.state(businessID), (s) =>
    s
      ? {
          ...s,
          subscription: paid.membership.subscription,
          membership: paid.membership,
          // Offers for the old tier no longer apply; the refetch prices the higher ones again.
          offers: s.offers.filter((o) => rank(o.subscription) > rank(paid.membership.subscription)),
        }
      : s,
  );
  return Promise.all([
    qc.invalidateQueries({ queryKey: membershipKeys.state(businessID) }),
    qc.invalidateQueries({ queryKey: membershipKeys.receipts(businessID) }),
    qc.invalidateQueries({ queryKey: businessKeys.all }),
  ]);
}

export function useRefreshAfterPayment(businessID: string) {
  const qc = useQueryClient();
  return (paid: PaidResult) => refreshAfterPayment(qc, businessID, paid);
}
