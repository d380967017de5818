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
};
