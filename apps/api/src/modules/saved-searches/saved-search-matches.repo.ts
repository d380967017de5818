/**
 * Which saved searches a new business, product or public request for quotation matches, and the
 * matches waiting for their alert (decision 0041). Matching is one statement per new item: the
 * item's row joined with the live saved searches of its kind, by the search's rules (its words as
 * the search's full-text query against the item's search vector; type, country, industry), leaving
 * out the searches of the item's own team and of members who blocked its maker.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { SavedSearchItemJson } from '../../db/schema/index.js';

export type ItemType = 'business' | 'product' | 'rfq';
export type ItemRef = { type: ItemType; id: string };

/** An item's facts as its alert names it. */
export type ItemFacts = {
  title: string;
  companyName: string | null;
  businessId: string | null;
  ownerId: string;
  listed: boolean;
};

/** A saved search that is to alert now: what names it, and how often it alerts ('instant', 'daily', 'weekly'). */
export type AlertingSearch = {
  id: string;
  userId: string;
  frequency: string;
  textQuery: string;
  businessType: string;
  countryCode: string | null;
  filters: Record<string, boolean | number | string[]> | null;
  createdAt: Date;
};

/** A match taken for an alert. */
export type TakenMatch = { itemType: ItemType; itemId: string; item: SavedSearchItemJson; createdAt: Date };

const ms = (n: number) => sql`(${n} * interval '1 millisecond')`;

/**
 * The item's facet tokens carry one of each of the search's facets' tokens (decision 0083): the
 * search's own filters, `facet_values && tokens` per facet; a search without filters takes any item.
 */
const filtersMatch = (facetValues: SQL) =>
  sql`(s.filter_tokens is null or not exists (select 1 from jsonb_array_elements(s.filter_tokens) g
    where not (${facetValues} && array(select jsonb_array_elements_text(g)))))`;

/** The saved searches the item matches (`s`), its own alias in `from`, by kind. */
function matching(ref: ItemRef): { from: SQL; where: SQL } {
  const id = sql`${ref.id}::uuid`;
  const alive = sql`s.frequency <> 'off'`;
  const notBlocking = (maker: SQL) =>
    sql`not exists (select 1 from user_blocks ub where ub.blocker_user_id = s.user_id and ub.blocked_user_id = ${maker})`;
  const notTeamOf = (business: SQL) =>
    sql`not exists (select 1 from business_members bm where bm.business_id = ${business} and bm.user_id = s.user_id)`;
  if (ref.type === 'business') {
    return {
      from: sql`businesses b join saved_searches s on s.business_type = b.business_type_code`,
      where: sql`b.id = ${id} and b.hidden_at is null and ${alive}
        and (s.country_code is null or s.country_code = b.country_code)
        and (s.industry_id is null or s.industry_id = b.industry_id
          or exists (select 1 from business_categories bc join categories c on c.id = bc.category_id where bc.business_id = b.id and c.industry_id = s.industry_id))
        and (s.words is null or b.search_vector @@ s.words)
        and ${filtersMatch(sql`b.facet_values`)}
        and ${notTeamOf(sql`b.id`)} and ${notBlocking(sql`b.owner_id`)}`,
    };
  }
  if (ref.type === 'product') {
    return {
      from: sql`products p join businesses b on b.id = p.business_id join saved_searches s on s.business_type = 'PR'`,
      // Listed as the search lists it: not over its tier's cap, not hidden, nor its business.
      where: sql`p.id = ${id} and not p.hidden and p.hidden_at is null and b.hidden_at is null and ${alive}
        and (s.country_code is null or s.country_code = b.country_code)
        and (s.industry_id is null or s.industry_id = p.industry_id)
        and (s.words is null or p.search_vector @@ s.words)
        and ${filtersMatch(sql`p.facet_values`)}
        and ${notTeamOf(sql`b.id`)} and ${notBlocking(sql`b.owner_id`)}`,
    };
  }
  // A public request: its words in the title and description, its industries, its destination country (the board's filters).
  return {
    from: sql`rfqs r join saved_searches s on s.include_rfqs`,
    where: sql`r.id = ${id} and r.visibility = 'public' and r.status = 'open' and ${alive}
      and (s.country_code is null or s.country_code = r.destination_country)
      and (s.industry_id is null or s.industry_id = any(r.industries))
      and (s.words is null or to_tsvector('english', r.title || ' ' || r.description) @@ s.words)
      and s.user_id <> r.buyer_user_id
      and (r.buyer_business_id is null or ${notTeamOf(sql`r.buyer_business_id`)}) and ${notBlocking(sql`r.buyer_user_id`)}`,
  };
}

