/** Inquiries (decision 0017): threads, messages, the sides' unread counters and read times, who belongs to which side. */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { PhotoJson } from '../../db/schema/accounts.js';
import { rowsOf } from '../../db/rows.js';
import { blockedBySql } from '../../core/blocks.repo.js';

export type RequestRow = typeof t.inquiryRequests.$inferSelect;
export type MessageRow = typeof t.inquiryMessages.$inferSelect;
export type AddedMessage = NonNullable<Awaited<ReturnType<typeof requestsRepo.addMessage>>>;
export type Side = 'S' | 'R';
export type LastMessage = { content: string; side: Side; at: string };
/** A thread with the names and pictures its list entry shows. */
export type ThreadView = {
  r: RequestRow;
  fromUserName: string | null;
  fromUserPhoto: PhotoJson | null;
  fromBusinessName: string | null;
  fromBusinessPhoto: PhotoJson | null;
  toName: string;
  toPhoto: PhotoJson | null;
  productName: string | null;
  last: LastMessage | string | null;
};
/** Where a list reads from: the user's own threads, or a business's (sent and received). */
export type Inbox = { kind: 'user'; userId: string } | { kind: 'business'; businessId: string };
export type Membership = {
  businessId: string;
  role: 'owner' | 'admin' | 'member';
  name: string;
  photo: PhotoJson | null;
};

const fromBiz = alias(t.businesses, 'from_biz');
const toBiz = alias(t.businesses, 'to_biz');
const R = t.inquiryRequests;

