/** The live channel's tables (decision 0013): per-user cursors and the event log. */
import { and, asc, eq, gt, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions } from '../../db/schema/accounts.js';
import { liveCursors, liveEvents } from '../../db/schema/notifications.js';
import { isUuid } from '../../lib/errors.js';
import { rowsOf } from '../../db/rows.js';

import type { LiveEventInput } from '../../core/collaborators.js';

export type { LiveEventInput };
export type LiveEventRow = { seq: number; type: string; payload: unknown };
/** One stored event: whose, its number, and its place in what was appended. */
export type AppendedEvent = { userId: string; seq: number; index: number };

export const liveRepo = {
  /**
   * Appends events in one statement and returns each stored event's user, sequence number and
   * place in `events` (`index`). Each user's cursor row is taken (in user-id order, so two
   * publishes cannot deadlock) and held until the statement commits: a user's events become
   * visible in sequence order. Events for users that do not exist are dropped.
   */
  async append(db: Db, events: readonly LiveEventInput[]): Promise<AppendedEvent[]> {
    const input = events.flatMap((e, index) =>
      isUuid(e.userId) ? [{ u: e.userId, i: index, t: e.type, p: e.payload ?? null }] : [],
    );
    if (!input.length) return [];
    const res = await db.execute(sql`
      with input as (
        select (x.e->>'u')::uuid as user_id, (x.e->>'i')::int as index, x.e->>'t' as type, x.e->'p' as payload
        from jsonb_array_elements(${JSON.stringify(input)}::jsonb) as x(e)
      ),
      counted as (
        select i.user_id, count(*)::bigint as n from input i join users u on u.id = i.user_id group by i.user_id
      ),
      cursors as (
        insert into live_cursors (user_id, seq) select user_id, n from counted order by user_id
        on conflict (user_id) do update set seq = live_cursors.seq + excluded.seq
        returning user_id, seq
      ),
      numbered as (
        select i.user_id, i.index, i.type, i.payload, c.seq - k.n + row_number() over (partition by i.user_id order by i.index) as seq
        from input i join cursors c on c.user_id = i.user_id join counted k on k.user_id = i.user_id
      ),
      written as (
        insert into live_events (user_id, seq, type, payload) select user_id, seq, type, payload from numbered
      )
      select user_id::text as "userId", seq, index from numbered order by user_id, seq`);
    return rowsOf<AppendedEvent>(res).map((r) => ({ userId: r.userId, seq: Number(r.seq), index: Number(r.index) }));
  },

  async after(db: Db, userId: string, seq: number, limit: number): Promise<LiveEventRow[]> {
    return db
      .select({ seq: liveEvents.seq, type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, seq)))
      .orderBy(asc(liveEvents.seq))
      .limit(limit);
  },

  /** The user's last sequence number (0 before their first event) and the oldest one still kept. */
  async bounds(db: Db, userId: string): Promise<{ last: number; oldest: number | null }> {
    const [cursor] = await db.select({ seq: liveCursors.seq }).from(liveCursors).where(eq(liveCursors.userId, userId));
    const [kept] = await db
      .select({ oldest: min(liveEvents.seq) })
      .from(liveEvents)
      .where(eq(liveEvents.userId, userId));
    return {
      last: cursor?.seq ?? 0,
      oldest: kept?.oldest === null || kept?.oldest === undefined ? null : Number(kept.oldest),
    };
  },

  prune: (db: Db, before: Date) => db.delete(liveEvents).where(lt(liveEvents.createdAt, before)),

  /** Which of these account sessions are still open (not logged out, not revoked). */
  async openSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const rows = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(inArray(authSessions.id, sessionIds), isNull(authSessions.revokedAt)));
    return new Set(rows.map((r) => r.id));
  },
};
