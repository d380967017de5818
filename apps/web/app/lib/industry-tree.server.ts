/**
 * The industry tree on the server (decision 0019). The API's web handler puts it in the load
 * context (read in process, versioned); under `react-router dev` there is no context, so it is
 * fetched over HTTP with a development version.
 */
import type { IndustryNode } from '@wbn/contract/schemas';
import { loadFromApi, type ApiFetch } from './server-api';

export type IndustryTreeRef = { version: string; tree: IndustryNode[] };

export async function industryTreeFor(
  context: { apiFetch?: ApiFetch; industryTree?: IndustryTreeRef } | undefined,
): Promise<IndustryTreeRef | null> {
  if (context?.industryTree) return context.industryTree;
  if (context?.apiFetch) return null; // served by the API, which could not read the tree
  const tree = await loadFromApi<IndustryNode[]>(context, '/api/catsys/industry/full-tree');
  return tree ? { version: 'dev', tree } : null;
}
