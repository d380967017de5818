/**
 * The results page's line about other types' matches (decision 0045): "No manufacturers match “valve”
 * — 6 products and 2 distributors do." Each count reads as a phrase with its own noun, singular
 * or plural, so the line reads as a sentence.
 */
import { formatNumber } from '~/lib/format';
import type { OtherTypeCounts } from '../api/load-search-results';
import { businessTypeLabel } from './search-params';

/**
 * A type's noun, singular or plural: the spec's plural label in lower case ("distributors"),
 * members for Users, government bodies for Government.
 */
function noun(code: string, n: number) {
  if (code === 'GO') return n === 1 ? 'government body' : 'government bodies';
  const plural = code === 'UR' ? 'members' : businessTypeLabel(code).toLowerCase();
  return n === 1 ? plural.replace(/s$/, '') : plural;
}

/** "6 products", "1 distributor", "1,000+ members". */
export const countPhrase = (c: OtherTypeCounts[number]) =>
  `${formatNumber(c.total)}${c.capped ? '+' : ''} ${noun(c.businessType, c.capped ? 2 : c.total)}`;

/** "No manufacturers match “valve”": the searched type in plural, lower case. */
export const noneOfType = (code: string, search: string) => `No ${noun(code, 2)} match “${search}”`;

/** How the phrases are joined: "a", "a and b", "a, b and c". */
export function joinPhrases(parts: string[]) {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
