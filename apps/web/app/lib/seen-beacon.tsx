/**
 * Tells the API what a visitor saw, for the businesses' insights (decision 0040): `events` once
 * per `seenKey` (a null key waits, e.g. until the session says whose page it is), and, while
 * mounted, a click on a link inside a `[data-business-id]` search result as a 'search-click' with
 * the words `q`. A small module of its own, with the beacon's address only (contract insights-paths), in
 * the first load of the three pages that send it: as a lazy part it cost a second download after hydration.
 * Sent without cookies, never awaited, a failure ignored. A plain request, not `keepalive` (nor
 * sendBeacon): the app moves between pages without unloading, and a keepalive request is never
 * reported finished to the browser's tools. The answer is read to its end for the same reason.
 */
import { useEffect, useRef } from 'react';
import { INSIGHTS_PATHS } from '@wbn/contract/constants';
import type { InsightEvent } from '@wbn/contract/schemas';

export function sendSeen(events: InsightEvent[]) {
  if (!events.length || typeof fetch === 'undefined') return;
  fetch(INSIGHTS_PATHS.events, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  })
    .then((res) => res.text())
    .catch(() => {});
}

export default function SeenBeacon({
  seenKey,
  events,
  clicks,
}: {
  seenKey: string | null;
  events: InsightEvent[];
  clicks?: { q: string };
}) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!seenKey || sent.current === seenKey) return;
    sent.current = seenKey;
    sendSeen(events);
    // Only the key decides: `events` is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seenKey]);

  const q = clicks?.q;
  useEffect(() => {
    if (q === undefined) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const businessID = target?.closest<HTMLElement>('[data-business-id]')?.dataset.businessId;
      if (businessID && target?.closest('a')) sendSeen([{ type: 'search-click', businessID, q }]);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [q]);
  return null;
}
