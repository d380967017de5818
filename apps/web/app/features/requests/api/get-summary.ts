/** GET /api/business/request/summary (ours): the inboxes the user may open, each with its unread threads; `total` is the header badge. */
import { useQuery } from '@tanstack/react-query';
import type { RequestSummary } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { snapshotted } from '~/lib/query-snapshot';
import { requestKeys } from '~/lib/query-keys/requests';

export const getRequestSummary = () => apiRequest<RequestSummary>('/api/business/request/summary');

export function useRequestSummary(enabled = true) {
  return useQuery({ ...snapshotted(requestKeys.summary(), getRequestSummary), enabled, staleTime: 30_000 });
}
