/**
 * Who posts or comments (the posting actor: the user or one of their own businesses, up
 * to ACTOR_SELECTOR_MAX_BUSINESSES listed). The choice persists in localStorage under
 * POSTING_ACTOR_KEY (a session storage key); the session manager removes it at logout. Every selector on the
 * page shows the same choice: writes notify the others.
 */
import { ACTOR_SELECTOR_MAX_BUSINESSES, POSTING_ACTOR_KEY } from '@wbn/contract/constants';
import type { MyBusinessItem } from '@wbn/contract/schemas';

export type Actor = { type: 'user' } | { type: 'business'; businessID: string };
export type ActorOption = { key: string; actor: Actor; name: string; photo: { url: string } | null };

export const SELF: Actor = { type: 'user' };
export const actorKey = (a: Actor) => (a.type === 'user' ? 'user' : `business:${a.businessID}`);

/** The businesses one may act as: owned or administered, at most ACTOR_SELECTOR_MAX_BUSINESSES. */
export const actingBusinesses = (items: readonly MyBusinessItem[]) =>
  items.filter((i) => i.role === 'owner' || i.role === 'admin').slice(0, ACTOR_SELECTOR_MAX_BUSINESSES);

export function readStoredActor(
  storage: Pick<Storage, 'getItem'> | null = typeof window === 'undefined' ? null : window.localStorage,
): Actor {
  try {
    const raw = storage?.getItem(POSTING_ACTOR_KEY);
    if (!raw) return SELF;
    const parsed = JSON.parse(raw) as Partial<{ type: string; businessID: unknown }>;
    if (parsed.type === 'business' && typeof parsed.businessID === 'string' && parsed.businessID)
      return { type: 'business', businessID: parsed.businessID };
  } catch {
    // A value we did not write: act as the user.
  }
  return SELF;
}

const listeners = new Set<() => void>();

export function storeActor(
  actor: Actor,
  storage: Pick<Storage, 'setItem'> | null = typeof window === 'undefined' ? null : window.localStorage,
) {
  try {
    storage?.setItem(POSTING_ACTOR_KEY, JSON.stringify(actor));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
  for (const l of [...listeners]) l();
}

export function subscribeActor(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === POSTING_ACTOR_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored actor when it is still one of the options (a business may have been left), else the user. */
export function resolveActor(stored: Actor, options: readonly ActorOption[]): Actor {
  return options.some((o) => o.key === actorKey(stored)) ? stored : SELF;
}
