/**
 * The editions' addresses (decision 0085): English at the spec's paths, the others under /es/,
 * /it/ and /zh/ with the same pages. A path names its edition by its first segment only.
 */
import { EDITION_LOCALES, TRANSLATED_EDITIONS, type Edition } from './editions.js';

const PREFIXED = new Set<string>(TRANSLATED_EDITIONS);

/** The edition a path belongs to: its first segment when that names one (/es/…), else English. */
export function editionOf(pathname: string): Edition {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED.has(first) ? (first as Edition) : 'en';
}

/** A path without its edition's prefix: the page's path as the spec names it ('/es/about-us' → '/about-us'). */
export function specPathOf(pathname: string): string {
  const edition = editionOf(pathname);
  if (edition === 'en') return pathname;
  const rest = pathname.slice(edition.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The spec's path (with its query or fragment) in an edition: '/about-us' → '/es/about-us', '/' → '/es/'. */
export function editionPath(edition: Edition, path: string): string {
  if (edition === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `/${edition}${path}`;
}

/** The same page in another edition. */
export const samePageIn = (edition: Edition, pathname: string) => editionPath(edition, specPathOf(pathname));

/** The `lang` of an edition's pages and its hreflang (BCP 47): English stays `en`. */
export const htmlLangOf = (edition: Edition) => (edition === 'en' ? 'en' : EDITION_LOCALES[edition]);
