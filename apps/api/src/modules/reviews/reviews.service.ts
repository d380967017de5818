/**
 * Reviews of businesses, tied to real trade (decision 0073). Who may review is decided in one
 * place, `verdict` (own business, a block either way, the 12-month rule, then the trade itself from
 * `reviewsRepo.tradeWith`); writing a review and the eligibility answer both read it. A burst of
 * new reviews of one business makes the next ones wait for staff; a review that becomes public is
 * announced (`review.published`: the business's team is told). Its author changes it for 30 days
 * (each earlier version kept); the business's owner or an admin replies once. Staff publish or
 * reject the reviews that wait and read a review's history; reports and hiding are the safety
 * module's (a reported review is out of public view until staff decide, for at most 48 hours).
 */
import {
  REVIEW_LIMITS as L,
  REVIEW_MSG as M,
  SAFETY_MSG,
  reviewDayLabel,
  reviewTradeLabel,
  type ReviewDecisionRequest,
  type ReviewEligibility,
  type ReviewList,
  type ReviewRefusal,
  type ReviewReplyRequest,
  type ReviewRequest,
  type ReviewTrade,
  type StaffReviewList,
} from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { EventPublisher } from '../../core/events.js';
import type { BlockPolicy } from '../../core/block-policy.js';
import { cacheTags, type Invalidate } from '../../core/cache-tags.js';
import { inTransaction } from '../../core/transaction.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import { keysetCursor } from '../../lib/keyset-cursor.js';
import { editableUntil, presentOwn, presentReview, presentStaff, type Cards } from './reviews.presenter.js';
import { reviewsRepo as repo, type BusinessCard, type ReviewRow, type Trade } from './reviews.repo.js';

/** `blocks`: the block check (decision 0056): a review and a reply reach the other side's people. */
export type ReviewsDeps = {
  db: Db;
  events: EventPublisher;
  blocks: BlockPolicy;
  invalidate: Invalidate;
  now?: () => number;
};

const HOUR_MS = 3_600_000;
const businessNotFound = () => new AppError('NotFound', M.businessNotFound, { id: M.businessNotFound });
const reviewNotFound = () => new AppError('NotFound', M.notFound, { reviewID: M.notFound });

function position(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const p = keysetCursor.read(cursor);
  if (!p) throw invalid('cursor', 'cursor is not valid');
  return p;
}

