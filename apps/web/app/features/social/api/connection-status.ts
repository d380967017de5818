/** GET /api/social/connections/status/{businessID} (Bearer) → the viewer's own request to that business, if any (decision 0011). */
import { useQuery } from '@tanstack/react-query';
import type { ConnectionStatusResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const getConnectionStatus = (businessID: string) =>
  apiRequest<ConnectionStatusResponse>(`/api/social/connections/status/${encodeURIComponent(businessID)}`);

export function useConnectionStatus(businessID: string, enabled: boolean) {
  return useQuery({
    queryKey: socialKeys.connection(businessID),
    queryFn: () => getConnectionStatus(businessID),
    enabled,
  });
}
