/** /api/live/*: the ticket and the event stream (decision 0013). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isLiveEventId,
  LIVE_EVENTS,
  LIVE_LAST_EVENT_ID_MESSAGE,
  okEnvelope,
  ZLiveEventStream,
  ZLiveStreamQuery,
  ZLiveTicket,
} from '@wbn/contract';
import { ok } from '../../lib/http.js';
import { op } from '../../lib/openapi.js';
import { invalid } from '../../lib/errors.js';
import type { Authenticator } from '../../core/auth.js';
import { currentUser, requireUser } from '../../core/auth.js';
import type { LiveService } from './live.service.js';

const tags = ['live'];

const STREAM_DESCRIPTION =
  'EventSource cannot send an Authorization header: the stream takes the one-minute ticket of POST /api/live/ticket in the query instead. ' +
  'A reconnecting client names the last event it received in the `Last-Event-ID` header (the browser does it itself) or in `lastEventId` (a new EventSource); the header wins, and the stream sends exactly what was missed. ' +
  'Errors before the stream opens (a bad ticket or event id, a closed session) are the JSON error envelope.';

const EVENTS_DESCRIPTION =
  `An event stream: \`${LIVE_EVENTS.ready}\` first (data \`{resumed}\`; its id is the cursor to resume from), \`${LIVE_EVENTS.resync}\` before it when more was missed than the stream replays, ` +
  `then the events (\`id:\` the user's sequence number, \`event:\` its type such as \`${LIVE_EVENTS.notification}\` or \`${LIVE_EVENTS.notificationsRead}\`, \`data:\` JSON), ` +
  `a \`: ping\` comment every 25 seconds, and \`${LIVE_EVENTS.sessionClosed}\` before the stream ends when its session is closed.`;

export function liveRoutes(auth: Authenticator, live: LiveService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/ticket',
      {
        onRequest: requireUser(auth),
        schema: op({
          id: 'issueLiveTicket',
          summary: 'A one-minute ticket that opens the live event stream of this session',
          tags,
          access: 'member',
          response: { 200: okEnvelope(ZLiveTicket) },
        }),
      },
      async (req) => {
        const { userID, sessionId } = currentUser(req);
        return ok(await live.issueTicket({ userID, sessionId }));
      },
    );

    // The browser's EventSource sends Last-Event-ID itself when it reconnects; a client that opens
    // a new EventSource passes it in the query instead. The header wins.
    r.get(
      '/stream',
      {
        schema: op({
          id: 'openLiveStream',
          summary: "The caller's live events as a server-sent event stream, opened with a ticket",
          description: STREAM_DESCRIPTION,
          tags,
          access: 'public',
          querystring: ZLiveStreamQuery,
          response: {
            200: { description: EVENTS_DESCRIPTION, content: { 'text/event-stream': { schema: ZLiveEventStream } } },
          },
          // An expired or foreign ticket (TokenExpiredError, JsonWebTokenError), or a session closed since (SessionError).
          errors: [401],
        }),
      },
      async (req, reply) => {
        const header = req.headers['last-event-id'];
        const headerValue = Array.isArray(header) ? header[0] : header;
        if (headerValue !== undefined && headerValue !== '' && !isLiveEventId(headerValue))
          throw invalid('Last-Event-ID', LIVE_LAST_EVENT_ID_MESSAGE);
        const last = headerValue || req.query.lastEventId;
        await live.openStream(req, reply, req.query.ticket, last === undefined ? undefined : Number(last));
        return reply;
      },
    );
  };
}
