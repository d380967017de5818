/**
 * The businesses a member owns, as cards linking to their pages (on the own and the public
 * profile). The own profile always offers the spec's 'CREATE YOUR BUSINESS PROFILE NOW', beside
 * the heading, whether the member owns businesses or not (decision 0043).
 */
import { useId } from 'react';
import { Link } from '~/lib/edition-link';
import { Building2, Plus } from 'lucide-react';
import { CREATE_BUSINESS_PROFILE_NOW, MSG, SITE_PATHS, businessPath } from '@wbn/contract/constants';
import type { BusinessCard, BusinessProfile } from '@wbn/contract/schemas';
import { buttonClass } from '~/components/button-link';
import { Skeleton } from '~/components/page-frame';
import { BusinessLogo } from '~/components/business-logo';
import { EmptyBlock, ErrorBlock } from '~/components/status-blocks';
import { CountryFlag } from '~/components/country-flag';
import { AwaitingConfirmation } from '~/components/awaiting-confirmation';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';

export const CREATE_BUSINESS_TEXT = CREATE_BUSINESS_PROFILE_NOW;

/** What a card shows: the public profile's business card, or the own list's business mapped to it. */
export type ProfileBusiness = Pick<
  BusinessCard,
  'businessID' | 'companyName' | 'shortDescription' | 'profilePhoto' | 'country' | 'businessType' | 'verified'
>;

/** A business of GET /api/business/profile/my-list as a card. */
export const cardOf = (b: BusinessProfile): ProfileBusiness => ({
  businessID: b.businessID,
  companyName: b.general.companyName,
  shortDescription: b.general.shortDescription,
  profilePhoto: b.general.profilePhoto ?? null,
  country: b.contactInfo.country,
  businessType: b.general.businessType,
  verified: b.verified,
});

type Props = {
  businesses: ProfileBusiness[] | null | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  own: boolean;
  firstName: string;
};

function BusinessItem({ b }: { b: ProfileBusiness }) {
  return (
    <li className="relative flex gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-500 hover:bg-brand-50/40">
      <BusinessLogo photo={b.profilePhoto} size="sm" />
      <div className="min-w-0 flex-1">
        <Link
          to={businessPath(b.companyName, b.businessID)}
          className="font-semibold break-words text-slate-900 after:absolute after:inset-0 after:rounded-lg hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {b.companyName}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
          {b.businessType.name ? <span>{b.businessType.name}</span> : null}
          {b.country ? (
            <span>
              <CountryFlag code={b.country.code} name={b.country.countryName} />{' '}
              <span aria-hidden="true">{b.country.countryName}</span>
            </span>
          ) : null}
          {b.verified ? <span className="font-semibold text-emerald-700">Verified</span> : null}
        </p>
        {b.shortDescription ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{b.shortDescription}</p> : null}
      </div>
    </li>
  );
}

export function ProfileBusinesses({ businesses, failed, retrying, onRetry, own, firstName }: Props) {
  // A member whose address is not confirmed finds the spec's link a disabled button with the reason (decision 0072).
  const waiting = useAwaitingConfirmation();
  const waitsId = useId();
  const createLink = waiting ? (
    <>
      <button
        type="button"
        disabled
        aria-describedby={waitsId}
        className={buttonClass('primary', 'cursor-not-allowed tracking-wide opacity-60')}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {CREATE_BUSINESS_TEXT}
      </button>
      <AwaitingConfirmation action="business" id={waitsId} className="basis-full" />
    </>
  ) : (
    <Link to={SITE_PATHS.businessCreate} className={buttonClass('primary', 'tracking-wide')}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {CREATE_BUSINESS_TEXT}
    </Link>
  );
  return (
    <section
      aria-labelledby="profile-businesses"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-businesses" className="text-lg font-semibold text-slate-900">
          {own ? 'My businesses' : `Businesses of ${firstName}`}
        </h2>
        {own ? createLink : null}
      </div>
      <div className="mt-3">
        {businesses ? (
          businesses.length ? (
            <ul className="grid gap-3">
              {businesses.map((b) => (
                <BusinessItem key={b.businessID} b={b} />
              ))}
            </ul>
          ) : own ? (
            <EmptyBlock title={MSG.noBusinessYet} icon={<Building2 aria-hidden="true" className="h-8 w-8" />}>
              <p>
                Give your company a page: buyers find it in search, and you can post and receive requests as the
                business.
              </p>
            </EmptyBlock>
          ) : (
            <p className="text-sm text-slate-600">{firstName} has no business page yet.</p>
          )
        ) : failed ? (
          <ErrorBlock message={MSG.failedLoadingNewsfeed} onRetry={onRetry} retrying={retrying} />
        ) : (
          <div role="status" className="space-y-2">
            <span className="sr-only">Loading businesses…</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </div>
    </section>
  );
}
