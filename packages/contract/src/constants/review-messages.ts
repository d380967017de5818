/**
 * The sentences of reviews that only their forms, the API and the staff area say (decision 0073):
 * where a review stands, why a member may not review, the API's messages, the review and reply
 * forms, the staff's Reviews tab. A module apart from reviews.ts, so a company page's first load
 * carries only what its reviews section shows (decision 0009).
 */
import { REVIEW_LIMITS, REVIEW_RATING_LABELS, type ReviewRating } from './reviews.js';

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

/** What the review form and the business's reply form say (decision 0073). */
export const REVIEW_FORM_TEXT = {
  write: 'Write a review',
  change: 'Change your review',
  yourReview: 'Your review',
  /** While the page asks whether the member may review. */
  checking: 'Checking whether you can review this business…',
  /** The team's reason, on a review they rejected or took off the page. */
  reason: (reason: string) => `Our team's reason: ${reason}`,
  changeUntil: (day: string) => `You can change it until ${day}.`,
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
