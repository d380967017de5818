/** Reviews of businesses, their versions and the trade they rest on (decision 0073): the queries. */
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { REVIEW_LIMITS, type ReviewTradeKind } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { PhotoJson } from '../../db/schema/accounts.js';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import { notBlockedBy } from '../../core/blocks.repo.js';

const R = t.businessReviews;
const V = t.businessReviewVersions;

export type ReviewRow = typeof R.$inferSelect;
export type NewReview = typeof R.$inferInsert;
export type VersionRow = typeof V.$inferSelect;
/** A review with whether a report keeps it out of public view now (an open report younger than 48 hours). */
export type ReviewWithState = ReviewRow & { withheld: boolean };
export type BusinessCard = { id: string; companyName: string; ownerId: string; hidden: boolean };
export type AuthorCard = { id: string; firstName: string | null; lastName: string | null; photo: PhotoJson | null };
/** What a member's trade with a business was: its kind, and when (the award, or the conversation's last message). */
export type Trade = { kind: ReviewTradeKind; at: Date };

/**
 * Out of public view because of a report: its earliest open report is younger than `since` (48
 * hours ago). Staff's decision closes the reports; without one, the review returns at `since`.
 */
const withheldSql = (since: Date): SQL =>
  sql`coalesce((select min(rp.created_at) from reports rp where rp.target_type = 'review' and rp.target_id = ${R.id} and rp.closed_at is null), '-infinity'::timestamptz) > ${since.toISOString()}::timestamptz`;
/** What the public sees: published, not hidden by staff, not withheld by a report. */
const publicSql = (since: Date): SQL =>
  sql`${R.status} = 'published' and ${R.hiddenAt} is null and not (${withheldSql(since)})`;
const withState = (since: Date) => ({ ...getTableColumns(R), withheld: sql<boolean>`${withheldSql(since)}` });

