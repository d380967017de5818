/**
 * The marketing section of home (the spec's presentation video and Need Help button; the video's
 * language is chosen on the server: lib/presentation.ts). The video is a tour of the product behind
 * its poster, loaded only when played (presentation-video.tsx); beside it the title, three points
 * and the spec's 'Need Help' button. The section's language also picks the video's captions shown
 * by default.
 *
 * On the English edition the section's text is in the presentation's language: English, or
 * Spanish for Mexico, Chile and Peru, read from `spanish` (the Spanish catalogue's forms of the
 * section's messages, which the loader sends then). The 'Need Help' button stays in the page's
 * language and edition. The other editions show the section in their own language.
 */
import { useMemo } from 'react';
import { CheckCircle2, LifeBuoy } from 'lucide-react';
import { SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { EDITION_LOCALES, htmlLangOf } from '@wbn/contract/editions';
import { ButtonLink } from '~/components/button-link';
import { useSpecText } from '~/lib/i18n';
import { PageI18n, useLingui, type CompiledMessages } from '~/lib/i18n-runtime';
import { PRESENTATION_COPY, type PresentationLanguage } from '../lib/presentation';
import { PresentationVideo } from './presentation-video';

type Props = {
  lang: PresentationLanguage;
  /** The section's messages in Spanish, for the English edition's Spanish section. */
  spanish?: CompiledMessages;
};

export function PresentationPanel({ lang, spanish }: Props) {
  const { i18n } = useLingui();
  const spec = useSpecText();
  const edition = i18n.edition;
  const spanishCopy = edition === 'en' && lang === 'es' ? spanish : undefined;
  // The section's messages: the page's own, or the Spanish ones the English edition was sent.
  const copy = useMemo(
    () => (spanishCopy ? new PageI18n('es', EDITION_LOCALES.es, spanishCopy) : i18n),
    [spanishCopy, i18n],
  );
  const points = PRESENTATION_COPY.points.map((point) => copy._(point));
  return (
    <section
      lang={edition === 'en' ? (spanishCopy ? 'es' : 'en') : htmlLangOf(edition)}
      aria-labelledby="presentation-title"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="lg:flex lg:items-center lg:border-r lg:border-slate-200 lg:bg-slate-50 lg:p-6">
          <div className="w-full overflow-hidden bg-brand-900 lg:rounded-lg lg:shadow-sm lg:ring-1 lg:ring-slate-200">
            <PresentationVideo
              lang={lang}
              playLabel={copy._(PRESENTATION_COPY.play)}
              videoLabel={copy._(PRESENTATION_COPY.videoLabel)}
            />
          </div>
        </div>
        <div className="p-5 sm:p-6">
          <p className="text-xs font-semibold uppercase tracking-wider text-amber-800">
            {copy._(PRESENTATION_COPY.eyebrow)}
          </p>
          <h2 id="presentation-title" className="mt-1 text-xl font-semibold text-slate-900">
            {copy._(PRESENTATION_COPY.title)}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {points.map((point) => (
              <li key={point} className="flex gap-2 text-sm leading-relaxed text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4 lg:flex-col lg:items-start lg:gap-2">
            <ButtonLink to={SITE_PATHS.contactUsForm} lang={htmlLangOf(edition)} className="shrink-0 whitespace-nowrap">
              <LifeBuoy aria-hidden="true" className="h-4 w-4" />
              {spec(STATIC_PAGE_TITLES.needHelpButton)}
            </ButtonLink>
            <p className="text-sm text-slate-600">{copy._(PRESENTATION_COPY.helpHint)}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
