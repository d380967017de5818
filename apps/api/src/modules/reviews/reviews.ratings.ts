/**
 * The rating search filters and sorts on (decision 0077), kept on the business row by the reviews
 * module. A review written, changed or published by staff recomputes its business at once (the
 * service), and so does a review staff hid or restored (`review.decided`, from the safety module's
 * moderation). What else changes the public set from outside this module is caught by two scheduled
 * jobs: every minute, the businesses of reviews reported, whose reports staff dismissed, or back
 * after their 48 hours lately (`reviewsRepo.ratingsMaybeMovedSince`); every hour, every business with
 * reviews or a rating (an erased author's reviews go by a foreign key, without a word to this module).
 */
import { REVIEW_LIMITS } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../core/events.js';
import type { JobQueue } from '../../core/jobs.js';
import { cacheTags, type Invalidate } from '../../core/cache-tags.js';
import { reviewsRepo as repo } from './reviews.repo.js';

export const RATINGS_DUE_JOB = 'reviews.ratings-due';
export const RATINGS_RECOUNT_JOB = 'reviews.ratings-recount';
export const RATINGS_DUE_EVERY_MS = 60_000;
const RECOUNT_EVERY_MS = 3_600_000;
/** The due job looks back over this many of its periods, so a run that was late or failed misses nothing. */
const LOOK_BACK_PERIODS = 3;
const CHUNK = 500;

export function scheduleRatings(d: {
  db: Db;
  events: EventBus;
  queue: JobQueue;
  invalidate: Invalidate;
  now?: () => number;
}) {
  const now = d.now ?? Date.now;
  const since = () => new Date(now() - REVIEW_LIMITS.reportedHiddenHours * 3_600_000);
  /** Recomputes these businesses; the pages and searches that show them are dropped where a rating moved. */
  async function refresh(ids: string[]) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const moved = await repo.recomputeRatings(d.db, ids.slice(i, i + CHUNK), since());
      if (moved.length) await d.invalidate([...moved.map(cacheTags.business), cacheTags.search]);
    }
  }
  d.events.on('review.decided', 'reviews-rating', async (e) => refresh([e.businessId]), {
    when: (e) => e.outcome === 'hidden' || e.outcome === 'restored',
  });
  d.queue.define(RATINGS_DUE_JOB, async () =>
    refresh(await repo.ratingsMaybeMovedSince(d.db, new Date(now() - LOOK_BACK_PERIODS * RATINGS_DUE_EVERY_MS))),
  );
  d.queue.every(RATINGS_DUE_JOB, RATINGS_DUE_EVERY_MS);
  d.queue.define(RATINGS_RECOUNT_JOB, async () => refresh(await repo.ratedOrReviewed(d.db)));
  d.queue.every(RATINGS_RECOUNT_JOB, RECOUNT_EVERY_MS);
}
