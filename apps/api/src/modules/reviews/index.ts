/**
 * The reviews module's front door (decisions 0066, 0073): reviews of businesses by members who
 * traded with them, the businesses' replies, and the staff's decisions on reviews that wait. A
 * public review is announced (`review.published`; the notifications module tells the business's
 * team; a reply and the staff's decisions are announced too, and its author is told, decision 0078);
 * reports and hiding go through the safety module.
 */
import { requireStaff } from '../../core/auth.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { reviewRoutes, staffReviewRoutes } from './reviews.routes.js';
import { createReviewsService } from './reviews.service.js';
import { scheduleRatings } from './reviews.ratings.js';

export function createReviewsModule(p: Platform) {
  const reviews = createReviewsService({
    db: p.db,
    events: p.events,
    blocks: p.blocks,
    invalidate: p.invalidate,
    now: p.now,
  });
  // The rating search reads (decision 0077), kept current when reports and staff change what is public.
  scheduleRatings({ db: p.db, events: p.events, queue: p.queue, invalidate: p.invalidate, now: p.now });
  return {
    name: 'reviews',
    /** What the staff area counts: the reviews that wait for a decision (decision 0078). */
    pendingCount: reviews.pendingCount,
    api: (auth) => [
      { plugin: reviewRoutes(auth, reviews), prefix: '/business' },
      { plugin: staffReviewRoutes(reviews, requireStaff(auth)), prefix: '/staff' },
    ],
  } satisfies ApiModule & Record<string, unknown>;
}
