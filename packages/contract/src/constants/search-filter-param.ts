/** The address parameter of a facet: `f.countries`. */
export const SEARCH_FILTER_PARAM_PREFIX = 'f.';
export const searchFilterParam = (facet: string) => `${SEARCH_FILTER_PARAM_PREFIX}${facet}`;
