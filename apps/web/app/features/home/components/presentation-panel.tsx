/**
 * The marketing section of home (presentation video and a Need Help button; Spanish
 * for Mexico, Chile and Peru, English elsewhere). There is no video file: a labelled
 * presentation panel in the language chosen on the server (see lib/presentation.ts).
 */
import { CheckCircle2, LifeBuoy, Presentation } from 'lucide-react';
import { SITE_NAME, SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { ButtonLink } from '~/components/button-link';
import { PRESENTATION_COPY, type PresentationLanguage } from '../lib/presentation';

export function PresentationPanel({ lang }: { lang: PresentationLanguage }) {
  const copy = PRESENTATION_COPY[lang];
  return (
    <section lang={lang} aria-labelledby="presentation-title" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="grid md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div aria-hidden="true" className="flex flex-col items-center justify-center gap-3 bg-brand-900 p-5 md:min-h-40 md:p-6 text-center text-white">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/30">
            <Presentation className="h-7 w-7" />
          </span>
          <span className="text-sm font-semibold tracking-wide text-brand-100">{SITE_NAME}</span>
        </div>
        <div className="p-5 sm:p-6">
          <p className="text-xs font-semibold uppercase tracking-wider text-amber-800">{copy.eyebrow}</p>
          <h2 id="presentation-title" className="mt-1 text-xl font-semibold text-slate-900">
            {copy.title}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-2 text-sm leading-relaxed text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <ButtonLink to={SITE_PATHS.contactUsForm} lang="en" className="shrink-0 whitespace-nowrap">
              <LifeBuoy aria-hidden="true" className="h-4 w-4" />
              {STATIC_PAGE_TITLES.needHelpButton}
            </ButtonLink>
            <p className="text-sm text-slate-600">{copy.helpHint}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
