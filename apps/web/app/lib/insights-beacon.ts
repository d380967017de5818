/**
 * Tells the API what a visitor saw (a company page, a product, search results and the result
 * clicked), for the businesses' insights (decision 0040). Sent once the page shows, without
 * cookies (`credentials: 'omit'`) and with `keepalive`, so it neither slows the page nor is lost
 * when the visitor moves on. A failure is ignored: counting never disturbs the visit.
 */
import { useEffect, useRef } from 'react';
import { INSIGHTS_PATHS } from '@wbn/contract/constants';
import type { InsightEvent } from '@wbn/contract/schemas';

export function reportSeen(events: InsightEvent[]) {
  if (!events.length || typeof fetch === 'undefined') return;
  fetch(INSIGHTS_PATHS.events, { method: 'POST', keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) }).catch(() => {});
}

/** Reports `events()` once per `key` (a page's id); a null key waits (e.g. until the session says whose page it is). */
export function useReportSeen(key: string | null, events: () => InsightEvent[]) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!key || sent.current === key) return;
    sent.current = key;
    reportSeen(events());
    // Only the key decides: `events` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
