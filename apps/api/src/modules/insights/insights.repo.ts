/** What insights are counted from and read out of (decision 0040). */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * One counted sighting: `targetId` is a business, or a product for 'product-view' (its business
 * counts it). 'filter-appearance' is an appearance under one filter, `term` its facet token
 * (decision 0083), counted in insight_filters only.
 */
export type Sighting = { day: string; key: string; kind: CountedKind; targetId: string; term: string | null };
export type CountedKind = 'profile-view' | 'product-view' | 'search-appearance' | 'search-click' | 'filter-appearance';

export type DayCount = { day: string; kind: string; count: number };
export type TermCount = { term: string; appearances: number; clicks: number };
export type FilterCount = { token: string; appearances: number };

export const insightsRepo = {
  /** The day's salt, made by whichever process asks first. */
  async saltOf(db: Db, day: string): Promise<string> {
    await db.execute(
      sql`insert into insight_salts (day, salt) values (${day}, ${randomBytes(32).toString('base64url')}) on conflict (day) do nothing`,
    );
    const [row] = rowsOf<{ salt: string }>(await db.execute(sql`select salt from insight_salts where day = ${day}`));
    return row!.salt;
  },

  /**
   * Writes a batch in one statement: the sightings not seen before today (by key) are counted per
   * business, day and kind, their search words per business and day, and the filters of their
   * appearances per business, day and token. Unknown and hidden businesses and products are left out.
   */
  async record(db: Db, batch: readonly Sighting[]) {
    if (!batch.length) return;
    const col = <K extends keyof Sighting>(k: K) => batch.map((s) => s[k]);
    await db.execute(sql`
      with input as (
        select * from unnest(${sql.param(col('day'))}::date[], ${sql.param(col('key'))}::text[], ${sql.param(col('kind'))}::text[], ${sql.param(col('targetId'))}::uuid[], ${sql.param(col('term'))}::text[])
          as i(day, key, kind, target_id, term)
      ),
      located as (
        select i.day, i.key, i.kind, i.term, b.id as business_id
        from input i
        left join products p on i.kind = 'product-view' and p.id = i.target_id and p.hidden_at is null
        join businesses b on b.id = case when i.kind = 'product-view' then p.business_id else i.target_id end and b.hidden_at is null
      ),
      fresh as (
        insert into insight_seen (day, key) select distinct day, key from located on conflict do nothing returning day, key
      ),
      counted as (select l.* from located l join fresh f on f.day = l.day and f.key = l.key),
      counts as (
        insert into insight_counts (business_id, day, kind, count)
        select business_id, day, kind, count(*)::int from counted where kind <> 'filter-appearance' group by 1, 2, 3
        on conflict (business_id, day, kind) do update set count = insight_counts.count + excluded.count
      ),
      filters as (
        insert into insight_filters (business_id, day, token, appearances)
        select business_id, day, term, count(*)::int from counted where kind = 'filter-appearance' group by 1, 2, 3
        on conflict (business_id, day, token) do update set appearances = insight_filters.appearances + excluded.appearances
      )
      insert into insight_terms (business_id, day, term, appearances, clicks)
      select business_id, day, term, count(*) filter (where kind = 'search-appearance')::int, count(*) filter (where kind = 'search-click')::int
      from counted where term is not null and kind <> 'filter-appearance' group by 1, 2, 3
      on conflict (business_id, day, term) do update set appearances = insight_terms.appearances + excluded.appearances, clicks = insight_terms.clicks + excluded.clicks`);
  },

  /** Forgets who was counted before `day` and the salts that could tie them to anyone. */
  async forgetBefore(db: Db, day: string) {
    await db.execute(sql`delete from insight_seen where day < ${day}`);
    await db.execute(sql`delete from insight_salts where day < ${day}`);
  },

  /**
   * Per day and kind from `from` (UTC day) on: the counted sightings and the records (inquiries received, not an
   * award's conversation; new followers; quotes sent and won).
   */
  async dayCounts(db: Db, businessId: string, from: string): Promise<DayCount[]> {
    return rowsOf<DayCount>(
      await db.execute(sql`
        select day::text as day, kind, count from insight_counts where business_id = ${businessId} and day >= ${from}
        union all
        select (r.created_at at time zone 'UTC')::date::text, 'inquiries', count(*)::int from inquiry_requests r
          where r.to_business_id = ${businessId} and r.created_at >= ${from}::date
            -- an award's conversation is counted as a quote won, not as an inquiry
            and r.id not in (select q.thread_id from rfq_quotes w join rfqs q on q.id = w.rfq_id and q.awarded_quote_id = w.id
              where w.business_id = ${businessId} and w.status = 'awarded' and q.thread_id is not null)
          group by 1
        union all
        select (created_at at time zone 'UTC')::date::text, 'follows', count(*)::int from follows
          where target_id = ${businessId} and created_at >= ${from}::date group by 1
        union all
        select (created_at at time zone 'UTC')::date::text, 'quotesSent', count(*)::int from rfq_quotes
          where business_id = ${businessId} and created_at >= ${from}::date group by 1
        union all
        select (updated_at at time zone 'UTC')::date::text, 'quotesWon', count(*)::int from rfq_quotes
          where business_id = ${businessId} and status = 'awarded' and updated_at >= ${from}::date group by 1`),
    );
  },

  /** The filters the business appeared under from `from` on, most first (decision 0083). */
  async filters(db: Db, businessId: string, from: string, limit: number): Promise<FilterCount[]> {
    return rowsOf<FilterCount>(
      await db.execute(sql`
        select token, sum(appearances)::int as appearances from insight_filters
        where business_id = ${businessId} and day >= ${from}
        group by token order by sum(appearances) desc, token limit ${limit}`),
    );
  },

  /** The search words that showed the business from `from` on, most first. */
  async terms(db: Db, businessId: string, from: string, limit: number): Promise<TermCount[]> {
    return rowsOf<TermCount>(
      await db.execute(sql`
        select term, sum(appearances)::int as appearances, sum(clicks)::int as clicks from insight_terms
        where business_id = ${businessId} and day >= ${from}
        group by term order by sum(appearances) desc, sum(clicks) desc, term limit ${limit}`),
    );
  },
};
