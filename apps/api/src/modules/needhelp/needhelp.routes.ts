/** /api/needhelp/*: the need-help enquiry form and the staff's list of enquiries. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, ZNeedHelpRequest, ZStaffPageQuery } from '@wbn/contract';
import type { Authenticator } from '../../core/auth.js';
import { requireStaff } from '../../core/auth.js';
import { ok } from '../../lib/http.js';
import type { NeedHelpService } from './needhelp.service.js';

const tags = ['need help'];

export function needHelpRoutes(auth: Authenticator, needHelp: NeedHelpService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/send', { schema: { tags, body: ZNeedHelpRequest } }, async (req, reply) => {
      const data = await needHelp.send(req.body, req.ip);
      return reply.status(201).send({ success: true as const, message: MSG.enquirySent, data });
    });
    r.get(
      '/',
      { onRequest: requireStaff(auth), schema: { tags, querystring: z.object({ skip: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(20) }) } },
      async (req) => ok(await needHelp.list(req.query.skip, req.query.size)),
    );
  };
}

const enquiries = z.object({
  enquiries: z.array(z.object({ enquiryID: z.string(), createdAt: z.string() }).catchall(z.string())),
  total: z.number().int(),
});

/** /api/staff/enquiries: the same list in the staff area's shape and paging. */
export function needHelpStaffRoutes(auth: Authenticator, needHelp: NeedHelpService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/enquiries', { onRequest: requireStaff(auth), schema: { tags: ['staff'], querystring: ZStaffPageQuery, response: { 200: z.object({ success: z.literal(true), data: enquiries }) } } }, async (req) =>
      ok(await needHelp.list(req.query.skip, req.query.size)),
    );
  };
}
