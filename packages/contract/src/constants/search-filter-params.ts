/**
 * Filters with counts in an address (decision 0082): each chosen value of a facet is one repeated
 * query parameter `f.<facet>` (`?f.countries=US&f.countries=MX&f.employees=51-200&f.verified=true`).
 * The prefix keeps them apart from the spec's own parameters (its `countries` is the one country of
 * the search bar). The results page reads them to search and to render its panel on the server, and
 * saved searches keep them the same way, so a filtered search is one address to share or save.
 * Reading is lenient, as an address may be typed, cut or old: unknown facets and bad values are
 * dropped, repeated values kept once, and each facet capped at SEARCH_FILTER_MAX_VALUES; what is
 * left is a valid `filters` of the search request (ZSearchFilters). Without zod (decision 0009).
 */
import {
  CERTIFICATION_VALUES,
  EMPLOYEE_BAND_VALUES,
  FOUNDED_BEFORE_YEARS,
  MARKET_REGION_VALUES,
  REVENUE_BAND_VALUES,
  SEARCH_FILTER_FACETS,
  SEARCH_FILTER_MAX_VALUES,
} from './search-filters.js';
import type {
  CertificationValue,
  FoundedBeforeYear,
  MarketRegion,
  RevenueBand,
  SearchFilterFacet,
} from './search-filters.js';
import { TIERS } from './spec.js';

// The address parameter of a facet, in a module of its own: a link that names one filter (the
// sidebar's, on an edition) takes it without the filters' other code (decision 0009).
export { SEARCH_FILTER_PARAM_PREFIX, searchFilterParam } from './search-filter-param.js';
import { searchFilterParam } from './search-filter-param.js';

/** Facets that are a yes or no (`true`/`false` in the address, a boolean in the request); the others are lists. */
const BOOLEAN_FACETS: ReadonlySet<string> = new Set(['verified', 'contractManufacturing', 'repliesFast']);
export const isBooleanSearchFacet = (facet: string) => BOOLEAN_FACETS.has(facet);

/** Facets whose choice is one number (one year of FOUNDED_BEFORE_YEARS), with the numbers they take. */
const NUMBER_FACETS: Readonly<Record<string, readonly number[]>> = { foundedBefore: FOUNDED_BEFORE_YEARS };
export const isNumberSearchFacet = (facet: string) => facet in NUMBER_FACETS;

/** What the request takes for each facet: a boolean for the yes-or-no ones, a year, or a list of values. */
export type SearchFilterValues = {
  [K in SearchFilterFacet]?: K extends 'verified' | 'contractManufacturing' | 'repliesFast'
    ? boolean
    : K extends 'foundedBefore'
      ? FoundedBeforeYear
      : K extends 'tiers'
        ? (typeof TIERS)[number][]
        : K extends 'employees'
          ? (typeof EMPLOYEE_BAND_VALUES)[number][]
          : K extends 'revenue'
            ? RevenueBand[]
            : K extends 'certifications'
              ? CertificationValue[]
              : K extends 'markets'
                ? MarketRegion[]
                : string[];
};

/** The longest value kept of a free-text facet (the request's limit, ZSearchFilters). */
const VALUE_MAX = 80;

/** A value as the request takes it, or null when the facet cannot take it. */
const normalise: Partial<Record<string, (v: string) => string | null>> = {
  industries: (v) => (/^\d{4}$/.test(v) ? v : null),
  categories: (v) => (/^[\w.-]{1,40}$/.test(v) ? v : null),
  countries: (v) => (/^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : null),
  tiers: (v) => ((TIERS as readonly string[]).includes(v) ? v : null),
  employees: (v) => ((EMPLOYEE_BAND_VALUES as readonly string[]).includes(v) ? v : null),
  revenue: (v) => ((REVENUE_BAND_VALUES as readonly string[]).includes(v) ? v : null),
  certifications: (v) =>
    (CERTIFICATION_VALUES as readonly string[]).includes(v.toLowerCase()) ? v.toLowerCase() : null,
  markets: (v) => ((MARKET_REGION_VALUES as readonly string[]).includes(v.toLowerCase()) ? v.toLowerCase() : null),
  languages: (v) => v.toLowerCase(),
  incoterms: (v) => v.toLowerCase(),
  paymentCurrencies: (v) => v.toLowerCase(),
  paymentTypes: (v) => v.toLowerCase(),
};

/** The values of one list facet as the request takes them: trimmed, valid, each once, at most SEARCH_FILTER_MAX_VALUES. */
function listValues(facet: string, raw: readonly string[]): string[] {
  const out: string[] = [];
  for (const r of raw) {
    const v = r.trim();
    if (!v || v.length > VALUE_MAX) continue;
    const n = normalise[facet] ? normalise[facet](v) : v;
    if (n === null || out.includes(n)) continue;
    out.push(n);
    if (out.length >= SEARCH_FILTER_MAX_VALUES) break;
  }
  return out;
}

/**
 * The filters of an address, or undefined when it has none. A yes-or-no facet takes its first
 * `true` or `false`, a one-year facet its first valid year, a list facet its valid values in the
 * order given.
 */
export function searchFiltersFromParams(params: URLSearchParams): SearchFilterValues | undefined {
  const filters: Record<string, boolean | number | string[]> = {};
  for (const facet of SEARCH_FILTER_FACETS as readonly string[]) {
    const raw = params.getAll(searchFilterParam(facet));
    if (!raw.length) continue;
    if (BOOLEAN_FACETS.has(facet)) {
      const first = raw.map((r) => r.trim().toLowerCase()).find((r) => r === 'true' || r === 'false');
      if (first) filters[facet] = first === 'true';
      continue;
    }
    if (NUMBER_FACETS[facet]) {
      const first = raw.map((r) => Number(r.trim())).find((n) => NUMBER_FACETS[facet]!.includes(n));
      if (first !== undefined) filters[facet] = first;
      continue;
    }
    const values = listValues(facet, raw);
    if (values.length) filters[facet] = values;
  }
  return Object.keys(filters).length ? (filters as SearchFilterValues) : undefined;
}

/**
 * The address parameters of filters, in the order of SEARCH_FILTER_FACETS (so one search has one
 * address): `[['f.countries', 'US'], ['f.countries', 'MX'], ['f.verified', 'true']]`. Empty lists and
 * unknown facets give nothing.
 */
export function searchFiltersToParams(
  filters: Readonly<Record<string, boolean | number | readonly string[] | undefined>> | null | undefined,
): [string, string][] {
  const out: [string, string][] = [];
  if (!filters) return out;
  for (const facet of SEARCH_FILTER_FACETS as readonly string[]) {
    const value = filters[facet];
    if (typeof value === 'boolean' || typeof value === 'number') out.push([searchFilterParam(facet), String(value)]);
    else if (Array.isArray(value)) for (const v of value as readonly string[]) out.push([searchFilterParam(facet), v]);
  }
  return out;
}
