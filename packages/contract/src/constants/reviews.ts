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

/**
 * Where a review is, as its author sees it: `pending` waits for staff (a burst of reviews of the
 * business, or a report not decided yet), `published` shows on the company page, `rejected` staff
 * did not publish it, `hidden` staff took it off the page; the last two with the staff's reason.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_TEXT: Record<ReviewStatus, string> = {
  pending: 'Your review waits for a check by our team before it shows on the company page.',
  published: 'Your review shows on the company page.',
  rejected: 'Our team did not publish your review.',
  hidden: 'Our team took your review off the company page.',
};

/** Why a member cannot review a business now (the page explains it with the sentence the API answers). */
export const REVIEW_REFUSALS = ['own-business', 'blocked', 'already-reviewed', 'no-trade'] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

/** What staff decide about a review that waits for them. */
export const REVIEW_DECISIONS = ['publish', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const chars = (n: number) => n.toLocaleString('en-US');
const L = REVIEW_LIMITS;

export const REVIEW_MSG = {
  created: 'Thank you. Your review shows on the company page.',
  createdPending: 'Thank you. Your review waits for a check by our team before it shows on the company page.',
  updated: 'Your review is updated.',
  replied: 'Your reply shows under the review.',
  notFound: 'Review not found',
  businessNotFound: 'Business not found',
  /** The eligibility's sentence when the member may review: the trade it rests on. */
  canReview: (trade: string) => `You can review this business: you traded with it (${trade}).`,
  ownBusiness: 'You cannot review a business you own or belong to.',
  noTrade: `You can review a business once you have traded with it: when one of your requests for quotation awarded its quote, or after a conversation with it in which both sides wrote over at least ${L.conversationMinDays} days.`,
  alreadyReviewed: (last: string, next: string) =>
    `You reviewed this business on ${last}. You can review it again from ${next}.`,
  notAuthor: 'Only the author of a review can change it.',
  editWindowOver: `A review can be changed for ${L.editableDays} days after it is written; this one can no longer be changed.`,
  managersOnly: 'Only the owner or an admin of the business can reply to its reviews.',
  alreadyReplied: 'This review already has a reply.',
  rating: (rating: ReviewRating) =>
    `Rate ${REVIEW_RATING_LABELS[rating].toLowerCase()} with a whole number from ${L.starsMin} to ${L.starsMax}`,
  textRequired: 'Write your review',
  textTooShort: `Write at least ${L.textMinChars} characters`,
  textTooLong: `At most ${chars(L.textMaxChars)} characters`,
  replyRequired: 'Write your reply',
  replyTooLong: `At most ${chars(L.replyMaxChars)} characters`,
  // ---- staff ----
  decision: `Choose ${REVIEW_DECISIONS.join(' or ')}`,
  reasonRequired: 'Write the reason the author of the review will read',
  reasonTooLong: `At most ${chars(L.reasonMaxChars)} characters`,
  published: 'The review is published. The business is told.',
  rejected: 'The review is not published. Its author reads your reason.',
  notPending: 'This review is not waiting for a decision.',
} as const;

/** What the company page's reviews section says (decision 0073). */
export const REVIEW_TEXT = {
  heading: 'Reviews',
  /** Under the heading: why these reviews can be trusted. */
  intro: 'Only members who traded with this business can review it: an awarded quote, or a real conversation.',
  /** Below three reviews: the count is shown, the average is not yet. */
  averageLater: `The average rating shows from ${REVIEW_LIMITS.averageFromCount} reviews on.`,
  basedOn: (count: number) => `Based on ${reviewCountLabel(count)}`,
  /** A bar of the distribution, for screen readers: "5 stars: 12 reviews". */
  distributionRow: (stars: number, count: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${reviewCountLabel(count)}`,
  distributionLabel: 'How many reviews gave each rating',
  empty: (companyName: string) => `${companyName} has no reviews yet.`,
  signInToReview: 'Sign in to review this business',
  write: 'Write a review',
  change: 'Change your review',
  yourReview: 'Your review',
  /** While the page asks whether the member may review. */
  checking: 'Checking whether you can review this business…',
  /** The team's reason, on a review they rejected or took off the page. */
  reason: (reason: string) => `Our team's reason: ${reason}`,
  changeUntil: (day: string) => `You can change it until ${day}.`,
  edited: 'Edited',
  replyFrom: (companyName: string) => `Reply from ${companyName}`,
  reply: 'Reply',
  /** The Reply button, for screen readers: which review it answers. */
  replyTo: (name: string) => `Reply to the review by ${name}`,
  replyLabel: 'Your public reply',
  replyHint: 'Everyone who reads the review reads your reply. A review has one reply, which cannot be changed.',
  sendReply: 'Publish reply',
  formHeading: 'Your review',
  textLabel: 'What was it like to trade with this business?',
  textHint: `Between ${REVIEW_LIMITS.textMinChars} and ${REVIEW_LIMITS.textMaxChars.toLocaleString('en-US')} characters. Say what you bought or asked for, not the prices or terms you agreed.`,
  send: 'Publish review',
  save: 'Save changes',
  cancel: 'Cancel',
  /** The radio group of one rating: "Quality as described: 4 stars". */
  starChoice: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  moreActions: (name: string) => `More actions for the review by ${name}`,
  report: 'Report review',
  reportSubject: (name: string) => `The review by ${name}`,
} as const;

/** What the staff area's Reviews tab says (decision 0078): the reviews that wait after a burst. */
export const STAFF_REVIEW_TEXT = {
  tab: 'Reviews',
  intro: `Reviews wait here when a business received more than ${L.burstCount} in ${L.burstHours} hours. Publish one (the business is told) or reject it with a reason its author reads. Reported reviews are in Reports.`,
  empty: 'No review is waiting. Reviews that arrive in a burst appear here.',
  loading: 'Loading the reviews',
  failed: 'We could not load the reviews.',
  /** Before the business's name: "Review of Acme Ltd". */
  of: 'Review of',
  /** Before the author's name. */
  by: 'By',
  written: (day: string) => `Written ${day}`,
  publish: 'Publish',
  reject: 'Reject',
  rejectTitle: 'Reject this review',
  reasonLabel: 'Reason (the author reads it)',
  sendReject: 'Reject the review',
  cancel: 'Cancel',
  showHistory: 'Earlier versions',
  hideHistory: 'Hide earlier versions',
  historyLoading: 'Loading the earlier versions',
  noVersions: 'Its author has not changed it.',
  version: (written: string, replaced: string) => `Written ${written}, replaced ${replaced}`,
  /** Hiding a reported review in the staff's reports: the reason is asked for first. */
  hideTitle: 'Hide this review',
  hideReasonLabel: 'Why it is hidden (its author reads this)',
  hideSend: 'Hide the review',
} as const;
