/** One card of "My business": photo, name, country and flag, verification, tier, short description, two buttons. */
import { Eye, Settings } from 'lucide-react';
import type { MyBusinessItem } from '@wbn/contract/schemas';
import { ButtonLink } from '~/components/button-link';
import { tierLabel } from '~/lib/format';
import { businessLinks } from '~/lib/business-paths';
import { BusinessLogo } from '~/components/business-logo';
import { TierBadge, VerifiedBadge } from '~/components/verified-badge';
import { CountryFlag } from '~/components/country-flag';

const ROLE_LABEL = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

export function MyBusinessCard({ item }: { item: MyBusinessItem }) {
  const b = item.business;
  const links = businessLinks(item.businessID);
  const country = b.contactInfo.country;
  const canManage = item.role === 'owner' || item.role === 'admin';
  const headingId = `biz-${item.businessID}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5"
    >
      <BusinessLogo photo={b.general.profilePhoto} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {b.general.companyName}
          </h2>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
            {ROLE_LABEL[item.role]}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {country ? (
            <>
              <CountryFlag code={country.code} name={country.countryName} />{' '}
              <span aria-hidden="true">{country.countryName}</span>
            </>
          ) : (
            'Country not set'
          )}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <VerifiedBadge verified={b.verified} />
          <TierBadge label={tierLabel(b.subscription)} />
        </div>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-700">{b.general.shortDescription}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {canManage ? (
            <ButtonLink to={links.manage} aria-label={`Manage Business ${b.general.companyName}`}>
              <Settings aria-hidden="true" className="h-4 w-4" />
              Manage Business
            </ButtonLink>
          ) : null}
          <ButtonLink to={links.view} variant="secondary" aria-label={`View ${b.general.companyName} as a buyer`}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            View as a buyer
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
