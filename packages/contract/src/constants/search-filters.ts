/**
 * Filters with counts on the business and product searches (decisions 0080, 0081): the facets a
 * search can be narrowed by, their limits, bands, choices and headings. Each facet value is kept on
 * the business (and on each of its products) as a token `<prefix>:<value>` (businesses.facet_values,
 * products.facet_values, kept by database triggers); the prefixes here are the ones those triggers
 * write, and the certificate and market rules below are the ones they apply (a test compares them).
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
  'certifications',
  'revenue',
  'foundedBefore',
  'markets',
  'repliesFast',
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
  certifications: 'cert',
  revenue: 'rev',
  foundedBefore: 'fnd',
  markets: 'mkt',
  repliesFast: 'rf',
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

/**
 * Bands over the profile's total annual revenue in US dollars (a range, min to max; decision 0081):
 * a business is in every band its range touches. `min` inclusive, `max` exclusive, null: no upper
 * bound, so a revenue of exactly 5,000,000 is in '5m-10m' only.
 */
export const REVENUE_BANDS = [
  { value: '0-1m', min: 0, max: 1_000_000, label: 'Under US$1 million' },
  { value: '1m-5m', min: 1_000_000, max: 5_000_000, label: 'US$1 to 5 million' },
  { value: '5m-10m', min: 5_000_000, max: 10_000_000, label: 'US$5 to 10 million' },
  { value: '10m-50m', min: 10_000_000, max: 50_000_000, label: 'US$10 to 50 million' },
  { value: '50m-100m', min: 50_000_000, max: 100_000_000, label: 'US$50 to 100 million' },
  { value: '100m-500m', min: 100_000_000, max: 500_000_000, label: 'US$100 to 500 million' },
  { value: '500m+', min: 500_000_000, max: null, label: 'US$500 million or more' },
] as const;
export type RevenueBand = (typeof REVENUE_BANDS)[number]['value'];
export const REVENUE_BAND_VALUES = REVENUE_BANDS.map((b) => b.value) as unknown as readonly [
  RevenueBand,
  ...RevenueBand[],
];

/**
 * The choices of `foundedBefore` (decision 0081): a business founded in year Y (the profile's
 * yearStablished) carries the token `fnd:<c>` of every choice c with Y < c, so "founded before
 * 2000" is one indexed token and its count is exact. The request takes one of these years.
 */
export const FOUNDED_BEFORE_YEARS = [1950, 1970, 1980, 1990, 2000, 2010, 2015, 2020] as const;
export type FoundedBeforeYear = (typeof FOUNDED_BEFORE_YEARS)[number];

/**
 * The standards a certificate's free-text name is recognised as (decision 0081), tried in this
 * order on the name lower-cased with every run of other characters turned into one space and a
 * space added at both ends (`' iso 9001 2015 '`); the first with one of its `terms` in that text is
 * the certificate's standard, none: 'other'. Terms are plain text (no patterns), so the database's
 * `certificate_standard()` applies the same list as cheap substring tests (migration 0043).
 */
export const CERTIFICATION_STANDARDS = [
  { value: 'iso-9001', label: 'ISO 9001', terms: [' 9001 ', ' iso9001 '] },
  { value: 'iso-14001', label: 'ISO 14001', terms: [' 14001 ', ' iso14001 '] },
  { value: 'iso-45001', label: 'ISO 45001', terms: [' 45001 ', ' iso45001 '] },
  { value: 'iso-13485', label: 'ISO 13485', terms: [' 13485 ', ' iso13485 '] },
  { value: 'iatf-16949', label: 'IATF 16949', terms: [' 16949 ', 'iatf16949 ', 'ts16949 '] },
  { value: 'ce', label: 'CE', terms: [' ce '] },
  { value: 'fda', label: 'FDA', terms: [' fda '] },
  { value: 'haccp', label: 'HACCP', terms: [' haccp '] },
  { value: 'brc', label: 'BRC', terms: [' brc ', ' brcgs '] },
  { value: 'fsc', label: 'FSC', terms: [' fsc '] },
  { value: 'gots', label: 'GOTS', terms: [' gots ', ' global organic textile '] },
  { value: 'organic', label: 'Organic', terms: [' organic '] },
  { value: 'halal', label: 'Halal', terms: [' halal '] },
  { value: 'kosher', label: 'Kosher', terms: [' kosher '] },
] as const;
export const CERTIFICATION_OTHER = { value: 'other', label: 'Other certificates' } as const;
export type CertificationValue = (typeof CERTIFICATION_STANDARDS)[number]['value'] | 'other';
export const CERTIFICATION_VALUES = [
  ...CERTIFICATION_STANDARDS.map((c) => c.value),
  CERTIFICATION_OTHER.value,
] as unknown as readonly [CertificationValue, ...CertificationValue[]];

