/** Query keys of the products feature (prefixed so no other feature's cache entry collides). */
export const productKeys = {
  all: ['products'] as const,
  product: (productID: string) => ['products', 'product', productID] as const,
  /** Every product page's entry (an import may change any of them). */
  products: ['products', 'product'] as const,
  byBusiness: (businessID: string) => ['products', 'by-business', businessID] as const,
  business: (businessID: string) => ['products', 'business-profile', businessID] as const,
  businessWithSession: (businessID: string) => ['products', 'business-profile-session', businessID] as const,
};
