/** TanStack Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  own: () => ['profile', 'own'] as const,
  public: (userID: string) => ['profile', 'public', userID] as const,
};

/** Reference lists only the profile form uses (countries, states and business types come from the business feature). */
export const profileRefKeys = {
  genders: () => ['ref-data', 'gender'] as const,
  languages: () => ['ref-data', 'language'] as const,
  jobPositions: () => ['ref-data', 'job-position'] as const,
};