export const reviewsRepo = {
  async business(db: Db, id: string): Promise<BusinessCard | undefined> {
    const [b] = await db
      .select({
        id: t.businesses.id,
        companyName: t.businesses.companyName,
        ownerId: t.businesses.ownerId,
        hiddenAt: t.businesses.hiddenAt,
      })
      .from(t.businesses)
      .where(eq(t.businesses.id, id))
      .limit(1);
    return b && { id: b.id, companyName: b.companyName, ownerId: b.ownerId, hidden: !!b.hiddenAt };
  },

  /** The member's role in the business, if they belong to it. */
  async roleIn(db: Db, userId: string, businessId: string): Promise<string | undefined> {
    const [m] = await db
      .select({ role: t.businessMembers.role })
      .from(t.businessMembers)
      .where(and(eq(t.businessMembers.userId, userId), eq(t.businessMembers.businessId, businessId)))
      .limit(1);
    return m?.role;
  },

  /** The people who run the business: its owner and admins. */
  async managers(db: Db, businessId: string): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select owner_id::text as id from businesses where id = ${businessId}::uuid
        union
        select user_id::text from business_members where business_id = ${businessId}::uuid and role in ('owner', 'admin')`),
    );
    return rows.map((r) => r.id);
  },

  /**
   * The member's latest trade with the business, if any: one of their own requests for quotation
   * awarded its quote (when it was awarded); else a conversation between the member (or a business
   * they belong to) and the business, either way round, in which both sides wrote and whose first
   * and last messages are `minDays` apart (its last message). An award comes first: it is the
   * stronger proof.
   */
  async tradeWith(db: Db, userId: string, businessId: string, minDays: number): Promise<Trade | undefined> {
    const u = sql`${userId}::uuid`;
    const b = sql`${businessId}::uuid`;
    const [award] = rowsOf<{ at: string | Date }>(
      await db.execute(sql`
        select coalesce(r.closed_at, r.updated_at) as at from rfqs r
        join rfq_quotes q on q.id = r.awarded_quote_id
        where r.buyer_user_id = ${u} and r.status = 'awarded' and q.business_id = ${b}
        order by 1 desc limit 1`),
    );
    if (award) return { kind: 'awarded-quote', at: new Date(award.at) };
    const mine = sql`(select business_id from business_members where user_id = ${u})`;
    const [talk] = rowsOf<{ at: string | Date }>(
      await db.execute(sql`
        select max(m.created_at) as at from inquiry_requests t
        join inquiry_messages m on m.request_id = t.id and m.hidden_at is null
        where (t.to_business_id = ${b} and ((t.from_user_id = ${u} and t.from_business_id is null) or t.from_business_id in ${mine}))
           or (t.from_business_id = ${b} and t.to_business_id in ${mine})
        group by t.id
        having count(*) filter (where m.side = 'S') > 0 and count(*) filter (where m.side = 'R') > 0
          and max(m.created_at) - min(m.created_at) >= make_interval(days => ${minDays})
        order by 1 desc limit 1`),
    );
    return talk ? { kind: 'conversation', at: new Date(talk.at) } : undefined;
  },

  /** The member's latest review of the business (any status), with its state. */
  async latestBy(db: Db, userId: string, businessId: string, since: Date): Promise<ReviewWithState | undefined> {
    const [r] = await db
      .select(withState(since))
      .from(R)
      .where(and(eq(R.authorUserId, userId), eq(R.businessId, businessId)))
      .orderBy(desc(R.createdAt), desc(R.id))
      .limit(1);
    return r;
  },

  async find(db: Db, id: string, since: Date): Promise<ReviewWithState | undefined> {
    const [r] = await db.select(withState(since)).from(R).where(eq(R.id, id)).limit(1);
    return r;
  },

  /** Reviews of one business are written one at a time (the 12-month rule and the burst count hold under races). */
  async lockBusiness(db: Db, businessId: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`business-reviews:${businessId}`}, 0))`);
  },

  /** New reviews of the business since `since`, whatever became of them (the burst count). */
  async countSince(db: Db, businessId: string, since: Date): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(R)
      .where(and(eq(R.businessId, businessId), sql`${R.createdAt} >= ${since.toISOString()}::timestamptz`));
    return Number(r?.n ?? 0);
  },

  async insert(db: Db, row: NewReview): Promise<ReviewRow> {
    const [r] = await db.insert(R).values(row).returning();
    return r;
  },

  /** The author's change: the version it replaces is kept first (staff read the history). */
  async edit(
    db: Db,
    old: ReviewRow,
    set: Pick<NewReview, 'overall' | 'quality' | 'communication' | 'delivery' | 'text'>,
    at: Date,
  ) {
    await db.insert(V).values({
      reviewId: old.id,
      overall: old.overall,
      quality: old.quality,
      communication: old.communication,
      delivery: old.delivery,
      text: old.text,
      writtenAt: old.updatedAt,
      replacedAt: at,
    });
    await db
      .update(R)
      .set({ ...set, updatedAt: at })
      .where(eq(R.id, old.id));
  },

  /** The business's one reply: false when the review has one already. */
  async reply(db: Db, id: string, text: string, userId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(R)
      .set({ replyText: text, replyUserId: userId, repliedAt: at })
      .where(and(eq(R.id, id), sql`${R.replyText} is null`))
      .returning({ id: R.id });
    return rows.length > 0;
  },

  /** The public reviews of a business, newest first, after the cursor (one more than `size`: is there a next page). */
  /** Signed in (`viewerId`): without the reviews of members the viewer blocked (decision 0034). */
  publicPage: (
    db: Db,
    businessId: string,
    q: { size: number; after?: KeysetPosition; since: Date; viewerId?: string },
  ) =>
    db
      .select()
      .from(R)
      .where(
        and(
          eq(R.businessId, businessId),
          publicSql(q.since),
          notBlockedBy(q.viewerId, R.authorUserId),
          q.after
            ? sql`(${R.createdAt}, ${R.id}) < (${q.after.at.toISOString()}::timestamptz, ${q.after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(R.createdAt), desc(R.id))
      .limit(q.size + 1),

  /** How many public reviews, their overall average and how many gave each number of stars. */
  async summary(db: Db, businessId: string, since: Date) {
    const [s] = await db
      .select({
        n: sql<number>`count(*)::int`,
        avg: sql<number | null>`avg(${R.overall})::float8`,
        s1: sql<number>`count(*) filter (where ${R.overall} = 1)::int`,
        s2: sql<number>`count(*) filter (where ${R.overall} = 2)::int`,
        s3: sql<number>`count(*) filter (where ${R.overall} = 3)::int`,
        s4: sql<number>`count(*) filter (where ${R.overall} = 4)::int`,
        s5: sql<number>`count(*) filter (where ${R.overall} = 5)::int`,
      })
      .from(R)
      .where(and(eq(R.businessId, businessId), publicSql(since)));
    return {
      count: Number(s?.n ?? 0),
      average: s?.avg === null || s?.avg === undefined ? null : Number(s.avg),
      distribution: [s?.s1, s?.s2, s?.s3, s?.s4, s?.s5].map((n) => Number(n ?? 0)),
    };
  },

  /**
   * Writes the rating of these businesses that search filters and sorts on (decision 0077): how many
   * public reviews (as `summary` counts them), and the average of their overall stars to one decimal
   * from `averageFromCount` of them on, null below. Answers the businesses whose rating moved.
   */
  async recomputeRatings(db: Db, businessIds: string[], since: Date): Promise<string[]> {
    if (!businessIds.length) return [];
    const res = await db.execute(sql`
      with s as (
        select i.id, count(${R.id})::int as n,
          case when count(${R.id}) >= ${REVIEW_LIMITS.averageFromCount} then round(avg(${R.overall}), 1) end as average
        from unnest(${sql.param([...new Set(businessIds)])}::uuid[]) as i(id)
        left join ${R} on ${R.businessId} = i.id and ${publicSql(since)}
        group by i.id
      )
      update businesses b set review_count = s.n, review_average = s.average
      from s where b.id = s.id and (b.review_count, b.review_average) is distinct from (s.n, s.average)
      returning b.id::text as id`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  },

  /**
   * The businesses whose public reviews may have changed since `from` without a review being written
   * (decision 0077): a report of one of their reviews opened, closed or reached its 48 hours (opened
   * after `from` less those hours), or staff hid or restored one of them.
   */
  async ratingsMaybeMovedSince(db: Db, from: Date): Promise<string[]> {
    const withheldFrom = new Date(from.getTime() - REVIEW_LIMITS.reportedHiddenHours * 3_600_000);
    const res = await db.execute(sql`
      select distinct r.business_id::text as id from reports rp join business_reviews r on r.id = rp.target_id
      where rp.target_type = 'review'
        and (rp.created_at > ${withheldFrom.toISOString()}::timestamptz or rp.closed_at > ${from.toISOString()}::timestamptz)
      union
      select r.business_id::text from moderation_actions a join business_reviews r on r.id = a.target_id
      where a.target_type = 'review' and a.created_at > ${from.toISOString()}::timestamptz`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  },

  /** Every business with reviews or a rating: the hourly recount (erased authors' reviews go by a cascade). */
  async ratedOrReviewed(db: Db): Promise<string[]> {
    const res = await db.execute(sql`
      select distinct business_id::text as id from business_reviews
      union select id::text from businesses where review_count > 0`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  },

  /** The reviews that wait for staff, oldest first (the order they came in). */
  pending: (db: Db, q: { size: number; after?: KeysetPosition; since: Date }) =>
    db
      .select(withState(q.since))
      .from(R)
      .where(
        and(
          eq(R.status, 'pending'),
          q.after
            ? sql`(${R.createdAt}, ${R.id}) > (${q.after.at.toISOString()}::timestamptz, ${q.after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(R.createdAt), asc(R.id))
      .limit(q.size + 1),

  /** How many reviews wait for staff (the staff area's count, decision 0078). */
  pendingCount: async (db: Db) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(R)
        .where(eq(R.status, 'pending'))
    )[0]?.n ?? 0,

  /** Staff's decision on a review that waits: false when it no longer waits. */
  async decide(db: Db, id: string, set: { status: 'published' | 'rejected'; statusReason: string | null; at: Date }) {
    const rows = await db
      .update(R)
      .set({
        status: set.status,
        statusReason: set.statusReason,
        publishedAt: set.status === 'published' ? set.at : null,
      })
      .where(and(eq(R.id, id), eq(R.status, 'pending')))
      .returning({ id: R.id });
    return rows.length > 0;
  },

  /** A review's earlier versions, oldest first. */
  versions: (db: Db, reviewId: string): Promise<VersionRow[]> =>
    db.select().from(V).where(eq(V.reviewId, reviewId)).orderBy(asc(V.replacedAt), asc(V.id)),

  async authors(db: Db, ids: string[]): Promise<Map<string, AuthorCard>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: t.profiles.userId,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
        photo: t.profiles.profilePhoto,
      })
      .from(t.profiles)
      .where(inArray(t.profiles.userId, [...new Set(ids)]));
    return new Map(rows.map((a) => [a.id, a]));
  },

  async businesses(db: Db, ids: string[]): Promise<Map<string, BusinessCard>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: t.businesses.id,
        companyName: t.businesses.companyName,
        ownerId: t.businesses.ownerId,
        hiddenAt: t.businesses.hiddenAt,
      })
      .from(t.businesses)
      .where(inArray(t.businesses.id, [...new Set(ids)]));
    return new Map(
      rows.map((b) => [b.id, { id: b.id, companyName: b.companyName, ownerId: b.ownerId, hidden: !!b.hiddenAt }]),
    );
  },
};
