/**
 * The home page's presentation (the spec's home blocks: "a marketing section with a
 * presentation video and a Need Help button. The video is Spanish for Mexico, Chile and Peru
 * and English elsewhere").
 *
 * Decision: on the English edition the country is read on the server from the region of the
 * browser's Accept-Language header (the first language, by preference, that names a region:
 * es-MX, en-CL, …); a region in PRESENTATION_SPANISH_COUNTRIES gives Spanish, anything else (or
 * no region at all) English. No IP lookup and no ?lang override; that page varies by
 * Accept-Language. The other editions choose by their language alone (decision 0085): Spanish on
 * the Spanish edition, English (the video's other language) on the Italian and Chinese ones.
 *
 * The video is a silent tour of the product (60–90 s) made from its own screens, with captions
 * in English and Spanish (scripts/tour-video/make-tour-video.mjs, `npm run media:tour`; decision
 * 0046). The language chosen here is the captions shown by default and, on the English edition,
 * the language of the section's text.
 */
import { msg } from '@lingui/core/macro';
import { PRESENTATION_SPANISH_COUNTRIES } from '@wbn/contract/constants';
import type { Edition } from '@wbn/contract/editions';

export type PresentationLanguage = 'es' | 'en';

type Tag = { tag: string; q: number; order: number };

/** The language tags of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: Tag[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = (rawTag ?? '').trim();
    if (!tag || tag === '*') return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) return;
    tags.push({ tag, q, order });
  });
  return tags.sort((a, b) => b.q - a.q || a.order - b.order).map((t) => t.tag);
}

/** The region subtag of a language tag (es-MX → MX, zh-Hant-TW → TW), or null. */
export function regionOf(tag: string): string | null {
  const parts = tag.split(/[-_]/).slice(1);
  const region = parts.find((p) => /^[A-Za-z]{2}$/.test(p) || /^\d{3}$/.test(p));
  return region ? region.toUpperCase() : null;
}

/** The country the visitor most likely is in, from Accept-Language; null when no tag names one. */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  for (const tag of parseAcceptLanguage(header)) {
    const region = regionOf(tag);
    if (region) return region;
  }
  return null;
}

/** The presentation's language on the English edition: Spanish for Mexico, Chile and Peru, else English. */
export function presentationLanguage(header: string | null | undefined): PresentationLanguage {
  const country = countryFromAcceptLanguage(header);
  return country && (PRESENTATION_SPANISH_COUNTRIES as readonly string[]).includes(country) ? 'es' : 'en';
}

/**
 * The presentation's language on an edition's home: the Spanish edition's is Spanish, the Italian
 * and Chinese ones' English (the video has no other captions); only the English edition's depends
 * on the Accept-Language header.
 */
export function presentationLanguageOf(edition: Edition, header: string | null | undefined): PresentationLanguage {
  if (edition === 'en') return presentationLanguage(header);
  return edition === 'es' ? 'es' : 'en';
}

/**
 * The tour's files (apps/web/public/media/tour, served as they are from the site's own origin): the
 * poster, the video in WebM (VP9) then MP4 (H.264) for browsers without VP9, a caption file per
 * language. Their size is the poster's, so the page keeps its place before the image arrives.
 */
export const PRESENTATION_VIDEO = {
  poster: '/media/tour/wbn-tour-poster.jpg',
  width: 960,
  height: 540,
  sources: [
    { src: '/media/tour/wbn-tour.webm', type: 'video/webm' },
    { src: '/media/tour/wbn-tour.mp4', type: 'video/mp4' },
  ],
  captions: [
    { lang: 'en', src: '/media/tour/wbn-tour.en.vtt', label: 'English' },
    { lang: 'es', src: '/media/tour/wbn-tour.es.vtt', label: 'Español' },
  ],
} as const satisfies {
  poster: string;
  width: number;
  height: number;
  sources: readonly { src: string; type: string }[];
  captions: readonly { lang: PresentationLanguage; src: string; label: string }[];
};

/**
 * The section's copy (our marketing text; the button beside it is the spec's 'Need Help'). Each
 * edition reads it from its catalogue; the English edition's Spanish section (Mexico, Chile, Peru)
 * reads the Spanish catalogue's, which its loader sends for these messages alone
 * (PRESENTATION_MESSAGE_IDS).
 */
export const PRESENTATION_COPY = {
  eyebrow: msg`Presentation`,
  title: msg`Export and import at low cost, in a few clicks`,
  points: [
    msg`Create your business profile and show your products to buyers across the whole network.`,
    msg`Receive requests from importers, distributors and retailers, and answer them in one place.`,
    msg`Our team in Miami helps you set up your profile and your first export steps.`,
  ],
  helpHint: msg`Tell us what you buy or sell and we will contact you.`,
  /** The button over the poster that loads and starts the video. */
  play: msg`Play the presentation`,
  /** The video's accessible name. */
  videoLabel: msg`Presentation video: a tour of WBN Miami`,
} as const;

/** The ids of the section's messages, in the order above. */
export const PRESENTATION_MESSAGE_IDS: readonly string[] = [
  PRESENTATION_COPY.eyebrow,
  PRESENTATION_COPY.title,
  ...PRESENTATION_COPY.points,
  PRESENTATION_COPY.helpHint,
  PRESENTATION_COPY.play,
  PRESENTATION_COPY.videoLabel,
].map((d) => d.id);
