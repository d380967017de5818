/**
 * The last copy of a member's first data (docs/decisions/0044-data-at-once.md): the
 * header's counts, the first page of notifications, threads and the newsfeed (the own profile
 * starts from the session's stored copy instead: features/profile/api/get-own-profile.ts).
 * A query made with `snapshotted` shows its last copy as soon as it mounts and fetches afresh
 * behind it (the copy counts as old, so it is always fetched again); every fresh answer is kept
 * for the next visit. On a page rendered for a visitor, member-only components mount after
 * hydration, so the copy never makes the server's HTML and the browser's first render differ; on
 * a page rendered for a member, no copy is read until the next page (snapshot-hold.ts).
 *
 * Kept in one localStorage entry (SNAPSHOT_STORAGE_KEY) tagged with its member: another member's
 * copy is never shown, and the session manager removes the entry with the session (logout,
 * expiry, another member signing in). Entries older than a week are not shown; the entry stays
 * under MAX_BYTES by dropping the oldest copies.
 */
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import { SESSION_KEYS, SNAPSHOT_STORAGE_KEY } from '@wbn/contract/constants';
import { snapshotHold } from './snapshot-hold';

type Entry = { d: unknown; at: number };
type Store = { user: string; entries: Record<string, Entry> };

const MAX_AGE_MS = 7 * 24 * 3600_000;
const MAX_BYTES = 400_000;
/** When a shown copy counts as fetched: the epoch's first millisecond, older than any staleTime. */
const OLD = 1;

let memory: Store | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked
  }
}

/** The kept copies of the member signed in now (empty for anyone else). */
function load(): Store | null {
  const s = storage();
  const user = s?.getItem(SESSION_KEYS.userID);
  if (!s || !user) return null;
  if (memory?.user === user && s.getItem(SNAPSHOT_STORAGE_KEY) !== null) return memory;
  try {
    const parsed = JSON.parse(s.getItem(SNAPSHOT_STORAGE_KEY) ?? 'null') as Store | null;
    memory = parsed && parsed.user === user && typeof parsed.entries === 'object' ? parsed : { user, entries: {} };
  } catch {
    memory = { user, entries: {} };
  }
  return memory;
}

const keyOf = (queryKey: QueryKey) => JSON.stringify(queryKey);

export function readSnapshot<T>(queryKey: QueryKey): { data: T; at: number } | undefined {
  // A page the server rendered for a member has its first data in the HTML (decision 0047), and its
  // queries start from that: a copy would make the browser's first render differ from the server's
  // (a hydration mismatch), also in parts hydrated later. None is read until the next page (root.tsx).
  if (snapshotHold.on) return undefined;
  const e = load()?.entries[keyOf(queryKey)];
  return e && Date.now() - e.at < MAX_AGE_MS ? { data: e.d as T, at: e.at } : undefined;
}

export function writeSnapshot(queryKey: QueryKey, data: unknown) {
  const store = load();
  const s = storage();
  if (!store || !s) return;
  store.entries[keyOf(queryKey)] = { d: data, at: Date.now() };
  let text = JSON.stringify(store);
  // Too big: the oldest copies go first.
  const byAge = Object.entries(store.entries).sort((a, b) => a[1].at - b[1].at);
  while (text.length > MAX_BYTES && byAge.length > 1) {
    delete store.entries[byAge.shift()![0]];
    text = JSON.stringify(store);
  }
  try {
    s.setItem(SNAPSHOT_STORAGE_KEY, text);
  } catch {
    // Storage full or blocked: the page works as before, without the copy.
  }
}

/**
 * Options for `useQuery`: the last copy at once (`initialData`), dated long ago so that it is
 * always fetched again on mount (live events missed while no page was open are not in it), and
 * every fresh answer kept.
 */
export function snapshotted<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  return {
    queryKey,
    queryFn: async () => {
      const data = await queryFn();
      writeSnapshot(queryKey, data);
      return data;
    },
    initialData: () => readSnapshot<T>(queryKey)?.data,
    initialDataUpdatedAt: OLD,
  };
}

/** The same for `useInfiniteQuery`: only the first page is kept and shown. */
export function snapshottedFirstPage<T, P>(
  queryKey: QueryKey,
  initialPageParam: P,
  queryFn: (pageParam: P) => Promise<T>,
) {
  return {
    queryKey,
    initialPageParam,
    queryFn: async ({ pageParam }: { pageParam: P }) => {
      const data = await queryFn(pageParam);
      if (pageParam === initialPageParam) writeSnapshot(queryKey, data);
      return data;
    },
    initialData: (): InfiniteData<T, P> | undefined => {
      const first = readSnapshot<T>(queryKey);
      return first ? { pages: [first.data], pageParams: [initialPageParam] } : undefined;
    },
    initialDataUpdatedAt: OLD,
  };
}
