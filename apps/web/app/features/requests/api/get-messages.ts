/**
 * GET /api/business/request/{rid}/get-messages?bid=: the newest messages first load,
 * "Show earlier messages" pages back with `before`. Pages are kept newest page first.
 */
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { InquiryMessage, RequestMessages } from '@wbn/contract/schemas';
import { apiRequest, isApiError } from '~/lib/api-client';
import { requestKeys } from '~/lib/query-keys/requests';

export const getMessages = (rid: string, bid: string, before?: string) =>
  apiRequest<RequestMessages>(
    `/api/business/request/${encodeURIComponent(rid)}/get-messages?bid=${encodeURIComponent(bid)}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
  );

export type MessagesData = InfiniteData<RequestMessages, unknown>;

export function useThreadMessages(rid: string | null, bid: string) {
  return useInfiniteQuery({
    queryKey: requestKeys.thread(rid ?? ''),
    queryFn: ({ pageParam }) => getMessages(rid!, bid, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: !!rid,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** Loads a conversation's newest messages into the cache before it opens, so it opens drawn (no placeholder). */
export const prefetchThreadMessages = (client: QueryClient, rid: string, bid: string) =>
  client.prefetchInfiniteQuery({
    queryKey: requestKeys.thread(rid),
    queryFn: ({ pageParam }) => getMessages(rid, bid, (pageParam as string | null) ?? undefined),
    initialPageParam: null as string | null,
  });

/** Every loaded message, oldest first (pages are newest page first). */
export const allMessages = (data: MessagesData | undefined): InquiryMessage[] =>
  data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];

/** Adds a message to the newest page unless it is there already (a live event and the answer may both bring it). */
export function withMessage(data: MessagesData | undefined, message: InquiryMessage): MessagesData | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((p) => p.messages.some((m) => m.messageID === message.messageID))) return data;
  const [newest, ...rest] = data.pages;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...rest] };
}
