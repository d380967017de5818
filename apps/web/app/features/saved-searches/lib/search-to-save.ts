import type { SearchFilterValues } from '@wbn/contract/constants';

/** The search a results page offers to save: its fields as the API takes them, and their names for the dialog. */
export type SearchToSave = {
  textQuery: string;
  /** A company type code, or PR for products. */
  businessType: string;
  /** A country code, or 'global'. */
  country: string;
  typeName: string;
  /** Null for every country. */
  countryName: string | null;
  /** The filters chosen on the page (its `f.<facet>` parameters, decision 0083); undefined: none. */
  filters?: SearchFilterValues;
};
