import type { StaffJob } from '@wbn/contract';
import type { JobRow } from '../../core/jobs.repo.js';

/** A job as staff see it: kind, state and error; never its payload (an e-mail's text may hold a link that signs someone in). */
export const presentJob = (j: JobRow): StaffJob => ({
  jobID: j.id,
  kind: j.kind,
  status: j.status as StaffJob['status'],
  attempts: j.attempts,
  maxAttempts: j.maxAttempts,
  lastError: j.lastError,
  runAt: j.runAt.toISOString(),
  createdAt: j.createdAt.toISOString(),
  updatedAt: j.updatedAt.toISOString(),
});
