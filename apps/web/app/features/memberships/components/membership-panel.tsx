/**
 * The membership screen: the current tier (upper case) and whether the business is
 * verified, the higher tiers with their yearly prices (and the credit of an upgrade), a card
 * checkout (lazy), verification, and the owner's receipts. Platinum: 'You already have the best
 * membership in our network!'. After a payment the screen refreshes in place (the old data stays
 * while it does) and a message at its top tells the new tier, cap, end date and receipt (decision 0042).
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { Crown } from 'lucide-react';
import { BEST_MEMBERSHIP_TEXT, MSG, type Tier } from '@wbn/contract/constants';
import { PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';
import { useSession } from '~/lib/session-context';
import { useMembership } from '../api/get-membership';
import { useSubscriptionSetup } from '../api/get-setup';
import { useRefreshAfterPayment, type PaidResult } from '../api/subscribe';
import { currentMembershipLine, tierUpper, type PaidSummary } from '../lib/format';
import { Offers } from './offers';
import { PaymentSuccess } from './payment-success';
import { Receipts } from './receipts';
import { VerificationPanel } from './verification-panel';

// The card form and its script load when an upgrade is chosen (decision 0009).
const Checkout = lazy(() => import('./checkout').then((m) => ({ default: m.Checkout })));

export function MembershipPanel({ businessID }: { businessID: string }) {
  const state = useMembership(businessID);
  const setup = useSubscriptionSetup();
  const { profile } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);
  // Bumped by every choice, the same plan again included: the checkout then comes back into view.
  const [choice, setChoice] = useState(0);
  const [paid, setPaid] = useState<PaidSummary | null>(null);
  const refreshAfterPayment = useRefreshAfterPayment(businessID);
  const currentHeading = useRef<HTMLHeadingElement>(null);

  // Only a first load waits or fails here: a refetch (after a payment) keeps the screen it has.
  if (!state.data) {
    if (!state.isError) return <PageSkeleton label="Loading the membership" />;
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{isApiError(state.error) ? state.error.message : MSG.unexpectedTryAgain}</p>
        <button type="button" onClick={() => void state.refetch()} className="font-semibold underline">
          Try again
        </button>
      </div>
    );
  }
  const s = state.data;
  const offer = s.offers.find((o) => o.planId === chosen) ?? null;
  const tier = s.subscription as Tier;

  function onPaid(result: PaidResult) {
    setPaid({
      tier: result.membership.subscription as Tier,
      previousTier: tier,
      companyName: s.companyName,
      expiresAt: result.membership.expiresAt,
      receiptID: result.receipt.receiptID,
      receiptNumber: result.receipt.number,
    });
    setChosen(null);
    void refreshAfterPayment(result);
  }

  return (
    <div className="space-y-8">
      {paid ? (
        <PaymentSuccess
          paid={paid}
          onDismiss={() => {
            setPaid(null);
            currentHeading.current?.focus();
          }}
        />
      ) : null}
      <section
        aria-labelledby="current-title"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <div>
          <h2
            id="current-title"
            ref={currentHeading}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-600 outline-none"
          >
            Current membership
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold tracking-wide text-slate-900" data-testid="current-tier">
              {tierUpper(tier)}
            </span>
            <span
              className={
                s.verified
                  ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                  : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700'
              }
            >
              {s.verified ? 'Verified' : 'Not Verified'}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-600">{currentMembershipLine(s)}</p>
        </div>
        {s.offers.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
            <Crown aria-hidden="true" className="h-5 w-5 text-accent-600" />
            {BEST_MEMBERSHIP_TEXT}
          </p>
        ) : null}
      </section>

      {s.offers.length ? (
        <section aria-labelledby="offers-title" className="space-y-4">
          <div>
            <h2 id="offers-title" className="text-lg font-semibold text-slate-900">
              Upgrade
            </h2>
            <p className="text-sm text-slate-600">
              {s.canPay
                ? 'A membership lasts a year from payment. Upgrading before it ends credits the days you have not used.'
                : 'Only the owner of this business can buy a membership.'}
            </p>
          </div>
          <Offers
            offers={s.offers}
            canPay={s.canPay}
            chosen={chosen}
            onChoose={(planId) => {
              setChosen(planId);
              setChoice((n) => n + 1);
            }}
          />
          {offer && s.canPay ? (
            setup.data ? (
              <Suspense fallback={<PageSkeleton label="Loading the card form" />}>
                <Checkout
                  key={offer.planId}
                  businessID={businessID}
                  offer={offer}
                  setup={setup.data}
                  defaultEmail={profile?.email ?? ''}
                  revealSignal={choice}
                  onCancel={() => setChosen(null)}
                  onPaid={onPaid}
                />
              </Suspense>
            ) : setup.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {MSG.subscribeFailure}
              </p>
            ) : (
              <PageSkeleton label="Loading the card form" />
            )
          ) : null}
        </section>
      ) : null}

      <VerificationPanel state={s} />
      {s.canPay ? <Receipts businessID={businessID} /> : null}
    </div>
  );
}
