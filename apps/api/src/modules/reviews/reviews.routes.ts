/**
 * Reviews of businesses (decision 0073): /api/business/profile/{id}/reviews (write, the public list
 * with its summary, whether the caller may review, change, reply) and the staff's /api/staff/reviews
 * (the reviews that wait, the decision, a review's history).
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REVIEW_LIMITS as L,
  REVIEW_RESPONSES as R,
  ZBusinessReviewsParams,
  ZReviewDecisionRequest,
  ZReviewListQuery,
  ZReviewParams,
  ZReviewReplyRequest,
  ZReviewRequest,
  ZStaffReviewParams,
  ZStaffReviewsQuery,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { currentUser, optionalUser, requireUser, requireVerifiedUser, type Authenticator } from '../../core/auth.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];

/** /api/business/profile/{id}/reviews… */
export function reviewRoutes(auth: Authenticator, reviews: ReviewsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { onRequest: requireUser(auth) };
    // A review and a reply are read by everyone: a proven address first, as for posts and requests (decision 0028).
    const verified = { onRequest: requireVerifiedUser(auth) };

    r.post(
      '/profile/:id/reviews',
      {
        ...verified,
        schema: op({
          id: 'createBusinessReview',
          summary: `Reviews a business the caller traded with: one of their own requests for quotation awarded its quote, or a conversation with it (theirs or their business's) in which both sides wrote over at least ${L.conversationMinDays} days. Four ratings from ${L.starsMin} to ${L.starsMax} and a text of ${L.textMinChars} to ${L.textMaxChars} characters. Refused (403, with the sentence) for a business the caller owns or belongs to, without trade, or under a block either way; a second review within ${L.oncePerMonths} months answers 409 naming when the next is possible. After more than ${L.burstCount} new reviews of the business in ${L.burstHours} hours, the review waits for staff.`,
          tags,
          access: 'member',
          params: ZBusinessReviewsParams,
          body: ZReviewRequest,
          response: { 201: R.done },
          errors: [403, 404, 409],
        }),
      },
      async (req, reply) =>
        reply.status(201).send(ok(await reviews.create(currentUser(req).userID, req.params.id, req.body))),
    );
    r.get(
      '/profile/:id/reviews',
      {
        // Signed in: the reviews of members the caller blocked are left out (decision 0034); the summary counts them.
        onRequest: optionalUser(auth),
        schema: op({
          id: 'listBusinessReviews',
          summary: `The business's public reviews, newest first, and their summary: how many, how many gave each number of stars overall, and the average overall rating (null below ${L.averageFromCount} reviews). A reported review is left out until staff decide, for at most ${L.reportedHiddenHours} hours. Signed in: without the reviews of members the caller blocked. Pages by cursor.`,
          tags,
          access: 'optional',
          params: ZBusinessReviewsParams,
          querystring: ZReviewListQuery,
          response: { 200: R.list },
          errors: [404],
        }),
      },
      async (req) => ok(await reviews.list(req.params.id, req.query, req.user?.userID)),
    );
    r.get(
      '/profile/:id/reviews/eligibility',
      {
        ...member,
        schema: op({
          id: 'getBusinessReviewEligibility',
          summary:
            'Whether the caller may review the business now, on what trade, or why not (the sentence the page shows), and the caller’s latest review of it whatever its status (with the staff’s reason when rejected or hidden)',
          tags,
          access: 'member',
          params: ZBusinessReviewsParams,
          response: { 200: R.eligibility },
          errors: [404],
        }),
      },
      async (req) => ok(await reviews.eligibility(currentUser(req).userID, req.params.id)),
    );
    r.put(
      '/profile/:id/reviews/:reviewID',
      {
        ...member,
        schema: op({
          id: 'updateBusinessReview',
          summary: `Changes a review (its author only, for ${L.editableDays} days after writing it; 409 after). The whole review is sent again; the version it replaces is kept for staff.`,
          tags,
          access: 'member',
          params: ZReviewParams,
          body: ZReviewRequest,
          response: { 200: R.done },
          errors: [403, 404, 409],
        }),
      },
      async (req) => ok(await reviews.edit(currentUser(req).userID, req.params.id, req.params.reviewID, req.body)),
    );
    r.post(
      '/profile/:id/reviews/:reviewID/reply',
      {
        ...verified,
        schema: op({
          id: 'replyToBusinessReview',
          summary:
            'The business’s public reply to one of its published reviews (its owner or an admin; one reply per review, a second answers 409). A reported review can be answered before it returns.',
          tags,
          access: 'member',
          params: ZReviewParams,
          body: ZReviewReplyRequest,
          response: { 201: R.replied },
          errors: [403, 404, 409],
        }),
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(ok(await reviews.reply(currentUser(req).userID, req.params.id, req.params.reviewID, req.body))),
    );
  };
}

/** /api/staff/reviews: the reviews that wait, the decision on one, a review's history (staff only). */
export function staffReviewRoutes(reviews: ReviewsService, staffOnly: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { onRequest: staffOnly };
    const staffTags = ['staff'];
    r.get(
      '/reviews',
      {
        ...staff,
        schema: op({
          id: 'listStaffPendingReviews',
          summary: `Reviews that wait for a decision (more than ${L.burstCount} new reviews of one business in ${L.burstHours} hours), oldest first; pages by cursor`,
          tags: staffTags,
          access: 'staff',
          querystring: ZStaffReviewsQuery,
          response: { 200: R.staffList },
        }),
      },
      async (req) => ok(await reviews.pending(req.query)),
    );
    r.post(
      '/reviews/:reviewID/decision',
      {
        ...staff,
        schema: op({
          id: 'decideStaffReview',
          summary:
            'Publishes a review that waits (the business is told) or rejects it with the reason its author reads; 409 when it no longer waits',
          tags: staffTags,
          access: 'staff',
          params: ZStaffReviewParams,
          body: ZReviewDecisionRequest,
          response: { 200: R.decided },
          errors: [404, 409],
        }),
      },
      async (req) => ok(await reviews.decide(req.params.reviewID, req.body)),
    );
    r.get(
      '/reviews/:reviewID/history',
      {
        ...staff,
        schema: op({
          id: 'getStaffReviewHistory',
          summary:
            'A review as it is now, with its status, and every earlier version its author replaced, oldest first',
          tags: staffTags,
          access: 'staff',
          params: ZStaffReviewParams,
          response: { 200: R.history },
          errors: [404],
        }),
      },
      async (req) => ok(await reviews.history(req.params.reviewID)),
    );
  };
}
