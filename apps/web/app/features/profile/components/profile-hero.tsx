/**
 * Head of a profile (own or public): cover, photo, name, profession,
 * place, job position at the company; `actions` (Edit profile, or Follow) and `stats` (followers)
 * sit on the right. Works for the own profile and a public one (which has no e-mail or phone).
 */
import type { ReactNode } from 'react';
import { Briefcase, MapPin } from 'lucide-react';
import type { PublicProfile } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { photoSrc } from '~/lib/format';
import { CountryFlag } from '~/components/country-flag';

/** What the profile pages show: the public profile's fields (the own profile has them all, and more). */
export type ShownProfile = Pick<
  PublicProfile,
  | 'firstName'
  | 'lastName'
  | 'profession'
  | 'city'
  | 'country'
  | 'state'
  | 'jobPosition'
  | 'companyName'
  | 'profilePhoto'
  | 'coverPhoto'
  | 'birthDate'
  | 'businessType'
  | 'industry'
  | 'preferredLanguage'
  | 'briefPresentation'
> & { gender?: { code: string; name: string } | null };

export const fullName = (p: Pick<ShownProfile, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/** "city, state, country" with the empty parts left out. */
export const placeOf = (p: Pick<ShownProfile, 'city' | 'state' | 'country'>) =>
  [p.city, p.state?.stateName, p.country?.countryName].filter((s): s is string => Boolean(s && s.trim())).join(', ');

export function ProfileHero({
  profile: p,
  actions,
  stats,
}: {
  profile: ShownProfile;
  actions?: ReactNode;
  stats?: ReactNode;
}) {
  const name = fullName(p);
  const cover = photoSrc(p.coverPhoto, 1200);
  const photo = photoSrc(p.profilePhoto, 160);
  const place = placeOf(p);
  const work = [p.jobPosition?.name, p.companyName].filter(Boolean).join(' at ');
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="h-32 bg-gradient-to-r from-brand-700 via-brand-600 to-brand-500 sm:h-44 md:h-52">
        {cover ? <img src={cover} alt="" fetchPriority="high" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="px-4 pb-5 sm:px-6">
        <div className="relative -mt-12 flex flex-col gap-3 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
          <Avatar
            name={name}
            url={photo}
            size="lg"
            className="h-24! w-24! border-4 border-white text-2xl! shadow-sm sm:h-28! sm:w-28!"
          />
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        <h1
          id="profile-name"
          className="mt-3 text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl"
        >
          {name}
        </h1>
        {p.profession ? <p className="mt-0.5 text-base text-slate-700">{p.profession}</p> : null}
        <div className="mt-2 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
          {work ? (
            <span className="inline-flex items-center gap-1.5">
              <Briefcase aria-hidden="true" className="h-4 w-4 shrink-0" />
              {work}
            </span>
          ) : null}
          {place ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              {p.country ? <CountryFlag code={p.country.code} name={p.country.countryName} /> : null}
              {place}
            </span>
          ) : null}
        </div>
        {stats ? <div className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">{stats}</div> : null}
      </div>
    </section>
  );
}
