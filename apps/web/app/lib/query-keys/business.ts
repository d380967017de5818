/**
 * TanStack Query keys of businesses and the reference lists; mutations invalidate by prefix.
 * (lib/query-keys/: the keys more than one feature, the layout or a page's server seed reads; keys
 * only their own feature reads stay in its api/keys.ts).
 */

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

/** Reference lists (lib/ref-data.ts). */
export const refDataKeys = {
  countries: () => ['ref-data', 'country'] as const,
  states: (code: string) => ['ref-data', 'country', code, 'state'] as const,
  businessTypes: () => ['ref-data', 'business-type'] as const,
};
