/**
 * Reviews of businesses tied to real trade (decision 0073): /api/business/profile/{id}/reviews
 * (write, list with the summary, whether the caller may review, change, reply) and the staff's
 * /api/staff/reviews (the reviews that wait, the decision, a review's history).
 */
import { z } from './zod.js';
import { noNul, pagingNumber } from './fields.js';
import { cursorPage, cursorParam, okEnvelope } from './envelope.js';
import {
  REVIEW_LIMITS as L,
  REVIEW_TRADE_KINDS,
  REVIEWS_PAGE_MAX,
  REVIEWS_PAGE_SIZE,
  type ReviewRating,
} from '../constants/reviews.js';
import { REVIEW_DECISIONS, REVIEW_MSG as M, REVIEW_REFUSALS, REVIEW_STATUSES } from '../constants/review-messages.js';

const stars = (rating: ReviewRating) =>
  z
    .number({ message: M.rating(rating) })
    .int(M.rating(rating))
    .min(L.starsMin, M.rating(rating))
    .max(L.starsMax, M.rating(rating));
const text = (min: number, max: number, empty: string, short: string, long: string) =>
  z
    .string({ message: empty })
    .trim()
    .min(1, empty)
    .min(min, short)
    .max(max, long)
    .refine(noNul, 'cannot hold a NUL character');

export const ZReviewRatings = z.object({
  overall: stars('overall'),
  quality: stars('quality'),
  communication: stars('communication'),
  delivery: stars('delivery'),
});

/** POST /api/business/profile/{id}/reviews, and PUT of one review (the whole review again). */
export const ZReviewRequest = ZReviewRatings.extend({
  text: text(L.textMinChars, L.textMaxChars, M.textRequired, M.textTooShort, M.textTooLong),
}).strict();
export type ReviewRequest = z.infer<typeof ZReviewRequest>;

/** POST /api/business/profile/{id}/reviews/{reviewID}/reply */
export const ZReviewReplyRequest = z
  .object({ text: text(1, L.replyMaxChars, M.replyRequired, M.replyRequired, M.replyTooLong) })
  .strict();
export type ReviewReplyRequest = z.infer<typeof ZReviewReplyRequest>;

export const ZBusinessReviewsParams = z.object({ id: z.string().max(64) });
export const ZReviewParams = z.object({ id: z.string().max(64), reviewID: z.string().max(64) });
export const ZStaffReviewParams = z.object({ reviewID: z.string().max(64) });

export const ZReviewListQuery = z.object({
  size: pagingNumber('size', 1, REVIEWS_PAGE_MAX, REVIEWS_PAGE_SIZE),
  cursor: cursorParam(),
});
export const ZStaffReviewsQuery = ZReviewListQuery;

/** The trade a review came from: its kind and month, never the request's or the conversation's details. */
export const ZReviewTrade = z.object({
  kind: z.enum(REVIEW_TRADE_KINDS),
  /** `2026-03` */
  month: z.string(),
  /** "Awarded quote, March 2026" */
  label: z.string(),
});
export type ReviewTrade = z.infer<typeof ZReviewTrade>;

/** A review as the company page shows it. */
export const ZReview = z.object({
  reviewID: z.string(),
  businessID: z.string(),
  author: z.object({ userID: z.string(), name: z.string(), photo: z.string().nullable(), path: z.string() }),
  ratings: ZReviewRatings,
  text: z.string(),
  trade: ZReviewTrade,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Changed by its author after it was written (staff can read the earlier versions). */
  edited: z.boolean(),
  /** The business's one public reply. */
  reply: z
    .object({
      text: z.string(),
      repliedAt: z.string(),
      business: z.object({ businessID: z.string(), companyName: z.string() }),
    })
    .nullable(),
});
export type Review = z.infer<typeof ZReview>;

