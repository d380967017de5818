/** /api/needhelp/*: the need-help enquiry form and the staff list. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, ZNeedHelpRequest } from '@wbn/contract';
import type { AuthService } from '../auth/auth.service.js';
import { currentUser, requireUser } from '../auth/auth.guard.js';
import { ok } from '../../lib/http.js';
import type { NeedHelpService } from './needhelp.service.js';

const tags = ['need help'];

export function needHelpRoutes(auth: AuthService, needHelp: NeedHelpService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/send', { schema: { tags, body: ZNeedHelpRequest } }, async (req, reply) => {
      const data = await needHelp.send(req.body, req.ip);
      return reply.status(201).send({ success: true as const, message: MSG.enquirySent, data });
    });
    r.get(
      '/',
      { onRequest: requireUser(auth), schema: { tags, querystring: z.object({ skip: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(20) }) } },
      async (req) => ok(await needHelp.list(currentUser(req).userID, req.query.skip, req.query.size)),
    );
  };
}
