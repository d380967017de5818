/**
 * Accept or decline what a notification asks: a business invitation
 * (POST /api/business/invitations/{id}/accept|decline) or a connection request to one of the
 * user's businesses (POST /api/social/connections/{id}/accept|decline).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { notificationKeys } from '~/lib/query-keys/notifications';

export type Answer = 'accept' | 'decline';
export type RespondInput = { resourceType: 'invitation' | 'connection'; id: string; answer: Answer };

const BASE: Record<RespondInput['resourceType'], string> = {
  invitation: '/api/business/invitations',
  connection: '/api/social/connections',
};

export const respond = ({ resourceType, id, answer }: RespondInput) =>
  apiRequest<unknown>(`${BASE[resourceType]}/${encodeURIComponent(id)}/${answer}`, { method: 'POST' });

export function useRespond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respond,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