/** `2026-03-01`: the first day of the trade's month, as stored. */
const monthOf = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;
const tradeOf = (t: Trade): ReviewTrade => {
  const month = t.at.toISOString().slice(0, 7);
  return { kind: t.kind, month, label: reviewTradeLabel(t.kind, month) };
};
/** The same instant `months` calendar months later (UTC). */
function monthsAfter(at: Date, months: number) {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** Whether a member may review a business now: the trade it rests on, or why not. */
type Verdict =
  | { trade: Trade }
  | { refused: Exclude<ReviewRefusal, 'already-reviewed'> }
  | { refused: 'already-reviewed'; last: Date; next: Date };

/** The answer to a refused review: the page's sentence, with the status that fits it. */
function refusal(v: Exclude<Verdict, { trade: Trade }>): AppError {
  switch (v.refused) {
    case 'own-business':
      return new AppError('Forbidden', M.ownBusiness, { id: M.ownBusiness });
    case 'blocked':
      // Neutral (decision 0056): it does not say that a block is why.
      return new AppError('Forbidden', SAFETY_MSG.notAvailable);
    case 'already-reviewed':
      return new AppError('Conflict', messageOf(v));
    case 'no-trade':
      return new AppError('Forbidden', M.noTrade);
  }
}
function messageOf(v: Exclude<Verdict, { trade: Trade }>): string {
  switch (v.refused) {
    case 'own-business':
      return M.ownBusiness;
    case 'blocked':
      return SAFETY_MSG.notAvailable;
    case 'already-reviewed':
      return M.alreadyReviewed(reviewDayLabel(v.last.toISOString()), reviewDayLabel(v.next.toISOString()));
    case 'no-trade':
      return M.noTrade;
  }
}

export function createReviewsService(d: ReviewsDeps) {
  const { db } = d;
  const now = d.now ?? Date.now;
  /** Reports younger than this keep a review out of public view. */
  const reportedSince = () => new Date(now() - L.reportedHiddenHours * HOUR_MS);

  async function cardsFor(rows: ReviewRow[]): Promise<Cards> {
    const [authors, businesses] = await Promise.all([
      repo.authors(
        db,
        rows.map((r) => r.authorUserId),
      ),
      repo.businesses(
        db,
        rows.map((r) => r.businessId),
      ),
    ]);
    return { authors, businesses };
  }

  /** A business the public can see, or 404. */
  async function business(id: string): Promise<BusinessCard> {
    const b = isUuid(id) ? await repo.business(db, id) : undefined;
    if (!b || b.hidden) throw businessNotFound();
    return b;
  }

  /** A review of this business, or 404 (a review of another business too). */
  async function reviewOf(b: BusinessCard, reviewId: string) {
    const r = isUuid(reviewId) ? await repo.find(db, reviewId, reportedSince()) : undefined;
    if (!r || r.businessId !== b.id) throw reviewNotFound();
    return r;
  }

  /** Has either side blocked the other: the business's owner or an admin the member, or the member one of them? */
  async function blockedEitherWay(userId: string, businessId: string) {
    if (await d.blocks.isBlocked(userId, { businessId })) return true;
    for (const manager of await repo.managers(db, businessId))
      if (await d.blocks.isBlocked(manager, { userId })) return true;
    return false;
  }

  /**
   * THE rule of who may review (decision 0073), in order: not a business the member owns or
   * belongs to; no block either way; no review of theirs within 12 months; and a trade with it
   * (an award of its quote on one of their requests, or a conversation both sides wrote in over at
   * least two days).
   */
  async function verdict(userId: string, b: BusinessCard): Promise<Verdict> {
    if (b.ownerId === userId || (await repo.roleIn(db, userId, b.id))) return { refused: 'own-business' };
    if (await blockedEitherWay(userId, b.id)) return { refused: 'blocked' };
    const recent = await reviewedWithin(db, userId, b.id);
    if (recent) return recent;
    const trade = await repo.tradeWith(db, userId, b.id, L.conversationMinDays);
    return trade ? { trade } : { refused: 'no-trade' };
  }

  /** The 12-month rule: the member's review of the business in the last 12 months, as a refusal. */
  async function reviewedWithin(tx: Db, userId: string, businessId: string): Promise<Verdict | undefined> {
    const last = await repo.latestBy(tx, userId, businessId, reportedSince());
    if (!last) return undefined;
    const next = monthsAfter(last.createdAt, L.oncePerMonths);
    return next.getTime() > now() ? { refused: 'already-reviewed', last: last.createdAt, next } : undefined;
  }

  async function own(id: string) {
    const r = (await repo.find(db, id, reportedSince()))!;
    return presentOwn(r, await cardsFor([r]), now());
  }

  async function staffView(id: string) {
    const r = (await repo.find(db, id, reportedSince()))!;
    return presentStaff(r, await cardsFor([r]));
  }

  /** Its page, and its rating in search (decision 0077): searches are dropped when the rating moved. */
  const changed = async (businessId: string) => {
    const moved = await repo.recomputeRatings(db, [businessId], reportedSince());
    await d.invalidate([cacheTags.business(businessId), ...(moved.length ? [cacheTags.search] : [])]);
  };

  return {
    async create(userId: string, businessId: string, input: ReviewRequest) {
      const b = await business(businessId);
      const v = await verdict(userId, b);
      if ('refused' in v) throw refusal(v);
      const at = new Date(now());
      const row = await inTransaction(db, async (tx) => {
        await repo.lockBusiness(tx, b.id);
        // The 12-month rule read again under the lock: two reviews sent at once are one review and a 409.
        const again = await reviewedWithin(tx, userId, b.id);
        if (again && 'refused' in again) throw refusal(again);
        const burst = (await repo.countSince(tx, b.id, new Date(now() - L.burstHours * HOUR_MS))) >= L.burstCount;
        const r = await repo.insert(tx, {
          businessId: b.id,
          authorUserId: userId,
          overall: input.overall,
          quality: input.quality,
          communication: input.communication,
          delivery: input.delivery,
          text: input.text,
          tradeKind: v.trade.kind,
          tradeMonth: monthOf(v.trade.at),
          status: burst ? 'pending' : 'published',
          publishedAt: burst ? null : at,
          createdAt: at,
          updatedAt: at,
        });
        if (!burst)
          await d.events.publish(tx, 'review.published', {
            reviewId: r.id,
            businessId: b.id,
            companyName: b.companyName,
            authorUserId: userId,
            overall: r.overall,
            at: at.toISOString(),
          });
        return r;
      });
      if (row.status === 'published') await changed(b.id);
      return {
        reviewID: row.id,
        message: row.status === 'published' ? M.created : M.createdPending,
        review: await own(row.id),
      };
    },

    /** Whether the caller may review the business now (the page explains it), and their latest review of it. */
    async eligibility(userId: string, businessId: string): Promise<ReviewEligibility> {
      const b = await business(businessId);
      const [v, mine] = await Promise.all([verdict(userId, b), repo.latestBy(db, userId, b.id, reportedSince())]);
      const mineView = mine ? presentOwn(mine, await cardsFor([mine]), now()) : null;
      if ('trade' in v) {
        const trade = tradeOf(v.trade);
        return {
          canReview: true,
          reason: null,
          message: M.canReview(trade.label),
          trade,
          nextReviewAt: null,
          mine: mineView,
        };
      }
      return {
        canReview: false,
        reason: v.refused,
        message: messageOf(v),
        trade: null,
        nextReviewAt: v.refused === 'already-reviewed' ? v.next.toISOString() : null,
        mine: mineView,
      };
    },

    /** The public reviews, newest first, and the summary (the average only from three reviews on). */
    async list(businessId: string, q: { size: number; cursor?: string }, viewerId?: string): Promise<ReviewList> {
      const b = await business(businessId);
      const since = reportedSince();
      const [rows, s] = await Promise.all([
        repo.publicPage(db, b.id, { size: q.size, after: position(q.cursor), since, viewerId }),
        repo.summary(db, b.id, since),
      ]);
      const shown = rows.slice(0, q.size);
      const cards = await cardsFor(shown);
      const last = shown[shown.length - 1];
      const [s1, s2, s3, s4, s5] = s.distribution;
      return {
        data: shown.map((r) => presentReview(r, cards)),
        nextCursor: rows.length > q.size && last ? keysetCursor.write({ at: last.createdAt, id: last.id }) : null,
        summary: {
          average: s.count >= L.averageFromCount && s.average !== null ? Math.round(s.average * 10) / 10 : null,
          count: s.count,
          distribution: { '1': s1, '2': s2, '3': s3, '4': s4, '5': s5 },
        },
      };
    },

    /** Its author changes a review for 30 days; the version it replaces is kept. */
    async edit(userId: string, businessId: string, reviewId: string, input: ReviewRequest) {
      const b = await business(businessId);
      const r = await reviewOf(b, reviewId);
      if (r.authorUserId !== userId) throw new AppError('Forbidden', M.notAuthor, { reviewID: M.notAuthor });
      if (now() > editableUntil(r).getTime())
        throw new AppError('Conflict', M.editWindowOver, { reviewID: M.editWindowOver });
      // A changed review reaches the business's people again: refused once either side blocked the other.
      if (await blockedEitherWay(userId, b.id)) throw refusal({ refused: 'blocked' });
      const { overall, quality, communication, delivery, text } = input;
      await inTransaction(db, (tx) =>
        repo.edit(tx, r, { overall, quality, communication, delivery, text }, new Date(now())),
      );
      await changed(b.id);
      return { reviewID: r.id, message: M.updated, review: await own(r.id) };
    },

    /** The business's owner or an admin answers a public review once (a reported one too, before it returns). */
    async reply(userId: string, businessId: string, reviewId: string, input: ReviewReplyRequest) {
      const b = await business(businessId);
      const r = await reviewOf(b, reviewId);
      // Only published reviews are answered: the business never learnt of one that waits or was taken off.
      if (r.status !== 'published' || r.hiddenAt) throw reviewNotFound();
      const role = b.ownerId === userId ? 'owner' : await repo.roleIn(db, userId, b.id);
      if (role !== 'owner' && role !== 'admin') throw new AppError('Forbidden', M.managersOnly);
      // The author blocked the one replying: a neutral 403 (decision 0056).
      await d.blocks.refuse(userId, { userId: r.authorUserId }, 'reviewID');
      const at = new Date(now());
      await inTransaction(db, async (tx) => {
        if (!(await repo.reply(tx, r.id, input.text, userId, at)))
          throw new AppError('Conflict', M.alreadyReplied, { reviewID: M.alreadyReplied });
        // Its author is told (decision 0078).
        await d.events.publish(tx, 'review.replied', {
          reviewId: r.id,
          businessId: b.id,
          companyName: b.companyName,
          authorUserId: r.authorUserId,
          replierUserId: userId,
          text: input.text,
          at: at.toISOString(),
        });
      });
      await changed(b.id);
      const updated = (await repo.find(db, r.id, reportedSince()))!;
      return { reviewID: r.id, message: M.replied, review: presentReview(updated, await cardsFor([updated])) };
    },

    // ---------------------------------------------------------------- staff

    /** The reviews that wait for a decision (a burst), oldest first. */
    async pending(q: { size: number; cursor?: string }): Promise<StaffReviewList> {
      const rows = await repo.pending(db, { size: q.size, after: position(q.cursor), since: reportedSince() });
      const shown = rows.slice(0, q.size);
      const cards = await cardsFor(shown);
      const last = shown[shown.length - 1];
      return {
        data: shown.map((r) => presentStaff(r, cards)),
        nextCursor: rows.length > q.size && last ? keysetCursor.write({ at: last.createdAt, id: last.id }) : null,
      };
    },

    /** How many reviews wait for a decision: the staff area's count. */
    pendingCount: () => repo.pendingCount(db),

    /** Publishes a review that waits (the business is told), or rejects it with the reason its author reads. */
    async decide(reviewId: string, input: ReviewDecisionRequest) {
      const r = isUuid(reviewId) ? await repo.find(db, reviewId, reportedSince()) : undefined;
      if (!r) throw reviewNotFound();
      const publish = input.decision === 'publish';
      const at = new Date(now());
      await inTransaction(db, async (tx) => {
        const ok = await repo.decide(tx, r.id, {
          status: publish ? 'published' : 'rejected',
          statusReason: publish ? null : (input.reason ?? null),
          at,
        });
        if (!ok) throw new AppError('Conflict', M.notPending, { reviewID: M.notPending });
        const b = await repo.business(tx, r.businessId);
        if (publish)
          await d.events.publish(tx, 'review.published', {
            reviewId: r.id,
            businessId: r.businessId,
            companyName: b?.companyName ?? '',
            authorUserId: r.authorUserId,
            overall: r.overall,
            at: at.toISOString(),
          });
        // Its author is told either way, a rejection with the reason (decision 0078).
        await d.events.publish(tx, 'review.decided', {
          reviewId: r.id,
          businessId: r.businessId,
          companyName: b?.companyName ?? '',
          authorUserId: r.authorUserId,
          outcome: publish ? 'published' : 'rejected',
          reason: publish ? null : (input.reason ?? null),
          at: at.toISOString(),
        });
      });
      if (publish) await changed(r.businessId);
      return { reviewID: r.id, message: publish ? M.published : M.rejected, review: await staffView(r.id) };
    },

    /** A review as it is and every earlier version, oldest first. */
    async history(reviewId: string) {
      const r = isUuid(reviewId) ? await repo.find(db, reviewId, reportedSince()) : undefined;
      if (!r) throw reviewNotFound();
      const [versions, cards] = await Promise.all([repo.versions(db, r.id), cardsFor([r])]);
      return {
        review: presentStaff(r, cards),
        versions: versions.map((v) => ({
          ratings: { overall: v.overall, quality: v.quality, communication: v.communication, delivery: v.delivery },
          text: v.text,
          writtenAt: v.writtenAt.toISOString(),
          replacedAt: v.replacedAt.toISOString(),
        })),
      };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
