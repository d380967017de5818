/**
 * Filters with counts on the business search (decision 0080): the facets a search can be narrowed
 * by, their limits and the bands of the employees range. Each facet value is kept on the business
 * as a token `<prefix>:<value>` (businesses.facet_values, kept by a database trigger); the prefixes
 * here are the ones that trigger writes.
 */
export const SEARCH_FILTER_FACETS = [
  'industries',
  'categories',
  'countries',
  'verified',
  'tiers',
  'employees',
  'contractManufacturing',
  'languages',
  'incoterms',
  'paymentCurrencies',
  'paymentTypes',
] as const;
export type SearchFilterFacet = (typeof SEARCH_FILTER_FACETS)[number];

/** The token prefix of each facet in businesses.facet_values (migration 0042). */
export const SEARCH_FACET_PREFIX: Record<SearchFilterFacet, string> = {
  industries: 'ind',
  categories: 'cat',
  countries: 'cty',
  verified: 'ver',
  tiers: 'tier',
  employees: 'emp',
  contractManufacturing: 'cm',
  languages: 'lang',
  incoterms: 'inc',
  paymentCurrencies: 'cur',
  paymentTypes: 'pay',
};

/** At most this many values in one facet of a request. */
export const SEARCH_FILTER_MAX_VALUES = 20;
/** Facet counts are exact up to this many matching results; above, they are estimates (`estimated: true`). */
export const SEARCH_FACET_CAP = 10_000;

/**
 * Bands over the profile's total employees (a range, min to max): a business is in every band its
 * range touches, so "51-200" finds a company of 100 to 300 people. `max` null: no upper bound.
 */
export const EMPLOYEE_BANDS = [
  { value: '1-10', min: 1, max: 10 },
  { value: '11-50', min: 11, max: 50 },
  { value: '51-200', min: 51, max: 200 },
  { value: '201-500', min: 201, max: 500 },
  { value: '501-1000', min: 501, max: 1000 },
  { value: '1001-5000', min: 1001, max: 5000 },
  { value: '5001+', min: 5001, max: null },
] as const;
export type EmployeeBand = (typeof EMPLOYEE_BANDS)[number]['value'];
export const EMPLOYEE_BAND_VALUES = EMPLOYEE_BANDS.map((b) => b.value) as unknown as readonly [
  EmployeeBand,
  ...EmployeeBand[],
];

export const SEARCH_FILTER_TEXT = {
  facetNames: {
    industries: 'Industry',
    categories: 'Category',
    countries: 'Country',
    verified: 'Verified',
    tiers: 'Membership',
    employees: 'Employees',
    contractManufacturing: 'Contract manufacturing',
    languages: 'Languages',
    incoterms: 'Delivery terms',
    paymentCurrencies: 'Payment currencies',
    paymentTypes: 'Payment types',
  } as Record<SearchFilterFacet, string>,
  yes: 'Yes',
  no: 'No',
  verifiedYes: 'Verified',
  verifiedNo: 'Not verified',
  employeesBand: (band: string) => `${band} employees`,
  tooMany: `At most ${SEARCH_FILTER_MAX_VALUES} values`,
  boolean: 'true or false',
} as const;
