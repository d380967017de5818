/**
 * The profile's "About" card: about text, then profession, country/state, business
 * type, birth date, company, industry, job position and preferred language. A public profile
 * shows what the API sends (birth date and profession only when their owner's switches allow);
 * empty fields are left out, and the owner is told what is missing.
 */
import type { ReactNode } from 'react';
import { formatDay } from '~/lib/dates';
import type { ShownProfile } from './profile-hero';

type Row = { label: string; value: ReactNode };

export function profileRows(p: ShownProfile): Row[] {
  const region = [p.state?.stateName, p.country?.countryName].filter(Boolean).join(', ');
  const rows: (Row | null)[] = [
    p.profession ? { label: 'Profession', value: p.profession } : null,
    region ? { label: 'Country / State', value: region } : null,
    p.city ? { label: 'City', value: p.city } : null,
    p.businessType ? { label: 'Business type', value: p.businessType.name } : null,
    p.birthDate ? { label: 'Birth date', value: formatDay(p.birthDate.replace(/[ /.]/g, '-')) } : null,
    p.companyName ? { label: 'Company', value: p.companyName } : null,
    p.industry ? { label: 'Industry', value: p.industry.name } : null,
    p.jobPosition ? { label: 'Job position', value: p.jobPosition.name } : null,
    p.preferredLanguage ? { label: 'Preferred language', value: p.preferredLanguage.languageName } : null,
    p.gender ? { label: 'Gender', value: p.gender.name } : null,
  ];
  return rows.filter((r): r is Row => r !== null);
}

export function ProfileDetails({
  profile,
  own,
  emptyHint,
}: {
  profile: ShownProfile;
  own: boolean;
  emptyHint?: ReactNode;
}) {
  const rows = profileRows(profile);
  return (
    <section
      aria-labelledby="profile-about"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="profile-about" className="text-lg font-semibold text-slate-900">
        About
      </h2>
      {profile.briefPresentation ? (
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
          {profile.briefPresentation}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-500">
          {own
            ? 'Add a short presentation so members know what you do and what you are looking for.'
            : 'No presentation yet.'}
        </p>
      )}
      {rows.length ? (
        <dl className="mt-4 grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-2">
          {rows.map((r) => (
            <div key={r.label} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{r.label}</dt>
              <dd className="mt-0.5 text-sm break-words text-slate-900">{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : own ? (
        <div className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">{emptyHint}</div>
      ) : null}
    </section>
  );
}
