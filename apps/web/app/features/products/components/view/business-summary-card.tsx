import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { BadgeCheck, ShieldQuestion } from 'lucide-react';
import { PRODUCT_TEXT, businessPath } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { tierLabel } from '../../lib/text';
import { CountryFlag } from '~/components/country-flag';

/** Logo, name, country with flag, Verified / Not Verified and tier, as the product page shows them. */
export function BusinessSummaryCard({
  business,
  className,
  headingLevel = 'h2',
}: {
  business: BusinessProfile;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const name = business.general.companyName;
  const href = businessPath(name, business.businessID);
  const country = business.contactInfo.country;
  const Heading = headingLevel;
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <section
      aria-label={t`About ${name}`}
      className={clsx('rounded-xl border border-slate-200 bg-white p-4 shadow-sm', className)}
    >
      <div className="flex items-center gap-3">
        <Avatar name={name} url={business.general.profilePhoto?.url} size="lg" className="rounded-lg" />
        <div className="min-w-0">
          <Heading className="truncate text-base font-semibold text-slate-900">
            <Link
              to={href}
              className="hover:text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {name}
            </Link>
          </Heading>
          {country ? (
            <p className="truncate text-sm text-slate-600">
              <CountryFlag code={country.code} name={country.countryName} />{' '}
              <span aria-hidden="true">{country.countryName}</span>
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap items-center gap-2 text-xs font-semibold">
        <dt className="sr-only">{t`Verification`}</dt>
        <dd
          className={clsx(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-1',
            business.verified ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
          )}
        >
          {business.verified ? (
            <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
          ) : (
            <ShieldQuestion aria-hidden className="h-3.5 w-3.5" />
          )}
          {spec(business.verified ? PRODUCT_TEXT.verified : PRODUCT_TEXT.notVerified)}
        </dd>
        <dt className="sr-only">{t`Membership`}</dt>
        <dd className="rounded-full bg-brand-50 px-2.5 py-1 tracking-wide text-brand-700">
          {tierLabel(business.subscription)}
        </dd>
      </dl>
      <Link
        to={href}
        className="mt-3 inline-block text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {t`View company profile`}
      </Link>
    </section>
  );
}
