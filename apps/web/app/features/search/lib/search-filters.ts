/**
 * Filters with counts on the results page (decision 0082), worked out by its loader on the server:
 * the address's `f.<facet>` parameters read (contract search-filter-params.ts) and, from the
 * search's answer, the panel as the page draws it: each facet's heading and choices with their
 * counts, whether each is chosen and the address that switches it, the chips of the applied filters
 * and the address without them. The page's code only draws this (the facets' rules stay out of its
 * first load), and every choice is a link that works before the page hydrates. A change of filter
 * keeps the other parameters (type, country, words, rating, order) and goes back to page 1.
 */
import {
  EMPLOYEE_BAND_VALUES,
  FOUNDED_BEFORE_YEARS,
  INDUSTRIES,
  REVENUE_BAND_VALUES,
  TIERS,
  SEARCH_FACET_HEADINGS,
  SEARCH_FILTER_FACETS,
  SEARCH_FILTER_PARAM_PREFIX,
  isBooleanSearchFacet,
  isNumberSearchFacet,
  searchFiltersFromParams,
  searchFiltersToParams,
  type SearchFilterValues,
} from '@wbn/contract/constants';
import type { FacetValue } from '@wbn/contract/schemas';

type FilterValues = Record<string, boolean | number | readonly string[]>;
/** Each facet's choices with their counts (decision 0080), as the API answers them; a facet may be missing. */
export type SearchFacetCounts = Partial<Record<string, FacetValue[]>>;

export type FilterChoiceModel = FacetValue & {
  on: boolean;
  /** The address with this choice switched. */
  href: string;
  /** An industry's categories. */
  children?: FilterChoiceModel[];
};
export type FilterSectionModel = { facet: string; heading: string; choices: FilterChoiceModel[] };
export type FilterChipModel = { facet: string; value: string; heading: string; label: string; href: string };
export type FilterModel = {
  sections: FilterSectionModel[];
  chips: FilterChipModel[];
  /** The address without any filter. */
  clearHref: string;
};

/** Facets the page offers elsewhere: "Replies fast" is the results' own switch (`replies=fast`, decision 0039). */
const NOT_IN_PANEL: ReadonlySet<string> = new Set(['repliesFast']);

/**
 * Facets whose values have an order of their own (bands, years, tiers), listed in it; the others keep
 * the answer's order (the most results first).
 */
const VALUE_ORDER: Partial<Record<string, readonly string[]>> = {
  employees: EMPLOYEE_BAND_VALUES,
  revenue: REVENUE_BAND_VALUES,
  foundedBefore: FOUNDED_BEFORE_YEARS.map(String),
  tiers: TIERS,
};
const inOrder = (facet: string, values: FacetValue[]) => {
  const order = VALUE_ORDER[facet];
  if (!order) return values;
  const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  return [...values].sort((a, b) => rank(a.value) - rank(b.value));
};

/** The filters of an address (lenient: what the search request accepts), undefined when none. */
export const readSearchFilters = (params: URLSearchParams) => searchFiltersFromParams(params);

const headingOf = (facet: string) => (SEARCH_FACET_HEADINGS as Partial<Record<string, string>>)[facet] ?? facet;

/** The chosen values of a facet as the address writes them ('true' for a chosen yes). */
function chosenValues(filters: FilterValues, facet: string): string[] {
  const v = filters[facet];
  if (v === undefined) return [];
  return Array.isArray(v) ? [...(v as readonly string[])] : [String(v)];
}

/** The address with these filters in place of the address's own (the other parameters kept, page 1). */
function withFilters(params: URLSearchParams, filters: FilterValues) {
  const next = new URLSearchParams();
  for (const [k, v] of params) if (!k.startsWith(SEARCH_FILTER_PARAM_PREFIX) && k !== 'page') next.append(k, v);
  for (const [k, v] of searchFiltersToParams(filters)) next.append(k, v);
  return `?${next.toString()}`;
}

/**
 * The address with `value` of `facet` chosen, or unchosen when it is. A one-valued facet (a yes or
 * no, a year) takes the new value in place of the old one.
 */
