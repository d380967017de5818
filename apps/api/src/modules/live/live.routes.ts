/** /api/live/*: the ticket and the event stream (decision 0013). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLiveTicket } from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { invalid } from '../../lib/errors.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { LiveService } from './live.service.js';

const tags = ['live'];
const EVENT_ID = /^\d{1,15}$/;
const lastEventIdMessage = 'lastEventId must be the id of an event of this stream (a whole number)';

const streamQuery = z.object({
  ticket: z.string({ message: 'A stream ticket is required (POST /api/live/ticket)' }).min(1, 'A stream ticket is required (POST /api/live/ticket)').max(2048, 'This is not a valid stream ticket'),
  lastEventId: z.string().regex(EVENT_ID, lastEventIdMessage).optional(),
});

export function liveRoutes(auth: Authenticator, live: LiveService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/ticket',
      { onRequest: requireUser(auth), schema: { tags, response: { 200: z.object({ success: z.literal(true), data: ZLiveTicket }) } } },
      async (req) => {
        const { userID, sessionId } = currentUser(req);
        return ok(await live.issueTicket({ userID, sessionId }));
      },
    );

    // The browser's EventSource sends Last-Event-ID itself when it reconnects; a client that opens
    // a new EventSource passes it in the query instead. The header wins.
    r.get('/stream', { schema: { tags, querystring: streamQuery } }, async (req, reply) => {
      const header = req.headers['last-event-id'];
      const headerValue = Array.isArray(header) ? header[0] : header;
      if (headerValue !== undefined && headerValue !== '' && !EVENT_ID.test(headerValue)) throw invalid('Last-Event-ID', lastEventIdMessage);
      const last = headerValue || req.query.lastEventId;
      await live.openStream(req, reply, req.query.ticket, last === undefined ? undefined : Number(last));
      return reply;
    });
  };
}