/** A name as the certificate and market terms are looked for in it: lower case, words separated by one space, a space at both ends. */
const termText = (name: string) =>
  ` ${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const hasTerm = (text: string, terms: readonly string[]) => terms.some((term) => text.includes(term));

/** The standard of a certificate's free-text name: 'iso-9001' for "ISO9001", "ISO 9001:2015" or "iso-9001 certified", …, else 'other'. */
export function normaliseCertificateName(name: string): CertificationValue {
  const text = termText(name);
  return CERTIFICATION_STANDARDS.find((c) => hasTerm(text, c.terms))?.value ?? CERTIFICATION_OTHER.value;
}

/**
 * World regions of the profile's free-text markets (decision 0081), by terms as the certificates: a
 * market name belongs to every region one of whose terms it holds ("Latin America" to Central and
 * South America, "Asia Pacific" to Asia and Oceania), and a worldwide one (MARKETS_WORLDWIDE_TERMS:
 * "Worldwide", "Global", …) to every region. Names that hold none are not a region and do not count.
 */
export const MARKET_REGIONS = [
  {
    value: 'north-america',
    label: 'North America',
    terms: [' north america', ' usa ', ' us ', ' united states', ' canada ', ' mexico ', ' nafta '],
  },
  {
    value: 'central-america',
    label: 'Central America and the Caribbean',
    terms: [' central america', ' caribbean', ' latin america', ' latam '],
  },
  {
    value: 'south-america',
    label: 'South America',
    terms: [
      ' south america',
      ' latin america',
      ' latam ',
      ' mercosur ',
      ' brazil ',
      ' argentina ',
      ' chile ',
      ' colombia ',
      ' peru ',
    ],
  },
  {
    value: 'europe',
    label: 'Europe',
    terms: [
      'europe',
      ' eu ',
      ' uk ',
      ' united kingdom ',
      ' germany ',
      ' france ',
      ' italy ',
      ' spain ',
      ' scandinavia',
      ' nordic',
      ' baltic',
    ],
  },
  {
    value: 'middle-east',
    label: 'Middle East',
    terms: [
      ' middle east',
      ' mena ',
      ' gcc ',
      ' gulf ',
      ' uae ',
      ' united arab emirates ',
      ' saudi arabia ',
      ' qatar ',
      ' israel ',
    ],
  },
  { value: 'africa', label: 'Africa', terms: ['africa', ' mena '] },
  {
    value: 'asia',
    label: 'Asia',
    terms: [
      ' asia',
      ' apac ',
      ' asean ',
      ' china ',
      ' japan ',
      ' korea ',
      ' india ',
      ' pakistan ',
      ' bangladesh ',
      ' vietnam ',
      ' indonesia ',
    ],
  },
  {
    value: 'oceania',
    label: 'Oceania',
    terms: [' oceania ', ' australia ', ' new zealand ', ' pacific islands ', ' asia pacific ', ' apac '],
  },
] as const;
export const MARKETS_WORLDWIDE_TERMS = [
  ' worldwide ',
  ' global ',
  ' globally ',
  ' international ',
  ' all markets ',
  ' all countries ',
  ' all regions ',
  ' world ',
] as const;
export type MarketRegion = (typeof MARKET_REGIONS)[number]['value'];
export const MARKET_REGION_VALUES = MARKET_REGIONS.map((m) => m.value) as unknown as readonly [
  MarketRegion,
  ...MarketRegion[],
];

/** The world regions of one free-text market name ("Western Europe" → ['europe'], "Worldwide" → all), none when unrecognised. */
export function marketRegions(name: string): MarketRegion[] {
  const text = termText(name);
  if (hasTerm(text, MARKETS_WORLDWIDE_TERMS)) return [...MARKET_REGION_VALUES];
  return MARKET_REGIONS.filter((m) => hasTerm(text, m.terms)).map((m) => m.value);
}

/** The heading a person reads above each facet's choices (the filter panel's headings). */
export const SEARCH_FACET_HEADINGS: Record<SearchFilterFacet, string> = {
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
  certifications: 'Certifications',
  revenue: 'Annual revenue',
  foundedBefore: 'Founded',
  markets: 'Markets',
  repliesFast: 'Replies fast',
};

export const SEARCH_FILTER_TEXT = {
  /** The same as SEARCH_FACET_HEADINGS. */
  facetNames: SEARCH_FACET_HEADINGS,
  yes: 'Yes',
  no: 'No',
  verifiedYes: 'Verified',
  verifiedNo: 'Not verified',
  employeesBand: (band: string) => `${band} employees`,
  foundedBefore: (year: number | string) => `Before ${year}`,
  repliesFastYes: 'Replies fast',
  repliesFastNo: 'Not known to reply fast',
  tooMany: `At most ${SEARCH_FILTER_MAX_VALUES} values`,
  boolean: 'true or false',
} as const;
