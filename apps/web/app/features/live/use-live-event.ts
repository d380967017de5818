/**
 * `useLiveEvent(type, handler)`: a feature hears the live events of one type while it is mounted.
 * The page's one connection opens with the first subscriber (after hydration: effects only run in
 * the browser) and closes with the last one, or when the session ends.
 */
import { useEffect, useRef } from 'react';
import { apiRequest } from '~/lib/api-client';
import { getBrowserSessionManager } from '~/lib/session';
import type { LiveTicket } from '@wbn/contract/schemas';
import { LiveClient } from './live-client';

let client: LiveClient | null = null;

/** The page's live client (browser only). */
export function getLiveClient(): LiveClient {
  client ??= new LiveClient({
    getTicket: async () => (await apiRequest<LiveTicket>('/api/live/ticket', { method: 'POST' })).ticket,
    openEventSource: (url) => new EventSource(url),
    session: getBrowserSessionManager(),
    onlineTarget: window,
  });
  return client;
}

export function useLiveEvent<T = unknown>(type: string, handler: (data: T) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => getLiveClient().subscribe(type, (data) => latest.current(data as T)), [type]);
}
