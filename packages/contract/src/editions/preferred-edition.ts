/**
 * The edition a reader's languages prefer (decision 0085): the browser's list ('es-MX' → es,
 * 'zh-CN' → zh), or an Accept-Language header's, by weight. A new account takes it as its
 * preferred language; the web app offers that edition when it is not the page's.
 */
import { EDITIONS, type Edition } from './editions.js';

/** The first edition among the languages, in their order; undefined when none is an edition's. */
export function editionOfLanguages(languages: readonly string[]): Edition | undefined {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split('-')[0];
    if ((EDITIONS as readonly string[]).includes(base)) return base as Edition;
  }
  return undefined;
}

/** An Accept-Language header's languages, highest weight first ('es-MX,es;q=0.9,en;q=0.8'); q=0 left out. */
export function languagesOfHeader(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/** The first edition an Accept-Language header names (the browser's list, or the page's language the web app sends); undefined when none. */
export const editionOfHeader = (header: string | undefined): Edition | undefined =>
  editionOfLanguages(languagesOfHeader(header));
