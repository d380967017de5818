/** GET /api/business/invitations: the pending invitations addressed to me. */
import { useQuery } from '@tanstack/react-query';
import type { MyInvitation } from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { businessKeys } from '~/lib/query-keys/business';

export const getMyInvitations = () => apiRequest<MyInvitation[]>('/api/business/invitations');

export const useMyInvitations = () => useQuery({ queryKey: businessKeys.myInvitations(), queryFn: getMyInvitations });
