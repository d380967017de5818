/**
 * TanStack Query keys of the profile feature.
 * (lib/query-keys/: the keys more than one feature, the layout or a page's server seed reads; keys
 * only their own feature reads stay in its api/keys.ts).
 */

export const profileKeys = {
  all: ['profile'] as const,
  own: () => ['profile', 'own'] as const,
  public: (userID: string) => ['profile', 'public', userID] as const,
};

/** Reference lists only the profile form uses (countries, states and business types: refDataKeys). */
export const profileRefKeys = {
  genders: () => ['ref-data', 'gender'] as const,
  languages: () => ['ref-data', 'language'] as const,
  jobPositions: () => ['ref-data', 'job-position'] as const,
};
