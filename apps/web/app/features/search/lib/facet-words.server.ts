/**
 * The filter panel's words in an edition (decision 0085). The API names the facets' choices in
 * English; the results page's loader names them in the page's edition, on the server, so no table
 * reaches the page's scripts:
 * - countries and languages by ICU's names (the contract's display-names.ts);
 * - industries and categories by the industry tree in the edition (lib/industry-tree.server.ts);
 * - headings and the fixed choices (employees, revenue, markets, yes and no…) by the contract's
 *   tables of spec texts, which the page's catalogue carries (SEARCH_SPEC_TEXTS);
 * - anything else (certificates' and delivery terms' codes, currencies) as the API wrote it.
 */
import { countryName, languageName, type Edition } from '@wbn/contract/editions';
import type { PageI18n } from '~/lib/i18n-runtime';
import type { IndustryTreeRef } from '~/lib/industry-tree.server';
import type { FacetWords } from './search-filters';

export function facetWordsIn(edition: Edition, i18n: Pick<PageI18n, '_'>, tree: IndustryTreeRef | null): FacetWords {
  const treeNames = new Map<string, string>();
  for (const industry of tree?.tree ?? []) {
    treeNames.set(`industries:${industry.key}`, industry.name);
    for (const category of industry.categories) treeNames.set(`categories:${category.id}`, category.name);
  }
  return {
    heading: (english) => i18n._(english),
    label: (facet, value, english) => {
      switch (facet) {
        case 'countries':
          return countryName(value.toUpperCase(), edition) ?? english;
        case 'languages':
          return languageName(value.toLowerCase(), edition) ?? english;
        case 'industries':
        case 'categories':
          return treeNames.get(`${facet}:${value}`) ?? english;
        default:
          return i18n._(english);
      }
    },
  };
}
