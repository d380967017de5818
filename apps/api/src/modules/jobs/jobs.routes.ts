/** /api/staff/jobs: failed and dead jobs for staff (everyone else 401 / 403, like the rest of the staff area). */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JOB_RESPONSES as R, ZJobParams, ZStaffJobsQuery } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { JobsService } from './jobs.service.js';

const tags = ['staff'];
const access = 'staff';

export function jobsRoutes(jobs: JobsService, staffOnly: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { onRequest: staffOnly };
    r.get(
      '/',
      {
        ...staff,
        schema: op({
          id: 'listStaffJobs',
          summary:
            'Jobs that failed and will retry, or dead ones (out of attempts), with their last error; pages by cursor',
          tags,
          access,
          querystring: ZStaffJobsQuery,
          response: { 200: R.list },
        }),
      },
      async (req) => ok(await jobs.list(req.query.status, req.query.size, req.query.cursor)),
    );
    r.get(
      '/counts',
      {
        ...staff,
        schema: op({
          id: 'getStaffJobCounts',
          summary: 'How many jobs wait, retry and are dead',
          tags,
          access,
          response: { 200: R.counts },
        }),
      },
      async () => ok(await jobs.counts()),
    );
    r.post(
      '/:jobID/retry',
      {
        ...staff,
        schema: op({
          id: 'retryStaffJob',
          summary: 'Run a retrying or dead job again now (a dead one with its attempts reset)',
          tags,
          access,
          params: ZJobParams,
          response: { 200: R.done },
          errors: [404],
        }),
      },
      async (req) => ok(await jobs.retry(req.params.jobID)),
    );
    r.delete(
      '/:jobID',
      {
        ...staff,
        schema: op({
          id: 'discardStaffJob',
          summary: 'Discard a retrying or dead job',
          tags,
          access,
          params: ZJobParams,
          response: { 200: R.done },
          errors: [404],
        }),
      },
      async (req) => ok(await jobs.discard(req.params.jobID)),
    );
  };
}
