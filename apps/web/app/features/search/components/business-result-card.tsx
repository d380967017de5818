/**
 * Business card of the search results: company name linking to its page, photo,
 * short description in a box 100 px high (overflow cut), country name cut per spec, business
 * type name, like count, verified badge, membership badge for paying tiers; its stars, average and
 * number of reviews once it has an average (decision 0077).
 */
import { Link } from '~/lib/edition-link';
import { MapPin } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_SHORT_DESCRIPTION_BOX_PX, DEFAULT_TIER, SEARCH_RATING_TEXT, businessPath } from '@wbn/contract/constants';
import { useBusinessTypeName } from '~/lib/business-type-names';
import { useCountryName } from '~/lib/i18n';
import { useRepliesWithin, useReviewCount } from '~/components/trade-phrases';
import type { BusinessSearchHit } from '@wbn/contract/schemas';
import { BusinessLogo } from '~/components/business-logo';
import { TierBadge, VerifiedBadge } from '~/components/verified-badge';
import { tierLabel } from '~/lib/format';
import { cardCountryName } from '../lib/card-text';
import { LikeCount } from './like-count';
import { CountryFlag } from '~/components/country-flag';
import { StarsDisplay } from '~/components/stars';

export function BusinessResultCard({ hit }: { hit: BusinessSearchHit }) {
  const b = hit.businessProfile;
  const { t } = useLingui();
  const nameCountry = useCountryName();
  const typeName = useBusinessTypeName();
  const repliesWithin = useRepliesWithin();
  const reviewCount = useReviewCount();
  const href = businessPath(b.general.companyName, b.businessID);
  const country = b.contactInfo.country;
  const place = country && nameCountry(country.code, country.countryName);
  const company = b.general.companyName;
  const headingId = `result-${b.businessID}`;
  const paying = b.subscription && b.subscription !== DEFAULT_TIER;
  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <BusinessLogo photo={b.general.profilePhoto} size="md" className="sm:h-20 sm:w-20" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 id={headingId} className="min-w-0 text-base font-semibold leading-snug text-slate-900 sm:text-lg">
            <Link
              to={href}
              className="break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {b.general.companyName}
            </Link>
          </h2>
          <div className="flex flex-wrap gap-1.5">
            {b.verified ? <VerifiedBadge verified /> : null}
            {paying ? <TierBadge label={tierLabel(b.subscription)} /> : null}
          </div>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="font-medium text-brand-700">{typeName(b.general.businessType.code)}</span>
          {country ? (
            <span className="inline-flex items-center gap-1" title={place ?? undefined}>
              <MapPin aria-hidden="true" className="h-3.5 w-3.5 text-slate-400" />
              <CountryFlag code={country.code} name={place ?? country.countryName} />
              <span aria-hidden="true">{cardCountryName(place ?? country.countryName)}</span>
            </span>
          ) : null}
        </p>
        {b.rating ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm">
            <StarsDisplay value={b.rating.average} size="sm" />
            <span aria-hidden="true" className="font-semibold text-slate-900">
              {SEARCH_RATING_TEXT.average(b.rating.average)}
            </span>
            <span className="text-slate-600">({reviewCount(b.rating.count)})</span>
          </p>
        ) : null}
        {b.responsiveness?.medianReplySeconds != null ? (
          <p className="mt-1 text-sm text-emerald-800">{repliesWithin(b.responsiveness.medianReplySeconds)}</p>
        ) : null}
        <div className="relative mt-2 overflow-hidden" style={{ height: CARD_SHORT_DESCRIPTION_BOX_PX }}>
          <p className="text-sm leading-relaxed text-slate-700">{b.general.shortDescription}</p>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-6 bg-gradient-to-t from-white"
          />
        </div>
        <div className="mt-2 flex items-center justify-between gap-3">
          <LikeCount count={hit.reactions?.reactionCount?.like ?? 0} />
          <Link
            to={href}
            className="text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            aria-label={t`View company ${company}`}
          >
            <Trans>View company</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}
