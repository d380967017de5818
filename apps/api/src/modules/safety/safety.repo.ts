/** Reports, blocks, what staff hide and restore, suspensions and the moderation log (decision 0034). */
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ReportReason, ReportTargetType } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { PhotoJson } from '../../db/schema/accounts.js';

/** What a report is about, read as staff (and the reporter's checks) need it. */
export type TargetRow = {
  /** A short text: the content, the company's, product's or member's name. */
  title: string;
  hidden: boolean;
  /** Who wrote it (or the member themselves; a company's or product's owner). */
  authorUserId: string | null;
  /** Where it shows: for a path on the site. */
  where:
    | { kind: 'timeline'; id: string }
    | { kind: 'business'; id: string; name: string }
    | { kind: 'product'; id: string; name: string; company: string }
    | { kind: 'profile'; id: string }
    | null;
  /** A message: the thread's two sides (who may report it). */
  thread?: { fromUserId: string; fromBusinessId: string | null; toBusinessId: string };
  /** A company page or product: its business (its team may not report it). A review: the business it is about. */
  businessId?: string;
  /** What it belongs to when its title does not say: a review's business by name (decision 0078). */
  about?: string;
};

export type AuthorRow = { userId: string; name: string; suspended: boolean; staff: boolean; deleted: boolean };
export type BlockRow = {
  blockedUserId: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  photo: PhotoJson | null;
  viaBusinessId: string | null;
  companyName: string | null;
};
export type ReportGroupRow = { targetType: ReportTargetType; targetId: string; n: number; first: Date; last: Date };

const snippet = (s: string) => (s.length > 160 ? `${s.slice(0, 157)}…` : s);

