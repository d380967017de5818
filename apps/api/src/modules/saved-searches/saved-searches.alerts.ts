/**
 * Saved-search alerts (decision 0041). A new business, product or public request for quotation is
 * matched against every live saved search in one statement; each match is kept once. An instant
 * search free to alert (none in the last SAVED_SEARCH_INSTANT_GAP_MS) tells its member at once, one
 * alert per member and item; the rest wait: a scheduled run tells, as one count per search, the
 * instant searches whose gap has passed and the daily and weekly ones whose period has. Alerts are
 * the `saved-search.matched` event: the notifications module makes the notification, and the
 * member's channel for the topic decides the e-mail (at once, the daily digest, or none). An
 * instant search's alerts are e-mailed at once unless that channel keeps them out of e-mail
 * (in the app only, or off): "At once" means at once, also for a member whose channel is the
 * daily digest (decision 0068).
 */
import {
  RFQ_PATHS,
  SAVED_SEARCH_INSTANT_GAP_MS,
  SAVED_SEARCH_PERIOD_MS,
  businessPath,
  productPath,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { SavedSearchItemJson } from '../../db/schema/index.js';
import type { DomainEvents, EventBus } from '../../core/events.js';
import { refMaps, type RefMaps } from '../../core/ref-lookup.js';
import { inTransaction } from '../../core/transaction.js';
import {
  savedSearchMatchesRepo as repo,
  type AlertingSearch,
  type ItemFacts,
  type ItemRef,
} from './saved-search-matches.repo.js';
import { nameOf } from './saved-searches.presenter.js';

/** Searches told per page of the scheduled run. */
const PAGE = 200;
/** Told matches are forgotten after this long (they only keep an item from being told twice). */
const KEEP_TOLD_MS = 30 * 86_400_000;

/** The item as its alert names it: its name, its page, and who made it. */
function itemJson(ref: ItemRef, f: ItemFacts): SavedSearchItemJson {
  const business = f.businessId
    ? { type: 'business' as const, id: f.businessId, userId: f.ownerId }
    : { type: 'user' as const, id: f.ownerId, userId: f.ownerId };
  const path =
    ref.type === 'business'
      ? businessPath(f.title, ref.id)
      : ref.type === 'product'
        ? productPath(f.companyName ?? '', f.title, ref.id)
        : RFQ_PATHS.one(ref.id);
  return { title: f.title, path, actor: business };
}

function alertOf(
  m: RefMaps,
  s: AlertingSearch,
  count: number,
  ref: ItemRef,
  item: SavedSearchItemJson,
): DomainEvents['saved-search.matched'] {
  const { title, searchPath } = nameOf(m, s);
  return {
    savedSearchId: s.id,
    userId: s.userId,
    search: title,
    searchPath,
    count,
    item: { type: ref.type, id: ref.id, ...item },
    atOnce: s.frequency === 'instant',
  };
}

export function createSavedSearchAlerts(d: {
  db: Db;
  events: Pick<EventBus, 'publish' | 'publishMany'>;
  now?: () => number;
}) {
  const { db } = d;
  const now = () => new Date((d.now ?? Date.now)());

  return {
    /** A new item: the saved searches it matches, and the instant alerts it makes now. */
    async matched(ref: ItemRef) {
      const facts = await repo.facts(db, ref);
      if (!facts?.listed) return;
      const item = itemJson(ref, facts);
      const [m, at] = [await refMaps(db), now()];
      await inTransaction(db, async (tx) => {
        const found = await repo.record(tx, ref, item, at);
        const told = await repo.claimInstant(tx, found, at, SAVED_SEARCH_INSTANT_GAP_MS);
        if (!told.length) return;
        await repo.markTold(
          tx,
          told.map((s) => s.id),
          ref,
          at,
        );
        // One alert per member and item, however many of their searches it matched (the oldest search names it).
        const first = new Map<string, AlertingSearch>();
        for (const s of told) if (!first.has(s.userId)) first.set(s.userId, s);
        await d.events.publishMany(
          tx,
          'saved-search.matched',
          [...first.values()].map((s) => alertOf(m, s, 1, ref, item)),
        );
      });
    },

    /** The scheduled run: every search whose alert is due tells its waiting matches (one alone as itself, several as a count). */
    async sendDue(): Promise<number> {
      const at = now();
      const m = await refMaps(db);
      let sent = 0;
      let afterId: string | null = null;
      for (;;) {
        const due = await repo.due(db, at, {
          gapMs: SAVED_SEARCH_INSTANT_GAP_MS,
          dailyMs: SAVED_SEARCH_PERIOD_MS.daily,
          weeklyMs: SAVED_SEARCH_PERIOD_MS.weekly,
          afterId,
          limit: PAGE,
        });
        for (const s of due) {
          const told = await inTransaction(db, async (tx) => {
            const taken = await repo.take(tx, s.id, at);
            const newest = taken[0];
            if (!newest) return false;
            await d.events.publish(
              tx,
              'saved-search.matched',
              alertOf(m, s, taken.length, { type: newest.itemType, id: newest.itemId }, newest.item),
            );
            return true;
          });
          if (told) sent++;
        }
        if (due.length < PAGE) break;
        afterId = due[due.length - 1]!.id;
      }
      await repo.forgetTold(db, new Date(at.getTime() - KEEP_TOLD_MS));
      return sent;
    },
  };
}
export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
