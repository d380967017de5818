import { useQuery } from '@tanstack/react-query';
import type { ProductListItem } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { productKeys } from './keys';

export type BusinessProductList = { data: ProductListItem[]; total: number };

/**
 * GET /api/product/by-business?bid={id} (the list sits in data.data.data). The token
 * goes along when there is one: the business's owner and admins also get the products hidden over
 * the cap of its membership, marked `hidden`.
 */
export const getProductsByBusiness = (businessID: string) =>
  apiRequest<BusinessProductList>(`/api/product/by-business?bid=${encodeURIComponent(businessID)}`);

export function useProductsByBusiness(businessID: string | null, initialData?: BusinessProductList | null) {
  return useQuery({
    queryKey: productKeys.byBusiness(businessID ?? ''),
    queryFn: () => getProductsByBusiness(businessID!),
    enabled: !!businessID,
    initialData: initialData ?? undefined,
  });
}
