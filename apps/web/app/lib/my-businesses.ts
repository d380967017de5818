/** GET /api/business/profile/my-list: the businesses the user owns or belongs to. */
import { useQuery } from '@tanstack/react-query';
import type { MyBusinessItem } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const getMyBusinesses = () => apiRequest<MyBusinessItem[]>('/api/business/profile/my-list');

export function useMyBusinesses(enabled = true) {
  return useQuery({ queryKey: businessKeys.mine(), queryFn: getMyBusinesses, enabled });
}
