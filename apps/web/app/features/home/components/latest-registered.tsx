/**
 * 'Latest registered' on home (spec 2 "Home blocks"): for manufacturers, distributors,
 * exporters and consultants, their three newest companies, each card opening its page.
 */
import { Link } from '~/lib/edition-link';
import { AlertTriangle, ArrowRight, Building2, RotateCw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { SITE_PATHS, businessPath, searchPath } from '@wbn/contract/constants';
import { countryName } from '@wbn/contract/editions';
import { buttonClass } from '~/components/button-link';
import { BusinessLogo } from '~/components/business-logo';
import { VerifiedBadge } from '~/components/verified-badge';
import { useEdition } from '~/lib/i18n';
import { latestByType, type LatestBusiness, type LatestType } from '../lib/latest';
import { useBusinessTypeName } from '~/lib/business-type-names';
import { CountryFlag } from '~/components/country-flag';

type Props = { latest: LatestBusiness[] | null; onRetry: () => void; retrying: boolean };

export function LatestRegistered({ latest, onRetry, retrying }: Props) {
  const { t } = useLingui();
  const typeName = useBusinessTypeName();
  // One message per type, so each language words and agrees it as its grammar needs.
  const allOfType = (code: LatestType) =>
    t`${select(code, {
      MA: 'All manufacturers',
      DI: 'All distributors',
      EX: 'All exporters',
      CO: 'All consultants',
      other: 'All companies of this type',
    })}`;
  const noneOfType = (code: LatestType) =>
    t`${select(code, {
      MA: 'No manufacturers registered yet.',
      DI: 'No distributors registered yet.',
      EX: 'No exporters registered yet.',
      CO: 'No consultants registered yet.',
      other: 'No companies of this type registered yet.',
    })}`;
  return (
    <section
      aria-labelledby="latest-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="latest-title" className="text-xl font-semibold text-slate-900">
        <Trans>Latest registered</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>The newest companies of the network, by business type.</Trans>
      </p>
      {latest === null ? (
        <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-5 text-center">
          <AlertTriangle aria-hidden="true" className="mx-auto h-7 w-7 text-red-500" />
          <p className="mt-2 text-sm font-medium text-red-900">
            <Trans>The latest companies could not be loaded.</Trans>
          </p>
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            className={buttonClass('primary', 'mt-4 disabled:opacity-60')}
          >
            <RotateCw aria-hidden="true" className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
            {retrying ? t`Retrying…` : t`Try again`}
          </button>
        </div>
      ) : (
        <div className="mt-5 space-y-6">
          {latestByType(latest).map(({ code, businesses }) => {
            const label = typeName(code);
            const headingId = `latest-${code}`;
            return (
              <section key={code} aria-labelledby={headingId}>
                <div className="flex items-baseline justify-between gap-3">
                  <h3 id={headingId} className="text-base font-semibold text-slate-900">
                    {label}
                  </h3>
                  <Link
                    to={searchPath({ business: code })}
                    className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    {allOfType(code)}
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </div>
                {businesses.length ? (
                  <ul className="mt-3 grid gap-3 sm:grid-cols-3">
                    {businesses.map((b) => (
                      <li key={b.businessID} className="min-w-0">
                        <LatestCard business={b} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600">
                    {noneOfType(code)}{' '}
                    <Trans>
                      <Link to={SITE_PATHS.businessCreate} className="font-semibold text-brand-600 hover:underline">
                        Register your business
                      </Link>{' '}
                      and be the first.
                    </Trans>
                  </p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}

function LatestCard({ business: b }: { business: LatestBusiness }) {
  const edition = useEdition();
  const typeName = useBusinessTypeName();
  const country = b.contactInfo?.country;
  // The API names countries in English; the other editions name them in their language.
  const place = country && (edition === 'en' ? null : countryName(country.code, edition));
  return (
    <article className="group relative flex h-full gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-brand-500 hover:bg-brand-50/40">
      <BusinessLogo photo={b.general.profilePhoto} size="sm" />
      <div className="min-w-0 flex-1">
        <h4 className="line-clamp-2 break-words text-sm font-semibold text-slate-900 group-hover:text-brand-700">
          {/* The link covers the whole card (its ::after), so the card is one target with a short name. */}
          <Link
            to={businessPath(b.general.companyName, b.businessID)}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
          >
            {b.general.companyName}
          </Link>
        </h4>
        <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-slate-600">
          {country ? (
            <>
              <CountryFlag code={country.code} name={place ?? country.countryName} />
              <span aria-hidden="true" className="truncate">
                {place ?? country.countryName}
              </span>
            </>
          ) : (
            <>
              <Building2 aria-hidden="true" className="h-3 w-3" />
              {typeName(b.general.businessType.code)}
            </>
          )}
        </p>
        <p className="mt-1 line-clamp-2 text-xs leading-relaxed text-slate-600">{b.general.shortDescription}</p>
        {b.verified ? (
          <div className="mt-1.5">
            <VerifiedBadge verified />
          </div>
        ) : null}
      </div>
    </article>
  );
}
