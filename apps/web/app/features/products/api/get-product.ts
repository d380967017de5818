import { useQuery } from '@tanstack/react-query';
import type { Product } from '@wbn/contract/schemas';
import type { Edition } from '@wbn/contract/editions';
import { apiRequest } from '~/lib/api-client';
import { productKeys } from './keys';

/** GET /api/product/{productID}: the product with its businessProfile summary. */
/** The product's address; in an edition, its reference names in the edition's language (`lang`, decision 0085). */
export const productApiPath = (productID: string, edition: Edition = 'en') =>
  `/api/product/${encodeURIComponent(productID)}${edition === 'en' ? '' : `?lang=${edition}`}`;

export const getProduct = (productID: string, edition: Edition = 'en') =>
  apiRequest<Product>(productApiPath(productID, edition), { auth: false });

/** `edition`: the product page's, whose names the product takes (the forms keep English, the default). */
export function useProduct(productID: string | null, initialData?: Product | null, edition: Edition = 'en') {
  const key = productKeys.product(productID ?? '');
  return useQuery({
    queryKey: edition === 'en' ? key : [...key, edition],
    queryFn: () => getProduct(productID!, edition),
    enabled: !!productID,
    initialData: initialData ?? undefined,
    retry: false,
  });
}