/** The author's own review, whatever its status, with the staff's reason when it was rejected or hidden. */
export const ZOwnReview = ZReview.extend({
  status: z.enum(REVIEW_STATUSES),
  /** What the status means, in a sentence. */
  statusText: z.string(),
  /** Staff's reason (rejected or hidden), for the author to read. */
  reason: z.string().nullable(),
  /** Until when the author may change it (ISO). */
  editableUntil: z.string(),
  canEdit: z.boolean(),
});
export type OwnReview = z.infer<typeof ZOwnReview>;

/** What the company page shows above its reviews: `average` (of the overall ratings) only from three reviews on. */
export const ZReviewSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave each number of stars overall. */
  distribution: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof ZReviewSummary>;

/** GET /api/business/profile/{id}/reviews: the public reviews, newest first, and the summary. */
export const ZReviewList = cursorPage(ZReview).extend({ summary: ZReviewSummary });
export type ReviewList = z.infer<typeof ZReviewList>;

/** GET /api/business/profile/{id}/reviews/eligibility: whether the caller may review now, why not, and their review. */
export const ZReviewEligibility = z.object({
  canReview: z.boolean(),
  /** Null when the caller may review. */
  reason: z.enum(REVIEW_REFUSALS).nullable(),
  /** The sentence the page shows: the trade it rests on, or why not. */
  message: z.string(),
  trade: ZReviewTrade.nullable(),
  /** With `already-reviewed`: from when the next review is possible (ISO). */
  nextReviewAt: z.string().nullable(),
  /** The caller's latest review of this business, whatever its status. */
  mine: ZOwnReview.nullable(),
});
export type ReviewEligibility = z.infer<typeof ZReviewEligibility>;

export const ZReviewDone = z.object({ reviewID: z.string(), message: z.string(), review: ZOwnReview });
export type ReviewDone = z.infer<typeof ZReviewDone>;
export const ZReviewReplyDone = z.object({ reviewID: z.string(), message: z.string(), review: ZReview });
export type ReviewReplyDone = z.infer<typeof ZReviewReplyDone>;

// ---------------------------------------------------------------- staff

/** A review as staff see it: its status and reason, and the business it is about. */
export const ZStaffReview = ZReview.extend({
  status: z.enum(REVIEW_STATUSES),
  reason: z.string().nullable(),
  business: z.object({ businessID: z.string(), companyName: z.string(), path: z.string() }),
});
export type StaffReview = z.infer<typeof ZStaffReview>;
export const ZStaffReviewList = cursorPage(ZStaffReview);
export type StaffReviewList = z.infer<typeof ZStaffReviewList>;

/** POST /api/staff/reviews/{reviewID}/decision: publish a review that waits, or reject it with the reason its author reads. */
export const ZReviewDecisionRequest = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { message: M.decision }),
    reason: z
      .string()
      .trim()
      .max(L.reasonMaxChars, M.reasonTooLong)
      .refine(noNul, 'reason cannot hold a NUL character')
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonRequired });
  });
export type ReviewDecisionRequest = z.infer<typeof ZReviewDecisionRequest>;
export const ZReviewDecisionDone = z.object({ reviewID: z.string(), message: z.string(), review: ZStaffReview });

/** One earlier version of a review: what it said until its author changed it. */
export const ZReviewVersion = z.object({
  ratings: ZReviewRatings,
  text: z.string(),
  writtenAt: z.string(),
  replacedAt: z.string(),
});
/** GET /api/staff/reviews/{reviewID}/history: the review as it is, and every earlier version, oldest first. */
export const ZReviewHistory = z.object({ review: ZStaffReview, versions: z.array(ZReviewVersion) });
export type ReviewHistory = z.infer<typeof ZReviewHistory>;

export const REVIEW_RESPONSES = {
  done: okEnvelope(ZReviewDone),
  list: okEnvelope(ZReviewList),
  eligibility: okEnvelope(ZReviewEligibility),
  replied: okEnvelope(ZReviewReplyDone),
  staffList: okEnvelope(ZStaffReviewList),
  decided: okEnvelope(ZReviewDecisionDone),
  history: okEnvelope(ZReviewHistory),
} as const;
