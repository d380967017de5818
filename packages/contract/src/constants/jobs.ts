/** The staff's job list: its statuses, page size and messages, without zod (decision 0009); schemas/jobs.ts holds the schemas. */
export const JOB_LIST_STATUSES = ['retrying', 'dead'] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];
export const STAFF_JOBS_PAGE_SIZE = 20;

export const JOB_MSG = {
  notFound: 'There is no failed or dead job with this id',
  retried: 'The job will run again now',
  discarded: 'The job was discarded',
} as const;
