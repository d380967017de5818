/**
 * POST /api/social/connections {businessID} (Bearer) → {created, connection}: asks the business to
 * connect (decision 0011; 200 with created=false when a request was already pending). The status
 * the button shows is set from the answer and loaded again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionRequest, ConnectionRequestResponse, ConnectionStatusResponse } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { socialKeys } from '~/lib/query-keys/social';

export const sendConnection = (body: ConnectionRequest) =>
  apiRequest<ConnectionRequestResponse>('/api/social/connections', { method: 'POST', body });

export function useSendConnection(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendConnection({ businessID }),
    onSuccess: ({ connection }) =>
      queryClient.setQueryData<ConnectionStatusResponse>(socialKeys.connection(businessID), {
        status: connection.status,
        connection,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: socialKeys.connection(businessID) }),
  });
}
