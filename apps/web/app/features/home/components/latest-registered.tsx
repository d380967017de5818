/**
 * 'Latest registered' on home (spec 2 "Home blocks"): for manufacturers, distributors,
 * exporters and consultants, their three newest companies, each card opening its page.
 */
import { Link } from 'react-router';
import { AlertTriangle, ArrowRight, Building2, RotateCw } from 'lucide-react';
import { SITE_PATHS, businessPath, searchPath } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { BusinessLogo } from '~/components/business-logo';
import { VerifiedBadge } from '~/components/verified-badge';
import { businessTypeLabel } from '~/features/search/public';
import { latestByType, type LatestBusiness } from '../lib/latest';
import { CountryFlag } from '~/components/country-flag';

type Props = { latest: LatestBusiness[] | null; onRetry: () => void; retrying: boolean };

export function LatestRegistered({ latest, onRetry, retrying }: Props) {
  return (
    <section
      aria-labelledby="latest-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="latest-title" className="text-xl font-semibold text-slate-900">
        Latest registered
      </h2>
      <p className="mt-1 text-sm text-slate-600">The newest companies of the network, by business type.</p>
      {latest === null ? (
        <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-5 text-center">
          <AlertTriangle aria-hidden="true" className="mx-auto h-7 w-7 text-red-500" />
          <p className="mt-2 text-sm font-medium text-red-900">The latest companies could not be loaded.</p>
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            className={buttonClass('primary', 'mt-4 disabled:opacity-60')}
          >
            <RotateCw aria-hidden="true" className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
            {retrying ? 'Retrying…' : 'Try again'}
          </button>
        </div>
      ) : (
        <div className="mt-5 space-y-6">
          {latestByType(latest).map(({ code, businesses }) => {
            const label = businessTypeLabel(code);
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
                    All {label.toLowerCase()}
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
                    No {label.toLowerCase()} registered yet.{' '}
                    <Link to={SITE_PATHS.businessCreate} className="font-semibold text-brand-600 hover:underline">
                      Register your business
                    </Link>{' '}
                    and be the first.
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
  const country = b.contactInfo?.country;
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
              <CountryFlag code={country.code} name={country.countryName} />
              <span aria-hidden="true" className="truncate">
                {country.countryName}
              </span>
            </>
          ) : (
            <>
              <Building2 aria-hidden="true" className="h-3 w-3" />
              {b.general.businessType.name}
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
