/** /api/needhelp/*: the need-help enquiry form and the staff's list of enquiries. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MSG,
  okEnvelope,
  ZNeedHelpEnquiryList,
  ZNeedHelpListQuery,
  ZNeedHelpRequest,
  ZNeedHelpSent,
  ZStaffPageQuery,
} from '@wbn/contract';
import type { Authenticator } from '../../core/auth.js';
import { requireStaff } from '../../core/auth.js';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import type { NeedHelpService } from './needhelp.service.js';

const tags = ['need help'];
const enquiries = { 200: okEnvelope(ZNeedHelpEnquiryList) };

export function needHelpRoutes(auth: Authenticator, needHelp: NeedHelpService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/send',
      {
        schema: op({
          id: 'sendNeedHelpEnquiry',
          summary: 'Send the need-help enquiry form (staff are e-mailed)',
          tags,
          access: 'public',
          body: ZNeedHelpRequest,
          response: { 201: ZNeedHelpSent },
          errors: [429],
        }),
      },
      async (req, reply) => {
        const data = await needHelp.send(req.body, req.ip);
        return reply.status(201).send({ success: true as const, message: MSG.enquirySent, data });
      },
    );
    r.get(
      '/',
      {
        onRequest: requireStaff(auth),
        schema: op({
          id: 'listNeedHelpEnquiries',
          summary: 'The enquiries, newest first (staff)',
          tags,
          access: 'staff',
          querystring: ZNeedHelpListQuery,
          response: enquiries,
        }),
      },
      async (req) => ok(await needHelp.list(req.query.skip, req.query.size)),
    );
  };
}

/** /api/staff/enquiries: the same list in the staff area's shape and paging. */
export function needHelpStaffRoutes(auth: Authenticator, needHelp: NeedHelpService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/enquiries',
      {
        onRequest: requireStaff(auth),
        schema: op({
          id: 'listStaffEnquiries',
          summary: "The need-help enquiries, newest first, in the staff area's paging",
          tags: ['staff'],
          access: 'staff',
          querystring: ZStaffPageQuery,
          response: enquiries,
        }),
      },
      async (req) => ok(await needHelp.list(req.query.skip, req.query.size)),
    );
  };
}
