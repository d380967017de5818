/**
 * Page title, description and keywords for every route (each page sets its own
 * title, description and keywords; titles and descriptions carry the city name).
 */
import type { MetaDescriptor } from 'react-router';
import { CITY_NAME, SITE_NAME } from '@wbn/contract/constants';

/** canonical: the page's one address (path), for search engines and sharing. */
export type PageMetaInput = {
  title: string;
  description: string;
  keywords?: string | readonly string[];
  canonical?: string;
  image?: string;
};

const withCity = (text: string, joiner: string) => (text.includes(CITY_NAME) ? text : `${text}${joiner}${SITE_NAME}`);

export function pageMeta({ title, description, keywords, canonical, image }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
  const fullDescription = withCity(description.trim(), description.trim().endsWith('.') ? ' ' : '. ');
  const words = typeof keywords === 'string' ? keywords : (keywords ?? []).join(', ');
  const keywordList = [words, `B2B ${CITY_NAME}`, SITE_NAME].filter(Boolean).join(', ');
  return [
    { title: fullTitle },
    { name: 'description', content: fullDescription },
    { name: 'keywords', content: keywordList },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: fullDescription },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    ...(canonical
      ? [
          { tagName: 'link', rel: 'canonical', href: canonical },
          { property: 'og:url', content: canonical },
        ]
      : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}
