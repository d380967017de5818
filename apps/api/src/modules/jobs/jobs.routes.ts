/** /api/staff/jobs: failed and dead jobs for staff (everyone else 401 / 403, like the rest of the staff area). */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_RESPONSES as R, ZStaffJobsQuery } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import type { JobsService } from './jobs.service.js';

const tags = ['staff'];
const params = z.object({ jobID: z.string().max(64) });

export function jobsRoutes(jobs: JobsService, staffOnly: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { onRequest: staffOnly };
    r.get('/', { ...staff, schema: { tags, querystring: ZStaffJobsQuery, response: { 200: R.list } } }, async (req) => ok(await jobs.list(req.query.status, req.query.size, req.query.cursor)));
    r.get('/counts', { ...staff, schema: { tags, response: { 200: R.counts } } }, async () => ok(await jobs.counts()));
    r.post('/:jobID/retry', { ...staff, schema: { tags, params, response: { 200: R.done } } }, async (req) => ok(await jobs.retry(req.params.jobID)));
    r.delete('/:jobID', { ...staff, schema: { tags, params, response: { 200: R.done } } }, async (req) => ok(await jobs.discard(req.params.jobID)));
  };
}
