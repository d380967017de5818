import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductRequest, Product, UpdateProductRequest } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { productKeys } from './keys';

/** POST /api/product → 201 Product (403 ProductLimitReached at the tier's cap). */
export const createProduct = (body: CreateProductRequest) =>
  apiRequest<Product>('/api/product', { method: 'POST', body });

/** PUT /api/product/{productID} → Product. */
export const updateProduct = (productID: string, body: UpdateProductRequest) =>
  apiRequest<Product>(`/api/product/${encodeURIComponent(productID)}`, { method: 'PUT', body });

/** DELETE /api/product/{productID}. */
export const deleteProduct = (productID: string) =>
  apiRequest<unknown>(`/api/product/${encodeURIComponent(productID)}`, { method: 'DELETE' });

function useInvalidate(businessID: string) {
  const client = useQueryClient();
  return (product?: Product) => {
    if (product) client.setQueryData(productKeys.product(product.productID), product);
    return client.invalidateQueries({ queryKey: productKeys.byBusiness(businessID) });
  };
}

export function useCreateProduct(businessID: string) {
  const invalidate = useInvalidate(businessID);
  return useMutation({ mutationFn: createProduct, onSuccess: (product) => invalidate(product) });
}

export function useUpdateProduct(businessID: string) {
  const invalidate = useInvalidate(businessID);
  return useMutation({
    mutationFn: ({ productID, body }: { productID: string; body: UpdateProductRequest }) =>
      updateProduct(productID, body),
    onSuccess: (product) => invalidate(product),
  });
}

export function useDeleteProduct(businessID: string) {
  const client = useQueryClient();
  const invalidate = useInvalidate(businessID);
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_data, productID) => {
      client.removeQueries({ queryKey: productKeys.product(productID) });
      return invalidate();
    },
  });
}
