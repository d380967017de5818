import { useQuery } from '@tanstack/react-query';
import type { ProductListItem } from '@wbn/contract';
import { apiRequest } from '~/lib/api-client';
import { productKeys } from './keys';

export type BusinessProductList = { data: ProductListItem[]; total: number };

/** GET /api/product/by-business?bid={id} (spec 1 §7: the list sits in data.data.data). */
export const getProductsByBusiness = (businessID: string) =>
  apiRequest<BusinessProductList>(`/api/product/by-business?bid=${encodeURIComponent(businessID)}`, { auth: false });

export function useProductsByBusiness(businessID: string | null, initialData?: BusinessProductList | null) {
  return useQuery({
    queryKey: productKeys.byBusiness(businessID ?? ''),
    queryFn: () => getProductsByBusiness(businessID!),
    enabled: !!businessID,
    initialData: initialData ?? undefined,
  });
}
