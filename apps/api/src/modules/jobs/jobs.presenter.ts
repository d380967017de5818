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

/** The opaque cursor of a list page: the last row's (updatedAt, id). */
export const jobCursor = {
  write: (j: JobRow) => Buffer.from(`${j.updatedAt.toISOString()}|${j.id}`).toString('base64url'),
  read(cursor: string): { updatedAt: Date; id: string } | undefined {
    const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
    const updatedAt = new Date(at ?? '');
    if (Number.isNaN(updatedAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? '')) return undefined;
    return { updatedAt, id };
  },
};
