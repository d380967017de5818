/**
 * The message center's writes: send an inquiry, send a message, end a conversation,
 * and (ours) mark a thread read. Each refreshes what it changes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EndRequestResponse,
  ReadRequestResponse,
  SendInquiryRequest,
  SendInquiryResponse,
  SendMessageResponse,
} from '@wbn/contract/schemas';
import { apiRequest } from '~/lib/api-client';
import { requestKeys } from '~/lib/query-keys/requests';
import { withMessage, type MessagesData } from './get-messages';

const base = (rid: string) => `/api/business/request/${encodeURIComponent(rid)}`;
const bidQuery = (bid: string) => `?bid=${encodeURIComponent(bid)}`;

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInquiryRequest) =>
      apiRequest<SendInquiryResponse>('/api/business/request', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
  });
}

export function useSendMessage(rid: string, bid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<SendMessageResponse>(`${base(rid)}/send-message${bidQuery(bid)}`, {
        method: 'POST',
        body: { content },
      }),
    onSuccess: (res) => {
      queryClient.setQueryData<MessagesData>(requestKeys.thread(rid), (d) => {
        const next = withMessage(d, res.message);
        return next && { ...next, pages: next.pages.map((p, i) => (i === 0 ? { ...p, request: res.request } : p)) };
      });
      void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}

export function useEndRequest(rid: string, bid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EndRequestResponse>(`${base(rid)}/end-request${bidQuery(bid)}`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requestKeys.thread(rid) });
      void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}

export function useMarkRead(rid: string, bid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReadRequestResponse>(`${base(rid)}/read${bidQuery(bid)}`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requestKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}
