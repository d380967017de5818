/**
 * The job queue as staff see it (GET /api/staff/jobs): jobs that failed and will retry, and dead
 * ones (out of attempts), with their last error; staff retry or discard them. What a job carries
 * (an e-mail's text, a link) never leaves the API: only its kind, state and error.
 */
import { z } from './zod.js';
import { pagingNumber } from './fields.js';
import { cursorPage, cursorParam, okEnvelope, ZMessageResponse } from './envelope.js';
import { JOB_LIST_STATUSES, STAFF_JOBS_PAGE_SIZE } from '../constants/jobs.js';

export const ZStaffJobsQuery = z.object({
  status: z.enum(JOB_LIST_STATUSES, { message: 'status must be retrying or dead' }).default('dead'),
  size: pagingNumber('size', 1, 100, STAFF_JOBS_PAGE_SIZE),
  /** The `nextCursor` of the previous page (opaque). */
  cursor: cursorParam(),
});
export type StaffJobsQuery = z.input<typeof ZStaffJobsQuery>;

export const ZStaffJob = z.object({
  jobID: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'retrying', 'dead', 'done']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it runs next (retrying), or ran last. */
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffJob = z.infer<typeof ZStaffJob>;

/** A page of the list (decision 0026). */
export const ZStaffJobList = cursorPage(ZStaffJob);
export type StaffJobList = z.infer<typeof ZStaffJobList>;

export const ZJobCounts = z.object({ waiting: z.number().int(), retrying: z.number().int(), dead: z.number().int() });
export type JobCounts = z.infer<typeof ZJobCounts>;

export const ZJobParams = z.object({ jobID: z.string().max(64) });

export const JOB_RESPONSES = {
  list: okEnvelope(ZStaffJobList),
  counts: okEnvelope(ZJobCounts),
  done: okEnvelope(ZMessageResponse),
} as const;
