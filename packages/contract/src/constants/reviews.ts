/**
 * Reviews of businesses, tied to real trade (decision 0073): a member reviews a business only after
 * one of their requests for quotation awarded its quote, or after a conversation with it in which
 * both sides wrote over at least two days. One review per member and business in 12 months,
 * changeable for 30 days; four ratings and a text; the business's owner or an admin replies once.
 * Every number and sentence of the feature is here. Without zod (decision 0009); schemas/reviews.ts
 * holds the schemas.
 */
import { businessPath } from './routes.js';

/** The four ratings of a review, each a whole number of stars; `overall` is the one averaged. */
export const REVIEW_RATINGS = ['overall', 'quality', 'communication', 'delivery'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
export const REVIEW_RATING_LABELS: Record<ReviewRating, string> = {
  overall: 'Overall',
  quality: 'Quality as described',
  communication: 'Communication',
  delivery: 'Delivery on time',
};

export const REVIEW_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  textMinChars: 20,
  textMaxChars: 2000,
  replyMaxChars: 2000,
  /** What staff write when they hide or reject a review (the author reads it). */
  reasonMaxChars: 1000,
  /** One review per member and business within this many months (from the day of the last one). */
  oncePerMonths: 12,
  /** Its author may change a review for this many days after writing it. */
  editableDays: 30,
  /** The average shows from this many public reviews on: one review does not define a business. */
  averageFromCount: 3,
  /** More than `burstCount` new reviews of one business within `burstHours`: the next ones wait for staff. */
  burstCount: 5,
  burstHours: 24,
  /** A conversation is trade when both sides wrote and its first and last messages are this many days apart. */
  conversationMinDays: 2,
  /** A reported review stays out of public view until staff decide, for at most this many hours. */
  reportedHiddenHours: 48,
} as const;

const starsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** "4.3" of an average, "4" of a whole rating: the number written beside the stars. */
export const starsNumber = (value: number) => starsFormat.format(value);
/** What screen readers hear of a row of stars: "4.3 out of 5 stars". */
export const starsLabel = (value: number) => `${starsNumber(value)} out of ${REVIEW_LIMITS.starsMax} stars`;
/** "12 reviews" / "1 review": the count beside an average. */
export const reviewCountLabel = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;

/** Reviews per page of a company's list (and the most one page may ask for). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_MAX = 50;

/** Where a company page shows its reviews (the notification of a new review leads there). */
export const REVIEWS_ANCHOR = 'reviews';
export const businessReviewsPath = (companyName: string, businessID: string) =>
  `${businessPath(companyName, businessID)}#${REVIEWS_ANCHOR}`;

/** What made the member able to review: an award of the business's quote, or a two-sided conversation. */
export const REVIEW_TRADE_KINDS = ['awarded-quote', 'conversation'] as const;
export type ReviewTradeKind = (typeof REVIEW_TRADE_KINDS)[number];
export const REVIEW_TRADE_LABELS: Record<ReviewTradeKind, string> = {
  'awarded-quote': 'Awarded quote',
  conversation: 'Conversation',
};

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "March 2026" of a month written `2026-03`. */
export const reviewMonthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** "14 March 2027" of an instant (ISO), as the sentences of the 12-month rule name days. */
export const reviewDayLabel = (iso: string) => dayFormat.format(new Date(iso));
/** "Awarded quote, March 2026": the trade a review came from, without the request's details. */
export const reviewTradeLabel = (kind: ReviewTradeKind, month: string) =>
  `${REVIEW_TRADE_LABELS[kind]}, ${reviewMonthLabel(month)}`;

/** What the company page's reviews section says (decision 0073); its forms' texts are in review-messages.ts. */
export const REVIEW_TEXT = {
  heading: 'Reviews',
  /** Under the heading: why these reviews can be trusted. */
  intro: 'Only members who traded with this business can review it: an awarded quote, or a real conversation.',
  /** Below three reviews: the count is shown, the average is not yet. */
  averageLater: `The average rating shows from ${REVIEW_LIMITS.averageFromCount} reviews on.`,
  basedOn: (count: number) => `Based on ${reviewCountLabel(count)}`,
  distributionLabel: 'How many reviews gave each rating',
  signInToReview: 'Sign in to review this business',
  edited: 'Edited',
  replyFrom: (companyName: string) => `Reply from ${companyName}`,
  moreActions: (name: string) => `More actions for the review by ${name}`,
  report: 'Report review',
  reportSubject: (name: string) => `The review by ${name}`,
} as const;
