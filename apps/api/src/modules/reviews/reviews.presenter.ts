/** Reviews as the contract shows them (decision 0073): to the public, to their author, to staff. */
import {
  REVIEW_LIMITS,
  REVIEW_STATUS_TEXT,
  SITE_PATHS,
  businessPath,
  reviewTradeLabel,
  type OwnReview,
  type Review,
  type ReviewStatus,
  type ReviewTradeKind,
  type StaffReview,
} from '@wbn/contract';
import { smallPhoto } from '../../core/photos.js';
import type { AuthorCard, BusinessCard, ReviewRow, ReviewWithState } from './reviews.repo.js';

export type Cards = { authors: Map<string, AuthorCard>; businesses: Map<string, BusinessCard> };

const DAY_MS = 86_400_000;
/** The last instant its author may change a review. */
export const editableUntil = (r: Pick<ReviewRow, 'createdAt'>) =>
  new Date(r.createdAt.getTime() + REVIEW_LIMITS.editableDays * DAY_MS);

/** Where a review is, as its author and staff read it: a report not decided yet makes it wait, like a burst. */
export function statusOf(r: ReviewWithState): ReviewStatus {
  if (r.status === 'rejected') return 'rejected';
  if (r.hiddenAt) return 'hidden';
  if (r.status === 'pending' || r.withheld) return 'pending';
  return 'published';
}

const reasonOf = (r: ReviewRow) => (r.status === 'rejected' ? r.statusReason : r.hiddenAt ? r.hiddenReason : null);

export function presentReview(r: ReviewRow, cards: Cards): Review {
  const a = cards.authors.get(r.authorUserId);
  const b = cards.businesses.get(r.businessId);
  const month = r.tradeMonth.slice(0, 7);
  const kind = r.tradeKind as ReviewTradeKind;
  return {
    reviewID: r.id,
    businessID: r.businessId,
    author: {
      userID: r.authorUserId,
      name: `${a?.firstName ?? ''} ${a?.lastName ?? ''}`.trim() || 'A member',
      photo: smallPhoto(a?.photo),
      path: `${SITE_PATHS.profile}${r.authorUserId}`,
    },
    ratings: { overall: r.overall, quality: r.quality, communication: r.communication, delivery: r.delivery },
    text: r.text,
    trade: { kind, month, label: reviewTradeLabel(kind, month) },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    edited: r.updatedAt.getTime() > r.createdAt.getTime(),
    reply:
      r.replyText && r.repliedAt
        ? {
            text: r.replyText,
            repliedAt: r.repliedAt.toISOString(),
            business: { businessID: r.businessId, companyName: b?.companyName ?? 'The business' },
          }
        : null,
  };
}

export function presentOwn(r: ReviewWithState, cards: Cards, now: number): OwnReview {
  const status = statusOf(r);
  const until = editableUntil(r);
  return {
    ...presentReview(r, cards),
    status,
    statusText: REVIEW_STATUS_TEXT[status],
    reason: reasonOf(r),
    editableUntil: until.toISOString(),
    canEdit: now <= until.getTime(),
  };
}

export function presentStaff(r: ReviewWithState, cards: Cards): StaffReview {
  const b = cards.businesses.get(r.businessId);
  const companyName = b?.companyName ?? 'A business';
  return {
    ...presentReview(r, cards),
    status: statusOf(r),
    reason: reasonOf(r),
    business: { businessID: r.businessId, companyName, path: businessPath(companyName, r.businessId) },
  };
}