export const savedSearchMatchesRepo = {
  /** The item's name, maker and whether the directory lists it; undefined when it is gone. */
  async facts(db: Db, ref: ItemRef): Promise<ItemFacts | undefined> {
    const query =
      ref.type === 'business'
        ? sql`select company_name as title, company_name, id::text as business_id, owner_id::text as owner_id, hidden_at is null as listed from businesses where id = ${ref.id}::uuid`
        : ref.type === 'product'
          ? sql`select p.name as title, b.company_name, b.id::text as business_id, b.owner_id::text as owner_id, (not p.hidden and p.hidden_at is null and b.hidden_at is null) as listed
              from products p join businesses b on b.id = p.business_id where p.id = ${ref.id}::uuid`
          : sql`select r.title, null as company_name, r.buyer_business_id::text as business_id, r.buyer_user_id::text as owner_id, (r.visibility = 'public') as listed from rfqs r where r.id = ${ref.id}::uuid`;
    const [r] = rowsOf<{
      title: string;
      company_name: string | null;
      business_id: string | null;
      owner_id: string;
      listed: boolean;
    }>(await db.execute(query));
    return (
      r && {
        title: r.title,
        companyName: r.company_name,
        businessId: r.business_id,
        ownerId: r.owner_id,
        listed: r.listed,
      }
    );
  },

  /** Records the item as a match of every saved search it matches (once per search: a retry adds nothing); answers the searches newly matched. */
  async record(db: Db, ref: ItemRef, item: SavedSearchItemJson, at: Date): Promise<string[]> {
    const m = matching(ref);
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into saved_search_matches (saved_search_id, item_type, item_id, item, created_at)
        select s.id, ${ref.type}, ${ref.id}::uuid, ${JSON.stringify(item)}::jsonb, ${at.toISOString()}::timestamptz
        from ${m.from} where ${m.where}
        on conflict do nothing
        returning saved_search_id::text as id`),
    );
    return rows.map((r) => r.id);
  },

  /**
   * Of these searches, the instant ones free to alert (none in the last `gapMs`), marked as alerting
   * at `at` in the same statement: two items matching at once cannot both take the same search.
   */
  async claimInstant(db: Db, ids: string[], at: Date, gapMs: number): Promise<AlertingSearch[]> {
    if (!ids.length) return [];
    const rows = rowsOf<{
      id: string;
      user_id: string;
      frequency: string;
      text_query: string;
      business_type: string;
      country_code: string | null;
      filters: AlertingSearch['filters'] | string;
      created_at: string | Date;
    }>(
      await db.execute(sql`
        update saved_searches s set last_alert_at = ${at.toISOString()}::timestamptz
        where s.id = any(${sql.param(ids)}::uuid[]) and s.frequency = 'instant'
          and (s.last_alert_at is null or s.last_alert_at <= ${at.toISOString()}::timestamptz - ${ms(gapMs)})
        returning s.id::text as id, s.user_id::text as user_id, s.frequency, s.text_query, s.business_type, s.country_code, s.filters, s.created_at`),
    );
    return rows.map(toSearch).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  },

  /** The item's matches of these searches are told. */
  async markTold(db: Db, ids: string[], ref: ItemRef, at: Date) {
    if (!ids.length) return;
    await db.execute(sql`
      update saved_search_matches set told_at = ${at.toISOString()}::timestamptz
      where saved_search_id = any(${sql.param(ids)}::uuid[]) and item_type = ${ref.type} and item_id = ${ref.id}::uuid`);
  },

  /**
   * Searches with matches to tell at `at`: an instant one whose gap has passed; a daily or weekly one
   * whose oldest waiting match has waited its period. In id order after `afterId`, at most `limit`.
   */
  async due(
    db: Db,
    at: Date,
    o: { gapMs: number; dailyMs: number; weeklyMs: number; afterId: string | null; limit: number },
  ): Promise<AlertingSearch[]> {
    const now = sql`${at.toISOString()}::timestamptz`;
    const rows = rowsOf<{
      id: string;
      user_id: string;
      frequency: string;
      text_query: string;
      business_type: string;
      country_code: string | null;
      filters: AlertingSearch['filters'] | string;
      created_at: string | Date;
    }>(
      await db.execute(sql`
        select s.id::text as id, s.user_id::text as user_id, s.frequency, s.text_query, s.business_type, s.country_code, s.filters, s.created_at
        from saved_searches s
        where s.id in (select m.saved_search_id from saved_search_matches m where m.told_at is null and m.created_at <= ${now})
          and (${o.afterId}::uuid is null or s.id > ${o.afterId}::uuid)
          and case s.frequency
            when 'instant' then s.last_alert_at is null or s.last_alert_at <= ${now} - ${ms(o.gapMs)}
            when 'daily' then exists (select 1 from saved_search_matches m where m.saved_search_id = s.id and m.told_at is null and m.created_at <= ${now} - ${ms(o.dailyMs)})
            when 'weekly' then exists (select 1 from saved_search_matches m where m.saved_search_id = s.id and m.told_at is null and m.created_at <= ${now} - ${ms(o.weeklyMs)})
            else false end
        order by s.id limit ${o.limit}`),
    );
    return rows.map(toSearch);
  },

  /** Takes the search's waiting matches (up to `at`) for its alert, newest first, and records when it alerted. */
  async take(db: Db, savedSearchId: string, at: Date): Promise<TakenMatch[]> {
    const rows = rowsOf<{
      item_type: ItemType;
      item_id: string;
      item: SavedSearchItemJson | string;
      created_at: string | Date;
    }>(
      await db.execute(sql`
        update saved_search_matches set told_at = ${at.toISOString()}::timestamptz
        where saved_search_id = ${savedSearchId}::uuid and told_at is null and created_at <= ${at.toISOString()}::timestamptz
        returning item_type, item_id::text as item_id, item, created_at`),
    );
    if (rows.length)
      await db.execute(
        sql`update saved_searches set last_alert_at = ${at.toISOString()}::timestamptz where id = ${savedSearchId}::uuid`,
      );
    return rows
      .map((r) => ({
        itemType: r.item_type,
        itemId: r.item_id,
        item: (typeof r.item === 'string' ? JSON.parse(r.item) : r.item) as SavedSearchItemJson,
        createdAt: new Date(r.created_at),
      }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  },

  /** Forgets matches told before `before` (they only kept a search from telling an item twice). */
  async forgetTold(db: Db, before: Date) {
    await db.execute(
      sql`delete from saved_search_matches where told_at is not null and told_at < ${before.toISOString()}::timestamptz`,
    );
  },
};

function toSearch(r: {
  id: string;
  user_id: string;
  frequency: string;
  text_query: string;
  business_type: string;
  country_code: string | null;
  filters: AlertingSearch['filters'] | string;
  created_at: string | Date;
}): AlertingSearch {
  return {
    id: r.id,
    userId: r.user_id,
    frequency: r.frequency,
    textQuery: r.text_query,
    businessType: r.business_type,
    countryCode: r.country_code,
    filters: typeof r.filters === 'string' ? JSON.parse(r.filters) : r.filters,
    createdAt: new Date(r.created_at),
  };
}
