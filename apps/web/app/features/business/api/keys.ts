/** TanStack Query keys of the business feature; mutations invalidate by prefix. */
export const businessKeys = {
  all: ['business'] as const,
  detail: (id: string) => ['business', 'detail', id] as const,
  mine: () => ['business', 'mine'] as const,
  ofUser: (userID: string) => ['business', 'of-user', userID] as const,
  members: (id: string) => ['business', 'members', id] as const,
  invitations: (id: string) => ['business', 'invitations', id] as const,
  myInvitations: () => ['business', 'my-invitations'] as const,
  favorites: () => ['business', 'favorites'] as const,
};

export const refDataKeys = {
  countries: () => ['ref-data', 'country'] as const,
  states: (code: string) => ['ref-data', 'country', code, 'state'] as const,
  businessTypes: () => ['ref-data', 'business-type'] as const,
};
