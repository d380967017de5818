/**
 * A member's first data, rendered on the server (decision 0047). A loader that knows the member
 * (lib/member-seed.server.ts) returns `memberSeed`: query keys with the answers it read. The root
 * component puts them in the query cache before any query of the page mounts, on the server and
 * again in the browser from the hydration data, so both renders show the same content and the
 * browser fetches nothing it already has. Entries never replace data the cache already holds.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type SeedEntry = { key: QueryKey; data: unknown };
export type MemberSeeded = { memberSeed?: SeedEntry[] };

const applied = new WeakSet<object>();

/** Seeds `client` from the `memberSeed` of each matched route's loader data, once per seed. */
export function seedQueries(client: QueryClient, loaderData: readonly unknown[]) {
  for (const data of loaderData) {
    const seed = (data as MemberSeeded | null | undefined)?.memberSeed;
    if (!seed || applied.has(seed)) continue;
    applied.add(seed);
    for (const e of seed) if (client.getQueryData(e.key) === undefined) client.setQueryData(e.key, e.data);
  }
}
