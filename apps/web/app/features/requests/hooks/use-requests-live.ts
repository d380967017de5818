/**
 * Keeps the message center current from the live channel (decision 0013): a message
 * appears in its open conversation at once and the lists and unread counts refresh; an end or a
 * read ("Seen") refreshes the thread; after 'resync' (too much missed) everything reloads.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, REQUEST_LIVE_EVENTS } from '@wbn/contract/constants';
import type { LiveRequestEnded, LiveRequestMessage, LiveRequestRead } from '@wbn/contract/schemas';
import { useLiveEvent } from '~/features/live/public';
import { requestKeys } from '~/lib/query-keys/requests';
import { withMessage, type MessagesData } from '../api/get-messages';

export function useRequestsLive(onMessage?: (e: LiveRequestMessage) => void) {
  const queryClient = useQueryClient();
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: requestKeys.summary() });
    void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
  };
  useLiveEvent<LiveRequestMessage>(REQUEST_LIVE_EVENTS.message, (e) => {
    queryClient.setQueryData<MessagesData>(requestKeys.thread(e.requestID), (d) => withMessage(d, e.message));
    void queryClient.invalidateQueries({ queryKey: requestKeys.thread(e.requestID) });
    refreshLists();
    onMessage?.(e);
  });
  useLiveEvent<LiveRequestEnded>(REQUEST_LIVE_EVENTS.ended, (e) => {
    void queryClient.invalidateQueries({ queryKey: requestKeys.thread(e.requestID) });
    refreshLists();
  });
  useLiveEvent<LiveRequestRead>(REQUEST_LIVE_EVENTS.read, (e) => {
    void queryClient.invalidateQueries({ queryKey: requestKeys.thread(e.requestID) });
    refreshLists();
  });
  useLiveEvent(LIVE_EVENTS.resync, () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }));
}

/** The header's badge only needs the summary. */
export function useRequestsSummaryLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestKeys.summary() });
  useLiveEvent(REQUEST_LIVE_EVENTS.message, refresh);
  useLiveEvent(REQUEST_LIVE_EVENTS.read, refresh);
  useLiveEvent(LIVE_EVENTS.resync, refresh);
}
