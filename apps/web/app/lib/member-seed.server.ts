/**
 * Loaders' side of a member's first data (decision 0047; the browser's side is lib/member-seed.ts).
 * With the page cookie's token (`context.memberToken`), a loader reads the member's data from the
 * API as the member, and returns it keyed as the page's queries key it. Without a token, or when
 * the API refuses it, nothing is seeded and the page renders as before.
 */
import type { AppLoadContext } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { loadFromApi } from './server-api';
import type { SeedEntry } from './member-seed';

/** One query to seed: its key, the API path, and for an infinite query the first page's parameter. */
export type SeedSource = {
  key: QueryKey;
  path: string;
  firstPage?: { param: unknown };
  map?: (data: never) => unknown;
};

/** The reads made for one request (its load context), so that the root's and a page's loaders share them. */
const readsOf = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>();

/** Reads `path` as the member of this request, once per request; null for a visitor or a refused token. */
export function loadAsMember<T>(context: AppLoadContext | undefined, path: string): Promise<T | null> {
  const token = context?.memberToken;
  if (!context || !token) return Promise.resolve(null);
  let reads = readsOf.get(context);
  if (!reads) readsOf.set(context, (reads = new Map()));
  let read = reads.get(path);
  if (!read) reads.set(path, (read = loadFromApi<T>(context, path, { headers: { authorization: `Bearer ${token}` } })));
  return read as Promise<T | null>;
}

/** Reads every source at once; those that failed are left out (their query fetches in the browser). */
export async function loadSeed(
  context: AppLoadContext | undefined,
  sources: readonly SeedSource[],
): Promise<SeedEntry[]> {
  if (!context?.memberToken) return [];
  const answers = await Promise.all(sources.map((s) => loadAsMember(context, s.path)));
  return sources.flatMap((s, i) => {
    const data = answers[i];
    if (data === null || data === undefined) return [];
    const value = s.map ? s.map(data as never) : data;
    return [{ key: s.key, data: s.firstPage ? { pages: [value], pageParams: [s.firstPage.param] } : value }];
  });
}

/**
 * The member id the page cookie's token names, unverified: only to build query keys. Every read
 * made with the token is checked by the API, so a forged token seeds nothing.
 */
export function memberIdOf(context: AppLoadContext | undefined): string | null {
  const payload = context?.memberToken?.split('.')[1];
  if (!payload) return null;
  try {
    const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
