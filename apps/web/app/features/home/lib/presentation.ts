/**
 * The home page's presentation (the spec's home blocks: "a marketing section with a
 * presentation video and a Need Help button. The video is Spanish for Mexico, Chile and Peru
 * and English elsewhere").
 *
 * Decision: the country is read on the server from the region of the browser's
 * Accept-Language header (the first language, by preference, that names a region: es-MX,
 * en-CL, …); a region in PRESENTATION_SPANISH_COUNTRIES gives Spanish, anything else (or no
 * region at all) English. No IP lookup and no ?lang override; the response varies by
 * Accept-Language.
 *
 * The video is a silent tour of the product (60–90 s) made from its own screens, with captions
 * in English and Spanish (scripts/tour-video/make-tour-video.mjs, `npm run media:tour`; decision
 * 0046). The language chosen here is the section's text and the captions shown by default.
 */
import { PRESENTATION_SPANISH_COUNTRIES } from '@wbn/contract/constants';

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

export function presentationLanguage(header: string | null | undefined): PresentationLanguage {
  const country = countryFromAcceptLanguage(header);
  return country && (PRESENTATION_SPANISH_COUNTRIES as readonly string[]).includes(country) ? 'es' : 'en';
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

type PresentationCopy = {
  eyebrow: string;
  title: string;
  points: readonly [string, string, string];
  helpHint: string;
  /** The button over the poster that loads and starts the video. */
  play: string;
  /** The video's accessible name. */
  videoLabel: string;
};

/** The section's copy in each language (our marketing text; the button is the spec's 'Need Help'). */
export const PRESENTATION_COPY: Record<PresentationLanguage, PresentationCopy> = {
  en: {
    eyebrow: 'Presentation',
    title: 'Export and import at low cost, in a few clicks',
    points: [
      'Create your business profile and show your products to buyers across the whole network.',
      'Receive requests from importers, distributors and retailers, and answer them in one place.',
      'Our team in Miami helps you set up your profile and your first export steps.',
    ],
    helpHint: 'Tell us what you buy or sell and we will contact you.',
    play: 'Play the presentation',
    videoLabel: 'Presentation video: a tour of WBN Miami',
  },
  es: {
    eyebrow: 'Presentación',
    title: 'Exporta e importa a bajo costo, en pocos clics',
    points: [
      'Crea el perfil de tu empresa y muestra tus productos a compradores de toda la red.',
      'Recibe solicitudes de importadores, distribuidores y minoristas, y respóndelas en un solo lugar.',
      'Nuestro equipo en Miami te ayuda a preparar tu perfil y tus primeros pasos para exportar.',
    ],
    helpHint: 'Cuéntanos qué compras o vendes y te contactaremos.',
    play: 'Reproducir la presentación',
    videoLabel: 'Video de presentación: un recorrido por WBN Miami',
  },
};
