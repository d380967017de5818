/** What staff do with the queue (the staff area's Jobs tab): list failed and dead jobs, retry or discard one. */
import { JOB_MSG, type JobListStatus } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { AppError, invalid, isUuid } from '../../lib/errors.js';
import type { JobQueue } from '../../core/jobs.js';
import { jobsRepo } from '../../core/jobs.repo.js';
import { keysetCursor } from '../../lib/keyset-cursor.js';
import { presentJob } from './jobs.presenter.js';

const HOUR_MS = 3600_000;

const notFound = () => new AppError('NotFound', JOB_MSG.notFound, { jobID: JOB_MSG.notFound });

export function createJobsService(d: { db: Db; queue: JobQueue; keepDoneDays: number }) {
  // Finished jobs leave the table after a while (an hourly scheduled job on the same queue).
  d.queue.define('jobs.clean-up', async () => {
    await jobsRepo.deleteDone(d.db, new Date(Date.now() - d.keepDoneDays * 24 * HOUR_MS));
  });
  d.queue.every('jobs.clean-up', HOUR_MS);

  return {
    async list(status: JobListStatus, size: number, cursor?: string) {
      const position = cursor === undefined ? undefined : keysetCursor.read(cursor);
      if (cursor !== undefined && !position) throw invalid('cursor', 'cursor is not valid');
      const rows = await jobsRepo.list(d.db, [status], size, position && { updatedAt: position.at, id: position.id });
      const page = rows.slice(0, size);
      const last = page[page.length - 1];
      return {
        data: page.map(presentJob),
        nextCursor: rows.length > size ? keysetCursor.write({ at: last.updatedAt, id: last.id }) : null,
      };
    },

    async counts() {
      const c = await jobsRepo.countByStatus(d.db);
      return {
        waiting: (c.queued ?? 0) + (c.running ?? 0) + (c.retrying ?? 0),
        retrying: c.retrying ?? 0,
        dead: c.dead ?? 0,
      };
    },

    async retry(id: string) {
      if (!isUuid(id) || !(await jobsRepo.retryNow(d.db, id))) throw notFound();
      return { message: JOB_MSG.retried };
    },

    async discard(id: string) {
      if (!isUuid(id) || !(await jobsRepo.discard(d.db, id))) throw notFound();
      return { message: JOB_MSG.discarded };
    },

    /** The readiness check: the queue's table answers. */
    reachable: () =>
      jobsRepo.countByStatus(d.db).then(
        () => true,
        () => false,
      ),
    stats: () => jobsRepo.stats(d.db),
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