export function toggleFilterHref(params: URLSearchParams, filters: FilterValues, facet: string, value: string) {
  const next: FilterValues = { ...filters };
  const chosen = chosenValues(filters, facet);
  const single = isBooleanSearchFacet(facet) || isNumberSearchFacet(facet);
  if (chosen.includes(value)) {
    const rest = chosen.filter((v) => v !== value);
    if (rest.length && !single) next[facet] = rest;
    else delete next[facet];
  } else if (isBooleanSearchFacet(facet)) next[facet] = value === 'true';
  else if (isNumberSearchFacet(facet)) next[facet] = Number(value);
  else next[facet] = [...chosen, value];
  return withFilters(params, next);
}

/** A chosen value's label: the answer's, else the industry's name, else the value. */
function labelOf(facets: SearchFacetCounts, facet: string, value: string) {
  return (
    facets[facet]?.find((v) => v.value === value)?.label ??
    (facet === 'industries' ? INDUSTRIES.find((i) => i.key === value)?.name : undefined) ??
    value
  );
}

/**
 * The panel, the chips and "Clear all" of a search. A facet the answer has no choice for is left
 * out, a chosen value the answer lacks is listed with 0 (so it can be removed), and the categories
 * are nested under their industry (`categoryIndustry`, from the industry tree) when it is listed.
 */
/**
 * The facets' headings and choices' names in the page's edition (decision 0085): the API answers
 * them in English, and the loader words them for an edition (facet-words.server.ts).
 */
export type FacetWords = {
  heading: (english: string) => string;
  label: (facet: string, value: string, english: string) => string;
};

const ENGLISH_WORDS: FacetWords = { heading: (english) => english, label: (_facet, _value, english) => english };

export function filterModel(
  params: URLSearchParams,
  chosen: SearchFilterValues | undefined,
  facets: SearchFacetCounts | undefined,
  categoryIndustry: Record<string, string>,
  words: FacetWords = ENGLISH_WORDS,
): FilterModel {
  const filters = (chosen ?? {}) as FilterValues;
  const answer: SearchFacetCounts = Object.fromEntries(
    Object.entries(facets ?? {}).map(([facet, values]) => [
      facet,
      values?.map((v) => ({ ...v, label: words.label(facet, v.value, v.label) })),
    ]),
  );
  const headingIn = (facet: string) => words.heading(headingOf(facet));
  const choicesOf = (facet: string): FilterChoiceModel[] => {
    const answered = inOrder(facet, answer[facet] ?? []);
    const values = chosenValues(filters, facet);
    const missing = values
      .filter((v) => !answered.some((a) => a.value === v))
      .map((value) => ({ value, label: words.label(facet, value, labelOf(answer, facet, value)), count: 0 }));
    return [...answered, ...missing].map((c) => ({
      ...c,
      on: values.includes(c.value),
      href: toggleFilterHref(params, filters, facet, c.value),
    }));
  };
  const industries = choicesOf('industries');
  const categories = choicesOf('categories');
  const nested = (c: FilterChoiceModel) => industries.some((i) => i.value === categoryIndustry[c.value]);
  const sections: FilterSectionModel[] = [];
  for (const facet of SEARCH_FILTER_FACETS as readonly string[]) {
    if (NOT_IN_PANEL.has(facet)) continue;
    const choices =
      facet === 'industries'
        ? industries.map((i) => ({ ...i, children: categories.filter((c) => categoryIndustry[c.value] === i.value) }))
        : facet === 'categories'
          ? categories.filter((c) => !nested(c))
          : choicesOf(facet);
    if (choices.length) sections.push({ facet, heading: headingIn(facet), choices });
  }
  const chips = (SEARCH_FILTER_FACETS as readonly string[]).flatMap((facet) =>
    chosenValues(filters, facet).map((value) => ({
      facet,
      value,
      heading: headingIn(facet),
      label: words.label(facet, value, labelOf(answer, facet, value)),
      href: toggleFilterHref(params, filters, facet, value),
    })),
  );
  return { sections, chips, clearHref: withFilters(params, {}) };
}
