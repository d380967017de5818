/**
 * User card of the search results: name, photo, country, state, city, job position,
 * company name, brief presentation, like count. The name opens the public profile.
 */
import { Link } from '~/lib/edition-link';
import { Building2, MapPin } from 'lucide-react';
import type { PublicUserProfile } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { userPlace } from '../lib/card-text';
import { LikeCount } from './like-count';
import { CountryFlag } from '~/components/country-flag';
import { useCountryName } from '~/lib/i18n';

export const publicProfilePath = (userID: string) => `/profile/${encodeURIComponent(userID)}`;

export function UserResultCard({ user }: { user: PublicUserProfile }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const href = publicProfilePath(user.userID);
  const headingId = `result-${user.userID}`;
  const nameCountry = useCountryName();
  const place = userPlace(user, nameCountry);
  const photo = user.profilePhoto?.versions?.[0]?.url ?? user.profilePhoto?.url ?? null;
  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar name={name} url={photo} size="lg" />
      </Link>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-base font-semibold leading-snug text-slate-900 sm:text-lg">
          <Link
            to={href}
            className="break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {name}
          </Link>
        </h2>
        {user.jobPosition || user.companyName ? (
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
            {user.jobPosition ? <span>{user.jobPosition.name}</span> : null}
            {user.jobPosition && user.companyName ? (
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>
            ) : null}
            {user.companyName ? (
              <span className="inline-flex items-center gap-1">
                <Building2 aria-hidden="true" className="h-3.5 w-3.5 text-slate-400" />
                {user.companyName}
              </span>
            ) : null}
          </p>
        ) : null}
        {place.length ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-400" />
            {user.country ? (
              <CountryFlag code={user.country.code} name={nameCountry(user.country.code, user.country.countryName)} />
            ) : null}
            <span>{place.join(', ')}</span>
          </p>
        ) : null}
        {user.briefPresentation ? (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700">{user.briefPresentation}</p>
        ) : null}
        <div className="mt-2">
          <LikeCount count={user.reactions?.reactionCount?.like ?? 0} />
        </div>
      </div>
    </article>
  );
}