export const safetyRepo = {
  // ------------------------------------------------------------ targets

  async target(db: Db, type: ReportTargetType, id: string): Promise<TargetRow | undefined> {
    switch (type) {
      case 'post': {
        const [p] = await db
          .select({
            content: t.posts.content,
            hiddenAt: t.posts.hiddenAt,
            author: t.posts.authorUserId,
            timelineId: t.posts.timelineId,
          })
          .from(t.posts)
          .where(eq(t.posts.id, id))
          .limit(1);
        return (
          p && {
            title: snippet(p.content),
            hidden: !!p.hiddenAt,
            authorUserId: p.author,
            where: { kind: 'timeline', id: p.timelineId },
          }
        );
      }
      case 'comment': {
        const [c] = rowsOf<{
          content: string;
          hidden_at: Date | null;
          author: string;
          root_type: string;
          root_id: string;
          timeline_id: string | null;
          biz_name: string | null;
          product_name: string | null;
          product_company: string | null;
        }>(
          await db.execute(sql`
            select c.content, c.hidden_at, c.author_user_id as author, c.root_type, c.root_id,
              p.timeline_id, b.company_name as biz_name, pr.name as product_name, pb.company_name as product_company
            from comments c
            left join posts p on c.root_type = 'post' and p.id = c.root_id
            left join businesses b on c.root_type = 'business' and b.id = c.root_id
            left join products pr on c.root_type = 'product' and pr.id = c.root_id
            left join businesses pb on pb.id = pr.business_id
            where c.id = ${id}::uuid`),
        );
        if (!c) return undefined;
        const where: TargetRow['where'] =
          c.root_type === 'post' && c.timeline_id
            ? { kind: 'timeline', id: c.timeline_id }
            : c.root_type === 'business' && c.biz_name
              ? { kind: 'business', id: c.root_id, name: c.biz_name }
              : c.root_type === 'product' && c.product_name
                ? { kind: 'product', id: c.root_id, name: c.product_name, company: c.product_company ?? '' }
                : null;
        return { title: snippet(c.content), hidden: !!c.hidden_at, authorUserId: c.author, where };
      }
      case 'message': {
        const [m] = await db
          .select({
            content: t.inquiryMessages.content,
            hiddenAt: t.inquiryMessages.hiddenAt,
            author: t.inquiryMessages.authorUserId,
            r: t.inquiryRequests,
          })
          .from(t.inquiryMessages)
          .innerJoin(t.inquiryRequests, eq(t.inquiryRequests.id, t.inquiryMessages.requestId))
          .where(eq(t.inquiryMessages.id, id))
          .limit(1);
        return (
          m && {
            title: snippet(m.content),
            hidden: !!m.hiddenAt,
            authorUserId: m.author,
            where: null,
            thread: { fromUserId: m.r.fromUserId, fromBusinessId: m.r.fromBusinessId, toBusinessId: m.r.toBusinessId },
          }
        );
      }
      case 'business': {
        const [b] = await db
          .select({ name: t.businesses.companyName, hiddenAt: t.businesses.hiddenAt, owner: t.businesses.ownerId })
          .from(t.businesses)
          .where(eq(t.businesses.id, id))
          .limit(1);
        return (
          b && {
            title: b.name,
            hidden: !!b.hiddenAt,
            authorUserId: b.owner,
            where: { kind: 'business', id, name: b.name },
            businessId: id,
          }
        );
      }
      case 'product': {
        const [p] = await db
          .select({
            name: t.products.name,
            hiddenAt: t.products.hiddenAt,
            businessId: t.products.businessId,
            owner: t.businesses.ownerId,
            company: t.businesses.companyName,
          })
          .from(t.products)
          .innerJoin(t.businesses, eq(t.businesses.id, t.products.businessId))
          .where(eq(t.products.id, id))
          .limit(1);
        return (
          p && {
            title: p.name,
            hidden: !!p.hiddenAt,
            authorUserId: p.owner,
            where: { kind: 'product', id, name: p.name, company: p.company },
            businessId: p.businessId,
          }
        );
      }
      case 'review': {
        // Only a published review is in public view to be reported (decision 0073); its author may not report it.
        const [r] = await db
          .select({
            text: t.businessReviews.text,
            status: t.businessReviews.status,
            hiddenAt: t.businessReviews.hiddenAt,
            author: t.businessReviews.authorUserId,
            businessId: t.businessReviews.businessId,
            company: t.businesses.companyName,
          })
          .from(t.businessReviews)
          .innerJoin(t.businesses, eq(t.businesses.id, t.businessReviews.businessId))
          .where(eq(t.businessReviews.id, id))
          .limit(1);
        return (
          r && {
            title: snippet(r.text),
            hidden: !!r.hiddenAt || r.status !== 'published',
            authorUserId: r.author,
            where: { kind: 'business', id: r.businessId, name: r.company },
            businessId: r.businessId,
            about: r.company,
          }
        );
      }
      case 'user': {
        const [u] = await db
          .select({ first: t.profiles.firstName, last: t.profiles.lastName, deletedAt: t.users.deletedAt })
          .from(t.users)
          .innerJoin(t.profiles, eq(t.profiles.userId, t.users.id))
          .where(eq(t.users.id, id))
          .limit(1);
        return u && !u.deletedAt
          ? { title: `${u.first} ${u.last}`.trim(), hidden: false, authorUserId: id, where: { kind: 'profile', id } }
          : undefined;
      }
    }
  },

  /** Names and standing of the members behind targets (one read for a page). */
  async authors(db: Db, userIds: string[]): Promise<Map<string, AuthorRow>> {
    if (!userIds.length) return new Map();
    const rows = await db
      .select({
        userId: t.users.id,
        first: t.profiles.firstName,
        last: t.profiles.lastName,
        suspendedAt: t.users.suspendedAt,
        staff: t.users.isStaff,
        deletedAt: t.users.deletedAt,
      })
      .from(t.users)
      .leftJoin(t.profiles, eq(t.profiles.userId, t.users.id))
      .where(inArray(t.users.id, [...new Set(userIds)]));
    return new Map(
      rows.map((r) => [
        r.userId,
        {
          userId: r.userId,
          name: `${r.first ?? ''} ${r.last ?? ''}`.trim(),
          suspended: !!r.suspendedAt,
          staff: r.staff,
          deleted: !!r.deletedAt,
        },
      ]),
    );
  },

  /** The businesses the member belongs to (a member does not report their own company). */
  memberOf: async (db: Db, userId: string) =>
    (
      await db
        .select({ id: t.businessMembers.businessId })
        .from(t.businessMembers)
        .where(eq(t.businessMembers.userId, userId))
    ).map((r) => r.id),

  // ------------------------------------------------------------ reports

  /** Where a warning or a suspension is e-mailed (none for an erased account). */
  emailOf: async (db: Db, userId: string) => {
    const [u] = await db
      .select({ email: t.users.email, deletedAt: t.users.deletedAt })
      .from(t.users)
      .where(eq(t.users.id, userId))
      .limit(1);
    return u && !u.deletedAt && u.email ? u.email : undefined;
  },

  /** One open report per member and target: a second one takes the new reason and note. */
  async report(
    db: Db,
    row: {
      reporterUserId: string;
      targetType: ReportTargetType;
      targetId: string;
      reason: ReportReason;
      note: string | null;
    },
  ) {
    const [r] = await db
      .insert(t.reports)
      .values(row)
      .onConflictDoUpdate({
        target: [t.reports.reporterUserId, t.reports.targetType, t.reports.targetId],
        targetWhere: sql`${t.reports.closedAt} is null`,
        set: { reason: row.reason, note: row.note, createdAt: sql`now()` },
      })
      .returning({ id: t.reports.id });
    return r.id;
  },

  /** Targets with reports (open or closed ones), newest report first, after the cursor. */
  async groups(db: Db, open: boolean, size: number, after?: { at: Date; id: string }) {
    const state = open ? sql`closed_at is null` : sql`closed_at is not null`;
    const past = after
      ? sql`having (max(created_at), target_id) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : sql``;
    return rowsOf<{
      target_type: ReportTargetType;
      target_id: string;
      n: number;
      first: string | Date;
      last: string | Date;
    }>(
      await db.execute(sql`
        select target_type, target_id, count(*)::int as n, min(created_at) as first, max(created_at) as last
        from reports where ${state}
        group by target_type, target_id ${past}
        order by max(created_at) desc, target_id desc
        limit ${size + 1}`),
    ).map((r): ReportGroupRow => ({
      targetType: r.target_type,
      targetId: r.target_id,
      n: Number(r.n),
      first: new Date(r.first),
      last: new Date(r.last),
    }));
  },

  /** How many targets have open reports (the staff tab's count). */
  openTargets: async (db: Db) =>
    Number(
      rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from (select distinct target_type, target_id from reports where closed_at is null) x`,
        ),
      )[0]?.n ?? 0,
    ),

  /** The reasons (counted) and the newest notes of these targets' reports. */
  async details(db: Db, open: boolean, targetIds: string[]) {
    if (!targetIds.length) return { reasons: [], notes: [] };
    const state = open ? isNull(t.reports.closedAt) : isNotNull(t.reports.closedAt);
    const [reasons, notes] = await Promise.all([
      db
        .select({ targetId: t.reports.targetId, reason: t.reports.reason, n: sql<number>`count(*)::int` })
        .from(t.reports)
        .where(and(inArray(t.reports.targetId, targetIds), state))
        .groupBy(t.reports.targetId, t.reports.reason),
      db
        .select({ targetId: t.reports.targetId, note: t.reports.note, at: t.reports.createdAt })
        .from(t.reports)
        .where(
          and(inArray(t.reports.targetId, targetIds), state, isNotNull(t.reports.note), sql`${t.reports.note} <> ''`),
        )
        .orderBy(desc(t.reports.createdAt))
        .limit(targetIds.length * 5),
    ]);
    return { reasons, notes };
  },

  /** Closes the open reports of targets; how many. */
  async closeReports(db: Db, targets: { type: string; id: string }[], actionId: string) {
    if (!targets.length) return 0;
    const closed = await db
      .update(t.reports)
      .set({ closedAt: sql`now()`, closedByActionId: actionId })
      .where(
        and(
          isNull(t.reports.closedAt),
          or(...targets.map((x) => and(eq(t.reports.targetType, x.type), eq(t.reports.targetId, x.id)))),
        ),
      )
      .returning({ id: t.reports.id });
    return closed.length;
  },

  /** The posts and comments of a member (their reports close with a suspension). */
  async contentOf(db: Db, userId: string) {
    const [posts, comments] = await Promise.all([
      db.select({ id: t.posts.id }).from(t.posts).where(eq(t.posts.authorUserId, userId)),
      db.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.authorUserId, userId)),
    ]);
    return [...posts.map((p) => ({ type: 'post', id: p.id })), ...comments.map((c) => ({ type: 'comment', id: c.id }))];
  },

  // ------------------------------------------------------------ hiding

  /**
   * Hides (at) or restores (null) one piece of content; false when it was already so. A review keeps
   * the staff's `reason` for its author to read (decision 0073).
   */
  async setHidden(
    db: Db,
    type: Exclude<ReportTargetType, 'user'>,
    id: string,
    hide: boolean,
    reason: string | null = null,
  ): Promise<boolean> {
    const at = hide ? sql`now()` : null;
    const changed = (rows: unknown[]) => rows.length > 0;
    const flip = hide ? isNull : isNotNull;
    switch (type) {
      case 'post':
        return changed(
          await db
            .update(t.posts)
            .set({ hiddenAt: at, hiddenReason: hide ? 'staff' : null })
            .where(and(eq(t.posts.id, id), flip(t.posts.hiddenAt)))
            .returning({ id: t.posts.id }),
        );
      case 'comment':
        return changed(
          await db
            .update(t.comments)
            .set({ hiddenAt: at, hiddenReason: hide ? 'staff' : null })
            .where(and(eq(t.comments.id, id), flip(t.comments.hiddenAt)))
            .returning({ id: t.comments.id }),
        );
      case 'message':
        return changed(
          await db
            .update(t.inquiryMessages)
            .set({ hiddenAt: at })
            .where(and(eq(t.inquiryMessages.id, id), flip(t.inquiryMessages.hiddenAt)))
            .returning({ id: t.inquiryMessages.id }),
        );
      case 'business':
        return changed(
          await db
            .update(t.businesses)
            .set({ hiddenAt: at })
            .where(and(eq(t.businesses.id, id), flip(t.businesses.hiddenAt)))
            .returning({ id: t.businesses.id }),
        );
      case 'product':
        return changed(
          await db
            .update(t.products)
            .set({ hiddenAt: at })
            .where(and(eq(t.products.id, id), flip(t.products.hiddenAt)))
            .returning({ id: t.products.id }),
        );
      case 'review':
        return changed(
          await db
            .update(t.businessReviews)
            .set({ hiddenAt: at, hiddenReason: hide ? reason : null })
            .where(and(eq(t.businessReviews.id, id), flip(t.businessReviews.hiddenAt)))
            .returning({ id: t.businessReviews.id }),
        );
    }
  },

  /**
   * Suspends (or lifts) a member: the account row, and their posts and comments hidden with the
   * reason 'suspension' (a lift restores only those, not what staff hid one by one).
   */
  async setSuspended(db: Db, userId: string, suspend: boolean): Promise<boolean> {
    const [u] = await db
      .update(t.users)
      .set({ suspendedAt: suspend ? sql`now()` : null })
      .where(
        and(
          eq(t.users.id, userId),
          suspend ? isNull(t.users.suspendedAt) : isNotNull(t.users.suspendedAt),
          isNull(t.users.deletedAt),
        ),
      )
      .returning({ id: t.users.id });
    if (!u) return false;
    if (suspend) {
      await db
        .update(t.posts)
        .set({ hiddenAt: sql`now()`, hiddenReason: 'suspension' })
        .where(and(eq(t.posts.authorUserId, userId), isNull(t.posts.hiddenAt)));
      await db
        .update(t.comments)
        .set({ hiddenAt: sql`now()`, hiddenReason: 'suspension' })
        .where(and(eq(t.comments.authorUserId, userId), isNull(t.comments.hiddenAt)));
    } else {
      await db
        .update(t.posts)
        .set({ hiddenAt: null, hiddenReason: null })
        .where(and(eq(t.posts.authorUserId, userId), eq(t.posts.hiddenReason, 'suspension')));
      await db
        .update(t.comments)
        .set({ hiddenAt: null, hiddenReason: null })
        .where(and(eq(t.comments.authorUserId, userId), eq(t.comments.hiddenReason, 'suspension')));
    }
    return true;
  },

  // ------------------------------------------------------------ the log

  async logAction(
    db: Db,
    row: { staffUserId: string; action: string; targetType: string; targetId: string; note: string | null },
  ) {
    const [a] = await db.insert(t.moderationActions).values(row).returning({ id: t.moderationActions.id });
    return a.id;
  },
  setReportsClosed: (db: Db, actionId: string, n: number) =>
    db.update(t.moderationActions).set({ reportsClosed: n }).where(eq(t.moderationActions.id, actionId)),

  log: (db: Db, size: number, after?: { at: Date; id: string }) =>
    db
      .select({ a: t.moderationActions, first: t.profiles.firstName, last: t.profiles.lastName })
      .from(t.moderationActions)
      .leftJoin(t.profiles, eq(t.profiles.userId, t.moderationActions.staffUserId))
      .where(
        after
          ? sql`(${t.moderationActions.createdAt}, ${t.moderationActions.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      )
      .orderBy(desc(t.moderationActions.createdAt), desc(t.moderationActions.id))
      .limit(size + 1),

  // ------------------------------------------------------------ blocks

  blockCount: async (db: Db, userId: string) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.userBlocks)
          .where(eq(t.userBlocks.blockerUserId, userId))
      )[0]?.n ?? 0,
    ),

  /** The member exists, is not erased, and their name (for the answer's sentence). */
  async member(db: Db, userId: string) {
    const [u] = await db
      .select({ id: t.users.id, first: t.profiles.firstName, last: t.profiles.lastName, deletedAt: t.users.deletedAt })
      .from(t.users)
      .innerJoin(t.profiles, eq(t.profiles.userId, t.users.id))
      .where(eq(t.users.id, userId))
      .limit(1);
    return u && !u.deletedAt ? { id: u.id, name: `${u.first} ${u.last}`.trim() } : undefined;
  },
  /** A business's products (their cached answers go when the business is hidden or shown again). */
  productIdsOf: async (db: Db, businessId: string) =>
    (await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.businessId, businessId))).map(
      (p) => p.id,
    ),
  business: async (db: Db, id: string) =>
    (
      await db
        .select({ id: t.businesses.id, ownerId: t.businesses.ownerId, name: t.businesses.companyName })
        .from(t.businesses)
        .where(eq(t.businesses.id, id))
        .limit(1)
    )[0],

  /**
   * Blocks a member (again: keeps the first time, takes the newest page it came from), and ends
   * what tied them: the blocked member's follows of the blocker and of the businesses the blocker
   * owns, and the blocker's follow of them.
   */
  async block(db: Db, blockerUserId: string, blockedUserId: string, viaBusinessId: string | null) {
    await db
      .insert(t.userBlocks)
      .values({ blockerUserId, blockedUserId, viaBusinessId })
      .onConflictDoUpdate({ target: [t.userBlocks.blockerUserId, t.userBlocks.blockedUserId], set: { viaBusinessId } });
    await db.execute(sql`
      delete from follows
      where (follower_user_id = ${blockedUserId}::uuid
             and (target_id = ${blockerUserId}::uuid or target_id in (select id from businesses where owner_id = ${blockerUserId}::uuid)))
         or (follower_key = ${blockerUserId}::uuid and target_id = ${blockedUserId}::uuid)`);
  },
  unblock: async (db: Db, blockerUserId: string, blockedUserId: string) =>
    (
      await db
        .delete(t.userBlocks)
        .where(and(eq(t.userBlocks.blockerUserId, blockerUserId), eq(t.userBlocks.blockedUserId, blockedUserId)))
        .returning({ id: t.userBlocks.blockedUserId })
    ).length > 0,

  blocks: (
    db: Db,
    blockerUserId: string,
    size: number,
    opts: { userId?: string; businessOwnerOf?: string; after?: { at: Date; id: string } },
  ) =>
    db
      .select({
        blockedUserId: t.userBlocks.blockedUserId,
        createdAt: t.userBlocks.createdAt,
        firstName: t.profiles.firstName,
        lastName: t.profiles.lastName,
        photo: t.profiles.profilePhoto,
        viaBusinessId: t.userBlocks.viaBusinessId,
        companyName: t.businesses.companyName,
      })
      .from(t.userBlocks)
      .leftJoin(t.profiles, eq(t.profiles.userId, t.userBlocks.blockedUserId))
      .leftJoin(t.businesses, eq(t.businesses.id, t.userBlocks.viaBusinessId))
      .where(
        and(
          eq(t.userBlocks.blockerUserId, blockerUserId),
          opts.userId ? eq(t.userBlocks.blockedUserId, opts.userId) : undefined,
          opts.businessOwnerOf
            ? sql`${t.userBlocks.blockedUserId} = (select owner_id from businesses where id = ${opts.businessOwnerOf}::uuid)`
            : undefined,
          opts.after
            ? sql`(${t.userBlocks.createdAt}, ${t.userBlocks.blockedUserId}) < (${opts.after.at.toISOString()}::timestamptz, ${opts.after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(t.userBlocks.createdAt), desc(t.userBlocks.blockedUserId))
      .limit(size + 1) as Promise<BlockRow[]>,
};
