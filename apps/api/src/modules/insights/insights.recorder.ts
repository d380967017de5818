/**
 * Counts what visitors' browsers report without slowing them (decision 0040): a sighting is kept
 * in this process's memory and written with the others in one statement every `flushMs` (or at
 * `maxBatch`), so a page view costs no database write of its own. Known bots are dropped; a
 * visitor is a hash of the day's salt and their address (an IPv6 address by its /64 network),
 * never stored as such, and no cookie is set: one address counts once per thing and day whatever
 * browser it names, and reports at most `INSIGHTS_LIMITS.eventsPerAddressPerMinute` events a
 * minute, the rest answered as usual and not counted (decision 0061). What a process holds when it
 * is killed (at most `flushMs` of views) is lost: counts are an estimate, not a ledger.
 */
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { INSIGHTS_LIMITS, searchFilterTokens, utcToday, type InsightEvent } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { Limiter } from '../../ports/rate-limiter.js';
import { countedAddress } from '../../lib/counted-address.js';
import { insightsRepo, type Sighting } from './insights.repo.js';

export type Visitor = { ip: string; userAgent: string | undefined };
type Log = { warn: (obj: object, msg: string) => void };

/** "Valve  Fittings" and "valve fittings" are one search word. */
export const normalTerm = (q: string | undefined) => {
  const t = (q ?? '').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, INSIGHTS_LIMITS.termChars).trim();
  return t || null;
};

/**
 * The filter tokens one appearance counts under (decision 0083): the search's own tokens, the first
 * INSIGHTS_LIMITS.filtersPerAppearance in the order of the facets, none longer than tokenChars.
 */
export const appearanceTokens = (filters: Extract<InsightEvent, { type: 'search-appearance' }>['filters']) =>
  Object.values(searchFilterTokens(filters))
    .flat()
    .filter((t) => t.length <= INSIGHTS_LIMITS.tokenChars)
    .slice(0, INSIGHTS_LIMITS.filtersPerAppearance);

/** `perAddress`: events per counted address per minute (`INSIGHTS_LIMITS.eventsPerAddressPerMinute`); without it, no cap. */
export function createInsightsRecorder({
  db,
  log,
  perAddress,
  flushMs = 2000,
  maxBatch = 2000,
}: {
  db: Db;
  log: Log;
  perAddress?: Limiter;
  flushMs?: number;
  maxBatch?: number;
}) {
  let pending = new Map<string, Sighting>();
  let salt: { day: string; value: Promise<string> } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const saltOf = (day: string) => {
    if (salt?.day !== day) salt = { day, value: insightsRepo.saltOf(db, day) };
    const current = salt;
    // A failed read is asked again next time.
    current.value.catch(() => {
      if (salt === current) salt = null;
    });
    return current.value;
  };

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending.size) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    writing = writing
      .then(() => insightsRepo.record(db, batch))
      .catch((err: unknown) => log.warn({ err, sightings: batch.length }, 'could not write insight counts'));
    return writing;
  }

  return {
    /** Takes a beacon's events (already checked against the schema). Bots' are dropped. */
    async record(events: readonly InsightEvent[], visitor: Visitor) {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return;
      const address = countedAddress(visitor.ip);
      // Past the address's events of the minute, the beacon is answered as usual and not counted.
      if (perAddress && (await perAddress.hit(address, events.length)) > INSIGHTS_LIMITS.eventsPerAddressPerMinute)
        return;
      const day = utcToday();
      // The browser is not part of who: a script naming another user agent each time is still one visitor.
      const who = createHash('sha256')
        .update(`${await saltOf(day)}\n${address}`)
        .digest('base64url');
      const add = (kind: Sighting['kind'], targetId: string, term: string | null) => {
        const key = createHash('sha256')
          .update(`${who}\n${kind}\n${targetId}\n${term ?? ''}`)
          .digest('base64url')
          .slice(0, 32);
        pending.set(key, { day, key, kind, targetId, term });
      };
      for (const e of events) {
        if (e.type === 'profile-view') add('profile-view', e.businessID, null);
        else if (e.type === 'product-view') add('product-view', e.productID, null);
        else if (e.type === 'search-click') add('search-click', e.businessID, normalTerm(e.q));
        else {
          const tokens = appearanceTokens(e.filters);
          for (const id of new Set(e.businessIDs)) {
            add('search-appearance', id, normalTerm(e.q));
            for (const token of tokens) add('filter-appearance', id, token);
          }
        }
      }
      if (pending.size >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    /** Writes what is held now (tests; and when the app closes). */
    flush,
  };
}
export type InsightsRecorder = ReturnType<typeof createInsightsRecorder>;
