/**
 * The industry → category → subcategory tree (decision 0019). It is not in any page's hydration
 * data: the root loader names its version and a short list for the sidebar (`industryNav`), the
 * server render reads the whole tree from the load context (entry.server.tsx), and the browser
 * fetches `GET /api/catsys/industry/full-tree?v=<version>` once (kept a year by the HTTP cache,
 * and for the page's life by TanStack Query). In an edition every copy has the edition's names
 * (`&lang=<edition>`, decision 0085): the server translates them, the browser never holds the tables.
 */
import { createContext, use, useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { IndustryNode } from '@wbn/contract/schemas';
import type { Edition } from '@wbn/contract/editions';
import { apiRequest } from '~/lib/api-client';
import type { IndustryNavItem, RootData } from '~/lib/root-data';
import { useEdition } from '~/lib/i18n';

export type { IndustryNavItem };

/** The server render's tree (entry.server.tsx provides it); always undefined in the browser. */
export const ServerIndustryTree = createContext<IndustryNode[] | undefined>(undefined);

/** The tree's address at `version`, its names in `edition` (English: no `lang`). */
export const industryTreePath = (version: string, edition: Edition = 'en') =>
  `/api/catsys/industry/full-tree?v=${encodeURIComponent(version)}${edition === 'en' ? '' : `&lang=${edition}`}`;

/** The sidebar's list, in order (built by the root loader from the tree). */
export function toIndustryNav(tree: IndustryNode[]): IndustryNavItem[] {
  return [...tree]
    .sort((a, b) => a.order - b.order)
    .map((i) => ({ key: i.key || i.id, name: i.name, hasPanel: i.categories.length > 0 }));
}

function useTreeVersion(): string | null {
  return useRouteLoaderData<RootData>('root')?.industryTreeVersion ?? null;
}

/** The sidebar's list; null when the API failed (the sidebar then shows the 15 fixed names). */
export function useIndustryNav(): IndustryNavItem[] | null {
  return useRouteLoaderData<RootData>('root')?.industryNav ?? null;
}

export function industryTreeQuery(version: string | null, edition: Edition = 'en') {
  return {
    queryKey: ['industry-tree', version, edition] as const,
    queryFn: () =>
      version ? apiRequest<IndustryNode[]>(industryTreePath(version, edition), { auth: false }) : Promise.resolve([]),
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

/**
 * The tree for what the server renders (sidebar panels, the industries page): the server's own
 * copy during the server render; in the browser it suspends until fetched, so call it inside a
 * Suspense boundary (hydration keeps the server's HTML meanwhile).
 */
export function useIndustryTreeSuspense(): IndustryNode[] {
  const server = use(ServerIndustryTree);
  return useSuspenseQuery({ ...industryTreeQuery(useTreeVersion(), useEdition()), initialData: server }).data;
}

/** Starts fetching the tree once the page is hydrated, ahead of the blocks that wait for it. */
export function usePrefetchIndustryTree() {
  const client = useQueryClient();
  const version = useTreeVersion();
  const edition = useEdition();
  useEffect(() => {
    void client.prefetchQuery(industryTreeQuery(version, edition));
  }, [client, version, edition]);
}

/** The tree for what only the browser renders (forms): empty until fetched. */
export function useIndustryTreeQuery() {
  return useQuery(industryTreeQuery(useTreeVersion(), useEdition()));
}

/** The tree's industries, or an empty list until fetched (or when the API failed); never suspends. */
export function useIndustryTree(): IndustryNode[] {
  return useIndustryTreeQuery().data ?? [];
}
