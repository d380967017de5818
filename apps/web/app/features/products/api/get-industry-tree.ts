import { useQuery } from '@tanstack/react-query';
import type { IndustryNode } from '@wbn/contract';
import { apiRequest } from '~/lib/api-client';
import { useIndustryTree } from '~/layout/use-industries';
import { productKeys } from './keys';

/**
 * The industry → category → subcategory tree (GET /api/catsys/industry/full-tree). The root
 * loader already has it; it is fetched here only when that load failed.
 */
export function useFullIndustryTree() {
  const fromRoot = useIndustryTree();
  const query = useQuery({
    queryKey: productKeys.industryTree,
    queryFn: () => apiRequest<IndustryNode[]>('/api/catsys/industry/full-tree', { auth: false }),
    enabled: fromRoot.length === 0,
    staleTime: Infinity,
  });
  const tree = fromRoot.length > 0 ? fromRoot : (query.data ?? []);
  return { tree, isLoading: fromRoot.length === 0 && query.isLoading, isError: fromRoot.length === 0 && query.isError, refetch: query.refetch };
}
