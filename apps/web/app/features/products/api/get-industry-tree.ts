import { useIndustryTreeQuery } from '~/lib/use-industries';

/**
 * The industry → category → subcategory tree (GET /api/catsys/industry/full-tree?v=…), fetched
 * once per visit and shared with the rest of the app (lib/use-industries.ts).
 */
export function useFullIndustryTree() {
  const query = useIndustryTreeQuery();
  return { tree: query.data ?? [], isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}
