/**
 * The membership screen: the current tier (upper case) and whether the business is
 * verified, the higher tiers with their yearly prices (and the credit of an upgrade), a card
 * checkout (lazy), verification, and the owner's receipts. Platinum: 'You already have the best
 * membership in our network!'.
 */
import { Suspense, lazy, useState } from 'react';
import { Crown } from 'lucide-react';
import { BEST_MEMBERSHIP_TEXT, MSG, PACKAGES, type Tier } from '@wbn/contract/constants';
import { PageSkeleton } from '~/components/page-frame';
import { isApiError } from '~/lib/api-client';
import { useSession } from '~/lib/session-context';
import { useMembership } from '../api/get-membership';
import { useSubscriptionSetup } from '../api/get-setup';
import { formatDay } from '~/lib/dates';
import { tierUpper } from '../lib/format';
import { Offers } from './offers';
import { Receipts } from './receipts';
import { VerificationPanel } from './verification-panel';

// The card form and its script load when an upgrade is chosen (decision 0009).
const Checkout = lazy(() => import('./checkout').then((m) => ({ default: m.Checkout })));

export function MembershipPanel({ businessID }: { businessID: string }) {
  const state = useMembership(businessID);
  const setup = useSubscriptionSetup();
  const { profile } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);

  if (state.isPending) return <PageSkeleton label="Loading the membership" />;
  if (state.isError)
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{isApiError(state.error) ? state.error.message : MSG.unexpectedTryAgain}</p>
        <button type="button" onClick={() => void state.refetch()} className="font-semibold underline">
          Try again
        </button>
      </div>
    );
  const s = state.data;
  const offer = s.offers.find((o) => o.planId === chosen) ?? null;
  const tier = s.subscription as Tier;

  return (
    <div className="space-y-8">
      <section aria-labelledby="current-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div>
          <h2 id="current-title" className="text-sm font-semibold text-slate-600">
            Current membership
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold tracking-wide text-slate-900" data-testid="current-tier">
              {tierUpper(tier)}
            </span>
            <span className={s.verified ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800' : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700'}>
              {s.verified ? 'Verified' : 'Not Verified'}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {s.membership ? `Valid until ${formatDay(s.membership.expiresAt)} · up to ${PACKAGES[tier].maxProducts} products` : `Free, up to ${PACKAGES.standard.maxProducts} products`}
          </p>
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
              {s.canPay ? 'A membership lasts a year from payment. Upgrading before it ends credits the days you have not used.' : 'Only the owner of this business can buy a membership.'}
            </p>
          </div>
          <Offers offers={s.offers} canPay={s.canPay} chosen={chosen} onChoose={setChosen} />
          {offer && s.canPay ? (
            setup.data ? (
              <Suspense fallback={<PageSkeleton label="Loading the card form" />}>
                <Checkout key={offer.planId} businessID={businessID} offer={offer} setup={setup.data} defaultEmail={profile?.email ?? ''} onCancel={() => setChosen(null)} />
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
