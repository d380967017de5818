/**
 * The marketing section of home (the spec's presentation video and Need Help button; Spanish for
 * Mexico, Chile and Peru, English elsewhere, chosen on the server: lib/presentation.ts). The video
 * is a tour of the product behind its poster, loaded only when played (presentation-video.tsx);
 * beside it, in the same language, the title, three points and the spec's 'Need Help' button.
 * The section's language also picks the video's captions shown by default.
 */
import { CheckCircle2, LifeBuoy } from 'lucide-react';
import { SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { ButtonLink } from '~/components/button-link';
import { PRESENTATION_COPY, type PresentationLanguage } from '../lib/presentation';
import { PresentationVideo } from './presentation-video';

export function PresentationPanel({ lang }: { lang: PresentationLanguage }) {
  const copy = PRESENTATION_COPY[lang];
  return (
    <section
      lang={lang}
      aria-labelledby="presentation-title"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="lg:flex lg:items-center lg:border-r lg:border-slate-200 lg:bg-slate-50 lg:p-6">
          <div className="w-full overflow-hidden bg-brand-900 lg:rounded-lg lg:shadow-sm lg:ring-1 lg:ring-slate-200">
            <PresentationVideo lang={lang} playLabel={copy.play} videoLabel={copy.videoLabel} />
          </div>
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
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4 lg:flex-col lg:items-start lg:gap-2">
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
