// ---- from features/business/api/keys.ts
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

// ---- from features/social/api/keys.ts
/** TanStack Query keys of the social feature; writes invalidate by prefix. */
export const socialKeys = {
  all: ['social'] as const,
  posts: () => ['social', 'posts'] as const,
  feed: () => ['social', 'posts', 'feed'] as const,
  timeline: (timelineID: string) => ['social', 'posts', 'timeline', timelineID] as const,
  post: (postID: string) => ['social', 'posts', 'one', postID] as const,
  comments: (resourceID: string) => ['social', 'comments', resourceID] as const,
  followSummary: (id: string) => ['social', 'follow', id] as const,
  connection: (businessID: string) => ['social', 'connection', businessID] as const,
};

// ---- from features/profile/api/keys.ts
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

// ---- from features/notifications/api/keys.ts
/** Query keys of the notifications feature: the bell, its popover and the full page share them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  lists: () => ['notifications', 'list'] as const,
  latest: (size: number) => ['notifications', 'list', 'latest', size] as const,
  pages: (size: number) => ['notifications', 'list', 'pages', size] as const,
};

// ---- from features/requests/api/keys.ts
/** TanStack Query keys of the message center; live events and mutations invalidate by prefix. */
export const requestKeys = {
  all: ['requests'] as const,
  summary: () => ['requests', 'summary'] as const,
  lists: () => ['requests', 'list'] as const,
  list: (inboxId: string) => ['requests', 'list', inboxId] as const,
  threads: () => ['requests', 'thread'] as const,
  thread: (rid: string) => ['requests', 'thread', rid] as const,
};
