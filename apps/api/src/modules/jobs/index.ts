/**
 * The job queue's staff view and upkeep (decisions 0022, 0066): finished jobs leave the table after
 * a while, staff list and retry jobs, and the health check asks whether the queue's table answers.
 * The queue itself is part of the platform.
 */
import { requireStaff } from '../../core/auth.js';
import type { ApiModule } from '../../core/module.js';
import type { Platform } from '../../core/platform.js';
import { jobsRoutes } from './jobs.routes.js';
import { createJobsService } from './jobs.service.js';

export function createJobsModule(p: Platform) {
  const jobs = createJobsService({ db: p.db, queue: p.queue, keepDoneDays: p.config.JOBS_KEEP_DONE_DAYS });
  return {
    name: 'jobs',
    stats: jobs.stats,
    reachable: jobs.reachable,
    api: (auth) => [{ plugin: jobsRoutes(jobs, requireStaff(auth)), prefix: '/staff/jobs' }],
  } satisfies ApiModule & Record<string, unknown>;
}
