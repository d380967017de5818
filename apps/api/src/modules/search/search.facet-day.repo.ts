/**
 * Certificates stop counting on their expiry day (decision 0081). A business's `cert:` tokens are
 * written by its row's trigger from the certificates not yet expired on the counting day
 * (`search_facet_today()`: the UTC date, or the day this run last moved `search_facet_day` to, if
 * later; migration 0043). A certificate that expires while nobody edits its business is dropped by
 * this run: it moves the day on to today and re-touches every business with a certificate whose
 * expiry date falls after the day it last moved to and up to today (the certificates module's
 * `certificate_expiries`, read, never written), so a run missed for days catches up at the next one.
 * Safe to run as often as wanted, on as many processes: the day's row is locked for the run.
 */
import { sql } from 'drizzle-orm';
import { utcToday } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { inTransaction } from '../../core/transaction.js';

export const SEARCH_FACET_DAY_JOB = 'search.facet-day';
/** How often the run looks (a certificate stops counting within this much of midnight UTC, or at once when its business is written). */
export const SEARCH_FACET_DAY_EVERY_MS = 3600_000;

/** Moves the counting day on to the UTC date of `now` (the queue's clock); returns the ids of the businesses re-touched. */
export async function advanceFacetDay(db: Db, now: number = Date.now()): Promise<string[]> {
  const day = utcToday(now);
  return inTransaction(db, async (tx) => {
    const [kept] = rowsOf<{ day: string }>(
      await tx.execute(sql`select to_char(day, 'YYYY-MM-DD') as day from search_facet_day for update`),
    );
    if (!kept || kept.day >= day) return [];
    // The day first, so the trigger of the businesses written next counts on it.
    await tx.execute(sql`update search_facet_day set day = ${day}::date`);
    const touched = rowsOf<{ id: string }>(
      await tx.execute(sql`update businesses set facet_values = '{}'::text[]
        where id in (select business_id from certificate_expiries
                     where expire_date > ${kept.day}::date and expire_date <= ${day}::date)
        returning id`),
    );
    return touched.map((r) => r.id);
  });
}
