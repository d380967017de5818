/**
 * Filters as the facet tokens the search matches (decisions 0080, 0083): a pure builder, so every
 * reader of `businesses.facet_values` and `products.facet_values` (the search, saved searches'
 * alerts, insights per filter) turns a `filters` object into the same `<prefix>:<value>` tokens, and
 * the words a person reads for each token (its facet's heading and the value's label). Without zod
 * (decision 0009).
 */
import {
  EMPLOYEE_BAND_VALUES,
  REVENUE_BAND_VALUES,
  CERTIFICATION_OTHER,
  CERTIFICATION_STANDARDS,
  MARKET_REGIONS,
  REVENUE_BANDS,
  SEARCH_FACET_HEADINGS,
  SEARCH_FACET_PREFIX,
  SEARCH_FILTER_FACETS,
  SEARCH_FILTER_TEXT,
  type SearchFilterFacet,
} from './search-filters.js';
import { TIER_LABELS, type Tier } from './spec.js';

/** A filters object as the request takes it (ZSearchFilters' output): a list of values, a yes or no, or one number. */
export type SearchFilterInput = Readonly<Partial<Record<string, boolean | number | string | readonly string[]>>>;
/** The tokens of each chosen facet: a result matches a facet when it carries any of its tokens, and every facet. */
export type SearchFilterTokens = Partial<Record<SearchFilterFacet, string[]>>;

const valuesOf = (v: boolean | number | string | readonly string[]): string[] =>
  typeof v === 'boolean' ? [v ? '1' : '0'] : typeof v === 'object' ? [...new Set(v)] : [String(v)];

/** The filters' tokens per facet, in the order of SEARCH_FILTER_FACETS; facets not chosen (or empty) are left out. */
export function searchFilterTokens(filters: SearchFilterInput | null | undefined): SearchFilterTokens {
  const out: SearchFilterTokens = {};
  if (!filters) return out;
  for (const facet of SEARCH_FILTER_FACETS) {
    const v = filters[facet];
    if (v === undefined) continue;
    const values = valuesOf(v);
    if (values.length) out[facet] = values.map((x) => `${SEARCH_FACET_PREFIX[facet]}:${x}`);
  }
  return out;
}

/** Bands keep their own order (smallest first); other values sort as text. */
const BAND_ORDER: Partial<Record<string, readonly string[]>> = {
  employees: EMPLOYEE_BAND_VALUES,
  revenue: REVENUE_BAND_VALUES,
};
const sortValues = (facet: string, values: readonly string[]) => {
  const order = BAND_ORDER[facet];
  return [...new Set(values)].sort((a, b) =>
    order ? order.indexOf(a) - order.indexOf(b) : a < b ? -1 : a > b ? 1 : 0,
  );
};

/**
 * The same filters written one way only (each list's values once and sorted, bands smallest first,
 * empty lists and unknown facets left out), so two saves of one search compare equal; undefined
 * when nothing is chosen.
 */
export function canonicalSearchFilters<T extends SearchFilterInput>(filters: T | null | undefined): T | undefined {
  if (!filters) return undefined;
  const out: Record<string, unknown> = {};
  for (const facet of SEARCH_FILTER_FACETS) {
    const v = filters[facet];
    if (v === undefined) continue;
    if (typeof v === 'object') {
      if (v.length) out[facet] = sortValues(facet, v);
    } else out[facet] = v;
  }
  return Object.keys(out).length ? (out as T) : undefined;
}

const BY_PREFIX = new Map(SEARCH_FILTER_FACETS.map((f) => [SEARCH_FACET_PREFIX[f], f]));
/** A token's facet and value (`cty:US` → countries, US); null for a token of no known facet. */
export function searchFacetOfToken(token: string): { facet: SearchFilterFacet; value: string } | null {
  const at = token.indexOf(':');
  const facet = at > 0 ? BY_PREFIX.get(token.slice(0, at)) : undefined;
  return facet ? { facet, value: token.slice(at + 1) } : null;
}

/** Names the reference data gives (industries, categories, countries, languages), by id or code. */
export type SearchFacetNames = Partial<
  Record<'industries' | 'categories' | 'countries' | 'languages', (value: string) => string | undefined>
>;

/** The words of one facet value as the filter panel shows them ("51-200 employees", "ISO 9001", "Germany"). */
export function searchFacetValueLabel(facet: SearchFilterFacet, value: string, names: SearchFacetNames = {}): string {
  const yes = value === '1' || value === 'true';
  switch (facet) {
    case 'verified':
      return yes ? SEARCH_FILTER_TEXT.verifiedYes : SEARCH_FILTER_TEXT.verifiedNo;
    case 'contractManufacturing':
      return yes ? SEARCH_FILTER_TEXT.yes : SEARCH_FILTER_TEXT.no;
    case 'repliesFast':
      return yes ? SEARCH_FILTER_TEXT.repliesFastYes : SEARCH_FILTER_TEXT.repliesFastNo;
    case 'industries':
    case 'categories':
    case 'countries':
      return names[facet]?.(value) ?? value;
    case 'languages':
      return names.languages?.(value) ?? names.languages?.(value.toUpperCase()) ?? value;
    case 'tiers':
      return TIER_LABELS[value as Tier] ?? value;
    case 'employees':
      return SEARCH_FILTER_TEXT.employeesBand(value);
    case 'revenue':
      return REVENUE_BANDS.find((b) => b.value === value)?.label ?? value;
    case 'foundedBefore':
      return SEARCH_FILTER_TEXT.foundedBefore(value);
    case 'certifications':
      return CERTIFICATION_STANDARDS.find((c) => c.value === value)?.label ?? CERTIFICATION_OTHER.label;
    case 'markets':
      return MARKET_REGIONS.find((m) => m.value === value)?.label ?? value;
    case 'incoterms':
    case 'paymentCurrencies':
      return value.toUpperCase();
    case 'paymentTypes':
      return value.charAt(0).toUpperCase() + value.slice(1);
  }
}

/** A token in words: its facet's heading and its value's label; null for a token of no known facet. */
export function searchFacetTokenWords(
  token: string,
  names: SearchFacetNames = {},
): { facet: SearchFilterFacet; value: string; heading: string; label: string } | null {
  const t = searchFacetOfToken(token);
  if (!t) return null;
  return { ...t, heading: SEARCH_FACET_HEADINGS[t.facet], label: searchFacetValueLabel(t.facet, t.value, names) };
}

/**
 * Filters in words, a phrase per chosen facet ("Verified", "51-200 employees or 201-500 employees",
 * "Country: Germany or Mexico", "Founded: Before 2000"): the heading is left out when every label
 * already says it.
 */
export function searchFiltersInWords(filters: SearchFilterInput | null | undefined, names: SearchFacetNames = {}) {
  const tokens = searchFilterTokens(filters);
  return SEARCH_FILTER_FACETS.flatMap((facet) => {
    const list = tokens[facet];
    if (!list) return [];
    const heading = SEARCH_FACET_HEADINGS[facet];
    const labels = list.map((tk) => searchFacetValueLabel(facet, tk.slice(tk.indexOf(':') + 1), names));
    const alone = labels.every((l) => l.toLowerCase().includes(heading.toLowerCase()));
    return [alone ? labels.join(' or ') : `${heading}: ${labels.join(' or ')}`];
  });
}
