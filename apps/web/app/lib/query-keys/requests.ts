/**
 * TanStack Query keys of the message center; live events and mutations invalidate by prefix.
 * (lib/query-keys/: the keys more than one feature, the layout or a page's server seed reads; keys
 * only their own feature reads stay in its api/keys.ts).
 */

export const requestKeys = {
  all: ['requests'] as const,
  summary: () => ['requests', 'summary'] as const,
  lists: () => ['requests', 'list'] as const,
  list: (inboxId: string) => ['requests', 'list', inboxId] as const,
  threads: () => ['requests', 'thread'] as const,
  thread: (rid: string) => ['requests', 'thread', rid] as const,
};
