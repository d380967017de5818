/**
 * This process's open streams (decision 0013). A stream never holds state that matters: it keeps
 * the last sequence number it sent, and on every wake-up reads the user's newer events from the
 * database. So a wake-up that is lost, late or doubled costs at most a read, never an event.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENTS } from '@wbn/contract';
import type { Db } from '../../db/client.js';
import { liveRepo, type LiveEventRow } from './live.repo.js';

/** Events read per query while a stream catches up. */
const BATCH = 100;
/** A stream whose client reads slower than this much unsent data is closed (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Streams per user in one process; the oldest is closed beyond this (tabs left open). */
export const MAX_STREAMS_PER_USER = 8;
/** Sent to every stream as the process closes: reconnect within half a second (EventSource retry field). */
export const RECONNECT_SOON = 'retry: 500\n\n';

export type Stream = {
  userId: string;
  sessionId: string;
  res: ServerResponse;
  /** Last sequence number sent (or known to the client). Null until the stream is set up. */
  cursor: number | null;
  pumping: boolean;
  again: boolean;
  closed: boolean;
};

/** One server-sent event. `type` is checked at publish (no line breaks); `data` is one JSON line. */
export const sseEvent = (id: number, type: string, data: unknown) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data ?? null)}\n\n`;

export function createLiveHub(db: Db, log: FastifyBaseLogger) {
  const byUser = new Map<string, Set<Stream>>();

  function write(s: Stream, chunk: string) {
    if (s.closed) return;
    s.res.write(chunk);
    if (s.res.writableLength > MAX_BUFFERED_BYTES) end(s);
  }

  function remove(s: Stream) {
    s.closed = true;
    const set = byUser.get(s.userId);
    set?.delete(s);
    if (set && !set.size) byUser.delete(s.userId);
  }

  function end(s: Stream, last?: string) {
    if (s.closed) return;
    if (last) s.res.write(last);
    remove(s);
    s.res.end();
  }

  /** Sends the user's events after the stream's cursor; a wake-up during a read makes it read again. */
  async function pump(s: Stream) {
    if (s.cursor === null || s.closed) return;
    if (s.pumping) {
      s.again = true;
      return;
    }
    s.pumping = true;
    try {
      do {
        s.again = false;
        const rows = await liveRepo.after(db, s.userId, s.cursor, BATCH);
        for (const r of rows) {
          if (s.closed) return;
          write(s, sseEvent(r.seq, r.type, r.payload));
          s.cursor = r.seq;
        }
        if (rows.length === BATCH) s.again = true;
      } while (s.again && !s.closed);
    } catch (err) {
      log.warn({ err, userId: s.userId }, 'live stream read failed');
    } finally {
      s.pumping = false;
    }
  }

  return {
    /** Registers a stream before its cursor is known, so no wake-up in between is missed. */
    add(s: Stream) {
      const set = byUser.get(s.userId) ?? new Set<Stream>();
      byUser.set(s.userId, set);
      set.add(s);
      if (set.size > MAX_STREAMS_PER_USER) end(set.values().next().value!);
      s.res.on('close', () => remove(s));
      s.res.on('error', () => remove(s));
    },
    /** Sets the cursor and sends whatever came after it. */
    start(s: Stream, cursor: number) {
      s.cursor = cursor;
      void pump(s);
    },
    write,
    end,
    /**
     * A user has events up to `seq`: their streams that are behind read them. `events`, when the
     * wake-up carried them (in order, ending at `seq`), are written straight to a stream whose
     * next event is the first of them; any other stream reads the table as before.
     */
    wake(userId: string, seq: number, events?: readonly LiveEventRow[]) {
      for (const s of byUser.get(userId) ?? []) {
        if (s.cursor !== null && seq <= s.cursor) continue;
        if (
          events?.length &&
          s.cursor !== null &&
          !s.pumping &&
          events[0].seq === s.cursor + 1 &&
          events[events.length - 1].seq === seq
        ) {
          for (const r of events) write(s, sseEvent(r.seq, r.type, r.payload));
          s.cursor = seq;
          continue;
        }
        void pump(s);
      }
    },
    /** After a lost pub/sub connection: every stream reads what it may have missed. */
    wakeAll() {
      for (const set of byUser.values()) for (const s of set) void pump(s);
    },
    /** Keeps proxies from closing idle streams, and ends the streams of sessions that were closed (logout). */
    async tick() {
      const streams = [...byUser.values()].flatMap((set) => [...set]);
      if (!streams.length) return;
      for (const s of streams) write(s, ': ping\n\n');
      const open = await liveRepo.openSessions(db, [...new Set(streams.map((s) => s.sessionId))]);
      for (const s of streams) if (!open.has(s.sessionId)) end(s, `event: ${LIVE_EVENTS.sessionClosed}\ndata: {}\n\n`);
    },
    closeAll() {
      // The retry field asks each browser to reconnect within half a second (to another process, at shutdown).
      for (const set of [...byUser.values()]) for (const s of [...set]) end(s, RECONNECT_SOON);
    },
    count: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
