/**
 * TanStack Query keys of the notifications: the bell, its popover and the full page share them.
 * (lib/query-keys/: the keys more than one feature, the layout or a page's server seed reads; keys
 * only their own feature reads stay in its api/keys.ts).
 */

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  lists: () => ['notifications', 'list'] as const,
  latest: (size: number) => ['notifications', 'list', 'latest', size] as const,
  pages: (size: number) => ['notifications', 'list', 'pages', size] as const,
};
