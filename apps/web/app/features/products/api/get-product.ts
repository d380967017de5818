import { useQuery } from '@tanstack/react-query';
import type { Product } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { productKeys } from './keys';

/** GET /api/product/{productID}: the product with its businessProfile summary. */
export const getProduct = (productID: string) =>
  apiRequest<Product>(`/api/product/${encodeURIComponent(productID)}`, { auth: false });

export function useProduct(productID: string | null, initialData?: Product | null) {
  return useQuery({
    queryKey: productKeys.product(productID ?? ''),
    queryFn: () => getProduct(productID!),
    enabled: !!productID,
    initialData: initialData ?? undefined,
    retry: false,
  });
}
