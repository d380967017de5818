/** Query keys of the notifications feature: the bell, its popover and the full page share them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  lists: () => ['notifications', 'list'] as const,
  latest: (size: number) => ['notifications', 'list', 'latest', size] as const,
  pages: (size: number) => ['notifications', 'list', 'pages', size] as const,
};
