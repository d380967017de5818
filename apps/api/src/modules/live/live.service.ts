/**
 * The live channel (decision 0013): other modules publish events for users; every API process
 * delivers them to that user's open streams (server-sent events).
 *
 * publish = append the events to `live_events` (one row per user, numbered per user) + a small
 * wake-up on pub/sub ("user X has events up to N"). A process that holds a stream of user X
 * reads the rows after what it last sent. A client that reconnects, to whichever process, sends
 * its last id and reads what it missed from the same table.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENTS, LIVE_TICKET_TTL_SECONDS, type LiveReadyEvent } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import type { PubSub } from '../../ports/pubsub.js';
import { AppError } from '../../lib/errors.js';
import type { LiveEventInput, LivePublisher } from '../../core/collaborators.js';
import { liveRepo, type LiveEventRow } from './live.repo.js';
import { createLiveHub, sseEvent, type Stream } from './live.hub.js';
import { createTicketSigner, type TicketClaims } from './live.ticket.js';

const CHANNEL = 'live';
/** Comment line that keeps proxies from closing a quiet stream; also when closed sessions are noticed. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Events are kept this long for clients that reconnect. */
export const LIVE_RETENTION_DAYS = 7;
/** A client that missed more than this reloads instead (it gets 'resync'). */
export const LIVE_REPLAY_MAX = 500;
const PRUNE_EVERY_MS = 60 * 60_000;
const TYPE_PATTERN = /^[a-z][a-z0-9.-]{0,47}$/;

/** What other modules call. */
export type { LivePublisher };

/**
 * A wake-up: "user X has events up to N" (`e`), and, when small, the events themselves (`v`:
 * user, number, type, data), so a stream that is up to date writes them without reading the table.
 */
type WakeMessage = { e: [string, number][]; v?: [string, number, string, unknown][] };
/** Events ride along in a wake-up only up to this size; bigger ones are read from the table. */
const INLINE_MAX_CHARS = 16_000;

export function createLiveService(deps: { db: Db; pubsub: PubSub; secret: string; log: FastifyBaseLogger }) {
  const { db, pubsub, log } = deps;
  const hub = createLiveHub(db, log);
  const tickets = createTicketSigner(deps.secret, LIVE_TICKET_TTL_SECONDS);
  const timers: NodeJS.Timeout[] = [];
  let unsubscribe: (() => Promise<void>) | undefined;

  function onMessage(raw: string) {
    try {
      const msg = JSON.parse(raw) as WakeMessage;
      const inline = new Map<string, LiveEventRow[]>();
      for (const [userId, seq, type, payload] of msg.v ?? [])
        inline.set(userId, [...(inline.get(userId) ?? []), { seq, type, payload }]);
      for (const [userId, seq] of msg.e) hub.wake(userId, seq, inline.get(userId));
    } catch (err) {
      log.warn({ err }, 'live: unreadable wake-up message');
    }
  }

  async function publishEach(events: readonly LiveEventInput[]) {
    for (const e of events)
      if (!TYPE_PATTERN.test(e.type)) throw new Error(`live: bad event type ${JSON.stringify(e.type)}`);
    const stored = await liveRepo.append(db, events);
    if (!stored.length) return;
    const last = new Map<string, number>();
    for (const a of stored) last.set(a.userId, Math.max(a.seq, last.get(a.userId) ?? 0));
    const e = [...last];
    const withEvents = JSON.stringify({
      e,
      v: stored.map((a) => [a.userId, a.seq, events[a.index].type, events[a.index].payload ?? null]),
    } satisfies WakeMessage);
    await pubsub.publish(
      CHANNEL,
      withEvents.length <= INLINE_MAX_CHARS ? withEvents : JSON.stringify({ e } satisfies WakeMessage),
    );
  }

  async function prune() {
    await liveRepo
      .prune(db, new Date(Date.now() - LIVE_RETENTION_DAYS * 86_400_000))
      .catch((err: unknown) => log.warn({ err }, 'live: prune failed'));
  }

  /** Where a new stream starts: after `lastEventId` when the client has one and nothing it missed is gone; else now. */
  async function startingPoint(userId: string, lastEventId: number | undefined) {
    const { last, oldest } = await liveRepo.bounds(db, userId);
    if (lastEventId === undefined) return { cursor: last, resumed: false, resync: false };
    const missed = last - lastEventId;
    const gone = missed > 0 && (oldest === null || oldest > lastEventId + 1);
    if (missed < 0 || missed > LIVE_REPLAY_MAX || gone) return { cursor: last, resumed: false, resync: true };
    return { cursor: lastEventId, resumed: true, resync: false };
  }

  return {
    publish: (userIds: readonly string[], type: string, payload: unknown) =>
      publishEach([...new Set(userIds)].map((userId) => ({ userId, type, payload }))),
    publishEach,

    /** Subscribes to wake-ups and starts the heartbeat and the clean-up. */
    async start() {
      unsubscribe = await pubsub.subscribe(CHANNEL, onMessage);
      pubsub.onReconnect(() => hub.wakeAll());
      timers.push(
        setInterval(
          () => void hub.tick().catch((err: unknown) => log.warn({ err }, 'live: tick failed')),
          LIVE_HEARTBEAT_MS,
        ),
      );
      timers.push(
        setTimeout(() => void prune(), 60_000),
        setInterval(() => void prune(), PRUNE_EVERY_MS),
      );
      for (const t of timers) t.unref();
    },

    async issueTicket(claims: TicketClaims) {
      return { ticket: await tickets.issue(claims), expiresIn: tickets.ttlSeconds };
    },

    /** GET /api/live/stream: checks the ticket and its session, then holds the response open as an event stream. */
    async openStream(req: FastifyRequest, reply: FastifyReply, ticket: string, lastEventId: number | undefined) {
      const claims = await tickets.verify(ticket);
      if (!(await liveRepo.openSessions(db, [claims.sessionId])).has(claims.sessionId))
        throw new AppError('SessionError', 'Session closed, please log in again');
      const stream: Stream = {
        userId: claims.userID,
        sessionId: claims.sessionId,
        res: reply.raw,
        cursor: null,
        pumping: false,
        again: false,
        closed: false,
      };
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': req.id,
      });
      reply.raw.flushHeaders();
      reply.raw.socket?.setNoDelay(true);
      hub.add(stream);
      try {
        const start = await startingPoint(claims.userID, lastEventId);
        if (start.resync) hub.write(stream, sseEvent(start.cursor, LIVE_EVENTS.resync, {}));
        hub.write(
          stream,
          sseEvent(start.cursor, LIVE_EVENTS.ready, { resumed: start.resumed } satisfies LiveReadyEvent),
        );
        hub.start(stream, start.cursor);
      } catch (err) {
        log.warn({ err }, 'live: could not start a stream');
        hub.end(stream);
      }
    },

    /** Heartbeat and session check now (the interval calls it; tests too). */
    tick: () => hub.tick(),
    streams: () => hub.count(),

    /** Ends every stream (before the server closes: an open stream would hold it open) and stops listening. */
    async close() {
      for (const t of timers) clearTimeout(t);
      hub.closeAll();
      await unsubscribe?.().catch(() => undefined);
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The live channel, for modules wired after it and for tests (publish, tick). */
    live: LiveService;
  }
}
