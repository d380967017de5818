/**
 * The results page's line about other types' matches (decision 0045): "No manufacturers match “valve”
 * — 6 products and 2 distributors do." Each count reads as a phrase with its own noun, singular
 * or plural, so the line reads as a sentence, in the page's edition (English by default).
 */
import { msg, plural, select } from '@lingui/core/macro';
import { EDITION_LOCALES } from '@wbn/contract/editions';
import { ENGLISH, type PageI18n } from '~/lib/i18n-runtime';
import type { OtherTypeCounts } from '../api/load-search-results';

type Reader = Pick<PageI18n, '_' | 'number' | 'edition'>;

/** "6 products", "1 distributor", "2 government bodies": a count with its type's noun (members for Users). */
function countWithNoun(code: string, n: number, i18n: Reader) {
  return i18n._(
    msg`${select(code, {
      PR: plural(n, { one: '# product', other: '# products' }),
      UR: plural(n, { one: '# member', other: '# members' }),
      MA: plural(n, { one: '# manufacturer', other: '# manufacturers' }),
      DI: plural(n, { one: '# distributor', other: '# distributors' }),
      WS: plural(n, { one: '# wholesaler', other: '# wholesalers' }),
      IM: plural(n, { one: '# importer', other: '# importers' }),
      EX: plural(n, { one: '# exporter', other: '# exporters' }),
      RE: plural(n, { one: '# retailer', other: '# retailers' }),
      IN: plural(n, { one: '# investor', other: '# investors' }),
      CO: plural(n, { one: '# consultant', other: '# consultants' }),
      GO: plural(n, { one: '# government body', other: '# government bodies' }),
      other: plural(n, { one: '# company', other: '# companies' }),
    })}`,
  );
}

/** "6 products", "1 distributor", "1,000+ members" (a capped count: at least that many). */
export function countPhrase(c: OtherTypeCounts[number], i18n: Reader = ENGLISH) {
  const phrase = countWithNoun(c.businessType, c.total, i18n);
  if (!c.capped) return phrase;
  const shown = i18n.number(c.total);
  return phrase.replace(shown, `${shown}+`);
}

/** "No manufacturers match “valve”": the searched type in plural. */
export function noneOfType(code: string, search: string, i18n: Reader = ENGLISH) {
  return i18n._(
    msg`${select(code, {
      PR: `No products match “${search}”`,
      UR: `No members match “${search}”`,
      MA: `No manufacturers match “${search}”`,
      DI: `No distributors match “${search}”`,
      WS: `No wholesalers match “${search}”`,
      IM: `No importers match “${search}”`,
      EX: `No exporters match “${search}”`,
      RE: `No retailers match “${search}”`,
      IN: `No investors match “${search}”`,
      CO: `No consultants match “${search}”`,
      GO: `No government bodies match “${search}”`,
      other: `No companies match “${search}”`,
    })}`,
  );
}

/**
 * How the phrases are joined in the edition's language: "a", "a and b", "a, b and c" (English
 * without the serial comma, as the rest of the site writes).
 */
export function listParts(count: number, i18n: Pick<PageI18n, 'edition'> = ENGLISH) {
  const locale = i18n.edition === 'en' ? 'en-GB' : EDITION_LOCALES[i18n.edition];
  const marks = Array.from({ length: count }, (_, i) => `@${i}@`);
  return new Intl.ListFormat(locale, { type: 'conjunction' })
    .formatToParts(marks)
    .map((part): { index?: number; text: string } =>
      part.type === 'element' ? { index: Number(part.value.slice(1, -1)), text: '' } : { text: part.value },
    );
}

/** The phrases joined as a sentence: "a", "a and b", "a, b and c". */
export function joinPhrases(parts: string[], i18n: Pick<PageI18n, 'edition'> = ENGLISH) {
  return listParts(parts.length, i18n)
    .map((p) => (p.index === undefined ? p.text : parts[p.index]))
    .join('');
}
