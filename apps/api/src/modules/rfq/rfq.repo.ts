/** Requests for quotation, their invitations and quotes (decision 0038): the queries. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { PhotoJson } from '../../db/schema/accounts.js';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';

export type RfqRow = typeof t.rfqs.$inferSelect;
export type QuoteRow = typeof t.rfqQuotes.$inferSelect;
export type NewRfq = typeof t.rfqs.$inferInsert;
export type NewQuote = typeof t.rfqQuotes.$inferInsert;

/** A business as requests and quotes show it. */
export type BusinessCard = {
  id: string;
  companyName: string;
  ownerId: string;
  countryCode: string;
  verified: boolean;
  subscription: string;
  photo: PhotoJson | null;
  hidden: boolean;
};
/** A member as a buyer shows. */
export type MemberCard = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  photo: PhotoJson | null;
  countryCode: string | null;
};
/** A business the caller acts for: its role there. */
export type Membership = { businessId: string; companyName: string; role: 'owner' | 'admin' | 'member' };

const R = t.rfqs;
const Q = t.rfqQuotes;

export const rfqRepo = {
  async insert(db: Db, row: NewRfq, invited: readonly string[]) {
    const [r] = await db.insert(R).values(row).returning();
    if (invited.length)
      await db.insert(t.rfqInvitations).values(invited.map((businessId) => ({ rfqId: r.id, businessId })));
    return r;
  },

  async find(db: Db, id: string): Promise<RfqRow | undefined> {
    const [r] = await db.select().from(R).where(eq(R.id, id)).limit(1);
    return r;
  },

  /** The row, locked until the transaction ends (award, close, a quote's count). */
  async lock(db: Db, id: string): Promise<RfqRow | undefined> {
    const [r] = await db.select().from(R).where(eq(R.id, id)).for('update').limit(1);
    return r;
  },

  async invited(db: Db, rfqId: string): Promise<string[]> {
    return (
      await db
        .select({ id: t.rfqInvitations.businessId })
        .from(t.rfqInvitations)
        .where(eq(t.rfqInvitations.rfqId, rfqId))
    ).map((r) => r.id);
  },

  /** Requests the buyer posted since `since` (as themself or any business): the daily fair use. */
  async postedSince(db: Db, userId: string, since: Date): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(R)
      .where(and(eq(R.buyerUserId, userId), sql`${R.createdAt} >= ${since.toISOString()}`));
    return Number(r?.n ?? 0);
  },

  /**
   * The businesses a new request reaches: in one of its categories, in one of `countries` when
   * given, not hidden, not the buyer's; the most recently updated first, at most `limit`.
   */
  async matching(
    db: Db,
    o: {
      categories: string[];
      countries: string[];
      exceptBusinessId: string | null;
      exceptOwnerId: string;
      limit: number;
    },
  ): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        select b.id::text as id from businesses b
        where b.hidden_at is null and b.owner_id <> ${o.exceptOwnerId}
          and (${o.exceptBusinessId}::uuid is null or b.id <> ${o.exceptBusinessId}::uuid)
          and exists (select 1 from business_categories c where c.business_id = b.id and c.category_id = any(${sql.param(o.categories)}::text[]))
          and (cardinality(${sql.param(o.countries)}::text[]) = 0 or b.country_code = any(${sql.param(o.countries)}::text[]))
        order by b.updated_at desc, b.id
        limit ${o.limit}`),
    );
    return rows.map((r) => r.id);
  },

  /** The open public board, newest first: words (title and description), an industry, a destination country. */
  async board(
    db: Db,
    q: { q?: string; industry?: string; country?: string; size: number; after?: KeysetPosition },
  ): Promise<RfqRow[]> {
    const conds = [
      eq(R.status, 'open'),
      eq(R.visibility, 'public'),
      sql`${R.deadline} >= (now() at time zone 'utc')::date`,
    ];
    if (q.q)
      conds.push(
        sql`to_tsvector('simple', ${R.title} || ' ' || ${R.description}) @@ websearch_to_tsquery('simple', ${q.q})`,
      );
    if (q.industry) conds.push(sql`${q.industry} = any(${R.industries})`);
    if (q.country) conds.push(eq(R.destinationCountry, q.country));
    if (q.after)
      conds.push(sql`(${R.createdAt}, ${R.id}) < (${q.after.at.toISOString()}::timestamptz, ${q.after.id}::uuid)`);
    return db
      .select()
      .from(R)
      .where(and(...conds))
      .orderBy(desc(R.createdAt), desc(R.id))
      .limit(q.size + 1);
  },

  /** The caller's requests (as themself, or as a business they own or administer), every status. */
  async mine(
    db: Db,
    userId: string,
    businessIds: string[],
    q: { size: number; after?: KeysetPosition },
  ): Promise<RfqRow[]> {
    const who = businessIds.length
      ? sql`(${R.buyerUserId} = ${userId} or ${R.buyerBusinessId} in (${sql.join(
          businessIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`
      : eq(R.buyerUserId, userId);
    const conds = [who];
    if (q.after)
      conds.push(sql`(${R.createdAt}, ${R.id}) < (${q.after.at.toISOString()}::timestamptz, ${q.after.id}::uuid)`);
    return db
      .select()
      .from(R)
      .where(and(...conds))
      .orderBy(desc(R.createdAt), desc(R.id))
      .limit(q.size + 1);
  },

  async close(
    db: Db,
    id: string,
    status: 'closed' | 'awarded',
    extra: { awardedQuoteId?: string; threadId?: string } = {},
  ) {
    const [r] = await db
      .update(R)
      .set({ status, closedAt: new Date(), updatedAt: new Date(), ...extra })
      .where(and(eq(R.id, id), eq(R.status, 'open')))
      .returning();
    return r;
  },

  /** Closes the open requests whose last day has passed; answers how many. */
  async closeDue(db: Db): Promise<number> {
    const rows = await db
      .update(R)
      .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(R.status, 'open'), sql`${R.deadline} < (now() at time zone 'utc')::date`))
      .returning({ id: R.id });
    return rows.length;
  },

  // ------------------------------------------------------------ quotes

  async insertQuote(db: Db, row: NewQuote): Promise<QuoteRow | undefined> {
    const [q] = await db.insert(Q).values(row).onConflictDoNothing().returning();
    if (q)
      await db
        .update(R)
        .set({ quoteCount: sql`${R.quoteCount} + 1`, updatedAt: new Date() })
        .where(eq(R.id, row.rfqId));
    return q;
  },

  async quote(db: Db, rfqId: string, quoteId: string): Promise<QuoteRow | undefined> {
    const [q] = await db
      .select()
      .from(Q)
      .where(and(eq(Q.id, quoteId), eq(Q.rfqId, rfqId)))
      .limit(1);
    return q;
  },

  async updateQuote(db: Db, id: string, set: Partial<NewQuote>): Promise<QuoteRow | undefined> {
    const [q] = await db
      .update(Q)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(Q.id, id))
      .returning();
    return q;
  },

  async withdraw(db: Db, q: QuoteRow) {
    await db.update(Q).set({ status: 'withdrawn', shortlisted: false, updatedAt: new Date() }).where(eq(Q.id, q.id));
    await db
      .update(R)
      .set({ quoteCount: sql`greatest(${R.quoteCount} - 1, 0)`, updatedAt: new Date() })
      .where(eq(R.id, q.rfqId));
  },

  /** The request's quotes (all, or only these businesses'), oldest first. */
  async quotes(
    db: Db,
    rfqId: string,
    q: { businessIds?: string[]; size: number; after?: KeysetPosition },
  ): Promise<QuoteRow[]> {
    const conds = [eq(Q.rfqId, rfqId)];
    if (q.businessIds) conds.push(q.businessIds.length ? inArray(Q.businessId, q.businessIds) : sql`false`);
    if (q.after)
      conds.push(sql`(${Q.createdAt}, ${Q.id}) > (${q.after.at.toISOString()}::timestamptz, ${q.after.id}::uuid)`);
    return db
      .select()
      .from(Q)
      .where(and(...conds))
      .orderBy(asc(Q.createdAt), asc(Q.id))
      .limit(q.size + 1);
  },

  /** Each of these businesses' quote on the request, if any (the viewer's "quote as" list). */
  async quotesBy(db: Db, rfqId: string, businessIds: string[]): Promise<Map<string, QuoteRow>> {
    if (!businessIds.length) return new Map();
    const rows = await db
      .select()
      .from(Q)
      .where(and(eq(Q.rfqId, rfqId), inArray(Q.businessId, businessIds)));
    return new Map(rows.map((r) => [r.businessId, r]));
  },

  /** Quotes a business sent since `since` (the month's fair use; withdrawn ones count). */
  async quotesSince(db: Db, businessId: string, since: Date): Promise<number> {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(Q)
      .where(and(eq(Q.businessId, businessId), sql`${Q.createdAt} >= ${since.toISOString()}`));
    return Number(r?.n ?? 0);
  },

  /** Marks the winner awarded and the other submitted quotes declined; answers the declined ones. */
  async decide(db: Db, rfqId: string, winnerId: string): Promise<QuoteRow[]> {
    await db.update(Q).set({ status: 'awarded', updatedAt: new Date() }).where(eq(Q.id, winnerId));
    return db
      .update(Q)
      .set({ status: 'declined', updatedAt: new Date() })
      .where(and(eq(Q.rfqId, rfqId), eq(Q.status, 'submitted'), sql`${Q.id} <> ${winnerId}`))
      .returning();
  },

  // ------------------------------------------------------------ who

  async businesses(db: Db, ids: string[]): Promise<Map<string, BusinessCard>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: t.businesses.id,
        companyName: t.businesses.companyName,
        ownerId: t.businesses.ownerId,
        countryCode: t.businesses.countryCode,
        verified: t.businesses.verified,
        subscription: t.businesses.subscription,
        photo: t.businesses.profilePhoto,
        hiddenAt: t.businesses.hiddenAt,
      })
      .from(t.businesses)
      .where(inArray(t.businesses.id, [...new Set(ids)]));
    return new Map(rows.map((b) => [b.id, { ...b, hidden: !!b.hiddenAt }]));
  },

  async members(db: Db, ids: string[]): Promise<Map<string, MemberCard>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: t.profiles.userId,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
        photo: t.profiles.profilePhoto,
        countryCode: t.profiles.countryCode,
      })
      .from(t.profiles)
      .where(inArray(t.profiles.userId, [...new Set(ids)]));
    return new Map(rows.map((m) => [m.id, m]));
  },

  /** The businesses the member belongs to, and their role in each. */
  async memberships(db: Db, userId: string): Promise<Membership[]> {
    return (await db
      .select({
        businessId: t.businessMembers.businessId,
        companyName: t.businesses.companyName,
        role: t.businessMembers.role,
      })
      .from(t.businessMembers)
      .innerJoin(t.businesses, eq(t.businesses.id, t.businessMembers.businessId))
      .where(eq(t.businessMembers.userId, userId))
      .orderBy(asc(t.businesses.createdAt))) as Membership[];
  },
};