function viewQuery(db: Db, snippet: number) {
  return db
    .select({
      r: R,
      fromUserName: sql<string | null>`${t.profiles.firstName} || ' ' || ${t.profiles.lastName}`,
      fromUserPhoto: t.profiles.profilePhoto,
      fromBusinessName: fromBiz.companyName,
      fromBusinessPhoto: fromBiz.profilePhoto,
      toName: toBiz.companyName,
      toPhoto: toBiz.profilePhoto,
      productName: t.products.name,
      last: sql<
        LastMessage | string | null
      >`(select json_build_object('content', left(m.content, ${snippet}::int), 'side', m.side, 'at', m.created_at)
        from ${t.inquiryMessages} m where m.request_id = ${R.id} and m.hidden_at is null order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(R)
    .innerJoin(toBiz, eq(toBiz.id, R.toBusinessId))
    .leftJoin(fromBiz, eq(fromBiz.id, R.fromBusinessId))
    .leftJoin(t.profiles, eq(t.profiles.userId, R.fromUserId))
    .leftJoin(t.products, eq(t.products.id, R.productId))
    .$dynamic();
}

const inboxWhere = (inbox: Inbox): SQL =>
  inbox.kind === 'user'
    ? and(eq(R.fromUserId, inbox.userId), isNull(R.fromBusinessId))!
    : or(eq(R.toBusinessId, inbox.businessId), eq(R.fromBusinessId, inbox.businessId))!;

/** Unread threads of an inbox: the side it stands on has unread messages. */
const inboxUnread = (inbox: Inbox): SQL =>
  inbox.kind === 'user'
    ? sql`${R.senderUnread} > 0`
    : sql`((${R.toBusinessId} = ${inbox.businessId}::uuid and ${R.receiverUnread} > 0) or (${R.fromBusinessId} = ${inbox.businessId}::uuid and ${R.senderUnread} > 0))`;

export const requestsRepo = {
  /** The businesses the user belongs to, with their role, name and logo (oldest membership first). */
  memberships: async (db: Db, userId: string): Promise<Membership[]> =>
    (await db
      .select({
        businessId: t.businessMembers.businessId,
        role: t.businessMembers.role,
        name: t.businesses.companyName,
        photo: t.businesses.profilePhoto,
      })
      .from(t.businessMembers)
      .innerJoin(t.businesses, eq(t.businesses.id, t.businessMembers.businessId))
      .where(eq(t.businessMembers.userId, userId))
      .orderBy(asc(t.businesses.createdAt))) as Membership[],
  profile: async (db: Db, userId: string) =>
    (
      await db
        .select({ firstName: t.profiles.firstName, lastName: t.profiles.lastName, photo: t.profiles.profilePhoto })
        .from(t.profiles)
        .where(eq(t.profiles.userId, userId))
        .limit(1)
    )[0],
  /** Which of `businessIds` the user belongs to (a thread's two businesses: one indexed lookup, no names). */
  memberOf: async (db: Db, userId: string, businessIds: readonly (string | null)[]) => {
    const ids = businessIds.filter((x): x is string => x !== null);
    if (!ids.length) return [];
    return (
      await db
        .select({ businessId: t.businessMembers.businessId })
        .from(t.businessMembers)
        .where(and(eq(t.businessMembers.userId, userId), inArray(t.businessMembers.businessId, ids)))
    ).map((m) => m.businessId);
  },
  business: async (db: Db, id: string) =>
    (
      await db
        .select({ id: t.businesses.id, name: t.businesses.companyName })
        .from(t.businesses)
        .where(eq(t.businesses.id, id))
        .limit(1)
    )[0],
  product: async (db: Db, id: string) =>
    (
      await db
        .select({ id: t.products.id, businessId: t.products.businessId })
        .from(t.products)
        .where(eq(t.products.id, id))
        .limit(1)
    )[0],
  /** Names and e-mail addresses of a business's team (the inquiry's mail). */
  team: (db: Db, businessId: string) =>
    db
      .select({ userId: t.businessMembers.userId, email: t.users.email })
      .from(t.businessMembers)
      .innerJoin(t.users, eq(t.users.id, t.businessMembers.userId))
      .where(eq(t.businessMembers.businessId, businessId)),
  find: async (db: Db, id: string) =>
    (await db.select().from(R).where(eq(R.id, id)).limit(1))[0] as RequestRow | undefined,
  /** The thread and which of its two businesses the user belongs to, in one statement. */
  /**
   * The thread, the caller's memberships of its two businesses, and whether the other side blocked
   * the caller (decision 0034): `blockedByR`, the receiving business's owner; `blockedByS`, the
   * sending member or the sending business's owner. One statement for a message's checks.
   */
  async findFor(db: Db, id: string, userId: string) {
    const [row] = await db
      .select({
        r: R,
        memberOf: sql<
          string[]
        >`array(select bm.business_id::text from ${t.businessMembers} bm where bm.user_id = ${userId}::uuid and bm.business_id in (${R.fromBusinessId}, ${R.toBusinessId}))`,
        blockedByR: sql<boolean>`${blockedBySql(userId, { businessId: sql`${R.toBusinessId}` })}`,
        blockedByS: sql<boolean>`${blockedBySql(userId, { userId: sql`${R.fromUserId}`, businessId: sql`${R.fromBusinessId}` })}`,
      })
      .from(R)
      .where(eq(R.id, id))
      .limit(1);
    return row as { r: RequestRow; memberOf: string[]; blockedByR: boolean; blockedByS: boolean } | undefined;
  },
  view: async (db: Db, id: string, snippet: number) =>
    (await viewQuery(db, snippet).where(eq(R.id, id)).limit(1))[0] as ThreadView | undefined,

  async list(db: Db, inbox: Inbox, skip: number, size: number, snippet: number) {
    const where = inboxWhere(inbox);
    const rows = (await viewQuery(db, snippet)
      .where(where)
      .orderBy(desc(R.lastMessageAt), desc(R.id))
      .limit(size)
      .offset(skip)) as ThreadView[];
    const [c] = await db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${inboxUnread(inbox)}))::int`,
      })
      .from(R)
      .where(where);
    return { rows, total: Number(c.total), unread: Number(c.unread) };
  },

  /**
   * Unread threads of the user's own inbox and of each business in `businessIds`, with the last
   * activity of the newest unread one (the message center opens on that inbox).
   */
  async unreadByInbox(db: Db, userId: string, businessIds: readonly string[]) {
    type Unread = { n: number; newest: string | null };
    const toUnread = (r: { n: number; newest: Date | string | null }): Unread => ({
      n: Number(r.n),
      newest: r.newest ? new Date(r.newest).toISOString() : null,
    });
    const [own] = await db
      .select({ n: sql<number>`count(*)::int`, newest: sql<Date | string | null>`max(${R.lastMessageAt})` })
      .from(R)
      .where(and(eq(R.fromUserId, userId), isNull(R.fromBusinessId), sql`${R.senderUnread} > 0`));
    const perBusiness = new Map<string, Unread>();
    if (businessIds.length) {
      const ids = sql`array(select jsonb_array_elements_text(${JSON.stringify(businessIds)}::jsonb)::uuid)`;
      const rows = rowsOf<{ id: string; n: number; newest: Date | string | null }>(
        await db.execute(sql`select id::text as id, count(*)::int as n, max(at) as newest from (
          select to_business_id as id, last_message_at as at from inquiry_requests where to_business_id = any(${ids}) and receiver_unread > 0
          union all
          select from_business_id as id, last_message_at as at from inquiry_requests where from_business_id = any(${ids}) and sender_unread > 0
        ) u group by id`),
      );
      for (const r of rows) perBusiness.set(r.id, toUnread(r));
    }
    return { own: toUnread(own), perBusiness };
  },

  /** The thread and its first message, together or not at all (`id` when the caller chose it: an award's conversation). */
  create(
    db: Db,
    row: {
      id?: string;
      fromUserId: string;
      fromBusinessId: string | null;
      toBusinessId: string;
      productId: string | null;
      subject: string;
    },
    content: string,
  ) {
    return db.transaction(async (tx) => {
      const [r] = await tx
        .insert(R)
        .values({
          ...row,
          receiverUnread: 1,
          senderReadAt: sql`clock_timestamp()`,
          lastMessageAt: sql`clock_timestamp()`,
        })
        .returning();
      const [m] = await tx
        .insert(t.inquiryMessages)
        .values({ requestId: r.id, side: 'S', authorUserId: row.fromUserId, content, createdAt: r.lastMessageAt })
        .returning();
      return { request: r, message: m };
    });
  },

  /**
   * Adds a message to an open thread in one statement (undefined when it was ended): the thread
   * row is updated first (locked until the statement commits, its status checked under that lock),
   * so no message gets in after the end, and the message is inserted only when that update found
   * the thread open. Writing counts as having read: the writer's side has nothing unread. Also
   * returns everyone on both sides now (the live event's recipients), the names its answer shows
   * (`view`, as `view` reads them) and whether this is the receiving business's first message in
   * the thread (`firstAnswer`, from `answered_at` as it was before this statement).
   */
  async addMessage(db: Db, before: RequestRow, side: Side, authorUserId: string, content: string, snippet: number) {
    const mine =
      side === 'S'
        ? sql`sender_unread = 0, sender_read_at = clock_timestamp()`
        : sql`receiver_unread = 0, receiver_read_at = clock_timestamp()`;
    const other = side === 'S' ? sql`receiver_unread = receiver_unread + 1` : sql`sender_unread = sender_unread + 1`;
    // The receiving business's first answer is kept; a later one leaves it.
    const answered = side === 'R' ? sql`, answered_at = coalesce(answered_at, clock_timestamp())` : sql``;
    type Row = {
      id: string;
      created_at: Date | string;
      snippet: string;
      sender_unread: number;
      receiver_unread: number;
      sender_read_at: Date | string | null;
      receiver_read_at: Date | string | null;
      participants: string[];
      first_answer: boolean;
      answered_at: Date | string | null;
      to_name: string;
      to_photo: PhotoJson | null;
      from_business_name: string | null;
      from_business_photo: PhotoJson | null;
      from_user_name: string | null;
      from_user_photo: PhotoJson | null;
      product_name: string | null;
    };
    const [row] = rowsOf<Row>(
      await db.execute(sql`
        with r as (
          update inquiry_requests set ${mine}, ${other}${answered}, last_message_at = clock_timestamp()
          where id = ${before.id}::uuid and status = 'open'
          returning id, last_message_at, sender_unread, receiver_unread, sender_read_at, receiver_read_at, answered_at, from_user_id, from_business_id, to_business_id, product_id
        ), m as (
          insert into inquiry_messages (request_id, side, author_user_id, content, created_at)
          select id, ${side}, ${authorUserId}::uuid, ${content}, last_message_at from r
          returning id, created_at, left(content, ${snippet}::int) as snippet
        )
        select m.id::text as id, m.created_at, m.snippet, r.sender_unread, r.receiver_unread, r.sender_read_at, r.receiver_read_at,
          array(
            select bm.user_id::text from business_members bm where bm.business_id in (r.from_business_id, r.to_business_id)
            union select r.from_user_id::text where r.from_business_id is null
          ) as participants,
          ${side === 'R' ? sql`(select x.answered_at is null from inquiry_requests x where x.id = r.id)` : sql`false`} as first_answer, r.answered_at,
          tb.company_name as to_name, tb.profile_photo as to_photo, fb.company_name as from_business_name, fb.profile_photo as from_business_photo,
          p.first_name || ' ' || p.last_name as from_user_name, p.profile_photo as from_user_photo, pr.name as product_name
        from r
        cross join m
        join businesses tb on tb.id = r.to_business_id
        left join businesses fb on fb.id = r.from_business_id
        left join profiles p on p.user_id = r.from_user_id
        left join products pr on pr.id = r.product_id`),
    );
    if (!row) return undefined;
    const at = new Date(row.created_at);
    const date = (d: Date | string | null) => (d === null ? null : new Date(d));
    const request: RequestRow = {
      ...before,
      lastMessageAt: at,
      senderUnread: Number(row.sender_unread),
      receiverUnread: Number(row.receiver_unread),
      senderReadAt: date(row.sender_read_at),
      receiverReadAt: date(row.receiver_read_at),
      answeredAt: date(row.answered_at),
    };
    const message: MessageRow = {
      id: row.id,
      requestId: before.id,
      side,
      authorUserId,
      content,
      hiddenAt: null,
      createdAt: at,
    };
    const view: ThreadView = {
      r: request,
      fromUserName: row.from_user_name,
      fromUserPhoto: row.from_user_photo,
      fromBusinessName: row.from_business_name,
      fromBusinessPhoto: row.from_business_photo,
      toName: row.to_name,
      toPhoto: row.to_photo,
      productName: row.product_name,
      last: { content: row.snippet, side, at: at.toISOString() },
    };
    return { request, message, view, participants: row.participants, firstAnswer: row.first_answer === true };
  },

  /** Closes an open thread; undefined when it was already closed. */
  close: async (db: Db, requestId: string, userId: string) =>
    (
      await db
        .update(R)
        .set({ status: 'closed', closedAt: sql`clock_timestamp()`, closedByUserId: userId })
        .where(and(eq(R.id, requestId), eq(R.status, 'open')))
        .returning()
    )[0] as RequestRow | undefined,

  /** The side has read everything; undefined when it had nothing unread. */
  markRead: async (db: Db, requestId: string, side: Side) =>
    (
      await db
        .update(R)
        .set(
          side === 'S'
            ? { senderUnread: 0, senderReadAt: sql`clock_timestamp()` }
            : { receiverUnread: 0, receiverReadAt: sql`clock_timestamp()` },
        )
        .where(and(eq(R.id, requestId), side === 'S' ? sql`${R.senderUnread} > 0` : sql`${R.receiverUnread} > 0`))
        .returning()
    )[0] as RequestRow | undefined,

  /** The newest `size` messages before (createdAt, id), newest first; one more tells whether there are older ones. */
  messages: (db: Db, requestId: string, size: number, before?: { at: Date; id: string }) =>
    db
      .select()
      .from(t.inquiryMessages)
      .where(
        and(
          eq(t.inquiryMessages.requestId, requestId),
          // Hidden by staff after a report (decision 0034): left out for both sides.
          isNull(t.inquiryMessages.hiddenAt),
          before
            ? sql`(${t.inquiryMessages.createdAt}, ${t.inquiryMessages.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(t.inquiryMessages.createdAt), desc(t.inquiryMessages.id))
      .limit(size + 1),

  /** Every user of both sides now: the sending user or the sending business's team, and the receiving business's team. */
  async participants(db: Db, r: RequestRow): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select distinct id::text as id from (
        select user_id as id from business_members where business_id = ${r.toBusinessId}::uuid
        union all
        select user_id as id from business_members where business_id = ${r.fromBusinessId}::uuid
        union all
        select ${r.fromUserId}::uuid as id where ${r.fromBusinessId}::uuid is null
      ) p`),
    );
    return rows.map((x) => x.id);
  },
};
