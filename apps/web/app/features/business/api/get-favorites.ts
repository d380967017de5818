/** GET /api/business/favorites: the user's Favorite Businesses (header dropdown). */
import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const getFavorites = () => apiRequest<BusinessProfile[]>('/api/business/favorites');

export function useFavorites(enabled = true) {
  return useQuery({ queryKey: businessKeys.favorites(), queryFn: getFavorites, enabled });
}
