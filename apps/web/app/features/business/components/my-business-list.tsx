/**
 * "My business": create link, the API guide link, the user's business cards, empty text, membership
 * hint. While the member's address is not confirmed the create link is a disabled button with the
 * reason under it (decisions 0028, 0072).
 */
import { useId } from 'react';
import { Link } from '~/lib/edition-link';
import { Briefcase, CodeXml, Crown, Plus } from 'lucide-react';
import { MSG, SITE_PATHS } from '@wbn/contract/constants';
import { ButtonLink, buttonClass } from '~/components/button-link';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { useMyBusinesses } from '~/lib/my-businesses';
import { CardListSkeleton, EmptyState, ErrorState } from '~/components/list-states';
import { MyBusinessCard } from './my-business-card';

export function MembershipChooseBusinessNote() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
      <Crown aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
      <div>
        <p className="font-semibold">Choose the business you want to upgrade</p>
        <p className="mt-1">
          A membership belongs to one business. Pick the business below, click <strong>Manage Business</strong>, then
          open the <strong>Membership</strong> tab to see the upgrade options.
        </p>
      </div>
    </div>
  );
}

export function MyBusinessList({ showMembershipNote }: { showMembershipNote: boolean }) {
  const query = useMyBusinesses();
  const items = query.data ?? [];
  const createText = items.length ? 'Create another Business profile' : 'Create your Business profile';
  const waiting = useAwaitingConfirmation();
  const waitsId = useId();

  return (
    <div className="space-y-5">
      {showMembershipNote ? <MembershipChooseBusinessNote /> : null}
      {query.isSuccess ? (
        <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {/* Owners who want to connect their own systems: the guide to the API (/developers). */}
          <Link
            to={SITE_PATHS.developers}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CodeXml aria-hidden="true" className="h-4 w-4" />
            API for developers
          </Link>
          {waiting ? (
            <>
              <button
                type="button"
                disabled
                aria-describedby={waitsId}
                className={buttonClass(items.length ? 'secondary' : 'primary', 'cursor-not-allowed opacity-60')}
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                {createText}
              </button>
              <AwaitingConfirmation action="business" id={waitsId} className="basis-full" />
            </>
          ) : (
            <ButtonLink to={SITE_PATHS.businessCreate} variant={items.length ? 'secondary' : 'primary'}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {createText}
            </ButtonLink>
          )}
        </div>
      ) : null}
      {query.isPending ? (
        <CardListSkeleton label="Loading your businesses" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Briefcase} title={MSG.noBusinessYet}>
          <p className="w-full text-sm text-slate-600">
            Create a business profile so buyers can find your company, products and contact details.
          </p>
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.businessID}>
              <MyBusinessCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
